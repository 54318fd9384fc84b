import { COOKIE_YEAR_SECONDS, readCookie, siteCookie } from './cookies';

describe('readCookie', () => {
  it('reads one cookie of a cookie string, decoded, with = signs in its value kept', () => {
    const cookies = 'nordhub_consent=all; XSRF-TOKEN=a%2Bb%3D%3D; profile=company%3Aacme';
    expect(readCookie('XSRF-TOKEN', cookies)).toBe('a+b==');
    expect(readCookie('profile', cookies)).toBe('company:acme');
    expect(readCookie('nordhub_consent', 'nordhub_consent=a=b')).toBe('a=b');
  });

  it('writes a site-wide cookie that reads back as given, or forgets it with a max age of 0', () => {
    expect(siteCookie('user.profile', 'company:acme', COOKIE_YEAR_SECONDS)).toBe('user.profile=company%3Aacme; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(readCookie('user.profile', siteCookie('user.profile', 'company:acme', 60).split(';')[0] ?? '')).toBe('company:acme');
    expect(siteCookie('user.profile', '', 0)).toBe('user.profile=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('answers null for a cookie that is not set, and never matches a name inside another', () => {
    expect(readCookie('profile', 'old_profile=x')).toBeNull();
    expect(readCookie('profile', '')).toBeNull();
  });
});
