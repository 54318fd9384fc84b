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

/** GET /v2/featuredjobs with no filters: every featured (boosted) job, already reversed by the server, not paged. */
export async function getFeaturedJobs({ client = apiClient, signal }: RequestOptions = {}): Promise<JobListItem[]> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobListSchema), await client.get<unknown>(featuredJobsPath, { signal }));
}

export const featuredJobsQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.jobs.featured(), queryFn: ({ signal }) => getFeaturedJobs({ client, signal }) });

export const useFeaturedJobs = () => useQuery(featuredJobsQueryOptions());
