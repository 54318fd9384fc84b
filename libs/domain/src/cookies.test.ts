import { readCookie } from './cookies';

describe('readCookie', () => {
  it('reads one cookie of a cookie string, decoded, with = signs in its value kept', () => {
    const cookies = 'nordhub_consent=all; XSRF-TOKEN=a%2Bb%3D%3D; profile=company%3Aacme';
    expect(readCookie('XSRF-TOKEN', cookies)).toBe('a+b==');
    expect(readCookie('profile', cookies)).toBe('company:acme');
    expect(readCookie('nordhub_consent', 'nordhub_consent=a=b')).toBe('a=b');
  });

  it('answers null for a cookie that is not set, and never matches a name inside another', () => {
    expect(readCookie('profile', 'old_profile=x')).toBeNull();
    expect(readCookie('profile', '')).toBeNull();
  });
});
