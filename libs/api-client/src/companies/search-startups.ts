import { type CompanySearchQueryInput, paged, startupListItemSchema, type Paged, type StartupListItem } from '@nordhub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const startupsPath = '/companies';

const startupPageSchema = paged(startupListItemSchema);

/** Blank values are left out so the query string carries only real filters. */
function toQueryParams(query: CompanySearchQueryInput): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  return params;
}

/** GET /companies: one page of public startups matching the filters, with the viewer's `followed`. */
export async function searchStartups(query: CompanySearchQueryInput, { client = apiClient, signal }: RequestOptions = {}): Promise<Paged<StartupListItem>> {
  const response = await client.get<unknown>(startupsPath, { params: toQueryParams(query), signal });
  return parseResponse(startupPageSchema, response);
}

export const searchStartupsQueryOptions = (query: CompanySearchQueryInput, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.companies.startups(toQueryParams(query)),
    queryFn: ({ signal }) => searchStartups(query, { client, signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useSearchStartups = (query: CompanySearchQueryInput) => useQuery(searchStartupsQueryOptions(query));
