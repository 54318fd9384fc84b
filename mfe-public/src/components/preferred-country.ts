import { COOKIE_YEAR_SECONDS, PREFERRED_COUNTRY_COOKIE, preferredCountryToStore, readCookie, siteCookie, type NordicCountryCode } from '@nordhub/domain';

/** The preferred country from the cookie (the product spec's business constants), or null when unset or not a Nordic country. */
export function readPreferredCountry(cookie: string = document.cookie): NordicCountryCode | null {
  return preferredCountryToStore(readCookie(PREFERRED_COUNTRY_COOKIE, cookie));
}

/** Keeps `code` as the preferred country for a year; Remote and unknown codes are never stored. */
export function writePreferredCountry(code: string | null | undefined): void {
  const preferred = preferredCountryToStore(code);
  if (preferred) document.cookie = siteCookie(PREFERRED_COUNTRY_COOKIE, preferred, COOKIE_YEAR_SECONDS);
}
