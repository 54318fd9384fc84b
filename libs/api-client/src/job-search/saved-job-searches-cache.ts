import { type SavedJobSearch } from '@nordhub/contracts';
import { type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { savedJobSearchesPath } from './get-saved-job-searches';

export const savedJobSearchPath = (id: string) => `${savedJobSearchesPath}/${encodeURIComponent(id)}`;

/** The cached list with `search` in place of the row with its id, or added at the end. */
export function writeSavedJobSearch(queryClient: QueryClient, search: SavedJobSearch) {
  queryClient.setQueryData<SavedJobSearch[]>(queryKeys.jobSearch.list(), (list) => {
    if (!list) return list;
    return list.some((item) => item.id === search.id) ? list.map((item) => (item.id === search.id ? search : item)) : [...list, search];
  });
}

/** Counts depend on the searches' `since` and filters: ask again after a change. */
export const refreshJobCounts = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.jobSearch.counts() });
