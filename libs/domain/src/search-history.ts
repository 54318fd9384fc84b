import { isNordicCountryCode, type NordicCountryCode } from './countries';
import { toDate, type DateInput } from './dates';

/** Local-storage key of recent searches, and how long an entry lives (30 days). */
export const SEARCH_HISTORY_STORAGE_KEY = 'search-history';
export const SEARCH_HISTORY_TTL_SECONDS = 2_592_000;

/** Cookie names of spec section 9. */
export const PREFERRED_COUNTRY_COOKIE = 'preferred-country-code';
export const USER_PROFILE_COOKIE = 'user.profile';

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
