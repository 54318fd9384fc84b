import { isSiteLocale, offeredLocales, pickLocale, siteLocales } from './locales';

describe('site locales', () => {
  it('speaks the six languages with English first', () => {
    expect(siteLocales).toEqual(['en', 'da', 'sv', 'nb', 'fi', 'is']);
    expect(isSiteLocale('fi')).toBe(true);
    expect(isSiteLocale('de')).toBe(false);
    expect(isSiteLocale(undefined)).toBe(false);
  });

  it('picks the requested language when it is offered', () => {
    expect(pickLocale('sv', ['en', 'sv'])).toBe('sv');
    expect(pickLocale('sv-FI', ['fi', 'sv'])).toBe('sv');
    expect(pickLocale('NO', ['nb'])).toBe('nb');
    expect(pickLocale('nn', ['en', 'nb'])).toBe('nb');
  });

  it('falls back to the first offered language, then English', () => {
    expect(pickLocale('de', ['nb', 'en'])).toBe('nb');
    expect(pickLocale(null, ['fi'])).toBe('fi');
    expect(pickLocale('da', [])).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
  });
});

describe('offeredLocales', () => {
  it('lists the default first, then the others in the site order, each once', () => {
    expect(offeredLocales('nb', ['en', 'sv', 'nb', 'en'])).toEqual(['nb', 'en', 'sv']);
    expect(offeredLocales('fi', [])).toEqual(['fi']);
  });
});
