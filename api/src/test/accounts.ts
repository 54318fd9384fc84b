import type { Db } from '../db/db';
import { hashPassword } from '../security/password';

/** A password that meets the sign-up rule, for test accounts. */
export const testPassword = 'Secret-pass1';

export interface TestAccount {
  email: string;
  password?: string | null;
  firstName?: string;
  lastName?: string;
  isAdmin?: boolean;
}

/**
 * One real argon2id hash per password for the file's accounts: each costs tens of milliseconds of
 * CPU, and a file creates dozens of accounts with the same password. Sign-ins still verify it.
 */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
    // A refused hash (the queue was full) is not kept: the next account asks again.
    hash.catch(() => hashes.delete(password));
  }
  return hash;
};

/** Inserts an account directly (as the seed would); returns its id. */
export async function createAccount(db: Db, account: TestAccount): Promise<string> {
  const password = account.password === undefined ? testPassword : account.password;
  const row = await db.one<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, is_admin, is_email_verified)
     VALUES ($1, $2, $3, $4, $5, true) RETURNING id`,
    [account.email, password ? await hashOf(password) : null, account.firstName ?? 'Test', account.lastName ?? 'Person', account.isAdmin ?? false],
  );
  return row.id;
}

/** Inserts a company (startup) managed by `managerId` when given; returns its id. */
export async function createCompany(
  db: Db,
  company: { key: string; name?: string; status?: string; platform?: Record<string, boolean>; managerId?: string },
): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO companies (key, name, status, platform, country_codes) VALUES ($1, $2, $3, $4::jsonb, '{DK}') RETURNING id`,
    [company.key, company.name ?? company.key, company.status ?? 'ACTIVE', JSON.stringify(company.platform ?? { main: true })],
  );
  if (company.managerId) await db.query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [row.id, company.managerId]);
  return row.id;
}

/** Inserts an investor managed by `managerId` when given; returns its id. */
export async function createInvestor(
  db: Db,
  investor: { key: string; name?: string; status?: string; platform?: Record<string, boolean>; managerId?: string },
): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO investors (key, name, type, status, platform) VALUES ($1, $2, 'VENTURES', $3, $4::jsonb) RETURNING id`,
    [investor.key, investor.name ?? investor.key, investor.status ?? 'ACTIVE', JSON.stringify(investor.platform ?? { main: true })],
  );
  if (investor.managerId) await db.query('INSERT INTO investor_managers (investor_id, user_id) VALUES ($1, $2)', [row.id, investor.managerId]);
  return row.id;
}

/** The outbox mails to an address, newest first, with the links in their text. */
export async function mailsTo(db: Db, to: string) {
  const rows = await db.query<{ subject: string; text_body: string; template: string | null }>(
    `SELECT subject, text_body, template FROM outbox_mails WHERE lower(to_address) = lower($1) ORDER BY created_at DESC`,
    [to],
  );
  return rows.map((row) => ({ subject: row.subject, template: row.template, text: row.text_body, links: row.text_body.match(/https?:\/\/\S+/g) ?? [] }));
}
