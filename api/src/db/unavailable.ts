// "The database cannot be reached right now": an outage the caller should retry after a moment,
// not a fault of the request or of our code. The Db implementations (pglite-db.ts,
// postgres-db.ts) turn their drivers' errors of this kind into DatabaseUnavailableError, and the
// error handler answers it with 503 and Retry-After (plugins/error-handler.ts). Only errors of the
// database get there: a store or mail server that is down stays a plain 500.

/** Socket errors of a server that is down, restarting or unreachable. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * PostgreSQL SQLSTATEs of the same: class 08 (connection exception), the server shutting down,
 * crashed or still starting (57P01-57P03), and no connection slot left (53300).
 */
const unavailableSqlStates = /^(08...|57P0[123]|53300)$/;

/** What pg and PGlite throw without a code when the connection or the database is gone. */
const unavailableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|PGlite is clos(ed|ing))/;

/** How deep an error's `cause` chain is followed (a driver wraps once or twice; a cycle must end). */
const MAX_CAUSE_DEPTH = 3;

/** The error and the ones it wraps through `cause`, outermost first. */
function* causeChain(error: unknown): Generator<object> {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** What a driver threw means the database is down, restarting or unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > MAX_CAUSE_DEPTH) return false;
  for (const link of causeChain(error)) {
    const { code, message, errors } = link as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (networkCodes.has(code) || unavailableSqlStates.test(code))) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    // A connection to "localhost" tries every address and rejects with an AggregateError of them.
    if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  }
  return false;
}

/** The database cannot be reached right now; the driver's error is the cause. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/** Runs one driver call; an error that means the database is unreachable becomes DatabaseUnavailableError. */
export async function reachingDatabase<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)) throw error;
    throw new DatabaseUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** The error, or one it was wrapped in on the way (e.g. by a plugin), is a DatabaseUnavailableError. */
export function causedByUnavailableDatabase(error: unknown): boolean {
  for (const link of causeChain(error)) if (link instanceof DatabaseUnavailableError) return true;
  return false;
}
