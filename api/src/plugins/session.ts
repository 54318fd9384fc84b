import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { recordAuditEvent, requestContext } from '../modules/operations/audit-log';
import { newToken, tokenHash } from '../security/tokens';
import { isApiPath } from './error-handler';
import { globalPlugin } from './skip-override';

/** The httpOnly cookie holding the session token (the database keeps only its hash). */
export const sessionCookieName = 'nordhub.sid';
/** Sessions live 30 days after the last use (sliding). */
export const sessionDays = 30;
// Refreshing the expiry on every request would write on every read; once an hour is enough.
const refreshAfterMinutes = 60;

/** Who is signed in on this request. */
export interface SessionUser {
  /** The session row's id (hash of the cookie token). */
  sessionId: string;
  userId: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. Loaded for /api requests only. */
    sessionUser: SessionUser | null;
  }
}

/**
 * Whether cookies carry `Secure`: always in production (even when a proxy ends TLS and
 * TRUST_PROXY is off, so the request looks like http), and on any https request.
 */
export function secureCookies(request: FastifyRequest): boolean {
  return request.server.config.production || request.protocol === 'https';
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(request),
    maxAge: sessionDays * 24 * 60 * 60,
  });
}

function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(sessionCookieName, { path: '/' });
}

/**
 * Signs the request's browser in as `userId`: a new server-side session row and the cookie.
 * Every way of signing in (password, sign-up, reset link, professional network) ends here. An
 * earlier session of this browser is ended first, so a planted cookie cannot be promoted.
 */
export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<SessionUser> {
  const previous = request.cookies[sessionCookieName];
  if (previous) await db.query('DELETE FROM sessions WHERE id = $1', [tokenHash(previous)]);
  const token = newToken();
  const sessionId = tokenHash(token);
  const row = await db.one<{ is_admin: boolean }>(
    `WITH created AS (
       INSERT INTO sessions (id, user_id, expires_at, user_agent)
       VALUES ($1, $2, now() + make_interval(days => $3), $4)
       RETURNING user_id
     )
     SELECT users.is_admin FROM users JOIN created ON created.user_id = users.id`,
    [sessionId, userId, sessionDays, (request.headers['user-agent'] ?? '').slice(0, 300) || null],
  );
  setSessionCookie(request, reply, token);
  request.sessionUser = { sessionId, userId, isAdmin: row.is_admin };
  // Every way of signing in ends here, so the audit log's sign-ins are complete (the route says which way).
  await recordAuditEvent(db, { event: 'sign-in', userId }, requestContext(request));
  return request.sessionUser;
}

/** Signs the browser out: removes the session row and clears the cookie. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[sessionCookieName];
  if (token) await db.query('DELETE FROM sessions WHERE id = $1', [tokenHash(token)]);
  clearSessionCookie(reply);
  request.sessionUser = null;
}

/** Ends every session of a user except, optionally, one (after a password change or reset). */
export async function endOtherSessions(db: Db, userId: string, keepSessionId: string | null): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2', [userId, keepSessionId]);
}

/**
 * Reads the session cookie on every /api request and sets request.sessionUser; an unknown or
 * expired token clears the cookie. Needs @fastify/cookie.
 */
export const sessionPlugin = globalPlugin(async (app) => {
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const token = request.cookies[sessionCookieName];
    if (!token) return;
    const sessionId = tokenHash(token);
    const row = await app.db.maybeOne<{ user_id: string; is_admin: boolean; stale: boolean }>(
      `SELECT sessions.user_id, users.is_admin,
              sessions.last_seen_at < now() - make_interval(mins => $2) AS stale
         FROM sessions JOIN users ON users.id = sessions.user_id
        WHERE sessions.id = $1 AND sessions.expires_at > now()`,
      [sessionId, refreshAfterMinutes],
    );
    if (!row) {
      clearSessionCookie(reply);
      return;
    }
    request.sessionUser = { sessionId, userId: row.user_id, isAdmin: row.is_admin };
    if (row.stale) {
      await app.db.query(
        `UPDATE sessions SET last_seen_at = now(), expires_at = now() + make_interval(days => $2) WHERE id = $1`,
        [sessionId, sessionDays],
      );
      setSessionCookie(request, reply, token);
    }
  });
});
