import { type JobSearchFilters, type JobSearchQueryInput, type SavedSearchKey } from './job-search';

// No zod here (types only from job-search.ts): the job search page pins a search without loading
// the schemas; reading a key back (parseSavedSearchKey) validates it and stays in job-search.ts.

/** Serialises a key with a fixed property order, so equal searches give equal keys. */
export function savedSearchKeyToString(key: SavedSearchKey): string {
  return JSON.stringify({ search: key.search.trim(), location: key.location.trim(), countryCode: key.countryCode });
}

/**
 * The job search a saved search stands for: key.search is the search text, key.location the
 * city and key.countryCode the country (or REMOTE); the filters add to them. Blanks are left out.
 */
export function savedSearchQuery(key: SavedSearchKey, filters: JobSearchFilters) {
  return {
    ...(key.search.trim() ? { search: key.search.trim() } : {}),
    ...(key.location.trim() ? { city: key.location.trim() } : {}),
    ...(key.countryCode ? { country: key.countryCode } : {}),
    ...filters,
  } satisfies JobSearchQueryInput;
}
