import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import type { Db } from '../db/db';
import { loadMigrations, migrate } from '../db/migrate';
import { createPglite, createPgliteDb, wrapPglite } from '../db/pglite-db';
import { createPostgresDb } from '../db/postgres-db';
import { writeFileAtomically } from './write-file-atomically.cjs';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  db: Db;
  /**
   * Another handle on the same data, as a second API instance would have: PGlite runs in this
   * process, so it is the same Db; on the server a second pool on the suite's schema. The caller
   * closes a new pool (closing the PGlite one is left to dispose).
   */
  connectAgain(): Promise<{ db: Db; close(): Promise<void> }>;
  /** Closes the database and removes what the suite created (the PostgreSQL schema). */
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Apply the migrations first (default true). */
  migrate?: boolean;
  /** Reach the PostgreSQL test server at this address instead (e.g. through a proxy a test can cut). */
  serverUrl?: string;
}

/**
 * The global set-up's PGlite template with every migration applied, made by the first suite that
 * needs it and kept beside it per set of migrations: loading it is a third of the time of loading
 * the bare one and migrating (each suite opens one or more). `migrate` still runs after it and
 * finds nothing to do, so a stale file could not hide a migration. Found once per test file: the
 * migrations are read and hashed once, not at every database the file opens.
 */
let migratedTemplate: Promise<string> | undefined;
/** A suite's database holds a few rows: 16 MB of buffers instead of 128 is quicker to set up. */
const testSettings = ['shared_buffers = 16MB'];
const migratedPgliteTemplate = (bare: string): Promise<string> => (migratedTemplate ??= makeMigratedPgliteTemplate(bare));

async function makeMigratedPgliteTemplate(bare: string): Promise<string> {
  const migrations = createHash('sha256')
    .update(loadMigrations().map((migration) => `${migration.name}:${migration.checksum}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const file = bare.replace(/\.tar$/, `-migrated-${migrations}.tar`);
  if (existsSync(file)) return file;
  const pglite = await createPglite({ loadDataDir: new Blob([readFileSync(bare)]), settings: testSettings });
  await migrate(wrapPglite(pglite));
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  writeFileAtomically(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** A fresh, empty database of the given kind: in-memory PGlite, or a new schema on the server. */
export async function openTestDatabase(kind: DatabaseKind, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  let testDb: TestDatabase;
  if (kind === 'pglite') {
    const bare = process.env.NORDHUB_TEST_PGLITE_TEMPLATE;
    const template = bare && (options.migrate ?? true) ? await migratedPgliteTemplate(bare) : bare;
    const db = await createPgliteDb({ ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}), settings: testSettings });
    testDb = { db, connectAgain: async () => ({ db, close: async () => undefined }), dispose: () => db.close() };
  } else {
    const url = options.serverUrl ?? process.env.NORDHUB_TEST_PG_URL;
    if (!url) throw new Error(`PostgreSQL tests need a server: ${process.env.NORDHUB_TEST_PG_SKIP ?? 'not probed'}`);
    // One schema per suite, so suites running in parallel never see each other's rows.
    const schema = `nh_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const db = await createPostgresDb({ connectionString: url, schema, max: 4 });
    testDb = {
      db,
      connectAgain: async () => {
        const again = await createPostgresDb({ connectionString: url, schema, max: 2 });
        return { db: again, close: () => again.close() };
      },
      dispose: async () => {
        await db.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await cleanup.end();
      },
    };
  }
  if (options.migrate ?? true) await migrate(testDb.db);
  return testDb;
}

export interface DatabaseSuiteContext {
  kind: DatabaseKind;
  /** The suite's database (available from beforeAll on). */
  db(): Db;
  /** A second handle on it, as another API instance has (see TestDatabase.connectAgain). */
  connectAgain(): Promise<{ db: Db; close(): Promise<void> }>;
}

/**
 * Declares the suite once per database kind: always on PGlite, and on the PostgreSQL test server
 * when the global set-up found one. Without a server the PostgreSQL copy is declared as skipped,
 * with the reason in its title, so the report shows it instead of silently leaving it out.
 */
export function forEachDatabase(suite: (context: DatabaseSuiteContext) => void, options: TestDatabaseOptions = {}) {
  for (const kind of ['pglite', 'postgres'] as const) {
    const skipReason = kind === 'postgres' && !process.env.NORDHUB_TEST_PG_URL ? (process.env.NORDHUB_TEST_PG_SKIP ?? 'no PostgreSQL test server') : null;
    const declare = skipReason ? describe.skip : describe;
    declare(skipReason ? `on postgres (skipped: ${skipReason})` : `on ${kind}`, () => {
      let testDb: TestDatabase | undefined;
      beforeAll(async () => {
        testDb = await openTestDatabase(kind, options);
      });
      afterAll(async () => {
        await testDb?.dispose();
      });
      const open = () => {
        if (!testDb) throw new Error('The test database is not open yet (use it inside tests or hooks)');
        return testDb;
      };
      suite({ kind, db: () => open().db, connectAgain: () => open().connectAgain() });
    });
  }
}
