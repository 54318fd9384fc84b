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
  /** Funding statuses of the funding-aware search (contracts' companyFundingStatusSchema); absent: no such filter. */
  funding?: readonly string[];
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
  /** Only jobs that show a salary ("Shows salary"); false is no filter and is never written. */
  withSalary?: boolean;
  /** Only jobs at startups that answer applications ("Startups that answer"); false is never written. */
  responsive?: boolean;
  /** Nordic reality filters: "English is fine", "Visa sponsorship", "Relocation support"; false is never written. */
  englishOk?: boolean;
  visaSponsorship?: boolean;
  relocationSupport?: boolean;
  /** Remote jobs that may be done from this country (upper-case ISO code). */
  remoteFrom?: string;
  /** Funding-aware search: the startup's stage and funding round (site configuration values). */
  stage?: string;
  fundingStage?: string;
  /** The startup's funding status (bootstrapped, funded, recently-funded). */
  funding?: NonNullable<V['funding']>[number];
  /** Startups backed by these investors: investor keys, comma-separated (the API's parsed list is written the same way). */
  investor?: string | string[];
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
  'withSalary',
  'responsive',
  'englishOk',
  'visaSponsorship',
  'relocationSupport',
  'remoteFrom',
  'stage',
  'fundingStage',
  'funding',
  'investor',
  'sort',
  'page',
] as const satisfies ReadonlyArray<keyof JobSearchParams>;

type EnumKey = Exclude<keyof JobSearchVocabulary, 'funding'>;
/** Filters that only ever narrow the search: true is written, false and absent are no filter. */
const onlyTrueKeys = ['withSalary', 'responsive', 'englishOk', 'visaSponsorship', 'relocationSupport'] as const;
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
  Object.assign(result, fundingSearchFromParams(params, vocabulary.funding ?? []));
  for (const key of onlyTrueKeys) if (toBoolean(params.get(key))) result[key] = true;
  const remoteFrom = params.get('remoteFrom')?.trim().toUpperCase() ?? '';
  if (/^[A-Z]{2}$/.test(remoteFrom)) result.remoteFrom = remoteFrom;
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
    if (key === 'investor') {
      const keys = investorKeysOf(search.investor);
      if (keys.length > 0) params.set(key, keys.join(','));
      continue;
    }
    if ((onlyTrueKeys as readonly string[]).includes(key) && value !== true) continue;
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

/** Keys, stage and round values are slugs ("series-a", "nordic-angels"). */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugOf = (value: string | null) => {
  const text = value?.trim().toLowerCase() ?? '';
  return text.length <= 100 && SLUG_PATTERN.test(text) ? text : undefined;
};

/** Most investors a search names (the API answers 400 beyond it). */
export const MAX_JOB_SEARCH_INVESTORS = 10;

/**
 * The investor keys of an `investor` value ("a,b" or a list): lower-cased, slugs only, each once,
 * at most MAX_JOB_SEARCH_INVESTORS. Anything else is dropped.
 */
export function investorKeysOf(value: string | readonly string[] | null | undefined): string[] {
  const keys = (typeof value === 'string' ? value : (value ?? []).join(',')).split(',').map((part) => slugOf(part)).filter((key): key is string => key !== undefined);
  return [...new Set(keys)].slice(0, MAX_JOB_SEARCH_INVESTORS);
}

/** The funding-aware filters of a URL: stage, funding round, funding status and investors. */
function fundingSearchFromParams(params: URLSearchParams, fundingValues: readonly string[]): Pick<JobSearchParams, 'stage' | 'fundingStage' | 'funding' | 'investor'> {
  const result: Pick<JobSearchParams, 'stage' | 'fundingStage' | 'funding' | 'investor'> = {};
  const stage = slugOf(params.get('stage'));
  if (stage) result.stage = stage;
  const fundingStage = slugOf(params.get('fundingStage'));
  if (fundingStage) result.fundingStage = fundingStage;
  const funding = params.get('funding')?.trim();
  if (funding && fundingValues.includes(funding)) result.funding = funding;
  const investors = investorKeysOf(params.getAll('investor').join(','));
  if (investors.length > 0) result.investor = investors.join(',');
  return result;
}
