import { type Partner } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const partnerPath = (key: string) => `/partners/${encodeURIComponent(key)}`;

/** One partner, for its landing page (GET /partners/{key}). */
export async function getPartner(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<Partner> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.partnerSchema), await client.get<unknown>(partnerPath(key), { signal }));
}

export const partnerQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.partners.detail(key), queryFn: ({ signal }) => getPartner(key, { client, signal }) });

export const usePartner = (key: string) => useQuery(partnerQueryOptions(key));
