import { type CareersSite, type JobListResponse } from '@nordhub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';
import { STARTUP_JOBS_PAGE_SIZE, startupJobsPath } from './get-startup';

export const careersSitePath = (domain: string) => `/companies/domain/${encodeURIComponent(domain)}`;

/** GET /companies/domain/{domain}: the startup whose careers site lives on this host; an unknown host is a 404. */
export async function getCareersSite(domain: string, { client = apiClient, signal }: RequestOptions = {}): Promise<CareersSite> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.careersSiteSchema), await client.get<unknown>(careersSitePath(domain), { signal }));
}

export const careersSiteQueryOptions = (domain: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.companies.careersSite(domain),
    queryFn: ({ signal }) => getCareersSite(domain, { client, signal }),
    // Which startup a host belongs to does not change while the page is open.
    staleTime: Infinity,
  });

export const useCareersSite = (domain: string) => useQuery(careersSiteQueryOptions(domain));

/** How many open jobs a careers site shows per page: as many as the startup's profile lists. */
export const CAREERS_JOBS_PAGE_SIZE = STARTUP_JOBS_PAGE_SIZE;

/** `category` is the careers site's team, `city` its place. */
export type CareersJobsRequest = { companyKey: string; search?: string; page?: number; category?: string; city?: string; remote?: boolean };

const careersJobsParams = ({ companyKey, search, page, category, city, remote }: CareersJobsRequest) => ({
  company: companyKey,
  pageSize: CAREERS_JOBS_PAGE_SIZE,
  sort: 'newest',
  ...(search ? { search } : {}),
  ...(category ? { category } : {}),
  ...(city ? { city } : {}),
  ...(remote ? { remote: true } : {}),
  ...(page && page > 1 ? { page } : {}),
});

/**
 * GET /v2/jobs?company={key}: the startup's live jobs, newest first, optionally matching a search text,
 * a team (category), a place (city) or remote only (the request of getStartupJobs with filters and a
 * page; with none it shares that query's cache).
 */
export async function getCareersJobs(request: CareersJobsRequest, { client = apiClient, signal }: RequestOptions = {}): Promise<JobListResponse> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobListResponseSchema), await client.get<unknown>(startupJobsPath, { params: careersJobsParams(request), signal }));
}

// Under 'jobs', so job changes refresh it like any job list.
export const careersJobsQueryOptions = (request: CareersJobsRequest, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.list(careersJobsParams(request)),
    queryFn: ({ signal }) => getCareersJobs(request, { client, signal }),
    placeholderData: keepPreviousData,
  });

export const useCareersJobs = (request: CareersJobsRequest) => useQuery(careersJobsQueryOptions(request));
