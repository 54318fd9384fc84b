import { type VisitorCountry } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const visitorCountryPath = '/site/visitor-country';

/** GET /site/visitor-country: the country the server detects for this visitor (edge header or Accept-Language). */
export async function getVisitorCountry({ client = apiClient, signal }: RequestOptions = {}): Promise<VisitorCountry> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.visitorCountrySchema), await client.get<unknown>(visitorCountryPath, { signal }));
}

/** The visitor does not move during a visit: asked once. */
export const visitorCountryQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.site.visitorCountry(),
    queryFn: ({ signal }) => getVisitorCountry({ client, signal }),
    staleTime: Infinity,
  });

export const useVisitorCountry = () => useQuery(visitorCountryQueryOptions());
