import { COOKIE_YEAR_SECONDS, PROFILE_COOKIE_NAME, readCookie, siteCookie } from '@nordhub/domain';

/** The profile choice kept in the browser when the user did not ask to remember it on the server. */
export function readProfileCookie(cookies: string = document.cookie): string | null {
  return readCookie(PROFILE_COOKIE_NAME, cookies);
}

export function writeProfileCookie(value: string | null): void {
  document.cookie = value === null ? siteCookie(PROFILE_COOKIE_NAME, '', 0) : siteCookie(PROFILE_COOKIE_NAME, value, COOKIE_YEAR_SECONDS);
}
