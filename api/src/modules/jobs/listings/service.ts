import type { JobOrderTerm } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import * as queries from './queries';
import type { JobDetailRow, JobFilterSql, JobPageIds, JobRow, ListedJobStamp, PlaceRow } from './queries';

export type { JobDetailRow, JobFilterSql, JobPageIds, JobRow, ListedJobStamp, PlaceRow } from './queries';

// What the other modules ask of the listings: which jobs are listed, in what order and how many,
// and the rows lists and job pages show. The public rule (job_listings and the expiry date)
// stays in queries.ts; callers pass filters, never SQL.

/**
 * One page of listed job ids ranked by `order` (domain's jobListingOrder), with the number of
 * matches counted up to `countCap` (JOB_SEARCH_COUNT_CAP by default).
 */
export function searchListings(
  db: Db,
  filters: JobFilterSql,
  order: readonly JobOrderTerm[],
  page: { limit: number; offset: number; countCap?: number },
): Promise<JobPageIds> {
  return queries.searchJobIds(db, filters, order, page);
}

/** How many listed jobs match `filters`; with `upTo`, counting stops there. */
export function countListings(db: Db, filters: JobFilterSql, upTo?: number): Promise<number> {
  return queries.countJobs(db, filters, upTo);
}

/** Ids of featured (boosted) listed jobs matching `filters`, longest-running boost first. */
export function featuredListings(db: Db, filters: JobFilterSql, limit: number): Promise<string[]> {
  return queries.featuredJobIds(db, filters, limit);
}

/**
 * Ids of the featured jobs beside one page of search results (`pageIds`): boosted jobs matching
 * `filters` that, with search text, rank at least as high as the page's lowest result; `perPage`
 * of them from rotation position `start` (domain's featuredRotationStart). None for an empty page.
 */
export function featuredPageListings(
  db: Db,
  filters: JobFilterSql,
  page: { pageIds: readonly string[]; start: number; perPage: number },
): Promise<string[]> {
  return queries.featuredPageJobIds(db, filters, page);
}

/** Ids of the newest listed jobs. */
export function latestListings(db: Db, limit: number): Promise<string[]> {
  return queries.latestJobIds(db, limit);
}

/**
 * Ids of listed jobs like `job`, in `categories` (its group): the same category first, then the
 * same country, then boosted and newest. Never the job itself.
 */
export function relatedListings(
  db: Db,
  job: { id: string; category: string; countryCode: string | null },
  categories: readonly string[],
  limit: number,
): Promise<string[]> {
  return queries.relatedJobIds(db, job, categories, limit);
}

/** A slice of the listed jobs (id and creation), newest first; with `companyIds`, of those companies only. */
export function newestListings(db: Db, slice: { limit: number; offset?: number; companyIds?: readonly string[] }): Promise<ListedJobStamp[]> {
  return queries.newestListedJobs(db, slice);
}

/** The countries (of `countryCodes`) and cities that have listed jobs. */
export function placesWithListings(db: Db, countryCodes: readonly string[]): Promise<PlaceRow[]> {
  return queries.placesWithListedJobs(db, countryCodes);
}

/**
 * How many listed jobs each company has (a company without any is absent): of `companyIds`
 * only, or of every company.
 */
export async function listingCounts(db: Db, companyIds?: readonly string[]): Promise<Map<string, number>> {
  const rows = await queries.listedJobCountsByCompany(db, companyIds);
  return new Map(rows.map((row) => [row.company_id, row.jobs]));
}

/**
 * The list rows of jobs `ids`, in that order and in any status (callers choose the ids), with
 * `viewerId`'s flags on them (saved, interested).
 */
export function jobRows(db: Db, ids: readonly string[], viewerId: string | null): Promise<JobRow[]> {
  return queries.jobsByIds(db, ids, viewerId);
}

/** One job's row with its description and benefits, in any status (callers apply visibility). */
export function jobDetailRow(db: Db, id: string, viewerId: string | null): Promise<JobDetailRow | null> {
  return queries.jobDetailById(db, id, viewerId);
}
