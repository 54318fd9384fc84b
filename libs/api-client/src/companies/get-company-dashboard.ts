import { type CompanyDashboard } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const companyDashboardPath = (key: string) => `/companies/${encodeURIComponent(key)}/dashboard`;

/** GET /companies/{key}/dashboard: jobs by status, applicants by stage, views and applicants per day. */
export async function getCompanyDashboard(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<CompanyDashboard> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.companyDashboardSchema), await client.get<unknown>(companyDashboardPath(key), { signal }));
}

export const companyDashboardQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.companies.dashboard(key),
    queryFn: ({ signal }) => getCompanyDashboard(key, { client, signal }),
  });

export const useCompanyDashboard = (key: string) => useQuery(companyDashboardQueryOptions(key));
