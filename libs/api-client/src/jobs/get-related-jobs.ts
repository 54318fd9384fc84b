import { type JobList } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const relatedJobsPath = (id: string) => `/v2/jobs/${encodeURIComponent(id)}/related`;

/** Open jobs like this one (same category or group, same country first); never the job itself. */
export async function getRelatedJobs(id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<JobList> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobListSchema), await client.get<unknown>(relatedJobsPath(id), { signal }));
}

export const relatedJobsQueryOptions = (id: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.related(id),
    queryFn: ({ signal }) => getRelatedJobs(id, { client, signal }),
  });

/** `enabled` lets the page wait until the job itself has loaded (a missing job has no related jobs). */
export const useRelatedJobs = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...relatedJobsQueryOptions(id), enabled });
