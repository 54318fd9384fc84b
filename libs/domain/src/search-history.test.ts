import {
  isSearchHistoryEntryFresh,
  preferredCountryToStore,
  SEARCH_HISTORY_TTL_SECONDS,
  shouldRecordSearch,
} from './search-history';

describe('isSearchHistoryEntryFresh', () => {
  const now = new Date('2026-03-31T12:00:00Z');

  it('keeps an entry younger than 30 days', () => {
    expect(isSearchHistoryEntryFresh({ savedAt: '2026-03-30T12:00:00Z' }, now)).toBe(true);
    expect(isSearchHistoryEntryFresh({ savedAt: now.getTime() - SEARCH_HISTORY_TTL_SECONDS * 1000 + 1 }, now)).toBe(true);
  });

  it('drops an entry of 30 days or older', () => {
    expect(isSearchHistoryEntryFresh({ savedAt: now.getTime() - SEARCH_HISTORY_TTL_SECONDS * 1000 }, now)).toBe(false);
    expect(isSearchHistoryEntryFresh({ savedAt: new Date('2026-01-01T00:00:00Z') }, now)).toBe(false);
  });

  it('keeps an entry stamped in the future (clock skew)', () => {
    expect(isSearchHistoryEntryFresh({ savedAt: '2026-04-01T00:00:00Z' }, now)).toBe(true);
  });

  it('lasts 2592000 seconds', () => {
    expect(SEARCH_HISTORY_TTL_SECONDS).toBe(2592000);
  });
});

describe('shouldRecordSearch', () => {
  it.each([
    [{ search: 'designer' }, true],
    [{ location: 'Oslo' }, true],
    [{ search: 'designer', location: 'Oslo' }, true],
    [{ search: '', location: '' }, false],
    [{ search: '   ', location: null }, false],
    [{}, false],
  ])('%j → %s', (search, expected) => {
    expect(shouldRecordSearch(search)).toBe(expected);
  });
});

describe('preferredCountryToStore', () => {
  it('stores a Nordic country, upper-cased', () => {
    expect(preferredCountryToStore('SE')).toBe('SE');
    expect(preferredCountryToStore(' dk ')).toBe('DK');
  });

  it('never stores Remote', () => {
    expect(preferredCountryToStore('REMOTE')).toBeNull();
    expect(preferredCountryToStore('remote')).toBeNull();
  });

  it('stores nothing for unknown or missing codes', () => {
    expect(preferredCountryToStore('NI')).toBeNull();
    expect(preferredCountryToStore('')).toBeNull();
    expect(preferredCountryToStore(null)).toBeNull();
    expect(preferredCountryToStore(undefined)).toBeNull();
  });
});
