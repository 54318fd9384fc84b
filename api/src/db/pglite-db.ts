import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { oneRow, sqlText, transactionDb, type Db, type Row, type Sql } from './db';
import { numericParsers } from './type-parsers';
import { reachingDatabase } from './unavailable';

export interface PgliteDbOptions {
  /** Folder that holds the database files; omitted means in memory (tests). */
  dataDir?: string;
  /** A data-directory tarball (from dumpDataDir) to start from, which skips initdb (tests). */
  loadDataDir?: Blob;
  /** postgresql.conf lines, e.g. a small shared_buffers for the many short-lived test databases. */
  settings?: string[];
}

/** The embedded PostgreSQL (WASM) itself, with the extensions and parsers the API needs. */
export async function createPglite(options: PgliteDbOptions = {}): Promise<PGlite> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.settings ? { postgresqlconf: options.settings } : {}),
    extensions: { pg_trgm },
    parsers: numericParsers,
  });
}

/** The embedded PostgreSQL (WASM) as a Db. One process owns its folder at a time. */
export async function createPgliteDb(options: PgliteDbOptions = {}): Promise<Db> {
  return wrapPglite(await createPglite(options));
}

export function wrapPglite(pglite: PGlite): Db {
  // A closed (or closing) database: DatabaseUnavailableError (503 with Retry-After), not a 500.
  // One connection, one session: PGlite has no use for statement names.
  const run = (sql: Sql, params: readonly unknown[] = []) => reachingDatabase(async () => (await pglite.query<Row>(sqlText(sql), [...params])).rows);
  return {
    kind: 'pglite',
    query: async <T extends Row>(sql: Sql, params?: readonly unknown[]) => (await run(sql, params)) as T[],
    one: async <T extends Row>(sql: Sql, params?: readonly unknown[]) => oneRow((await run(sql, params)) as T[], sql),
    maybeOne: async <T extends Row>(sql: Sql, params?: readonly unknown[]) => (((await run(sql, params)) as T[])[0] ?? null),
    exec: (sql) =>
      reachingDatabase(async () => {
        await pglite.exec(sql);
      }),
    transaction: (fn) =>
      reachingDatabase(() =>
        pglite.transaction((tx) =>
          fn(
            transactionDb('pglite', {
              query: async (sql, params) => (await tx.query<Row>(sqlText(sql), [...params])).rows,
              exec: async (sql) => {
                await tx.exec(sql);
              },
            }),
          ),
        ),
      ),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
