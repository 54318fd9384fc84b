import { type CompanyDeal } from '@nordhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseListResponse, parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const companyDealsPath = (key: string) => `/companies/${encodeURIComponent(key)}/deals`;
const dealPath = (key: string, deal: string) => `${companyDealsPath(key)}/${encodeURIComponent(deal)}`;

export async function getCompanyDeals(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<CompanyDeal[]> {
  return parseListResponse(import('@nordhub/contracts').then((contracts) => contracts.companyDealSchema), await client.get<unknown>(companyDealsPath(key), { signal }));
}

export const companyDealsQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.companyPortal.deals(key), queryFn: ({ signal }) => getCompanyDeals(key, { client, signal }) });

export const useCompanyDeals = (key: string) => useQuery(companyDealsQueryOptions(key));

export async function getCompanyDeal(key: string, deal: string, { client = apiClient, signal }: RequestOptions = {}): Promise<CompanyDeal> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.companyDealSchema), await client.get<unknown>(dealPath(key, deal), { signal }));
}

export const companyDealQueryOptions = (key: string, deal: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.companyPortal.deal(key, deal), queryFn: ({ signal }) => getCompanyDeal(key, deal, { client, signal }) });

export const useCompanyDeal = (key: string, deal: string) => useQuery(companyDealQueryOptions(key, deal));

/** Claims the deal for the startup; the answer shows what it gives (redeem link or document). */
export async function claimCompanyDeal(key: string, deal: string, { client = apiClient, signal }: RequestOptions = {}): Promise<CompanyDeal> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.companyDealSchema), await client.post<unknown>(`${dealPath(key, deal)}/claim`, undefined, { signal }));
}

export function useClaimCompanyDeal(key: string) {
  const queryClient = useQueryClient();
  return useMutation<CompanyDeal, ApiClientError, string>({
    mutationFn: (deal) => claimCompanyDeal(key, deal),
    onSuccess: async (claimed) => {
      queryClient.setQueryData(queryKeys.companyPortal.deal(key, claimed.key), claimed);
      await queryClient.invalidateQueries({ queryKey: queryKeys.companyPortal.deals(key), exact: true });
    },
  });
}
