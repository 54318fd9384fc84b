import { type SavedJobSearch } from '@nordhub/contracts';
import { type QueryClient } from '@tanstack/react-query';
import { writeListRow } from '../list-cache';
import { queryKeys } from '../query-keys';
import { savedJobSearchesPath } from './get-saved-job-searches';

export const savedJobSearchPath = (id: string) => `${savedJobSearchesPath}/${encodeURIComponent(id)}`;

/** The cached list with `search` in place of the row with its id, or added at the end. */
export const writeSavedJobSearch = (queryClient: QueryClient, search: SavedJobSearch) => writeListRow(queryClient, queryKeys.jobSearch.list(), search);

/** Counts depend on the searches' `since` and filters: ask again after a change. */
export const refreshJobCounts = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.jobSearch.counts() });

/** Reads the saved searches again: what the server holds once a change of the list has settled. */
export const refreshSavedJobSearches = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.jobSearch.list() });
