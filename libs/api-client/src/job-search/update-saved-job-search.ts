import { type SavedJobSearch, type SavedSearchUpdate } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';
import { refreshJobCounts, savedJobSearchPath, writeSavedJobSearch } from './saved-job-searches-cache';

/** PATCH job-search/{id}: filters, since or pinned. */
export async function updateSavedJobSearch(
  id: string,
  change: SavedSearchUpdate,
  { client = apiClient, signal }: RequestOptions = {},
): Promise<SavedJobSearch> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.savedJobSearchSchema), await client.patch<unknown>(savedJobSearchPath(id), change, { signal }));
}

export type UpdateSavedJobSearchVariables = { id: string; change: SavedSearchUpdate };

/** Changes a saved search, e.g. `since` = now once its new jobs were seen; the counts are asked again. */
export function useUpdateSavedJobSearch() {
  const queryClient = useQueryClient();
  return useMutation<SavedJobSearch, ApiClientError, UpdateSavedJobSearchVariables>({
    mutationFn: ({ id, change }) => updateSavedJobSearch(id, change),
    onSuccess: (search) => Promise.all([writeSavedJobSearch(queryClient, search), refreshJobCounts(queryClient)]),
  });
}
