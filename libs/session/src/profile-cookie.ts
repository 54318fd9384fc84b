import { PROFILE_COOKIE_NAME, readCookie } from '@nordhub/domain';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The profile choice kept in the browser when the user did not ask to remember it on the server. */
export function readProfileCookie(cookies: string = document.cookie): string | null {
  return readCookie(PROFILE_COOKIE_NAME, cookies);
}

export function writeProfileCookie(value: string | null): void {
  document.cookie =
    value === null
      ? `${PROFILE_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${PROFILE_COOKIE_NAME}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
