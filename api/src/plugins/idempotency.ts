import { errorCodes } from '@nordhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { HttpError, badRequest, conflict } from '../http-errors';
import { globalPlugin } from './skip-override';
import { prepared } from '../db/db';

/** The request header a client sets to make a retried POST safe (same value on every retry). */
export const idempotencyHeaderName = 'idempotency-key';
/** How long a stored first response answers repeats. */
export const idempotencyHours = 24;
// A first request still unanswered after this long is taken as lost (its instance died), so a
// retry may run instead of being told "in progress" for a day.
const pendingTimeoutSeconds = 60;
// Response headers a replay repeats; the rest (cookies, dates, caching) are the replay's own.
const replayedHeaders = ['content-type', 'location'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours an Idempotency-Key header (plugins/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** Set while this request owns an idempotency record that its response completes. */
    idempotencyRecord: { scope: string; route: string; key: string } | null;
  }
}

const keyField = (message: string) => [{ path: 'Idempotency-Key', message }];

/** Who the key belongs to: the signed-in user, else everyone without a session (keys are random). */
const scopeOf = (request: FastifyRequest) => (request.sessionUser ? `user:${request.sessionUser.userId}` : 'anonymous');

/** What "the same request" means: method, URL (with its ids) and the validated body. */
const requestHash = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null)}`, 'utf8')
    .digest('hex');

// Every write with a key claims and completes a record: prepared.
const claimKey = prepared(
  'idempotency_claim',
  `INSERT INTO idempotency_records AS r (scope, route, key, request_hash, expires_at)
   VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))
   ON CONFLICT (scope, route, key) DO UPDATE
     SET request_hash = excluded.request_hash, status = NULL, headers = '{}'::jsonb, body = NULL,
         created_at = now(), expires_at = excluded.expires_at
   WHERE r.expires_at < now()
      OR (r.status IS NULL AND r.request_hash = excluded.request_hash AND r.created_at < now() - make_interval(secs => $6))
   RETURNING r.key`,
);
const completeKey = prepared(
  'idempotency_complete',
  `UPDATE idempotency_records SET status = $4, headers = $5::jsonb, body = $6
    WHERE scope = $1 AND route = $2 AND key = $3 AND status IS NULL`,
);

interface StoredRecord {
  request_hash: string;
  status: number | null;
  headers: Record<string, string>;
  body: string | null;
  [column: string]: unknown;
}

/**
 * Idempotency-Key support for the routes whose config says `idempotent: true` (applying to a job,
 * confirming a payment). The first response (status, body, content type and location) to a key
 * is kept in PostgreSQL (idempotency_records) for 24 hours, keyed by who asked, the route and the
 * key; a repeat of the same request on any instance gets that response without the work being
 * done again. The same key with another request is refused (422); a repeat while the first is
 * still running gets 409. Server errors (5xx) are not kept: the retry runs again. Requests
 * without the header are untouched. Registered after the session (the key's scope is the user)
 * and before compression (it stores the plain body).
 */
export const idempotencyPlugin = globalPlugin(async (app) => {
  app.decorateRequest('idempotencyRecord', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.idempotent !== true) return;
    const header = request.headers[idempotencyHeaderName];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header.join(',') : header;
    if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
      throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters', keyField('Use 1 to 255 visible ASCII characters, e.g. a UUID'));
    }
    const scope = scopeOf(request);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const hash = requestHash(request);
    const db = app.db;

    // Claim the key: a new row, or an expired one, or a first attempt that never finished.
    const claimed = await db.maybeOne(claimKey, [scope, route, key, hash, idempotencyHours, pendingTimeoutSeconds]);
    if (claimed) {
      request.idempotencyRecord = { scope, route, key };
      return;
    }
    const stored = await db.maybeOne<StoredRecord>(
      'SELECT request_hash, status, headers, body FROM idempotency_records WHERE scope = $1 AND route = $2 AND key = $3',
      [scope, route, key],
    );
    // Gone between the two statements only if the expired-records task raced us; the client may simply retry.
    if (!stored || stored.status === null) {
      if (stored && stored.request_hash !== hash) throw mismatch();
      reply.header('retry-after', '1');
      throw conflict('A request with this Idempotency-Key is still being handled; retry in a moment');
    }
    if (stored.request_hash !== hash) throw mismatch();
    for (const name of replayedHeaders) {
      const value = stored.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    reply.header('idempotent-replayed', 'true');
    return reply.code(stored.status).send(stored.body ?? undefined);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const record = request.idempotencyRecord;
    if (!record) return payload;
    request.idempotencyRecord = null;
    const params = [record.scope, record.route, record.key];
    try {
      if (reply.statusCode >= 500 || reply.statusCode === 429 || (payload !== null && payload !== undefined && typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        // Not a final answer (or a stream we cannot keep): free the key so a retry runs.
        await app.db.query('DELETE FROM idempotency_records WHERE scope = $1 AND route = $2 AND key = $3 AND status IS NULL', params);
        return payload;
      }
      const headers: Record<string, string> = {};
      for (const name of replayedHeaders) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const body = payload === null || payload === undefined ? null : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
      await app.db.query(completeKey, [...params, reply.statusCode, JSON.stringify(headers), body]);
    } catch (error) {
      // The response itself is fine; a retry without the record runs the work again (the routes
      // are idempotent-safe by their own rules, e.g. one application per job).
      request.log.error({ err: error }, 'keeping the idempotent response failed');
    }
    return payload;
  });
});

const mismatch = () =>
  new HttpError(
    422,
    errorCodes.E_VALIDATION,
    'This Idempotency-Key was already used for a different request; send a new key for a new request',
    keyField('Already used for a different request'),
  );
