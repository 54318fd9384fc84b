import { type SavedJobSearch } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseListResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const savedJobSearchesPath = '/job-search';

/** GET job-search: the signed-in user's saved searches, oldest first, each with its new-job count. */
export async function getSavedJobSearches({ client = apiClient, signal }: RequestOptions = {}): Promise<SavedJobSearch[]> {
  const item = import('@nordhub/contracts').then((contracts) => contracts.savedJobSearchSchema);
  return parseListResponse(item, await client.get<unknown>(savedJobSearchesPath, { signal }));
}

export const savedJobSearchesQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobSearch.list(),
    queryFn: ({ signal }) => getSavedJobSearches({ client, signal }),
  });

/** The saved searches; pass `enabled: false` for a guest (the API answers guests 403). */
export const useSavedJobSearches = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...savedJobSearchesQueryOptions(), enabled });
