import { type JobListItem } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const latestJobsPath = '/v2/jobs/latest/3';
export const featuredJobsPath = '/v2/featuredjobs';

/** GET /v2/jobs/latest/3: the three newest public jobs (the product spec's business constants). */
export async function getLatestJobs({ client = apiClient, signal }: RequestOptions = {}): Promise<JobListItem[]> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobListSchema), await client.get<unknown>(latestJobsPath, { signal }));
}

export const latestJobsQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.jobs.latest(), queryFn: ({ signal }) => getLatestJobs({ client, signal }) });

export const useLatestJobs = () => useQuery(latestJobsQueryOptions());

/**
 * GET /v2/featuredjobs with no filters: featured (boosted) jobs, the longest-running boost
 * first, at most `limit` (the server's default without one: 20). Not paged.
 */
export async function getFeaturedJobs({ client = apiClient, signal, limit }: RequestOptions & { limit?: number } = {}): Promise<JobListItem[]> {
  return parseResponse(
    import('@nordhub/contracts').then((contracts) => contracts.jobListSchema),
    await client.get<unknown>(featuredJobsPath, { signal, ...(limit === undefined ? {} : { params: { limit } }) }),
  );
}

export const featuredJobsQueryOptions = ({ client, limit }: Pick<RequestOptions, 'client'> & { limit?: number } = {}) =>
  queryOptions({ queryKey: queryKeys.jobs.featured(limit), queryFn: ({ signal }) => getFeaturedJobs({ client, signal, limit }) });

export const useFeaturedJobs = ({ limit }: { limit?: number } = {}) => useQuery(featuredJobsQueryOptions({ limit }));
