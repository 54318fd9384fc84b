import { isNordicCountryCode, type NordicCountryCode, REMOTE_COUNTRY } from './countries';

/** The API rejects longer free text (400), so the page cuts it here instead. */
export const MAX_SEARCH_TEXT_LENGTH = 200;

/** The job-search country filter: a Nordic country or the Remote pseudo-country. */
export type JobSearchCountryCode = NordicCountryCode | typeof REMOTE_COUNTRY;

/**
 * The allowed values of each enumerated filter. Callers pass the contracts' enum options, so this
 * pure rule never holds a second copy of those lists (contracts builds on domain, not the reverse).
 */
export interface JobSearchVocabulary {
  category: readonly string[];
  categoryGroup: readonly string[];
  positionType: readonly string[];
  salaryType: readonly string[];
  sort: readonly string[];
}

/** The job search as the URL (and the API) knows it; every field optional, never blank. */
export interface JobSearchParams<V extends JobSearchVocabulary = JobSearchVocabulary> {
  search?: string;
  country?: JobSearchCountryCode;
  city?: string;
  category?: V['category'][number];
  categoryGroup?: V['categoryGroup'][number];
  positionType?: V['positionType'][number];
  remote?: boolean;
  salaryType?: V['salaryType'][number];
  sort?: V['sort'][number];
  /** 1-based; absent means the first page. */
  page?: number;
}

/** The URL keys, in the order they are written (stable URLs share and cache better). */
export const jobSearchParamKeys = [
  'search',
  'country',
  'city',
  'category',
  'categoryGroup',
  'positionType',
  'remote',
  'salaryType',
  'sort',
  'page',
] as const satisfies ReadonlyArray<keyof JobSearchParams>;

type EnumKey = keyof JobSearchVocabulary;
const enumKeys: readonly EnumKey[] = ['category', 'categoryGroup', 'positionType', 'salaryType', 'sort'];

/** Trimmed text cut to what the API accepts; undefined when blank. */
export function cleanSearchText(value: string | null | undefined): string | undefined {
  const text = value?.trim().slice(0, MAX_SEARCH_TEXT_LENGTH).trim();
  return text ? text : undefined;
}

/** A Nordic country code or REMOTE, in any letter case; anything else is undefined. */
export function toJobSearchCountry(value: string | null | undefined): JobSearchCountryCode | undefined {
  const code = value?.trim().toUpperCase() ?? '';
  if (code === REMOTE_COUNTRY) return REMOTE_COUNTRY;
  return isNordicCountryCode(code) ? code : undefined;
}

function toBoolean(value: string | null): boolean | undefined {
  const text = value?.trim().toLowerCase();
  if (text === 'true' || text === '1' || text === 'yes') return true;
  if (text === 'false' || text === '0' || text === 'no') return false;
  return undefined;
}

function toPage(value: string | null): number | undefined {
  const text = value?.trim() ?? '';
  if (!/^\d+$/.test(text)) return undefined;
  const page = Number(text);
  // Page 1 is the default, so it is not kept; absurd pages would only ever be empty.
  return page > 1 && Number.isSafeInteger(page) ? page : undefined;
}

/**
 * Reads the job search from URL search params: only known keys, blanks dropped, and values the
 * API would reject (unknown enum values, bad booleans, pages below 2 or not whole) ignored.
 */
export function jobSearchFromParams<V extends JobSearchVocabulary>(
  params: URLSearchParams,
  vocabulary: V,
): JobSearchParams<V> {
  const result: JobSearchParams<V> = {};
  const search = cleanSearchText(params.get('search'));
  if (search) result.search = search;
  const country = toJobSearchCountry(params.get('country'));
  if (country) result.country = country;
  const city = cleanSearchText(params.get('city'));
  if (city) result.city = city;
  for (const key of enumKeys) {
    const value = params.get(key)?.trim();
    if (value && vocabulary[key].includes(value)) result[key] = value;
  }
  const remote = toBoolean(params.get('remote'));
  if (remote !== undefined) result.remote = remote;
  const page = toPage(params.get('page'));
  if (page) result.page = page;
  // Keys in URL order, so equal searches give equal request URLs and query keys.
  const ordered: Record<string, unknown> = {};
  for (const key of jobSearchParamKeys) if (key in result) ordered[key] = result[key];
  return ordered as JobSearchParams<V>;
}

/** Writes the job search as URL search params in a fixed key order, leaving out blanks and page 1. */
export function jobSearchToParams(search: JobSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of jobSearchParamKeys) {
    const value = search[key];
    if (value === undefined || value === '') continue;
    if (key === 'page' && (typeof value !== 'number' || value <= 1)) continue;
    if (key === 'search' || key === 'city') {
      const text = cleanSearchText(String(value));
      if (text) params.set(key, text);
      continue;
    }
    params.set(key, String(value));
  }
  return params;
}

/** The same search on another page (page 1 drops the key). */
export function withJobSearchPage<S extends JobSearchParams>(search: S, page: number): S {
  const { page: _dropped, ...rest } = search;
  return (page > 1 ? { ...rest, page } : rest) as S;
}

/** Whether anything narrows the search (the page offers 'Clear filters' then). */
export function hasJobSearchFilters(search: JobSearchParams): boolean {
  return jobSearchParamKeys.some((key) => key !== 'page' && key !== 'sort' && search[key] !== undefined);
}

/** A site country as configured: `text` is its name, `value` its code. */
export interface CountryOption {
  text: string;
  value: string;
}

/** 'Denmark' -> 'denmark', 'Åland Islands' -> 'åland-islands': the URL slug of a place name. */
export function placeSlug(name: string): string {
  return name.trim().toLowerCase().split(/[\s_]+/).filter(Boolean).join('-');
}

/** The country option whose name has this slug (case-insensitive), e.g. 'denmark' -> Denmark/DK. */
export function countryFromSlug(slug: string, countries: readonly CountryOption[]): CountryOption | undefined {
  const wanted = placeSlug(decodeURIComponentSafe(slug));
  return countries.find((country) => placeSlug(country.text) === wanted);
}

/** 'copenhagen' -> 'Copenhagen', 'new-york' -> 'New York': a readable place name from a slug. */
export function placeNameFromSlug(slug: string): string {
  return decodeURIComponentSafe(slug)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * What the location box means: the name of a site country (or 'Remote') selects that country,
 * any other text is a city. Blank clears both.
 */
export function jobSearchLocation(
  text: string | null | undefined,
  countries: readonly CountryOption[],
): Pick<JobSearchParams, 'country' | 'city'> {
  const place = cleanSearchText(text);
  if (!place) return {};
  const lower = place.toLowerCase();
  if (lower === REMOTE_COUNTRY.toLowerCase()) return { country: REMOTE_COUNTRY };
  const country = countries.find((option) => option.text.toLowerCase() === lower);
  const code = toJobSearchCountry(country?.value);
  return code ? { country: code } : { city: place };
}

/**
 * The countries offered by the search's country select: the site's countries (never NI, and only
 * codes the API accepts) followed by Remote.
 */
export function jobSearchCountryChoices(countries: readonly CountryOption[]): Array<{ text: string; value: JobSearchCountryCode }> {
  const choices: Array<{ text: string; value: JobSearchCountryCode }> = [];
  for (const country of countries) {
    const code = toJobSearchCountry(country.value);
    if (code && code !== REMOTE_COUNTRY && !choices.some((choice) => choice.value === code)) {
      choices.push({ text: country.text, value: code });
    }
  }
  return [...choices, { text: 'Remote', value: REMOTE_COUNTRY }];
}
