import { type FeedJobsQueryInput, type JobDetail, type JobListResponse, type PublicFeed } from '@nordhub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { toQueryParams } from '../query-params';
import { type RequestOptions } from '../request-options';

export const whiteLabelFeedDomainPath = (domain: string) => `/companies/white-label-feed-domain/${encodeURIComponent(domain)}`;
export const whiteLabelFeedJobsPath = (feedKey: string) => `/white-label-feeds/${encodeURIComponent(feedKey)}/jobs`;

/** GET /companies/white-label-feed-domain/{domain}: the feed a white-label host serves; an unknown host is a 404. */
export async function getWhiteLabelFeedByDomain(domain: string, { client = apiClient, signal }: RequestOptions = {}): Promise<PublicFeed> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.publicFeedSchema), await client.get<unknown>(whiteLabelFeedDomainPath(domain), { signal }));
}

export const whiteLabelFeedByDomainQueryOptions = (domain: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.companies.whiteLabelFeed(domain),
    queryFn: ({ signal }) => getWhiteLabelFeedByDomain(domain, { client, signal }),
    // Which feed a host serves does not change while the page is open.
    staleTime: Infinity,
  });

export const useWhiteLabelFeedByDomain = (domain: string) => useQuery(whiteLabelFeedByDomainQueryOptions(domain));

/** A visitor's search inside a feed, as typed values (blanks left out). */
export type FeedJobsRequest = Pick<FeedJobsQueryInput, 'search' | 'country' | 'page' | 'pageSize'>;

/** GET /white-label-feeds/{key}/jobs: one page of the feed's live jobs (the feed's rules always apply). */
export async function getWhiteLabelFeedJobs(feedKey: string, query: FeedJobsRequest, { client = apiClient, signal }: RequestOptions = {}): Promise<JobListResponse> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobListResponseSchema), await client.get<unknown>(whiteLabelFeedJobsPath(feedKey), { params: toQueryParams(query), signal }));
}

// Under 'jobs', so job changes refresh it like any job list.
export const whiteLabelFeedJobsQueryOptions = (feedKey: string, query: FeedJobsRequest, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.feed(feedKey, toQueryParams(query)),
    queryFn: ({ signal }) => getWhiteLabelFeedJobs(feedKey, query, { client, signal }),
    placeholderData: keepPreviousData,
  });

export const useWhiteLabelFeedJobs = (feedKey: string, query: FeedJobsRequest) => useQuery(whiteLabelFeedJobsQueryOptions(feedKey, query));

/** GET /white-label-feeds/{key}/jobs/{id}: a live job of the feed; 404 when it is not (or no longer) in it. */
export async function getWhiteLabelFeedJob(feedKey: string, id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<JobDetail> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobDetailSchema), await client.get<unknown>(`${whiteLabelFeedJobsPath(feedKey)}/${encodeURIComponent(id)}`, { signal }));
}

export const whiteLabelFeedJobQueryOptions = (feedKey: string, id: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.feedJob(feedKey, id),
    queryFn: ({ signal }) => getWhiteLabelFeedJob(feedKey, id, { client, signal }),
  });

export const useWhiteLabelFeedJob = (feedKey: string, id: string) => useQuery(whiteLabelFeedJobQueryOptions(feedKey, id));
