import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { openTestDatabase, type TestDatabase } from './databases';

/** A temporary folder removed by the returned cleanup. */
export function tempDir(prefix = 'nordhub-test-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The real app on a test database. The environment is parsed like in production; the data and
 * static folders default to an empty temporary folder. `readDb` stands in for the read replica
 * (default: `db`, as without DATABASE_READ_URL).
 */
export async function buildTestApp(
  db: Db,
  env: Record<string, string> = {},
  root?: string,
  readDb?: Db,
  options: Pick<BuildAppOptions, 'logger' | 'onRoute' | 'domainProbe'> = {},
): Promise<App> {
  const base = root ?? path.join(os.tmpdir(), 'nordhub-test-empty');
  // The suites write their data straight into the database between requests, as another instance
  // would, so the public micro-cache and the session cache are off unless a suite turns them on
  // (plugins/public-cache.test.ts, plugins/session.test.ts).
  const config = loadConfig({ DATA_DIR: base, STATIC_ROOT: base, LOG_LEVEL: 'silent', PUBLIC_CACHE_TTL_MS: '0', SESSION_CACHE_TTL_MS: '0', ...env });
  return buildApp({ config, db, readDb, logger: false, ...options });
}

export type SuiteAppOptions = {
  /** Environment for loadConfig, e.g. a product switched off. */
  env?: Record<string, string>;
  /** Fills the suite's database once the app is built. */
  seed?: (db: Db) => Promise<unknown>;
};

/**
 * The app of one describe block on its database (forEachDatabase's `db`): built before the
 * block's tests, closed after them. Returns the getter to call inside tests.
 */
export function useTestApp(db: () => Db, { env = {}, seed }: SuiteAppOptions = {}): () => App {
  let app: App | undefined;
  beforeAll(async () => {
    app = await buildTestApp(db(), env);
    await seed?.(db());
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('The test app is not built yet (use it inside tests or hooks)');
    return app;
  };
}

export type AppWithoutDatabaseOptions = {
  env?: Record<string, string>;
  /** Writes the files the app serves (stand-in builds) into a temporary folder used as its root. */
  files?: (root: string) => void;
};

export type AppWithoutDatabase = {
  app: () => App;
  /** Another app on the same database and files, with other environment (a switch, keys); the caller closes it. */
  buildWith: (env: Record<string, string>) => Promise<App>;
};

/**
 * For routes that never read the database (the site configuration, static files, headers): the
 * app on an unmigrated PGlite, one run instead of one per database kind. Built before the
 * block's tests; closed, with its database and files, after them.
 */
export function useAppWithoutDatabase({ env = {}, files }: AppWithoutDatabaseOptions = {}): AppWithoutDatabase {
  let database: TestDatabase | undefined;
  let folder: ReturnType<typeof tempDir> | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    database = await openTestDatabase('pglite', { migrate: false });
    if (files) {
      folder = tempDir();
      files(folder.dir);
    }
    app = await buildTestApp(database.db, env, folder?.dir);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    folder?.remove();
  });
  const notYet = () => new Error('The test app is not built yet (use it inside tests or hooks)');
  return {
    app: () => {
      if (!app) throw notYet();
      return app;
    },
    buildWith: (other) => {
      if (!database) throw notYet();
      return buildTestApp(database.db, other, folder?.dir);
    },
  };
}
