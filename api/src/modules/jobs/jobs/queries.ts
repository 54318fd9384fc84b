import { prepared, type Db } from '../../../db/db';

/**
 * A job page the public may open: live jobs, and stopped or expired ones (the page says they are
 * closed). Drafts, jobs awaiting payment or approval, and unapproved ACTIVE jobs stay hidden.
 */
const PUBLIC_PAGE_SQL = `((j.status = 'ACTIVE' AND j.approved_at IS NOT NULL) OR j.status IN ('STOPPED', 'EXPIRED'))`;

export interface SuggestionRow {
  term: string;
  jobs: number;
  [column: string]: unknown;
}

/** Word similarity (0..1) a term needs to be suggested; 0.4 still catches "desinger" → "Designer". */
const SUGGESTION_THRESHOLD = 0.4;

/**
 * Autocomplete terms close to `text`: word similarity (trigrams) tolerates typos and finds a
 * word inside a longer title; terms that start with the text come first, then the closest, then
 * those with the most open jobs. The threshold is set for this transaction only, so the `<%`
 * operator can use the trigram index.
 */
export function suggestionsFor(db: Db, field: 'search' | 'location', text: string, limit: number): Promise<SuggestionRow[]> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(SUGGESTION_THRESHOLD)]);
    return tx.query<SuggestionRow>(
      `SELECT term, jobs
         FROM job_suggestions
        WHERE field = $1 AND jobs > 0 AND ($2 <% term OR term ILIKE ($3 || '%'))
        ORDER BY (term ILIKE ($3 || '%')) DESC, word_similarity($2, term) DESC, jobs DESC, term ASC
        LIMIT $4`,
      [field, text, text.replace(/[\\%_]/g, (char) => `\\${char}`), limit],
    );
  });
}

/**
 * Counts a view of job `jobId` by `visitor` (a hash) on `day`, once per visitor and day; rows
 * of earlier days than yesterday are removed on the way. Returns the job's view count and
 * whether this call counted.
 */
export function countJobView(db: Db, jobId: string, day: string, visitor: string): Promise<{ views: number; counted: boolean }> {
  return db.transaction(async (tx) => {
    await tx.query(`DELETE FROM job_views WHERE job_id = $1 AND day < $2::date - 1`, [jobId, day]);
    const inserted = await tx.query(
      `INSERT INTO job_views (job_id, day, visitor) VALUES ($1, $2::date, $3) ON CONFLICT DO NOTHING RETURNING job_id`,
      [jobId, day, visitor],
    );
    const counted = inserted.length > 0;
    const row = counted
      ? await tx.one<{ views: number }>('UPDATE jobs SET views = views + 1 WHERE id = $1 RETURNING views', [jobId])
      : await tx.one<{ views: number }>('SELECT views FROM jobs WHERE id = $1', [jobId]);
    return { views: row.views, counted };
  });
}

// Every signed-in read of a job list or page asks it: prepared.
const jobFlagsSql = prepared(
  'job_flags_of',
  `SELECT wanted.id, s.job_id IS NOT NULL AS saved, i.interested_at
     FROM unnest($2::uuid[]) AS wanted (id)
     LEFT JOIN job_saves AS s ON s.user_id = $1 AND s.job_id = wanted.id
     LEFT JOIN job_interests AS i ON i.user_id = $1 AND i.job_id = wanted.id
    WHERE s.job_id IS NOT NULL OR i.job_id IS NOT NULL`,
);

/** The user's own flags on jobs `ids` (only jobs they saved or marked interest in have a row). */
export function jobFlagsOf(db: Db, userId: string, ids: readonly string[]): Promise<JobFlagRow[]> {
  return db.query(jobFlagsSql, [userId, ids]);
}

export type JobFlagRow = { id: string; saved: boolean; interested_at: Date | null };

/** Every job the user saved or marked interest in, with both flags. */
export function allJobFlagsOf(db: Db, userId: string): Promise<JobFlagRow[]> {
  return db.query(
    `SELECT COALESCE(s.job_id, i.job_id) AS id, s.job_id IS NOT NULL AS saved, i.interested_at
       FROM (SELECT job_id FROM job_saves WHERE user_id = $1) AS s
       FULL JOIN (SELECT job_id, interested_at FROM job_interests WHERE user_id = $1) AS i ON i.job_id = s.job_id`,
    [userId],
  );
}

/**
 * Sets or clears one of the user's flags on a job. Idempotent: saving twice keeps one row, and
 * marking interest again keeps the first `interested_at`.
 */
export async function writeJobFlag(db: Db, userId: string, jobId: string, action: 'save' | 'unsave' | 'interested' | 'uninterested'): Promise<void> {
  const sql = {
    save: 'INSERT INTO job_saves (user_id, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    unsave: 'DELETE FROM job_saves WHERE user_id = $1 AND job_id = $2',
    interested: 'INSERT INTO job_interests (user_id, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    uninterested: 'DELETE FROM job_interests WHERE user_id = $1 AND job_id = $2',
  }[action];
  await db.query(sql, [userId, jobId]);
}

/**
 * Ids of the jobs the user saved and of those they marked interest in, most recent first, only
 * jobs the public may open (closed ones included; a job back in draft drops out until it is
 * published again). At most `limit` of each.
 */
export async function myJobIds(db: Db, userId: string, limit: number): Promise<{ saved: string[]; interested: string[] }> {
  const saved = await db.query<{ id: string }>(
    `SELECT j.id FROM job_saves AS s JOIN jobs AS j ON j.id = s.job_id
      WHERE s.user_id = $1 AND ${PUBLIC_PAGE_SQL}
      ORDER BY s.created_at DESC, j.id ASC LIMIT $2`,
    [userId, limit],
  );
  const interested = await db.query<{ id: string }>(
    `SELECT j.id FROM job_interests AS i JOIN jobs AS j ON j.id = i.job_id
      WHERE i.user_id = $1 AND ${PUBLIC_PAGE_SQL}
      ORDER BY i.interested_at DESC, j.id ASC LIMIT $2`,
    [userId, limit],
  );
  return { saved: saved.map((row) => row.id), interested: interested.map((row) => row.id) };
}
