import type { Db } from '../db/db';
import { refreshResponseRecords } from '../modules/jobs/response-records';
import { hashPassword } from '../security/password';
import type { FileStore } from '../storage/file-store';
import { DEMO_PASSWORD, demoAccounts, demoCareersCompany, demoFeed } from './demo';
import { defaultSeedSize, generateSeedData, type SeedSize } from './generate';
import { insertObjects } from './insert';
import { writeSeedFiles } from './seed-files';

export interface SeedOptions {
  /** Where seeded images and documents are put (the app's file store). */
  files: FileStore;
  /** Dates are placed relative to this moment; defaults to now. */
  now?: Date;
  seed?: string;
  size?: SeedSize;
}

export interface SeedSummary {
  counts: Record<string, number>;
  careers: { name: string; domain: string };
  feed: { name: string; domain: string };
  tookMs: number;
}

// Seeding also holds this lock, so instances that start together on an empty server seed once.
const SEED_LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtext('nordhub.seed.' || current_schema()))`;

export const countedTables = [
  'users',
  'companies',
  'investors',
  'jobs',
  'applicant_profiles',
  'applications',
  'portfolio_entries',
  'company_follows',
  'job_saves',
  'job_interests',
  'saved_job_searches',
  'digest_subscriptions',
  'deals',
  'blog_posts',
  'tools',
  'partners',
  'pages',
  'white_label_feeds',
  'uploads',
] as const;

export async function countRows(db: Db): Promise<Record<string, number>> {
  // Table names come from the constant list above, never from input.
  const sql = countedTables.map((table) => `SELECT '${table}' AS name, count(*) AS n FROM ${table}`).join(' UNION ALL ');
  const rows = await db.query<{ name: string; n: number }>(sql);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

/** Empty means: no users and no companies (a fresh database after migrations). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.one<{ empty: boolean }>(
    'SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM companies) AS empty',
  );
  return row.empty;
}

/**
 * Seeds the demo data when the database is empty (SEED=auto); returns null when it was not.
 * Runs in one transaction: a failure leaves the database empty, not half-seeded.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  const started = Date.now();
  const now = options.now ?? new Date();
  // Hash before the transaction: argon2 is deliberately slow and needs no database.
  const passwordHashes = Object.fromEntries(
    await Promise.all(demoAccounts.map(async (account) => [account.email, await hashPassword(DEMO_PASSWORD)] as const)),
  );
  const data = generateSeedData({ now, passwordHashes, ...(options.seed ? { seed: options.seed } : {}), size: options.size ?? defaultSeedSize });
  const seeded = await db.transaction(async (tx) => {
    await tx.query(SEED_LOCK_SQL);
    if (!(await isDatabaseEmpty(tx))) return false;
    for (const { table, rows, casts } of data.tables) await insertObjects(tx, table, rows, casts);
    // The seeded kanban histories give the startups their response records (search's "Startups that answer").
    const answering = await tx.query<{ company_id: string }>('SELECT DISTINCT j.company_id FROM applications AS a JOIN jobs AS j ON j.id = a.job_id');
    await refreshResponseRecords(tx, answering.map((row) => row.company_id), now);
    return true;
  });
  if (!seeded) return null;
  await writeSeedFiles(options.files, data.files);
  return {
    counts: await countRows(db),
    careers: { name: demoCareersCompany.name, domain: demoCareersCompany.domain },
    feed: { name: demoFeed.name, domain: demoFeed.domain },
    tookMs: Date.now() - started,
  };
}
