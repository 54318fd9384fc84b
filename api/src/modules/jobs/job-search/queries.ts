import type { Db } from '../../../db/db';
// Saved-search ids are UUIDs like job ids; anything else matches no row (404, never a SQL error).
import { isUuid } from '../../../db/ids';

export interface SavedSearchRow {
  id: string;
  key: string;
  filters: unknown;
  since: Date;
  pinned: boolean;
  [column: string]: unknown;
}

const COLUMNS = 'id, key, filters, since, pinned';

/** The user's saved searches, oldest first (the order they were pinned in). */
export function savedSearchesOf(db: Db, userId: string): Promise<SavedSearchRow[]> {
  return db.query<SavedSearchRow>(`SELECT ${COLUMNS} FROM saved_job_searches WHERE user_id = $1 ORDER BY created_at ASC, id ASC`, [userId]);
}

/** One of the user's saved searches; null when it does not exist or is someone else's. */
export function savedSearchOf(db: Db, userId: string, id: string): Promise<SavedSearchRow | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return db.maybeOne<SavedSearchRow>(`SELECT ${COLUMNS} FROM saved_job_searches WHERE id = $1 AND user_id = $2`, [id, userId]);
}

export async function savedSearchCount(db: Db, userId: string): Promise<number> {
  const row = await db.one<{ total: number }>('SELECT count(*) AS total FROM saved_job_searches WHERE user_id = $1', [userId]);
  return Number(row.total);
}

export function savedSearchByKey(db: Db, userId: string, key: string): Promise<SavedSearchRow | null> {
  return db.maybeOne<SavedSearchRow>(`SELECT ${COLUMNS} FROM saved_job_searches WHERE user_id = $1 AND key = $2`, [userId, key]);
}

export function insertSavedSearch(db: Db, userId: string, search: { key: string; filters: object; since: Date }): Promise<SavedSearchRow> {
  return db.one<SavedSearchRow>(
    `INSERT INTO saved_job_searches (user_id, key, filters, since, pinned) VALUES ($1, $2, $3::jsonb, $4, true) RETURNING ${COLUMNS}`,
    [userId, search.key, JSON.stringify(search.filters), search.since],
  );
}

/** Sets the given columns (undefined ones are kept); null when not the user's search. */
export function updateSavedSearch(
  db: Db,
  userId: string,
  id: string,
  change: { filters?: object | undefined; since?: Date | undefined; pinned?: boolean | undefined },
): Promise<SavedSearchRow | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return db.maybeOne<SavedSearchRow>(
    `UPDATE saved_job_searches
        SET filters = coalesce($3::jsonb, filters), since = coalesce($4, since), pinned = coalesce($5, pinned)
      WHERE id = $1 AND user_id = $2
      RETURNING ${COLUMNS}`,
    [id, userId, change.filters === undefined ? null : JSON.stringify(change.filters), change.since ?? null, change.pinned ?? null],
  );
}

/** Whether a search of the user's was deleted. */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.query('DELETE FROM saved_job_searches WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}
