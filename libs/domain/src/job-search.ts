import { toDate, type DateInput } from './dates';
import { isJobStale } from './job-freshness';
import { isBoosted } from './job-status';

/** Sort orders of the job search (the site configuration's job.sorting values). */
export type JobSortOrder = 'relevance' | 'newest' | 'deadline';

/** At most this many words of the search text are used; the rest is ignored. */
export const MAX_SEARCH_WORDS = 8;
/**
 * Featured (boosted) jobs beside one page of search results, as job boards show sponsored jobs:
 * a few marked slots, not every boosted job. They rotate across pages (see featuredRotationStart).
 */
export const FEATURED_PER_PAGE = 3;
/** Related jobs shown beside (or instead of, when closed) a job. */
export const RELATED_JOBS_COUNT = 6;
/** Autocomplete lists at most this many suggestions. */
export const MAX_SEARCH_SUGGESTIONS = 8;

/**
 * The words of a free-text search: letters and digits only, lower-cased, at most
 * MAX_SEARCH_WORDS of them, each at most 50 characters. Everything else (quotes, operators,
 * punctuation) separates words, so the result is always safe to build a tsquery from.
 */
export function searchWords(text: string | null | undefined): string[] {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_SEARCH_WORDS).map((word) => word.slice(0, 50));
}

/**
 * A PostgreSQL to_tsquery text that needs every word, the last one as a prefix ("engin" finds
 * "engineer" while the visitor is still typing). Null when there is nothing to search for.
 */
export function prefixTsQuery(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/**
 * The sort actually used: relevance needs search text (without it, newest first); no choice
 * means relevance when there is text and newest otherwise.
 */
export function effectiveJobSort(sort: JobSortOrder | null | undefined, hasSearchText: boolean): JobSortOrder {
  if (!sort) return hasSearchText ? 'relevance' : 'newest';
  if (sort === 'relevance' && !hasSearchText) return 'newest';
  return sort;
}

/** What a listing is ordered by; the data layer maps each key to its column. */
export type JobOrderKey = 'boosted' | 'fresh' | 'relevance' | 'createdAt' | 'expirationDate' | 'id';
export interface JobOrderTerm {
  key: JobOrderKey;
  direction: 'asc' | 'desc';
}

/**
 * Where the job search's featured slots start on a 1-based page: page 2 shows the next
 * FEATURED_PER_PAGE boosted jobs after page 1's (wrapping round), so one boosted job is not on
 * every page.
 */
export function featuredRotationStart(page: number, perPage = FEATURED_PER_PAGE): number {
  return pageOffset(page, perPage);
}

export interface JobListingOrderOptions {
  /**
   * Boosted jobs (boost still running) before all others. The job search leaves it off: boosts
   * show in its featured slots, and its results rank on their merits. A list without featured
   * slots (a white-label feed) turns it on so that a boost still counts there.
   */
  boostedFirst?: boolean;
}

/**
 * The ranking of a job list: (with boostedFirst) boosted jobs first, then (relevance and newest,
 * the default sorts) jobs confirmed open in the last 30 days before stale ones (isJobStale), then
 * the chosen sort, then newest, then the id so that pages never overlap. Deadline puts the
 * soonest deadline first and jobs without one last, a plain date order.
 */
export function jobListingOrder(sort: JobSortOrder, { boostedFirst = false }: JobListingOrderOptions = {}): JobOrderTerm[] {
  const middle: JobOrderTerm[] =
    sort === 'relevance'
      ? [{ key: 'relevance', direction: 'desc' }]
      : sort === 'deadline'
        ? [{ key: 'expirationDate', direction: 'asc' }]
        : [];
  const fresh: JobOrderTerm[] = sort === 'deadline' ? [] : [{ key: 'fresh', direction: 'desc' }];
  const boosted: JobOrderTerm[] = boostedFirst ? [{ key: 'boosted', direction: 'desc' }] : [];
  return [...boosted, ...fresh, ...middle, { key: 'createdAt', direction: 'desc' }, { key: 'id', direction: 'asc' }];
}

export interface RankedJobLike {
  id: string;
  createdAt: DateInput;
  expirationDate?: DateInput | null;
  boostingExpiresAt?: DateInput | null;
  /** When the startup last confirmed the job open; absent or null counts as stale. */
  confirmedAt?: DateInput | null;
  /** Full-text rank of the search (higher is better); absent counts as 0. */
  relevance?: number;
}

function orderValue(job: RankedJobLike, key: JobOrderKey, now: Date): number | string | null {
  switch (key) {
    case 'boosted':
      return isBoosted(job, now) ? 1 : 0;
    case 'fresh':
      return isJobStale(job.confirmedAt, now) ? 0 : 1;
    case 'relevance':
      return job.relevance ?? 0;
    case 'createdAt':
      return toDate(job.createdAt).getTime();
    case 'expirationDate':
      return job.expirationDate === null || job.expirationDate === undefined || job.expirationDate === ''
        ? null
        : toDate(job.expirationDate).getTime();
    case 'id':
      return job.id;
  }
}

/** Compares two jobs by jobListingOrder(sort, options): negative when `a` ranks before `b`. */
export function compareJobListings(
  a: RankedJobLike,
  b: RankedJobLike,
  sort: JobSortOrder,
  now: Date,
  options: JobListingOrderOptions = {},
): number {
  for (const term of jobListingOrder(sort, options)) {
    const left = orderValue(a, term.key, now);
    const right = orderValue(b, term.key, now);
    if (left === right) continue;
    // Missing values (a job without a deadline) go last in either direction, as NULLS LAST does.
    if (left === null) return 1;
    if (right === null) return -1;
    const ascending = left < right ? -1 : 1;
    return term.direction === 'asc' ? ascending : -ascending;
  }
  return 0;
}

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

/** The day (UTC, YYYY-MM-DD) a job view is counted in: one view per visitor per job per day. */
export function viewDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
