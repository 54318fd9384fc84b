// Whether an error means "the database cannot be reached right now" (an outage the caller should
// retry after a moment) rather than a fault of the request or of our code. The error handler
// answers these with 503 and Retry-After (plugins/error-handler.ts).

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

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableSqlStates.test(code))) return true;
  if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  // A connection to "localhost" tries every address and rejects with an AggregateError of them.
  if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}
