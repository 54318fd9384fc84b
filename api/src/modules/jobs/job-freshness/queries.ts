import { JOB_CONFIRMATION_REMINDER_DAYS } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { isJobId } from '../../../db/ids';

export interface FreshnessJobRow {
  id: string;
  title: string;
  status: string;
  approved_at: Date | null;
  expiration_date: Date | null;
  confirmed_at: Date;
  company_id: string;
  company_key: string;
  company_name: string;
  [column: string]: unknown;
}

const JOB_COLUMNS = `j.id, j.title, j.status, j.approved_at, j.expiration_date, j.confirmed_at, j.company_id, c.key AS company_key, c.name AS company_name`;

/** Job `id` with what a confirmation needs; null when none (or not a UUID). */
export function freshnessJob(db: Db, id: string, options: { lock?: boolean } = {}): Promise<FreshnessJobRow | null> {
  if (!isJobId(id)) return Promise.resolve(null);
  return db.maybeOne<FreshnessJobRow>(
    `SELECT ${JOB_COLUMNS} FROM jobs AS j JOIN companies AS c ON c.id = j.company_id
      WHERE j.id = $1${options.lock ? ' FOR UPDATE OF j' : ''}`,
    [id],
  );
}

/** Stores a confirmation of job `id` at `at`; returns the stored time. */
export async function storeConfirmation(db: Db, id: string, at: Date): Promise<Date> {
  const row = await db.one<{ confirmed_at: Date }>(`UPDATE jobs SET confirmed_at = $2 WHERE id = $1 RETURNING confirmed_at`, [id, at]);
  return row.confirmed_at;
}

const REMINDER_DUE_SQL = `j.status = 'ACTIVE' AND j.approved_at IS NOT NULL
  AND (j.expiration_date IS NULL OR j.expiration_date > $1)
  AND j.confirmed_at <= $1::timestamptz - make_interval(days => ${JOB_CONFIRMATION_REMINDER_DAYS})
  AND (j.confirmation_reminded_at IS NULL OR j.confirmation_reminded_at <= $1::timestamptz - make_interval(days => ${JOB_CONFIRMATION_REMINDER_DAYS}))`;

/**
 * Live jobs due a reminder at `now` (domain's confirmationReminderDue): 14 days after the later
 * of the last confirmation and the last reminder. Oldest confirmation first, at most `limit`.
 */
export async function jobsDueReminder(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT j.id FROM jobs AS j WHERE ${REMINDER_DUE_SQL} ORDER BY j.confirmed_at ASC, j.id ASC LIMIT $2`,
    [now, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Claims the reminder of job `id` for this period: sets confirmation_reminded_at only while the
 * job is still due (the row lock makes a second run or instance find it no longer due). Returns
 * the job when this call claimed it, else null.
 */
export function claimReminder(db: Db, id: string, now: Date): Promise<FreshnessJobRow | null> {
  return db.maybeOne<FreshnessJobRow>(
    `UPDATE jobs AS j SET confirmation_reminded_at = $1
       FROM companies AS c
      WHERE j.id = $2 AND c.id = j.company_id AND ${REMINDER_DUE_SQL}
      RETURNING ${JOB_COLUMNS}`,
    [now, id],
  );
}

/** The e-mail addresses of the startup's managers (the reminder goes to each). */
export async function managerEmails(db: Db, companyId: string): Promise<{ email: string; first_name: string }[]> {
  return db.query<{ email: string; first_name: string }>(
    `SELECT u.email, u.first_name FROM company_managers AS m JOIN users AS u ON u.id = m.user_id
      WHERE m.company_id = $1 ORDER BY u.email`,
    [companyId],
  );
}

export interface OpenJobRow {
  id: string;
  title: string;
  locality: string | null;
  country: string | null;
  country_code: string | null;
  is_remote: boolean;
  [column: string]: unknown;
}

/** The startup's open jobs: ACTIVE, approved and not past their date (for the duplicate guard). */
export function openJobsOfCompany(db: Db, companyId: string): Promise<OpenJobRow[]> {
  return db.query<OpenJobRow>(
    `SELECT id, title, locality, country, country_code, is_remote FROM jobs
      WHERE company_id = $1 AND status = 'ACTIVE' AND approved_at IS NOT NULL AND (expiration_date IS NULL OR expiration_date > now())
      ORDER BY created_at DESC, id`,
    [companyId],
  );
}
