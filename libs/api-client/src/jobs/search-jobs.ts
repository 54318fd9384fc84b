import { type JobSearchQueryInput, type JobsAndFeatured } from '@nordhub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { toQueryParams } from '../query-params';
import { type RequestOptions } from '../request-options';

export const searchJobsPath = '/v2/jobsandfeatured';

/** The filters of one search, as typed values (blanks already left out by the caller). */
export type JobSearchRequest = Pick<
  JobSearchQueryInput,
  'search' | 'country' | 'city' | 'category' | 'categoryGroup' | 'positionType' | 'remote' | 'salaryType' | 'withSalary' | 'sort' | 'page' | 'pageSize'
  // Funding-aware search (investor: comma-separated keys).
  | 'stage' | 'fundingStage' | 'funding' | 'investor'
  // Nordic reality filters (docs/nordic-filters.md).
  | 'englishOk' | 'visaSponsorship' | 'relocationSupport' | 'remoteFrom'
>;

/** One page of the search plus the featured jobs for the same filters (already in display order). */
export async function searchJobs(query: JobSearchRequest, { client = apiClient, signal }: RequestOptions = {}): Promise<JobsAndFeatured> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobsAndFeaturedSchema), await client.get<unknown>(searchJobsPath, { params: toQueryParams(query), signal }));
}

export const searchJobsQueryOptions = (query: JobSearchRequest, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.search(toQueryParams(query)),
    queryFn: ({ signal }) => searchJobs(query, { client, signal }),
    // The previous page stays on screen while the next one loads, instead of a blank list.
    placeholderData: keepPreviousData,
  });

export const useSearchJobs = (query: JobSearchRequest) => useQuery(searchJobsQueryOptions(query));
