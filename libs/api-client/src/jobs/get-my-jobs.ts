import { type MyJobs } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const myJobsPath = '/jobs/mine';

/** The signed-in user's saved jobs and the jobs they marked interest in (closed ones included). */
export async function getMyJobs({ client = apiClient, signal }: RequestOptions = {}): Promise<MyJobs> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.myJobsSchema), await client.get<unknown>(myJobsPath, { signal }));
}

export const myJobsQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.mine(),
    queryFn: ({ signal }) => getMyJobs({ client, signal }),
  });

export const useMyJobs = () => useQuery(myJobsQueryOptions());
