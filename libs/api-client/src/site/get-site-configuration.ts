import { type SiteConfiguration } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { pageData } from '../page-data';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const siteConfigurationPath = '/site/configuration-cached';

export async function getSiteConfiguration({ client = apiClient, signal }: RequestOptions = {}): Promise<SiteConfiguration> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.siteConfigurationSchema), await client.get<unknown>(siteConfigurationPath, { signal }));
}

/** The server caches this list; the page does too, for the whole visit. */
export const siteConfigurationQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.site.configuration(),
    queryFn: ({ signal }) => getSiteConfiguration({ client, signal }),
    staleTime: Infinity,
    // A page the server drew carries it (contracts' PageData): no request, and the same first render.
    initialData: () => pageData().siteConfiguration,
  });

export const useSiteConfiguration = () => useQuery(siteConfigurationQueryOptions());
