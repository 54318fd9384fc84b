import { type PublicDeal } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseListResponse, parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const dealsPath = '/deals';
export const dealPath = (key: string) => `${dealsPath}/${encodeURIComponent(key)}`;

/** The published deals for startups (GET /deals): summaries only, the same for everyone. */
export async function getDeals({ client = apiClient, signal }: RequestOptions = {}): Promise<PublicDeal[]> {
  return parseListResponse(import('@nordhub/contracts').then((contracts) => contracts.publicDealSchema), await client.get<unknown>(dealsPath, { signal }));
}

export const dealsQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.deals.list(), queryFn: ({ signal }) => getDeals({ client, signal }) });

export const useDeals = () => useQuery(dealsQueryOptions());

/** One deal's public summary (GET /deals/{key}); what it gives comes from useCompanyDeal. */
export async function getDeal(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<PublicDeal> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.publicDealSchema), await client.get<unknown>(dealPath(key), { signal }));
}

export const dealQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.deals.detail(key), queryFn: ({ signal }) => getDeal(key, { client, signal }) });

export const useDeal = (key: string) => useQuery(dealQueryOptions(key));
