import type { JobProduct, JobLifecycleStatus, ScoutOrderKind } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { isJobId } from '../../../db/ids';

/** What paying for a job needs to know of it and its company. */
export interface PayableJobRow {
  id: string;
  title: string;
  status: JobLifecycleStatus;
  expiration_date: Date | null;
  boosting_expires_at: Date | null;
  /** Paid already and waiting for (or rejected in) review: never charged again. */
  posting_paid: boolean;
  /** The first time the job went live; null: its first publish is still to come. */
  first_published_at: Date | null;
  company_id: string;
  company_key: string;
  company_name: string;
  /** The headquarters' country, else the first of the company's countries. */
  company_country_code: string | null;
  [column: string]: unknown;
}

export function payableJob(db: Db, id: string, options: { lock?: boolean } = {}): Promise<PayableJobRow | null> {
  if (!isJobId(id)) return Promise.resolve(null);
  return db.maybeOne<PayableJobRow>(
    `SELECT j.id, j.title, j.status, j.expiration_date, j.boosting_expires_at, j.posting_paid, j.first_published_at, c.id AS company_id, c.key AS company_key,
            c.name AS company_name, COALESCE(NULLIF(c.hq_country_code, ''), c.country_codes[1]) AS company_country_code
       FROM jobs AS j JOIN companies AS c ON c.id = j.company_id
      WHERE j.id = $1${options.lock ? ' FOR UPDATE OF j' : ''}`,
    [id],
  );
}

/** What a payment buys: a job's posting or boost, or a Scout order (its kind). */
export type PaymentProduct = JobProduct | ScoutOrderKind;

export interface PaymentRow {
  id: string;
  /** Set for a job's posting or boost. */
  job_id: string | null;
  /** Set for a Scout or headhunter order. */
  scout_order_id: string | null;
  company_id: string;
  user_id: string | null;
  product: PaymentProduct;
  provider: 'local' | 'stripe';
  provider_reference: string | null;
  amount: number;
  currency: string;
  country_code: string | null;
  status: 'open' | 'paid' | 'cancelled';
  success_path: string;
  cancel_path: string;
  created_at: Date;
  paid_at: Date | null;
  [column: string]: unknown;
}

const PAYMENT_COLUMNS = `id, job_id, scout_order_id, company_id, user_id, product, provider, provider_reference, amount::float8 AS amount, currency,
  country_code, status, success_path, cancel_path, created_at, paid_at`;

export interface NewPayment {
  /** Exactly one of jobId and scoutOrderId. */
  jobId: string | null;
  scoutOrderId: string | null;
  companyId: string;
  userId: string;
  product: PaymentProduct;
  provider: 'local' | 'stripe';
  amount: number;
  currency: string;
  countryCode: string | null;
  successPath: string;
  cancelPath: string;
}

export async function insertPayment(db: Db, payment: NewPayment): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO payments (job_id, scout_order_id, company_id, user_id, product, provider, amount, currency, country_code, success_path, cancel_path)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [payment.jobId, payment.scoutOrderId, payment.companyId, payment.userId, payment.product, payment.provider, payment.amount, payment.currency, payment.countryCode, payment.successPath, payment.cancelPath],
  );
  return row.id;
}

export async function setPaymentReference(db: Db, id: string, reference: string): Promise<void> {
  await db.query('UPDATE payments SET provider_reference = $2 WHERE id = $1', [id, reference]);
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function findPayment(db: Db, id: string): Promise<PaymentRow | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return db.maybeOne<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1`, [id]);
}

/**
 * Marks payment `id` paid unless it already is; returns the row only to the one caller that
 * changed it. This conditional UPDATE is what makes a confirmation count once: a second one,
 * even concurrent, waits for the row lock and then finds it paid.
 */
export function markPaymentPaid(db: Db, id: string): Promise<PaymentRow | null> {
  return db.maybeOne<PaymentRow>(
    `UPDATE payments SET status = 'paid', paid_at = now() WHERE id = $1 AND status <> 'paid' RETURNING ${PAYMENT_COLUMNS}`,
    [id],
  );
}

/** Marks an open payment cancelled; a paid one stays paid. */
export async function markPaymentCancelled(db: Db, id: string): Promise<void> {
  await db.query(`UPDATE payments SET status = 'cancelled', cancelled_at = now() WHERE id = $1 AND status = 'open'`, [id]);
}

/** Records a provider's webhook event; false when it was handled before. */
export async function recordPaymentEvent(db: Db, provider: string, eventId: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO payment_events (provider, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
    [provider, eventId],
  );
  return rows.length === 1;
}

export async function setJobBoost(db: Db, jobId: string, until: Date): Promise<void> {
  await db.query('UPDATE jobs SET boosting_expires_at = $2, updated_at = now() WHERE id = $1', [jobId, until]);
}

export function userEmail(db: Db, userId: string): Promise<{ email: string; first_name: string } | null> {
  return db.maybeOne<{ email: string; first_name: string }>('SELECT email, first_name FROM users WHERE id = $1', [userId]);
}
