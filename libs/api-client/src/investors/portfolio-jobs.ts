import { type PortfolioJobs, type PortfolioJobsQueryInput } from '@nordhub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const portfolioJobsPath = (investorKey: string) => `/investors/${encodeURIComponent(investorKey)}/portfolio-jobs`;

/** Open jobs at the startups in an investor's portfolio (GET /investors/{key}/portfolio-jobs), paged. */
export async function getPortfolioJobs(
  investorKey: string,
  query: PortfolioJobsQueryInput = {},
  { client = apiClient, signal }: RequestOptions = {},
): Promise<PortfolioJobs> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.portfolioJobsSchema), await client.get<unknown>(portfolioJobsPath(investorKey), { params: query, signal }));
}

export const portfolioJobsQueryOptions = (investorKey: string, query: PortfolioJobsQueryInput = {}, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    // Under 'investors', so refreshing an investor refreshes its portfolio's jobs too.
    queryKey: queryKeys.investors.portfolioJobs(investorKey, { page: query.page ?? 1, pageSize: query.pageSize ?? null }),
    queryFn: ({ signal }) => getPortfolioJobs(investorKey, query, { client, signal }),
    placeholderData: keepPreviousData,
  });

export const usePortfolioJobs = (investorKey: string, query: PortfolioJobsQueryInput = {}) => useQuery(portfolioJobsQueryOptions(investorKey, query));
