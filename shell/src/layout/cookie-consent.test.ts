import { cookieConsentCookie, readCookieConsent } from './cookie-consent';

describe('cookie consent', () => {
  it('reads an answer among other cookies', () => {
    expect(readCookieConsent('user.profile=abc; cookie-consent=accepted; preferred-country-code=DK')).toBe('accepted');
    expect(readCookieConsent('cookie-consent=declined')).toBe('declined');
  });

  it('treats a missing or unknown value as not answered', () => {
    expect(readCookieConsent('')).toBeNull();
    expect(readCookieConsent('cookie-consent=maybe')).toBeNull();
    expect(readCookieConsent('other-cookie-consent=accepted')).toBeNull();
  });

  it('remembers the answer site-wide for a year', () => {
    expect(cookieConsentCookie('declined')).toBe('cookie-consent=declined; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
