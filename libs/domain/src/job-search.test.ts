import {
  compareJobListings,
  FEATURED_PER_PAGE,
  featuredRotationStart,
  effectiveJobSort,
  jobListingOrder,
  MAX_SEARCH_WORDS,
  pageOffset,
  prefixTsQuery,
  searchWords,
  viewDay,
  type RankedJobLike,
} from './job-search';

const now = new Date('2026-03-02T12:00:00Z');

describe('searchWords', () => {
  it('keeps letters and digits, lower-cased, including Nordic letters', () => {
    expect(searchWords('  Senior   Backend-Engineer, Malmö ')).toEqual(['senior', 'backend', 'engineer', 'malmö']);
  });

  it('drops tsquery operators and quotes so the text cannot change the query', () => {
    expect(searchWords(`c++ & (node.js | !go) 'x':*`)).toEqual(['c', 'node', 'js', 'go', 'x']);
  });

  it('is empty for blank or missing text', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('!!!')).toEqual([]);
  });

  it('uses at most the first words', () => {
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('prefixTsQuery', () => {
  it('needs every word and treats the last one as a prefix', () => {
    expect(prefixTsQuery(['backend', 'engin'])).toBe('backend & engin:*');
    expect(prefixTsQuery(['design'])).toBe('design:*');
  });

  it('is null without words', () => {
    expect(prefixTsQuery([])).toBeNull();
  });
});

describe('effectiveJobSort', () => {
  it('defaults to relevance with text and newest without', () => {
    expect(effectiveJobSort(undefined, true)).toBe('relevance');
    expect(effectiveJobSort(undefined, false)).toBe('newest');
  });

  it('falls back to newest when relevance is asked without text', () => {
    expect(effectiveJobSort('relevance', false)).toBe('newest');
  });

  it('keeps an explicit choice otherwise', () => {
    expect(effectiveJobSort('deadline', true)).toBe('deadline');
    expect(effectiveJobSort('newest', true)).toBe('newest');
  });
});

describe('ranking', () => {
  const job = (id: string, extra: Partial<RankedJobLike> = {}): RankedJobLike => ({ id, createdAt: '2026-03-01T00:00:00Z', ...extra });
  const sorted = (jobs: RankedJobLike[], sort: Parameters<typeof compareJobListings>[2], boostedFirst = false) =>
    [...jobs].sort((a, b) => compareJobListings(a, b, sort, now, { boostedFirst })).map((item) => item.id);

  it('ranks boosted jobs on their merits in the search (they have featured slots)', () => {
    expect(jobListingOrder('newest').map((term) => term.key)).not.toContain('boosted');
    const jobs = [
      job('plain-relevant', { relevance: 0.9, createdAt: '2026-03-02T00:00:00Z' }),
      job('boosted', { relevance: 0.1, boostingExpiresAt: '2026-03-05T00:00:00Z', createdAt: '2026-01-01T00:00:00Z' }),
    ];
    for (const sort of ['relevance', 'newest'] as const) expect(sorted(jobs, sort)[0]).toBe('plain-relevant');
  });

  it('puts boosted jobs first, whatever the sort, when asked (lists without featured slots)', () => {
    expect(jobListingOrder('newest', { boostedFirst: true })[0]).toEqual({ key: 'boosted', direction: 'desc' });
    const jobs = [
      job('plain-relevant', { relevance: 0.9, createdAt: '2026-03-02T00:00:00Z' }),
      job('boosted', { relevance: 0.1, boostingExpiresAt: '2026-03-05T00:00:00Z', createdAt: '2026-01-01T00:00:00Z' }),
    ];
    for (const sort of ['relevance', 'newest', 'deadline'] as const) expect(sorted(jobs, sort, true)[0]).toBe('boosted');
  });

  it('treats an ended boost as no boost', () => {
    const jobs = [
      job('boost-ended', { boostingExpiresAt: '2026-03-01T00:00:00Z', createdAt: '2026-02-01T00:00:00Z' }),
      job('newer', { createdAt: '2026-02-20T00:00:00Z' }),
    ];
    expect(sorted(jobs, 'newest', true)).toEqual(['newer', 'boost-ended']);
  });

  it('starts the featured slots of each page where the previous page left off', () => {
    expect([1, 2, 3].map((page) => featuredRotationStart(page))).toEqual([0, FEATURED_PER_PAGE, 2 * FEATURED_PER_PAGE]);
  });

  it('orders by relevance, then newest, then id', () => {
    const jobs = [
      job('b', { relevance: 0.5 }),
      job('a', { relevance: 0.5 }),
      job('old-top', { relevance: 0.8, createdAt: '2026-01-01T00:00:00Z' }),
      job('new-low', { relevance: 0.2, createdAt: '2026-03-02T00:00:00Z' }),
    ];
    expect(sorted(jobs, 'relevance')).toEqual(['old-top', 'a', 'b', 'new-low']);
  });

  it('puts jobs confirmed open in the last 30 days above stale ones in the default sorts, below boosts', () => {
    expect(jobListingOrder('relevance')[0]).toEqual({ key: 'fresh', direction: 'desc' });
    expect(jobListingOrder('relevance', { boostedFirst: true }).slice(0, 2)).toEqual([
      { key: 'boosted', direction: 'desc' },
      { key: 'fresh', direction: 'desc' },
    ]);
    const jobs = [
      job('stale-top', { relevance: 0.9, createdAt: '2026-03-02T00:00:00Z', confirmedAt: '2026-01-15T00:00:00Z' }),
      job('fresh-low', { relevance: 0.1, createdAt: '2026-01-01T00:00:00Z', confirmedAt: '2026-02-20T00:00:00Z' }),
      job('boosted-stale', { relevance: 0.1, confirmedAt: '2026-01-01T00:00:00Z', boostingExpiresAt: '2026-03-05T00:00:00Z' }),
    ];
    expect(sorted(jobs, 'relevance', true)).toEqual(['boosted-stale', 'fresh-low', 'stale-top']);
    expect(sorted(jobs, 'newest', true)).toEqual(['boosted-stale', 'fresh-low', 'stale-top']);
    expect(sorted(jobs, 'relevance')).toEqual(['fresh-low', 'stale-top', 'boosted-stale']);
  });

  it('keeps the deadline sort a plain date order, stale or not', () => {
    const jobs = [
      job('fresh-late', { expirationDate: '2026-05-01T00:00:00Z', confirmedAt: '2026-03-01T00:00:00Z' }),
      job('stale-soon', { expirationDate: '2026-03-10T00:00:00Z', confirmedAt: '2026-01-01T00:00:00Z' }),
    ];
    expect(sorted(jobs, 'deadline')).toEqual(['stale-soon', 'fresh-late']);
  });

  it('orders by deadline with the soonest first and jobs without a deadline last', () => {
    const jobs = [
      job('none', { expirationDate: null }),
      job('late', { expirationDate: '2026-05-01T00:00:00Z' }),
      job('soon', { expirationDate: '2026-03-10T00:00:00Z' }),
    ];
    expect(sorted(jobs, 'deadline')).toEqual(['soon', 'late', 'none']);
  });
});

describe('paging and views', () => {
  it('skips the rows of earlier pages', () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });

  it('counts views per UTC day', () => {
    expect(viewDay(new Date('2026-03-02T23:59:59Z'))).toBe('2026-03-02');
    expect(viewDay(new Date('2026-03-03T00:00:00Z'))).toBe('2026-03-03');
  });
});
