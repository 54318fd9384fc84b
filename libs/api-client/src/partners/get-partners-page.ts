import { type PartnersPage } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const partnersPagePath = '/pages/partners';

/** The partners page (GET pages/partners): body text and every partner. */
export async function getPartnersPage({ client = apiClient, signal }: RequestOptions = {}): Promise<PartnersPage> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.partnersPageSchema), await client.get<unknown>(partnersPagePath, { signal }));
}

export const partnersPageQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.partners.page(), queryFn: ({ signal }) => getPartnersPage({ client, signal }) });

export const usePartnersPage = () => useQuery(partnersPageQueryOptions());
