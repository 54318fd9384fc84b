import {
  jobSearchFiltersSchema,
  jobSearchQuerySchema,
  MAX_SAVED_JOB_SEARCHES,
  parseSavedSearchKey,
  savedSearchQuery,
  type JobSearchFilters,
  type JobsCountBulkRequest,
  type JobsCountBulkResponse,
  type SavedJobSearch,
  type SavedSearchCreate,
  type SavedSearchUpdate,
} from '@nordhub/contracts';
import type { Db } from '../../../db/db';
import { badRequest, conflict } from '../../../http-errors';
import { countListings } from '../listings';
import { toJobFilters } from '../jobs';
import {
  deleteSavedSearch,
  insertSavedSearch,
  savedSearchByKey,
  savedSearchCount,
  savedSearchesOf,
  updateSavedSearch,
  type SavedSearchRow,
} from './queries';

// Stored filters are read leniently: a value the contracts no longer know is dropped, not a 500.
const storedFilters = (value: unknown): JobSearchFilters => {
  const parsed = jobSearchFiltersSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
};

/**
 * How many public jobs match the search `key` with `filters` and went live after `since`. The
 * search is parsed by the public search's own schema and turned into SQL by the same
 * toJobFilters / filterSql as GET /v2/jobs, so the badge counts what the search page lists.
 */
export async function countNewJobs(db: Db, key: string, filters: JobSearchFilters, since: Date): Promise<number> {
  const parts = parseSavedSearchKey(key);
  if (!parts) throw badRequest('The saved search key is not valid', [{ path: 'key', message: 'Must be the JSON text of { search, location, countryCode }' }]);
  const query = jobSearchQuerySchema.parse(savedSearchQuery(parts, filters));
  return countListings(db, { ...toJobFilters(query), liveAfter: since });
}

async function toSavedJobSearch(db: Db, row: SavedSearchRow): Promise<SavedJobSearch> {
  const filters = storedFilters(row.filters);
  return {
    id: row.id,
    key: row.key,
    filters,
    since: row.since.toISOString(),
    pinned: row.pinned,
    count: await countNewJobs(db, row.key, filters, row.since),
  };
}

/** A `since` from the client, never later than the server's clock (a fast client clock would hide new jobs). */
const sinceAt = (since: string, now: Date) => new Date(Math.min(new Date(since).getTime(), now.getTime()));

/** GET job-search: the user's saved searches with their new-job counts. */
export async function listSavedSearches(db: Db, userId: string): Promise<SavedJobSearch[]> {
  const rows = await savedSearchesOf(db, userId);
  const searches: SavedJobSearch[] = [];
  // One after the other: PGlite runs one query at a time anyway.
  for (const row of rows) searches.push(await toSavedJobSearch(db, row));
  return searches;
}

/**
 * POST job-search: pins the search. The key is the search's identity (one row per user and
 * key), so pinning a key again replaces its filters and `since` and pins it, rather than failing.
 * `created` says whether a new row was made. At most MAX_SAVED_JOB_SEARCHES per user (409).
 */
export async function createSavedSearch(
  db: Db,
  userId: string,
  input: SavedSearchCreate,
  now = new Date(),
): Promise<{ search: SavedJobSearch; created: boolean }> {
  const since = sinceAt(input.since, now);
  const { row, created } = await db.transaction(async (tx) => {
    // Serialises one user's concurrent pins, so two of them cannot both pass the limit.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const existing = await savedSearchByKey(tx, userId, input.key);
    if (existing) {
      const updated = await updateSavedSearch(tx, userId, existing.id, { filters: input.filters, since, pinned: true });
      return { row: updated ?? existing, created: false };
    }
    if ((await savedSearchCount(tx, userId)) >= MAX_SAVED_JOB_SEARCHES) {
      throw conflict(`You can save at most ${MAX_SAVED_JOB_SEARCHES} searches. Unpin one to save this search.`);
    }
    return { row: await insertSavedSearch(tx, userId, { key: input.key, filters: input.filters, since }), created: true };
  });
  return { search: await toSavedJobSearch(db, row), created };
}

/** PATCH job-search/{id}: null when the search is not the user's. */
export async function patchSavedSearch(db: Db, userId: string, id: string, change: SavedSearchUpdate, now = new Date()): Promise<SavedJobSearch | null> {
  const row = await updateSavedSearch(db, userId, id, {
    filters: change.filters,
    since: change.since === undefined ? undefined : sinceAt(change.since, now),
    pinned: change.pinned,
  });
  return row ? toSavedJobSearch(db, row) : null;
}

/** DELETE job-search/{id} (unpin): whether the user had that search. */
export function removeSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  return deleteSavedSearch(db, userId, id);
}

/** POST jobs/count/bulk: for each item, in order, its key and its new-job count. */
export async function countJobsBulk(db: Db, request: JobsCountBulkRequest): Promise<JobsCountBulkResponse> {
  const results: JobsCountBulkResponse['results'] = [];
  for (const item of request.items) {
    results.push({ key: item.key, count: await countNewJobs(db, item.key, item.filters, new Date(item.since)) });
  }
  return { results };
}
