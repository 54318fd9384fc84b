import type { Db } from '../../../db/db';

export interface AccountByEmail {
  id: string;
  email: string;
  first_name: string;
  is_email_verified: boolean;
  linkedin_sub: string | null;
  [column: string]: unknown;
}

export const findLinkedAccount = (db: Db, sub: string) => db.maybeOne<{ id: string }>('SELECT id FROM users WHERE linkedin_sub = $1', [sub]);

export const findAccountByEmail = (db: Db, email: string) =>
  db.maybeOne<AccountByEmail>('SELECT id, email, first_name, is_email_verified, linkedin_sub FROM users WHERE lower(email) = lower($1)', [email]);

/** Links the identity to the account unless the account already has one. */
export async function linkIdentity(db: Db, userId: string, sub: string, { verifyEmail }: { verifyEmail: boolean }): Promise<boolean> {
  const row = await db.maybeOne<{ id: string }>(
    `UPDATE users SET linkedin_sub = $2, is_email_verified = is_email_verified OR $3, updated_at = now()
      WHERE id = $1 AND linkedin_sub IS NULL
      RETURNING id`,
    [userId, sub, verifyEmail],
  );
  return row !== null;
}

/** A new account of a provider identity; null when the e-mail is taken meanwhile. */
export async function insertLinkedAccount(db: Db, identity: { email: string; firstName: string; lastName: string; sub: string; emailVerified: boolean }) {
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name, linkedin_sub, is_email_verified)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (lower(email)) DO NOTHING
     RETURNING id`,
    [identity.email, identity.firstName, identity.lastName, identity.sub, identity.emailVerified],
  );
  return row?.id ?? null;
}

/** A link-confirmation key (stored as its hash) for the account and the identity; earlier ones stop working. */
export async function insertLinkToken(db: Db, tokenHash: string, userId: string, sub: string, validHours: number) {
  await db.query(`UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND purpose = 'link-linkedin' AND used_at IS NULL`, [userId]);
  await db.query(
    `INSERT INTO email_tokens (token_hash, user_id, purpose, linkedin_sub, expires_at)
     VALUES ($1, $2, 'link-linkedin', $3, now() + make_interval(hours => $4))`,
    [tokenHash, userId, sub, validHours],
  );
}

/** Whether a link for this account and identity went out in the last minutes (one mail is enough). */
export const recentLinkToken = (db: Db, userId: string, sub: string, minutes: number) =>
  db.maybeOne<{ found: boolean }>(
    `SELECT true AS found FROM email_tokens
      WHERE user_id = $1 AND purpose = 'link-linkedin' AND linkedin_sub = $2 AND used_at IS NULL
        AND created_at > now() - make_interval(mins => $3)`,
    [userId, sub, minutes],
  );

/** Marks the key used; its account and identity, or null when unknown, used or expired. */
export const useLinkToken = (db: Db, tokenHash: string) =>
  db.maybeOne<{ user_id: string; linkedin_sub: string }>(
    `UPDATE email_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = 'link-linkedin' AND used_at IS NULL AND expires_at > now() AND linkedin_sub IS NOT NULL
      RETURNING user_id, linkedin_sub`,
    [tokenHash],
  );

/** Whether the key is still usable (the confirmation page asks before it is used). */
export const findLinkToken = (db: Db, tokenHash: string) =>
  db.maybeOne<{ email: string }>(
    `SELECT users.email FROM email_tokens JOIN users ON users.id = email_tokens.user_id
      WHERE token_hash = $1 AND purpose = 'link-linkedin' AND used_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );

/**
 * Records a fetch of the LinkedIn job feed by LinkedIn for every startup in it (a linked,
 * non-draft startup), with how many of its jobs the document held.
 */
export async function recordFeedFetch(db: Db, jobsPerLinkedInId: Record<string, number>): Promise<void> {
  await db.query(
    `INSERT INTO linkedin_feed_fetches (company_id, fetched_at, job_count)
     SELECT id, now(), coalesce(($1::jsonb ->> linkedin_id)::int, 0) FROM companies
      WHERE status <> 'DRAFT' AND linkedin_id IS NOT NULL AND linkedin_id <> ''
     ON CONFLICT (company_id) DO UPDATE SET fetched_at = EXCLUDED.fetched_at, job_count = EXCLUDED.job_count`,
    [JSON.stringify(jobsPerLinkedInId)],
  );
}

export function lastFeedFetch(db: Db, companyId: string): Promise<{ fetched_at: Date; job_count: number } | null> {
  return db.maybeOne('SELECT fetched_at, job_count FROM linkedin_feed_fetches WHERE company_id = $1', [companyId]);
}
