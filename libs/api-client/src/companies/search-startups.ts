import { type CompanySearchQueryInput, type Paged, type StartupListItem } from '@nordhub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { toQueryParams } from '../query-params';
import { type RequestOptions } from '../request-options';

export const startupsPath = '/companies';

/** GET /companies: one page of public startups matching the filters, with the viewer's `followed`. */
export async function searchStartups(query: CompanySearchQueryInput, { client = apiClient, signal }: RequestOptions = {}): Promise<Paged<StartupListItem>> {
  const schema = import('@nordhub/contracts').then((contracts) => contracts.paged(contracts.startupListItemSchema));
  return parseResponse(schema, await client.get<unknown>(startupsPath, { params: toQueryParams(query), signal }));
}

export const searchStartupsQueryOptions = (query: CompanySearchQueryInput, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.companies.startups(toQueryParams(query)),
    queryFn: ({ signal }) => searchStartups(query, { client, signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useSearchStartups = (query: CompanySearchQueryInput) => useQuery(searchStartupsQueryOptions(query));
