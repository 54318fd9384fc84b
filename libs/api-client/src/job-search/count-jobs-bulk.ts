import { type JobsCountBulkRequest, type JobsCountBulkResponse } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const jobsCountBulkPath = '/jobs/count/bulk';

export type JobsCountItem = JobsCountBulkRequest['items'][number];

/** POST jobs/count/bulk: for each search, in order, its key and how many jobs went live since its `since`. */
export async function countJobsBulk(items: readonly JobsCountItem[], { client = apiClient, signal }: RequestOptions = {}): Promise<JobsCountBulkResponse> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobsCountBulkResponseSchema), await client.post<unknown>(jobsCountBulkPath, { items }, { signal }));
}

export const jobsCountBulkQueryOptions = (items: readonly JobsCountItem[], { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobSearch.counts(items),
    queryFn: ({ signal }) => countJobsBulk(items, { client, signal }),
  });

/** The new-job counts of `items`; nothing is asked for an empty list (the API needs at least one). */
export const useJobsCountBulk = (items: readonly JobsCountItem[], { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...jobsCountBulkQueryOptions(items), enabled: enabled && items.length > 0 });
