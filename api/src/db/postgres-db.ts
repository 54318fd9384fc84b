import pg from 'pg';
import { oneRow, transactionDb, type Db, type Executor, type Row, type Sql } from './db';
import { INT8_OID, NUMERIC_OID, numericParsers } from './type-parsers';
import { DatabaseUnavailableError, reachingDatabase } from './unavailable';

export interface PostgresDbOptions {
  connectionString: string;
  /** Work in this schema (tests give each suite its own); public stays on the path for extensions. */
  schema?: string;
  /** Connections at most (config's databasePoolSize; default 10). */
  max?: number;
  /**
   * How long a query waits for a connection (a new one to a server that does not answer, or a free
   * one of a pool in use) before it fails as DatabaseUnavailableError (503 with Retry-After)
   * instead of holding the request until the client gives up. Default 5 s.
   */
  connectionTimeoutMs?: number;
  /**
   * Every transaction read-only (default_transaction_read_only): the read-replica pool, so a write
   * sent to it by mistake fails here too, not only on a hot standby.
   */
  readOnly?: boolean;
}

const typeParsers = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return numericParsers[oid];
    return pg.types.getTypeParser(oid, format as 'text');
  }) as typeof pg.types.getTypeParser,
};

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

const DEFAULT_CONNECTION_TIMEOUT_MS = 5_000;

/** A PostgreSQL server through a pg connection pool (DATABASE_URL). */
export async function createPostgresDb(options: PostgresDbOptions): Promise<Db> {
  // Session settings sent with each connection's start-up packet.
  const settings = [
    ...(options.schema ? [`-c search_path=${quoteIdent(options.schema)},public`] : []),
    ...(options.readOnly ? ['-c default_transaction_read_only=on'] : []),
  ];
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    types: typeParsers,
    ...(settings.length > 0 ? { options: settings.join(' ') } : {}),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  // Fail at start-up, not at the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();

  // The server down or cut off: DatabaseUnavailableError (503 with Retry-After), not a 500.
  // A prepared statement goes by its name: pg parses it once per connection, then only binds.
  const executor = (client: pg.Pool | pg.PoolClient): Executor => ({
    query: (sql, params) =>
      reachingDatabase(async () =>
        typeof sql === 'string'
          ? (await client.query<Row>(sql, [...params])).rows
          : (await client.query<Row>({ name: sql.name, text: sql.text, values: [...params] })).rows,
      ),
    exec: (sql) =>
      reachingDatabase(async () => {
        await client.query(sql);
      }),
  });
  const run = executor(pool);

  return {
    kind: 'postgres',
    query: async <T extends Row>(sql: Sql, params: readonly unknown[] = []) => (await run.query(sql, params)) as T[],
    one: async <T extends Row>(sql: Sql, params: readonly unknown[] = []) => oneRow((await run.query(sql, params)) as T[], sql),
    maybeOne: async <T extends Row>(sql: Sql, params: readonly unknown[] = []) =>
      (((await run.query(sql, params)) as T[])[0] ?? null),
    exec: (sql) => run.exec(sql),
    transaction: async (fn) => {
      const client = await reachingDatabase(() => pool.connect());
      let lost: Error | undefined;
      try {
        const tx = executor(client);
        await tx.exec('BEGIN');
        const result = await fn(transactionDb('postgres', tx));
        await tx.exec('COMMIT');
        return result;
      } catch (error) {
        if (error instanceof DatabaseUnavailableError) lost = error;
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        // A connection that broke is dropped, not handed to the next request.
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}
