import { type SavedJobSearch, type SavedSearchCreate } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';
import { savedJobSearchesPath } from './get-saved-job-searches';
import { refreshJobCounts, writeSavedJobSearch } from './saved-job-searches-cache';

/** POST job-search: pins a search (the same key again replaces its filters and since). */
export async function createSavedJobSearch(search: SavedSearchCreate, { client = apiClient, signal }: RequestOptions = {}): Promise<SavedJobSearch> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.savedJobSearchSchema), await client.post<unknown>(savedJobSearchesPath, search, { signal }));
}

/** Pins the search and keeps the server record (with its id) in the cached list. */
export function useCreateSavedJobSearch() {
  const queryClient = useQueryClient();
  return useMutation<SavedJobSearch, ApiClientError, SavedSearchCreate>({
    mutationFn: (search) => createSavedJobSearch(search),
    onSuccess: (search) => Promise.all([writeSavedJobSearch(queryClient, search), refreshJobCounts(queryClient)]),
  });
}
