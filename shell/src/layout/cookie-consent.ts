import { COOKIE_YEAR_SECONDS, readCookie, siteCookie } from '@nordhub/domain';

export type CookieConsent = 'accepted' | 'declined';

export const cookieConsentName = 'cookie-consent';

/** The stored answer in a `document.cookie` string, or null when the visitor has not answered. */
export function readCookieConsent(cookieHeader: string): CookieConsent | null {
  const value = readCookie(cookieConsentName, cookieHeader);
  return value === 'accepted' || value === 'declined' ? value : null;
}

/** The `document.cookie` assignment that remembers an answer for the whole site, for a year (then the visitor is asked again). */
export function cookieConsentCookie(consent: CookieConsent): string {
  return siteCookie(cookieConsentName, consent, COOKIE_YEAR_SECONDS);
}
