import {
  jobSearchQuerySchema,
  jobsCountBulkRequestSchema,
  jobSuggestionsQuerySchema,
  parseSavedSearchKey,
  savedSearchCreateSchema,
  savedSearchUpdateSchema,
} from './job-search';
import { savedSearchKeyToString, savedSearchQuery } from './saved-search-key';

describe('jobSearchQuerySchema', () => {
  it('parses URL query values, coercing numbers and booleans', () => {
    const params = new URLSearchParams('search=designer&country=REMOTE&category=design&remote=true&page=2&pageSize=10&sort=newest');
    expect(jobSearchQuerySchema.parse(Object.fromEntries(params))).toEqual({
      search: 'designer',
      country: 'REMOTE',
      category: 'design',
      remote: true,
      page: 2,
      pageSize: 10,
      sort: 'newest',
    });
  });

  it('defaults paging and treats blank values as absent', () => {
    expect(jobSearchQuerySchema.parse({ search: '  ', country: '', remote: '', category: '' })).toEqual({ page: 1, pageSize: 20 });
  });

  it.each([
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
  ])('reads remote=%s as %s', (remote, expected) => {
    expect(jobSearchQuerySchema.parse({ remote }).remote).toBe(expected);
  });

  it('accepts typed values too', () => {
    expect(jobSearchQuerySchema.parse({ remote: false, page: 3 })).toMatchObject({ remote: false, page: 3 });
  });

  it('names the field of a bad value', () => {
    for (const [field, value] of [
      ['country', 'NI'],
      ['category', 'astronaut'],
      ['page', '0'],
      ['page', 'two'],
      ['pageSize', '500'],
      ['remote', 'maybe'],
      ['sort', 'random'],
    ] as const) {
      const result = jobSearchQuerySchema.safeParse({ [field]: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path[0]).toBe(field);
    }
  });
});

describe('saved searches', () => {
  const key = savedSearchKeyToString({ search: ' designer ', location: 'Oslo', countryCode: 'NO' });

  it('serialises a key with fixed order and trimmed text', () => {
    expect(key).toBe('{"search":"designer","location":"Oslo","countryCode":"NO"}');
  });

  it('accepts a create payload with a JSON key', () => {
    expect(savedSearchCreateSchema.safeParse({ key, filters: { remote: true }, since: '2026-03-01T00:00:00.000Z' }).success).toBe(true);
  });

  it('rejects a key that is not the JSON of a search key', () => {
    for (const bad of ['designer', '{"search":1}', '{}']) {
      const result = savedSearchCreateSchema.safeParse({ key: bad, filters: {}, since: '2026-03-01T00:00:00Z' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['key']);
    }
  });

  it('rejects a since that is not an ISO date-time', () => {
    expect(savedSearchCreateSchema.safeParse({ key, filters: {}, since: 'yesterday' }).success).toBe(false);
  });

  it('needs something to update', () => {
    expect(savedSearchUpdateSchema.safeParse({}).success).toBe(false);
    expect(savedSearchUpdateSchema.safeParse({ pinned: false }).success).toBe(true);
  });

  it('reads a key back, or null for anything else', () => {
    expect(parseSavedSearchKey(key)).toEqual({ search: 'designer', location: 'Oslo', countryCode: 'NO' });
    for (const bad of ['designer', '{"search":1}', '{"search":"","location":"","countryCode":"US"}']) expect(parseSavedSearchKey(bad)).toBeNull();
  });

  it('turns a saved search into the search query it stands for (location is the city)', () => {
    const query = savedSearchQuery({ search: 'designer', location: 'Oslo', countryCode: 'NO' }, { categoryGroup: 'design', remote: false });
    expect(jobSearchQuerySchema.parse(query)).toMatchObject({ search: 'designer', city: 'Oslo', country: 'NO', categoryGroup: 'design', remote: false });
    expect(savedSearchQuery({ search: ' ', location: '', countryCode: null }, {})).toEqual({});
  });

  it('keeps every filter of the search, "Startups that answer" included', () => {
    const filters = { withSalary: true, responsive: true, englishOk: true, stage: 'growth' };
    const created = savedSearchCreateSchema.parse({ key, filters, since: '2026-03-01T00:00:00.000Z' });
    expect(created.filters).toEqual(filters);
    expect(jobSearchQuerySchema.parse(savedSearchQuery({ search: '', location: '', countryCode: null }, created.filters))).toMatchObject({ responsive: true, withSalary: true });
  });

  it('bounds the bulk count request', () => {
    const item = { key, filters: {}, since: '2026-03-01T00:00:00Z' };
    expect(jobsCountBulkRequestSchema.safeParse({ items: [item] }).success).toBe(true);
    expect(jobsCountBulkRequestSchema.safeParse({ items: [] }).success).toBe(false);
    expect(jobsCountBulkRequestSchema.safeParse({ items: Array.from({ length: 51 }, () => item) }).success).toBe(false);
  });
});

describe('jobSearchQuerySchema messages', () => {
  it('lists the allowed values of an enum filter', () => {
    const result = jobSearchQuerySchema.safeParse({ country: 'NI' });
    expect(result.error?.issues[0]?.message).toBe('Must be one of: DK, SE, NO, FI, IS, REMOTE');
  });

  it('says what paging accepts', () => {
    expect(jobSearchQuerySchema.safeParse({ page: 'two' }).error?.issues[0]?.message).toBe('Must be a whole number');
    expect(jobSearchQuerySchema.safeParse({ page: '0' }).error?.issues[0]?.message).toBe('Must be at least 1');
    expect(jobSearchQuerySchema.safeParse({ pageSize: '101' }).error?.issues[0]?.message).toBe('Must be at most 100');
  });

  it('says what a boolean filter accepts', () => {
    expect(jobSearchQuerySchema.safeParse({ remote: 'maybe' }).error?.issues[0]?.message).toBe('Must be true or false');
  });
});

describe('job search additions', () => {
  it('accepts a category group and a limit', () => {
    expect(jobSearchQuerySchema.parse({ categoryGroup: 'development', limit: '5' })).toMatchObject({ categoryGroup: 'development', limit: 5 });
  });

  it('names the field of a bad category group or limit', () => {
    for (const [field, value] of [
      ['categoryGroup', 'astronaut'],
      ['limit', '101'],
      ['limit', '0'],
    ] as const) {
      const result = jobSearchQuerySchema.safeParse({ [field]: value });
      expect(result.error?.issues[0]?.path[0]).toBe(field);
    }
  });

  it('needs suggestion text and a known field', () => {
    expect(jobSuggestionsQuerySchema.parse({ q: ' backnd ' })).toEqual({ field: 'search', q: 'backnd' });
    expect(jobSuggestionsQuerySchema.safeParse({ q: '  ' }).error?.issues[0]).toMatchObject({ path: ['q'], message: 'Please type something to get suggestions' });
    expect(jobSuggestionsQuerySchema.safeParse({ q: 'x', field: 'salary' }).error?.issues[0]?.path).toEqual(['field']);
  });
});
