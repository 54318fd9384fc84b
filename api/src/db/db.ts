/** One row as the driver returns it: column name to value. */
export type Row = Record<string, unknown>;

/**
 * A hot statement the PostgreSQL server parses and plans once per connection and then runs by
 * `name` (a named prepared statement); PGlite runs its text as any other. Made with `prepared`.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/** A statement's SQL: its text, or a prepared statement. */
export type Sql = string | PreparedStatement;

const preparedTexts = new Map<string, string>();

/**
 * Names `text` as a prepared statement (module scope, once per statement). A name stands for one
 * text on every connection, so a second text under a taken name is refused.
 */
export function prepared(name: string, text: string): PreparedStatement {
  const known = preparedTexts.get(name);
  if (known !== undefined && known !== text) throw new Error(`The prepared statement name ${name} is taken by another statement`);
  preparedTexts.set(name, text);
  return { name, text };
}

/** The text of a statement, prepared or not. */
export const sqlText = (sql: Sql): string => (typeof sql === 'string' ? sql : sql.text);

/**
 * The one data-access interface every module uses, with an embedded (PGlite) and a server
 * (PostgreSQL via pg) implementation. Parameterised SQL only: values travel in `params`
 * ($1, $2, ...), never inside the SQL text. JSON values are passed as JSON text and cast
 * (`$1::jsonb`), which both drivers handle alike.
 */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** All rows of one statement. */
  query<T extends Row = Row>(sql: Sql, params?: readonly unknown[]): Promise<T[]>;
  /** Exactly one row; throws when there is none or more than one. */
  one<T extends Row = Row>(sql: Sql, params?: readonly unknown[]): Promise<T>;
  /** The first row, or null when there is none. */
  maybeOne<T extends Row = Row>(sql: Sql, params?: readonly unknown[]): Promise<T | null>;
  /** Runs a script of several statements without parameters (migrations, set-up). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Inside,
   * use the `tx` handed to `fn`; nesting uses a savepoint.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Releases the connections (or the embedded database). The Db is unusable afterwards. */
  close(): Promise<void>;
}

/** The smallest thing an implementation must supply; `withRows` builds the rest. */
export interface Executor {
  query(sql: Sql, params: readonly unknown[]): Promise<Row[]>;
  exec(sql: string): Promise<void>;
}

export class UnexpectedRowCountError extends Error {
  override name = 'UnexpectedRowCountError';
}

export function oneRow<T>(rows: T[], sql: Sql): T {
  if (rows.length !== 1) {
    throw new UnexpectedRowCountError(`Expected one row, got ${rows.length}: ${sqlText(sql).trim().slice(0, 120)}`);
  }
  return rows[0] as T;
}

let savepointCounter = 0;

/**
 * A Db bound to one connection that is already inside a transaction: nested transactions
 * become savepoints, close() is refused (the owner closes).
 */
export function transactionDb(kind: Db['kind'], executor: Executor): Db {
  const db: Db = {
    kind,
    query: async <T extends Row>(sql: Sql, params: readonly unknown[] = []) => (await executor.query(sql, params)) as T[],
    one: async <T extends Row>(sql: Sql, params: readonly unknown[] = []) => oneRow((await executor.query(sql, params)) as T[], sql),
    maybeOne: async <T extends Row>(sql: Sql, params: readonly unknown[] = []) =>
      (((await executor.query(sql, params)) as T[])[0] ?? null),
    exec: (sql) => executor.exec(sql),
    transaction: async (fn) => {
      savepointCounter += 1;
      const name = `sp_${savepointCounter}`;
      await executor.exec(`SAVEPOINT ${name}`);
      try {
        const result = await fn(db);
        await executor.exec(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await executor.exec(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    close: async () => {
      throw new Error('close() is not available inside a transaction');
    },
  };
  return db;
}
