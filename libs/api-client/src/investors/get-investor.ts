import { type Investor } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const investorPath = (key: string) => `/investors/${encodeURIComponent(key)}`;

/** One investor of the funding list (GET investors/{id}). */
export async function getInvestor(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<Investor> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.investorSchema), await client.get<unknown>(investorPath(key), { signal }));
}

export const investorQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.investors.detail(key), queryFn: ({ signal }) => getInvestor(key, { client, signal }) });

export const useInvestor = (key: string) => useQuery(investorQueryOptions(key));
