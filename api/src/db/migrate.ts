import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

export interface Migration {
  /** The numeric prefix of the file name, e.g. "0003". */
  version: string;
  /** The file name, e.g. "0003_profiles.sql". */
  name: string;
  sql: string;
  /** SHA-256 of the SQL text: an applied migration must never change. */
  checksum: string;
}

/**
 * The checked-in migrations folder: api/src/db/migrations beside this file in source, and
 * api/dist/migrations beside the bundle (build.mjs copies it there).
 */
export const migrationsDir = path.join(__dirname, 'migrations');

const fileNamePattern = /^(\d{4})_[a-z0-9_]+\.sql$/;

export function loadMigrations(dir: string = migrationsDir): Migration[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return names.map((name) => {
    const match = fileNamePattern.exec(name);
    if (!match) throw new Error(`Migration file name ${name} must look like 0001_name.sql`);
    const sql = readFileSync(path.join(dir, name), 'utf8');
    return { version: match[1] as string, name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
  });
}

// Held for each migration's transaction: instances that start together queue here, and each one
// re-checks what is applied after getting the lock, so every migration runs once. The key
// includes the schema so that separate schemas (test suites) do not wait for each other.
const LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtext('nordhub.migrations.' || current_schema()))`;

export class MigrationChangedError extends Error {
  override name = 'MigrationChangedError';
}

/** Applies the migrations not yet applied, in order, each in its own transaction. */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<{ applied: string[] }> {
  const versions = new Set<string>();
  for (const migration of migrations) {
    if (versions.has(migration.version)) throw new Error(`Two migrations share version ${migration.version}`);
    versions.add(migration.version);
  }

  await db.transaction(async (tx) => {
    await tx.query(LOCK_SQL);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query(LOCK_SQL);
      const existing = await tx.maybeOne<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (existing) {
        if (existing.checksum !== migration.checksum) {
          throw new MigrationChangedError(
            `Migration ${migration.name} was changed after it was applied; add a new migration instead of editing it.`,
          );
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return { applied };
}
