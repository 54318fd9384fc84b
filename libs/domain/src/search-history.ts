import { isNordicCountryCode, type NordicCountryCode } from './countries';
import { toDate, type DateInput } from './dates';

/** Local-storage key of recent searches, and how long an entry lives (30 days). */
export const SEARCH_HISTORY_STORAGE_KEY = 'search-history';
export const SEARCH_HISTORY_TTL_SECONDS = 2_592_000;

/** The preferred-country cookie of the product spec's business constants (the profile cookie's name is PROFILE_COOKIE_NAME, profile-selection.ts). */
export const PREFERRED_COUNTRY_COOKIE = 'preferred-country-code';

export interface SearchHistoryEntryLike {
  /** When the search was recorded. */
  savedAt: DateInput;
}

/** An entry is kept for 30 days after it was recorded; at exactly 30 days it has expired. */
export function isSearchHistoryEntryFresh(entry: SearchHistoryEntryLike, now: Date): boolean {
  const savedAt = toDate(entry.savedAt).getTime();
  return now.getTime() - savedAt < SEARCH_HISTORY_TTL_SECONDS * 1000;
}

/** A search is recorded only if it has search text or a location. */
export function shouldRecordSearch(search: { search?: string | null; location?: string | null }): boolean {
  return Boolean(search.search?.trim() || search.location?.trim());
}

/** The country to keep as the preferred one; Remote (and anything unknown) is never stored. */
export function preferredCountryToStore(code: string | null | undefined): NordicCountryCode | null {
  const normalized = code?.trim().toUpperCase() ?? '';
  return isNordicCountryCode(normalized) ? normalized : null;
}

/** One recent search kept in local storage (the product spec's business constants: key search-history). */
export interface SearchHistoryEntry {
  search: string;
  /** The location box's text (a city, or a country's name). */
  location: string;
  /** The country filter, REMOTE included; null for none. */
  countryCode: string | null;
  /** ISO time it was recorded. */
  savedAt: string;
}

/** How many recent searches are kept. */
export const MAX_SEARCH_HISTORY_ENTRIES = 5;

function isEntry(value: unknown): value is SearchHistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.search === 'string' &&
    typeof entry.location === 'string' &&
    (entry.countryCode === null || typeof entry.countryCode === 'string') &&
    typeof entry.savedAt === 'string' &&
    !Number.isNaN(Date.parse(entry.savedAt))
  );
}

/** The stored text as fresh, well-formed entries, newest first; anything unreadable counts as empty. */
export function readSearchHistory(stored: string | null | undefined, now: Date): SearchHistoryEntry[] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(isEntry)
    .filter((entry) => isSearchHistoryEntryFresh(entry, now))
    .slice(0, MAX_SEARCH_HISTORY_ENTRIES);
}

const sameSearch = (a: Omit<SearchHistoryEntry, 'savedAt'>, b: Omit<SearchHistoryEntry, 'savedAt'>) =>
  a.search.toLowerCase() === b.search.toLowerCase() &&
  a.location.toLowerCase() === b.location.toLowerCase() &&
  a.countryCode === b.countryCode;

/**
 * The history after a search: unchanged unless the search has text or a location; otherwise it
 * goes first (a repeat moves up instead of appearing twice), expired and surplus entries drop.
 */
export function recordSearchHistory(
  entries: readonly SearchHistoryEntry[],
  search: { search?: string | null; location?: string | null; countryCode?: string | null },
  now: Date,
): SearchHistoryEntry[] {
  if (!shouldRecordSearch(search)) return [...entries];
  const entry: SearchHistoryEntry = {
    search: search.search?.trim() ?? '',
    location: search.location?.trim() ?? '',
    countryCode: search.countryCode ?? null,
    savedAt: now.toISOString(),
  };
  const rest = entries.filter((old) => !sameSearch(old, entry) && isSearchHistoryEntryFresh(old, now));
  return [entry, ...rest].slice(0, MAX_SEARCH_HISTORY_ENTRIES);
}
