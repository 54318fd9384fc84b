import { RESPONSE_RECORD_PERIOD_DAYS } from '@nordhub/domain';
import type { Db } from '../../../db/db';

export interface AnswerRow {
  company_id: string;
  created_at: Date;
  answered_at: Date | null;
  [column: string]: unknown;
}

/**
 * When each application of the companies' jobs in the record's period was sent and first
 * answered (applications.answered_at, migration 0028).
 */
export function applicationAnswers(db: Db, companyIds: readonly string[]): Promise<AnswerRow[]> {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db.query<AnswerRow>(
    `SELECT j.company_id, a.created_at, a.answered_at
       FROM jobs AS j JOIN applications AS a ON a.job_id = j.id
      WHERE j.company_id = ANY($1::uuid[]) AND a.created_at >= now() - make_interval(days => ${RESPONSE_RECORD_PERIOD_DAYS})`,
    [companyIds],
  );
}

export interface StoredRecord {
  company_id: string;
  applications: number;
  answered_within_window: number;
  median_days_to_answer: number | null;
  responsive: boolean;
}

export async function storeRecords(db: Db, records: readonly StoredRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.query(
    `INSERT INTO company_response_records (company_id, applications, answered_within_window, median_days_to_answer, responsive, refreshed_at)
     SELECT r.company_id, r.applications, r.answered_within_window, r.median_days_to_answer, r.responsive, now()
       FROM jsonb_to_recordset($1::jsonb) AS r (company_id uuid, applications int, answered_within_window int, median_days_to_answer double precision, responsive boolean)
     ON CONFLICT (company_id) DO UPDATE
       SET applications = EXCLUDED.applications, answered_within_window = EXCLUDED.answered_within_window,
           median_days_to_answer = EXCLUDED.median_days_to_answer, responsive = EXCLUDED.responsive, refreshed_at = EXCLUDED.refreshed_at`,
    [JSON.stringify(records)],
  );
}

/**
 * Companies whose record is older than `maxAgeMinutes`, and companies with applications but no
 * record yet (a database migrated or seeded before records existed), at most `limit`.
 */
export async function staleRecordCompanies(db: Db, maxAgeMinutes: number, limit: number): Promise<string[]> {
  const rows = await db.query<{ company_id: string }>(
    `(SELECT company_id FROM company_response_records WHERE refreshed_at < now() - make_interval(mins => $1) ORDER BY refreshed_at LIMIT $2)
     UNION
     (SELECT DISTINCT j.company_id FROM applications AS a JOIN jobs AS j ON j.id = a.job_id
       WHERE NOT EXISTS (SELECT 1 FROM company_response_records AS r WHERE r.company_id = j.company_id) LIMIT $2)`,
    [maxAgeMinutes, limit],
  );
  return rows.map((row) => row.company_id);
}

export interface WaitingRow {
  id: string;
  company_id: string;
  company_key: string;
  company_name: string;
  job_title: string;
  first_name: string;
  last_name: string;
  email: string;
  created_at: Date;
  [column: string]: unknown;
}

/**
 * Claims the applications that have waited in Applied, unanswered and never reminded, between
 * `minDays` and `maxDays`: marks them reminded and returns them. Of several runs (or instances)
 * at once, the row update lets each application through once. Run it in the transaction that
 * queues the mails, so the claim and the mails commit together.
 */
export function claimWaitingApplications(db: Db, minDays: number, maxDays: number, limit: number): Promise<WaitingRow[]> {
  return db.query<WaitingRow>(
    `WITH due AS (
       SELECT a.id FROM applications AS a
        WHERE a.stage = 'applied' AND a.answered_at IS NULL AND a.applied_reminder_sent_at IS NULL
          AND a.created_at <= now() - make_interval(days => $1) AND a.created_at >= now() - make_interval(days => $2)
        ORDER BY a.created_at
        LIMIT $3
        FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE applications AS a SET applied_reminder_sent_at = now()
         FROM due WHERE a.id = due.id AND a.applied_reminder_sent_at IS NULL
       RETURNING a.id, a.job_id, a.applicant_id, a.created_at
     )
     SELECT claimed.id, j.company_id, c.key AS company_key, c.name AS company_name, j.title AS job_title,
            u.first_name, u.last_name, u.email, claimed.created_at
       FROM claimed
       JOIN jobs AS j ON j.id = claimed.job_id
       JOIN companies AS c ON c.id = j.company_id
       JOIN applicant_profiles AS p ON p.id = claimed.applicant_id
       JOIN users AS u ON u.id = p.user_id
      ORDER BY c.id, claimed.created_at`,
    [minDays, maxDays, limit],
  );
}

/** The e-mail addresses of the company's managers, oldest first. */
export async function managerEmails(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    'SELECT u.email FROM company_managers AS m JOIN users AS u ON u.id = m.user_id WHERE m.company_id = $1 ORDER BY m.created_at',
    [companyId],
  );
  return rows.map((row) => row.email);
}
