import {
  MAX_SEARCH_HISTORY_ENTRIES,
  readSearchHistory,
  recordSearchHistory,
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

describe('readSearchHistory and recordSearchHistory', () => {
  const now = new Date('2026-03-31T12:00:00Z');
  const entry = (search: string, savedAt = '2026-03-30T12:00:00.000Z') => ({ search, location: '', countryCode: null, savedAt });

  it('reads fresh, well-formed entries and nothing from broken text', () => {
    const stored = JSON.stringify([entry('a'), entry('old', '2026-01-01T00:00:00Z'), { search: 1 }, null, entry('bad', 'not a date')]);
    expect(readSearchHistory(stored, now)).toEqual([entry('a')]);
    expect(readSearchHistory('{not json', now)).toEqual([]);
    expect(readSearchHistory('{"a":1}', now)).toEqual([]);
    expect(readSearchHistory(null, now)).toEqual([]);
  });

  it('reads at most the maximum', () => {
    const stored = JSON.stringify(Array.from({ length: 9 }, (_, index) => entry(`s${index}`)));
    expect(readSearchHistory(stored, now)).toHaveLength(MAX_SEARCH_HISTORY_ENTRIES);
  });

  it('records a search with text or a location first', () => {
    const history = recordSearchHistory([entry('a')], { search: ' dev ', location: null, countryCode: 'DK' }, now);
    expect(history).toEqual([{ search: 'dev', location: '', countryCode: 'DK', savedAt: now.toISOString() }, entry('a')]);
    expect(recordSearchHistory([], { location: 'Oslo' }, now)).toEqual([
      { search: '', location: 'Oslo', countryCode: null, savedAt: now.toISOString() },
    ]);
  });

  it('does not record a search without text or location', () => {
    expect(recordSearchHistory([entry('a')], { search: ' ', countryCode: 'DK' }, now)).toEqual([entry('a')]);
  });

  it('moves a repeated search up instead of keeping two, and drops expired and surplus entries', () => {
    const old = [entry('A'), entry('b'), entry('gone', '2026-01-01T00:00:00Z'), entry('c'), entry('d'), entry('e')];
    const history = recordSearchHistory(old, { search: 'a' }, now);
    expect(history.map((item) => item.search)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
