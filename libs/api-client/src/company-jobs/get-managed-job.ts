import { type JobDetail } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const managedJobPath = (id: string) => `/jobs/single/${encodeURIComponent(id)}/hidden`;

/** A job in any status, drafts included (managers of its company and admins). */
export async function getManagedJob(id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<JobDetail> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobDetailSchema), await client.get<unknown>(managedJobPath(id), { signal }));
}

export const managedJobQueryOptions = (id: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.managed(id),
    queryFn: ({ signal }) => getManagedJob(id, { client, signal }),
  });

export const useManagedJob = (id: string) => useQuery(managedJobQueryOptions(id));
