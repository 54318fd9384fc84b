import { PREFERRED_COUNTRY_COOKIE, preferredCountryToStore, readCookie, type NordicCountryCode } from '@nordhub/domain';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The preferred country from the cookie (spec section 9), or null when unset or not a Nordic country. */
export function readPreferredCountry(cookie: string = document.cookie): NordicCountryCode | null {
  return preferredCountryToStore(readCookie(PREFERRED_COUNTRY_COOKIE, cookie));
}

/** Keeps `code` as the preferred country for a year; Remote and unknown codes are never stored. */
export function writePreferredCountry(code: string | null | undefined): void {
  const preferred = preferredCountryToStore(code);
  if (preferred) document.cookie = `${PREFERRED_COUNTRY_COOKIE}=${preferred}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
