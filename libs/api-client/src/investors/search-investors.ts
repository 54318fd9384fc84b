import { type InvestorListItem, type InvestorSearchQuery, type Paged } from '@nordhub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const investorsPath = '/investors';
export type InvestorSearchRequest = Partial<InvestorSearchQuery>;

/** The funding list (GET /investors): live investors, filtered and paged. */
export async function searchInvestors(query: InvestorSearchRequest, { client = apiClient, signal }: RequestOptions = {}): Promise<Paged<InvestorListItem>> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.paged(contracts.investorListItemSchema)), await client.get<unknown>(investorsPath, { params: query, signal }));
}

export const searchInvestorsQueryOptions = (query: InvestorSearchRequest, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.investors.search(query), queryFn: ({ signal }) => searchInvestors(query, { client, signal }), placeholderData: keepPreviousData });

export const useSearchInvestors = (query: InvestorSearchRequest) => useQuery(searchInvestorsQueryOptions(query));
