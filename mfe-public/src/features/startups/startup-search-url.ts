import { type CompanySearchQueryInput, type CountryCode } from '@nordhub/contracts';
import { isNordicCountryCode } from '@nordhub/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The /startups filters as kept in the URL (blank ones left out). */
export type StartupSearch = {
  search?: string;
  country?: CountryCode;
  industry?: string;
  stage?: string;
  numberOfEmployees?: string;
  hiring?: boolean;
  page?: number;
};

const textParams = ['search', 'industry', 'stage', 'numberOfEmployees'] as const;

/** Reads the filters from the URL; values that cannot be right (an unknown country, page 0) are dropped. */
export function startupSearchFromParams(params: URLSearchParams): StartupSearch {
  const search: StartupSearch = {};
  for (const name of textParams) {
    const value = params.get(name)?.trim();
    if (value) search[name] = value;
  }
  // The domain's guard, not the contract's schema: the list page must not load zod.
  const country = params.get('country');
  if (country && isNordicCountryCode(country)) search.country = country;
  if (params.get('hiring') === 'true') search.hiring = true;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

/** The URL query of the filters, in a fixed order; page 1 and blanks are left out. */
export function startupSearchToParams(search: StartupSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.search) params.set('search', search.search);
  if (search.country) params.set('country', search.country);
  if (search.industry) params.set('industry', search.industry);
  if (search.stage) params.set('stage', search.stage);
  if (search.numberOfEmployees) params.set('numberOfEmployees', search.numberOfEmployees);
  if (search.hiring) params.set('hiring', 'true');
  if (search.page && search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The request GET /companies gets for these filters. */
export const startupSearchRequest = (search: StartupSearch, pageSize: number): CompanySearchQueryInput => ({ ...search, pageSize });

/** The filters kept in the URL: shareable, and Back returns to the previous ones. */
export function useStartupSearchUrl(): [StartupSearch, (next: StartupSearch) => void] {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => startupSearchFromParams(params), [params]);
  const setSearch = useCallback((next: StartupSearch) => setParams(startupSearchToParams(next)), [setParams]);
  return [search, setSearch];
}
