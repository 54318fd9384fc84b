import type { Db } from '../../../db/db';

export interface DigestRow {
  id: string;
  settings_key: string;
  email: string;
  user_id: string | null;
  frequency: string;
  subscribed: boolean;
  filters: unknown;
  /** A siteLocales tag: the language of the digest mails. */
  language: string;
  last_sent_period: string | null;
  last_sent_at: Date | null;
  jobs_since: Date;
  created_at: Date;
  updated_at: Date;
  /** Null until the address confirms (double opt-in): nothing but the confirmation goes to it. */
  confirmed_at: Date | null;
  [column: string]: unknown;
}

const columns = `id, settings_key, email, user_id, frequency, subscribed, filters, language, last_sent_period, last_sent_at, jobs_since, created_at, updated_at, confirmed_at`;

export function digestByEmail(db: Db, email: string): Promise<DigestRow | null> {
  return db.maybeOne<DigestRow>(`SELECT ${columns} FROM digest_subscriptions WHERE lower(email) = lower($1)`, [email]);
}

export function digestByKey(db: Db, settingsKey: string): Promise<DigestRow | null> {
  return db.maybeOne<DigestRow>(`SELECT ${columns} FROM digest_subscriptions WHERE settings_key = $1`, [settingsKey]);
}

/**
 * Inserts a subscription unless the address has one (the unique index on lower(email) decides,
 * so two requests at once cannot make two). Returns the new row, or null when it existed.
 * Unconfirmed (`confirmKeyHash` given): it waits for the mailed key, and the request's mail counts
 * as the address's mail of the day.
 */
export function insertDigest(
  db: Db,
  input: { settingsKey: string; email: string; userId: string | null; frequency: string; filters: unknown; language: string; confirmKeyHash: string | null; confirmHours: number },
): Promise<DigestRow | null> {
  return db.maybeOne<DigestRow>(
    `INSERT INTO digest_subscriptions (settings_key, email, user_id, frequency, filters, language, confirmed_at, confirm_key_hash, confirm_expires_at, request_mailed_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $8,
             CASE WHEN $6::text IS NULL THEN now() END, $6::text,
             CASE WHEN $6::text IS NOT NULL THEN now() + make_interval(hours => $7::int) END,
             CASE WHEN $6::text IS NOT NULL THEN now() END)
     ON CONFLICT ((lower(email))) DO NOTHING
     RETURNING ${columns}`,
    [input.settingsKey, input.email, input.userId, input.frequency, JSON.stringify(input.filters), input.confirmKeyHash, input.confirmHours, input.language],
  );
}

/**
 * Claims the address's subscribe-request mail of the day: true (and noted) when none went out in
 * the last 24 hours. The row lock makes it one mail for requests at the same moment too.
 */
export async function claimRequestMail(db: Db, id: string): Promise<boolean> {
  const row = await db.maybeOne(
    `UPDATE digest_subscriptions SET request_mailed_at = now()
      WHERE id = $1 AND (request_mailed_at IS NULL OR request_mailed_at < now() - interval '24 hours')
      RETURNING id`,
    [id],
  );
  return row !== null;
}

/** A fresh confirmation key (and the request's frequency and filters) for an unconfirmed subscription. */
export async function renewConfirmation(db: Db, id: string, change: { frequency: string; filters: unknown; language: string; confirmKeyHash: string; confirmHours: number }): Promise<void> {
  await db.query(
    `UPDATE digest_subscriptions
        SET frequency = $2, filters = $3::jsonb, language = $6, confirm_key_hash = $4, confirm_expires_at = now() + make_interval(hours => $5::int), updated_at = now()
      WHERE id = $1 AND confirmed_at IS NULL`,
    [id, change.frequency, JSON.stringify(change.filters), change.confirmKeyHash, change.confirmHours, change.language],
  );
}

/**
 * Confirms the subscription whose mailed key hashes to `confirmKeyHash` (once: the key is
 * cleared); its digests start with the jobs from now. Null for an unknown, used or expired key.
 */
export function confirmByKeyHash(db: Db, confirmKeyHash: string): Promise<DigestRow | null> {
  return db.maybeOne<DigestRow>(
    `UPDATE digest_subscriptions
        SET confirmed_at = now(), jobs_since = now(), subscribed = true, confirm_key_hash = NULL, confirm_expires_at = NULL, updated_at = now()
      WHERE confirm_key_hash = $1 AND confirm_expires_at > now() AND confirmed_at IS NULL
      RETURNING ${columns}`,
    [confirmKeyHash],
  );
}

