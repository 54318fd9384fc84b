import { type SavedJobSearch } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';
import { refreshSavedJobSearches, savedJobSearchPath } from './saved-job-searches-cache';

/** DELETE job-search/{id}: unpins (deletes) the search. */
export async function deleteSavedJobSearch(id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<void> {
  await client.delete(savedJobSearchPath(id), { signal });
}

/**
 * Unpins: the search leaves the cached list at once and stays out of it whatever the server
 * answers. The product spec's error catalogue ignores unpin errors, so the id is cleared even when the delete fails.
 * Once deleted, the list is read again: a read that left before the delete (a page mounting, a
 * refetch) and answered after the optimistic removal would otherwise have put the search back.
 */
export function useDeleteSavedJobSearch() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, string>({
    mutationFn: (id) => deleteSavedJobSearch(id),
    onMutate: async (id) => {
      // A list fetch under way would bring the search back.
      await queryClient.cancelQueries({ queryKey: queryKeys.jobSearch.list() });
      queryClient.setQueryData<SavedJobSearch[]>(queryKeys.jobSearch.list(), (list) => list?.filter((item) => item.id !== id));
    },
    onSuccess: () => refreshSavedJobSearches(queryClient),
  });
}
