import { type Company, type JobListResponse } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const startupPath = (key: string) => `/companies/${encodeURIComponent(key)}`;

/** GET /companies/{key}: a startup's public profile (a draft is a 404). */
export async function getStartup(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<Company> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.companySchema), await client.get<unknown>(startupPath(key), { signal }));
}

export const startupQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.companies.startup(key),
    queryFn: ({ signal }) => getStartup(key, { client, signal }),
  });

export const useStartup = (key: string) => useQuery(startupQueryOptions(key));

/** How many open jobs a startup profile lists. */
export const STARTUP_JOBS_PAGE_SIZE = 50;

export const startupJobsPath = '/v2/jobs';

/** GET /v2/jobs?company={key}: the startup's live jobs, boosted first, newest next. */
export async function getStartupJobs(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<JobListResponse> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobListResponseSchema), await client.get<unknown>(startupJobsPath, { params: { company: key, pageSize: STARTUP_JOBS_PAGE_SIZE, sort: 'newest' }, signal }));
}

// Under 'jobs', so a job flag change (save, interest) patches and refreshes it like any job list.
export const startupJobsQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.list({ company: key, pageSize: STARTUP_JOBS_PAGE_SIZE, sort: 'newest' }),
    queryFn: ({ signal }) => getStartupJobs(key, { client, signal }),
  });

export const useStartupJobs = (key: string) => useQuery(startupJobsQueryOptions(key));