/** The signed-in owner of the address confirms by subscribing: no key needed. */
export async function confirmById(db: Db, id: string): Promise<void> {
  await db.query(
    `UPDATE digest_subscriptions SET confirmed_at = now(), confirm_key_hash = NULL, confirm_expires_at = NULL WHERE id = $1 AND confirmed_at IS NULL`,
    [id],
  );
}

/**
 * Writes the given settings of a subscription. Subscribing again (false to true) moves
 * `jobs_since` to now, so a returning subscriber is not sent the jobs of the time away.
 */
export function updateDigest(
  db: Db,
  id: string,
  change: { frequency: string; subscribed: boolean; filters: unknown; language: string; userId?: string | null },
): Promise<DigestRow> {
  return db.one<DigestRow>(
    `UPDATE digest_subscriptions
        SET frequency = $2, filters = $3::jsonb, language = $6, user_id = coalesce($5, user_id),
            jobs_since = CASE WHEN $4 AND NOT subscribed THEN now() ELSE jobs_since END,
            subscribed = $4, updated_at = now()
      WHERE id = $1
      RETURNING ${columns}`,
    [id, change.frequency, JSON.stringify(change.filters), change.subscribed, change.userId ?? null, change.language],
  );
}

/** One-click unsubscribe: whether a subscription has that key (unsubscribing twice is fine). */
export async function unsubscribeByKey(db: Db, settingsKey: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE digest_subscriptions SET subscribed = false, updated_at = CASE WHEN subscribed THEN now() ELSE updated_at END
      WHERE settings_key = $1 RETURNING id`,
    [settingsKey],
  );
  return rows.length > 0;
}

// ---- The scheduler -----------------------------------------------------------------------------

/**
 * Subscriptions whose current period has no digest yet ($1: today's period, $2: this week's),
 * those checked longest ago first, so a tick with a limit still gets round to every one.
 */
export function dueDigests(db: Db, periods: { daily: string; weekly: string }, limit: number): Promise<DigestRow[]> {
  return db.query<DigestRow>(
    `SELECT ${columns} FROM digest_subscriptions
      WHERE subscribed AND confirmed_at IS NOT NULL
        AND ((frequency = 'daily' AND last_sent_period IS DISTINCT FROM $1)
          OR (frequency = 'onceweek' AND last_sent_period IS DISTINCT FROM $2))
      ORDER BY last_checked_at ASC NULLS FIRST, id
      LIMIT $3`,
    [periods.daily, periods.weekly, limit],
  );
}

/**
 * Claims the subscription's digest for `period`: sets last_sent_period unless it already is
 * that period (or the subscription changed frequency or unsubscribed meanwhile). Of several
 * instances racing, the row lock lets exactly one through; the others get null. Run it in the
 * transaction that queues the mail, so the claim and the mail commit together or not at all.
 */
export function claimDigestPeriod(db: Db, id: string, frequency: string, period: string): Promise<DigestRow | null> {
  return db.maybeOne<DigestRow>(
    `UPDATE digest_subscriptions
        SET last_sent_period = $3, last_sent_at = now(), last_checked_at = now()
      WHERE id = $1 AND subscribed AND confirmed_at IS NOT NULL AND frequency = $2 AND last_sent_period IS DISTINCT FROM $3
      RETURNING ${columns}`,
    [id, frequency, period],
  );
}

/** Notes that a due subscription was looked at and had nothing new (period left open). */
export async function touchDigestChecked(db: Db, id: string): Promise<void> {
  await db.query(`UPDATE digest_subscriptions SET last_checked_at = now() WHERE id = $1`, [id]);
}

/** The jobs among `jobIds` already sent to the subscription. */
export async function sentJobIds(db: Db, subscriptionId: string, jobIds: readonly string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db.query<{ job_id: string }>(
    `SELECT job_id FROM digest_sent_jobs WHERE subscription_id = $1 AND job_id = ANY($2::uuid[])`,
    [subscriptionId, jobIds],
  );
  return new Set(rows.map((row) => row.job_id));
}

/** Records jobs as sent; returns those that were not recorded before (the primary key decides). */
export async function recordSentJobs(db: Db, subscriptionId: string, period: string, jobIds: readonly string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db.query<{ job_id: string }>(
    `INSERT INTO digest_sent_jobs (subscription_id, job_id, period)
     SELECT $1, job_id, $2 FROM unnest($3::uuid[]) AS wanted (job_id)
     ON CONFLICT DO NOTHING
     RETURNING job_id`,
    [subscriptionId, period, jobIds],
  );
  return new Set(rows.map((row) => row.job_id));
}
