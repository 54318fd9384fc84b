import type { Db } from '../../../db/db';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  image_path: string | null;
  is_admin: boolean;
  is_email_verified: boolean;
  profile: string | null;
  ui_features: unknown;
  [column: string]: unknown;
}

export interface ManagedCompanyRow {
  key: string;
  status: string;
  name: string;
  logo_path: string | null;
  platform: unknown;
  linkedin_id: string | null;
  [column: string]: unknown;
}

export interface ManagedInvestorRow {
  key: string;
  status: string;
  name: string;
  logo_path: string | null;
  platform: unknown;
  [column: string]: unknown;
}

export interface ApplicantRow {
  enabled: boolean;
  platform: unknown;
  [column: string]: unknown;
}

const userColumns = 'id, email, password_hash, first_name, last_name, image_path, is_admin, is_email_verified, profile, ui_features';

export const findUserById = (db: Db, id: string) => db.maybeOne<UserRow>(`SELECT ${userColumns} FROM users WHERE id = $1`, [id]);

export const findUserByEmail = (db: Db, email: string) =>
  db.maybeOne<UserRow>(`SELECT ${userColumns} FROM users WHERE lower(email) = lower($1)`, [email]);

export const managedCompanies = (db: Db, userId: string) =>
  db.query<ManagedCompanyRow>(
    `SELECT companies.key, companies.status, companies.name, companies.logo_path, companies.platform, companies.linkedin_id
       FROM company_managers JOIN companies ON companies.id = company_managers.company_id
      WHERE company_managers.user_id = $1
      ORDER BY companies.name, companies.key`,
    [userId],
  );

export const managedInvestors = (db: Db, userId: string) =>
  db.query<ManagedInvestorRow>(
    `SELECT investors.key, investors.status, investors.name, investors.logo_path, investors.platform
       FROM investor_managers JOIN investors ON investors.id = investor_managers.investor_id
      WHERE investor_managers.user_id = $1
      ORDER BY investors.name, investors.key`,
    [userId],
  );

export const findApplicant = (db: Db, userId: string) =>
  db.maybeOne<ApplicantRow>('SELECT enabled, platform FROM applicant_profiles WHERE user_id = $1', [userId]);

/** Inserts an account; null when the e-mail is taken (compared case-insensitively). */
export async function insertUser(
  db: Db,
  user: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<string | null> {
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (lower(email)) DO NOTHING
     RETURNING id`,
    [user.email, user.passwordHash, user.firstName, user.lastName],
  );
  return row?.id ?? null;
}

export type EmailTokenPurpose = 'verify-email' | 'reset-password' | 'change-email';

/** Stores a mailed key's hash; `newEmail` is the address a 'change-email' key confirms. */
export async function insertEmailToken(db: Db, tokenHash: string, userId: string, purpose: EmailTokenPurpose, validHours: number, newEmail: string | null = null) {
  await db.query(
    `INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at, new_email) VALUES ($1, $2, $3, now() + make_interval(hours => $4), $5)`,
    [tokenHash, userId, purpose, validHours, newEmail],
  );
}

/** Marks an e-mail change key used and returns its user and new address, or null when it is unknown, used or expired. */
export function useEmailChangeToken(db: Db, tokenHash: string): Promise<{ user_id: string; new_email: string } | null> {
  return db.maybeOne<{ user_id: string; new_email: string }>(
    `UPDATE email_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = 'change-email' AND used_at IS NULL AND expires_at > now()
      RETURNING user_id, new_email`,
    [tokenHash],
  );
}

/** Marks the token used and returns its user, or null when it is unknown, used or expired. */
export async function useEmailToken(db: Db, tokenHash: string, purpose: EmailTokenPurpose): Promise<string | null> {
  const row = await db.maybeOne<{ user_id: string }>(
    `UPDATE email_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [tokenHash, purpose],
  );
  return row?.user_id ?? null;
}

/** Earlier unused links of the same purpose stop working when a new one is sent or one is used. */
export async function retireEmailTokens(db: Db, userId: string, purpose: EmailTokenPurpose) {
  await db.query(`UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [userId, purpose]);
}
