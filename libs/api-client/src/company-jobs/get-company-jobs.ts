import { type JobListItem } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const companyJobsPath = (companyKey: string) => `/companies/${encodeURIComponent(companyKey)}/jobs`;

/** Every job of a company in every status, newest first, with the effective status (managers and admins). */
export async function getCompanyJobs(companyKey: string, { client = apiClient, signal }: RequestOptions = {}): Promise<JobListItem[]> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobListSchema), await client.get<unknown>(companyJobsPath(companyKey), { signal }));
}

export const companyJobsQueryOptions = (companyKey: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.company(companyKey),
    queryFn: ({ signal }) => getCompanyJobs(companyKey, { client, signal }),
  });

export const useCompanyJobs = (companyKey: string) => useQuery(companyJobsQueryOptions(companyKey));
