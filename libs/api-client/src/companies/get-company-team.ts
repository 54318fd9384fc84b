import { type CompanyTeam, companyTeamSchema } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const companyTeamPath = (key: string) => `/companies/${encodeURIComponent(key)}/managers`;

/** A startup's managers and open invitations (managers and admins only). */
export async function getCompanyTeam(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<CompanyTeam> {
  const response = await client.get<unknown>(companyTeamPath(key), { signal });
  return parseResponse(companyTeamSchema, response);
}

export const companyTeamQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.companyPortal.team(key), queryFn: ({ signal }) => getCompanyTeam(key, { client, signal }) });

export const useCompanyTeam = (key: string) => useQuery(companyTeamQueryOptions(key));
