import * as z from 'zod';
import { feedFiltersSchema, type FeedFilters, type FeedJobsQuery, type JobDetail, type JobListResponse, type PublicFeed } from '@nordhub/contracts';
import { effectiveJobSort, pickLocale, jobListingOrder, pageOffset, prefixTsQuery, REMOTE_COUNTRY, searchWords, siteLocales } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { countListings, searchListings, type JobFilterSql } from '../../jobs/listings';
import { listItems, publicJob } from '../../jobs/jobs';
import type { FeedRow } from './queries';

const noFilters: FeedFilters = { categories: [], countryCodes: [], companyKeys: [], search: '' };

/** A feed's stored rules, read leniently: a malformed column lists every job rather than failing. */
const lenientFeedFilters = z.catch(feedFiltersSchema, noFilters);
export const storedFeedFilters = (row: Pick<FeedRow, 'filters'>): FeedFilters => lenientFeedFilters.parse(row.filters ?? {});

/** What every answer about a feed says of it (its owner's view adds a job count, a visitor's the main site's address). */
export const feedFields = (row: FeedRow): Omit<PublicFeed, 'mainSiteUrl'> => ({
  id: row.id,
  key: row.key,
  name: row.name,
  logo: row.logo_path ? { path: row.logo_path } : null,
  description: row.description,
  domain: row.domain,
  // Read leniently like the filters: a tag outside the list speaks English rather than failing.
  language: pickLocale(row.language, siteLocales),
  filters: storedFeedFilters(row),
});

/**
 * The job search filters of a feed's rules (set by its owner in the company portal) and a
 * visitor's search inside it. Every rule narrows: a non-empty list must hold the job's value,
 * the feed's search words and the visitor's must all match (the visitor's last word as a
 * prefix, as in the job search), and a visitor's country applies on top of the feed's countries.
 */
export function feedJobFilters(filters: FeedFilters, query: Partial<Pick<FeedJobsQuery, 'search' | 'country'>> = {}): JobFilterSql {
  const feedWords = searchWords(filters.search);
  const tsQuery = [feedWords.join(' & '), prefixTsQuery(searchWords(query.search))].filter((part) => part !== null && part !== '').join(' & ');
  return {
    tsQuery: tsQuery === '' ? null : tsQuery,
    ...(filters.categories.length > 0 ? { categories: filters.categories } : {}),
    ...(filters.countryCodes.length > 0 ? { countryCodes: filters.countryCodes } : {}),
    ...(filters.companyKeys.length > 0 ? { companyKeys: filters.companyKeys } : {}),
    ...(query.country === REMOTE_COUNTRY ? { remoteOnly: true } : query.country ? { countryCode: query.country } : {}),
  };
}

/** How many live jobs a feed lists now. */
export const feedJobCount = (db: Db, feed: Pick<FeedRow, 'filters'>) => countListings(db, feedJobFilters(storedFeedFilters(feed)));

/** GET /white-label-feeds/{key}/jobs: one page of the feed's live jobs, boosted first, then by relevance or newest. */
export async function feedJobs(db: Db, feed: Pick<FeedRow, 'filters'>, query: FeedJobsQuery, viewerId: string | null, now = new Date()): Promise<JobListResponse> {
  const filters = feedJobFilters(storedFeedFilters(feed), query);
  // A feed has no featured slots, so a boost still puts the job first there.
  const order = jobListingOrder(effectiveJobSort(undefined, filters.tsQuery !== null), { boostedFirst: true });
  const page = await searchListings(db, filters, order, { limit: query.pageSize, offset: pageOffset(query.page, query.pageSize) });
  return {
    docs: await listItems(db, page.ids, viewerId, now),
    total: page.total,
    ...(page.totalIsCapped ? { totalIsCapped: true } : {}),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A live job of the feed (its rules apply); null when the job is not (or no longer) in it. */
export async function feedJob(db: Db, feed: Pick<FeedRow, 'filters'>, id: string, viewerId: string | null): Promise<JobDetail | null> {
  const inFeed = (await countListings(db, { ...feedJobFilters(storedFeedFilters(feed)), jobId: id }, 1)) > 0;
  return inFeed ? publicJob(db, id, viewerId) : null;
}
