import { type Company } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const managedCompanyPath = (key: string) => `/companies/${encodeURIComponent(key)}/hidden`;

/** GET /companies/{key}/hidden: the company in any status (drafts too), for its managers. */
export async function getManagedCompany(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<Company> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.companySchema), await client.get<unknown>(managedCompanyPath(key), { signal }));
}

export const managedCompanyQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.companies.managed(key),
    queryFn: ({ signal }) => getManagedCompany(key, { client, signal }),
  });

export const useManagedCompany = (key: string) => useQuery(managedCompanyQueryOptions(key));
