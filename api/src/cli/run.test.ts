import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Db } from '../db/db';
import { loadMigrations } from '../db/migrate';
import { countRows, seedIfEmpty } from '../seed/seed';
import { createLocalFileStore } from '../storage/local-file-store';
import { openMigratedDatabase } from './run';

const serverUrl = process.env.NORDHUB_TEST_PG_URL;
const skipReason = serverUrl ? null : (process.env.NORDHUB_TEST_PG_SKIP ?? 'no PostgreSQL test server');

async function onServer(sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

// The server's own start-up path (main.ts: openMigratedDatabase, then seedIfEmpty) twice at once
// against one fresh database, as when several instances start together.
(skipReason ? describe.skip : describe)(skipReason ? `server start-up on postgres (skipped: ${skipReason})` : 'server start-up on postgres', () => {
  // Not test-app's tempDir: that module loads the whole app, which this start-up test does not need.
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-startup-'));
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  it('migrates once and seeds once when two instances start at the same moment on a fresh database', async () => {
    // A whole database (not a schema): extensions such as pg_trgm are created by the migrations too.
    const name = `nh_test_startup_${randomBytes(5).toString('hex')}`;
    await onServer(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const opened: Db[] = [];
    const start = async () => {
      const { db, applied } = await openMigratedDatabase({ DATABASE_URL: url.toString(), NODE_ENV: 'test' });
      opened.push(db);
      const seeded = await seedIfEmpty(db, { files: createLocalFileStore(uploadsDir), size: { companies: 12, jobs: 30, investors: 4, applicants: 4 } });
      return { db, applied, seeded };
    };
    try {
      const [a, b] = await Promise.all([start(), start()]);
      expect([...a.applied, ...b.applied].sort()).toEqual(loadMigrations().map((migration) => migration.name));
      const seeded = [a.seeded, b.seeded].filter((summary) => summary !== null);
      expect(seeded).toHaveLength(1);
      expect(await countRows(a.db)).toEqual(seeded[0]?.counts);
      const recorded = await a.db.one<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      expect(recorded.n).toBe(loadMigrations().length);
    } finally {
      await Promise.all(opened.map((db) => db.close()));
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
