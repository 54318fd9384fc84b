import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { prepared, type Db } from '../db/db';
import { recordAuditEvent, requestContext } from '../modules/operations/audit-log';
import { newToken, tokenHash } from '../security/tokens';
import { isApiPath } from './error-handler';
import { ExpiringLru } from './expiring-lru';
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
  interface FastifyInstance {
    /** The sessions this instance looked up lately (see SessionCache). */
    sessionCache: SessionCache;
  }
}

/**
 * The sessions an instance looked up in the last `ttlMs` (decision 031): a signed-in reader's
 * requests in that time ask the database nothing about who they are. This instance forgets a
 * session the moment it ends here (sign-out, a new sign-in over it, a password change or reset
 * ending the others); another instance's ends show here within `ttlMs`, which is therefore kept to
 * a few seconds (SESSION_CACHE_TTL_MS, at most a minute). A session is never trusted past its own
 * expiry. Bounded: the least recently used go first beyond `maxEntries`.
 */
export class SessionCache {
  readonly #entries: ExpiringLru<string, SessionUser>;
  #ended = 0;

  constructor(
    readonly ttlMs: number,
    maxEntries = 20_000,
  ) {
    this.#entries = new ExpiringLru(maxEntries);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Moves on whenever a session is forgotten: a lookup begun before then may have read an ended session. */
  get generation(): number {
    return this.#ended;
  }

  /** The signed-in user of session `sessionId`, when this instance looked it up less than the TTL ago. */
  get(sessionId: string, now = Date.now()): SessionUser | null {
    const user = this.#entries.get(sessionId, now);
    // A copy: nothing a request does to its user reaches the next request's.
    return user ? { ...user } : null;
  }

  /**
   * Keeps `user` for the TTL, or until `expiresAt` when that is sooner; not when a session was
   * forgotten since `lookedUpAt` (the generation when its lookup began), which may have been this one.
   */
  set(user: SessionUser, expiresAt: Date, lookedUpAt = this.#ended, now = Date.now()): void {
    if (this.ttlMs <= 0 || lookedUpAt !== this.#ended) return;
    this.#entries.set(user.sessionId, user, Math.min(now + this.ttlMs, expiresAt.getTime()));
  }

  /** Forgets one session (it ended). */
  forget(sessionId: string): void {
    this.#ended += 1;
    this.#entries.delete(sessionId);
  }

  /** Forgets every session of `userId` but `keepSessionId` (the account's sessions ended, or its rights changed). */
  forgetUser(userId: string, keepSessionId: string | null = null): void {
    this.#ended += 1;
    this.#entries.deleteWhere((user, id) => user.userId === userId && id !== keepSessionId);
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
  if (previous) {
    await db.query('DELETE FROM sessions WHERE id = $1', [tokenHash(previous)]);
    request.server.sessionCache.forget(tokenHash(previous));
  }
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
  if (token) {
    await db.query('DELETE FROM sessions WHERE id = $1', [tokenHash(token)]);
    request.server.sessionCache.forget(tokenHash(token));
  }
  clearSessionCookie(reply);
  request.sessionUser = null;
}

/** Ends every session of a user except, optionally, one (after a password change or reset). */
export async function endOtherSessions(app: FastifyInstance, userId: string, keepSessionId: string | null): Promise<void> {
  await app.db.query('DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2', [userId, keepSessionId]);
  app.sessionCache.forgetUser(userId, keepSessionId);
}

const sessionLookup = prepared(
  'session_lookup',
  `SELECT sessions.user_id, users.is_admin, sessions.expires_at,
          sessions.last_seen_at < now() - make_interval(mins => $2) AS stale
     FROM sessions JOIN users ON users.id = sessions.user_id
    WHERE sessions.id = $1 AND sessions.expires_at > now()`,
);

/**
 * Reads the session cookie on every /api request and sets request.sessionUser; an unknown or
 * expired token clears the cookie. A session this instance looked up in the last
 * SESSION_CACHE_TTL_MS is taken from its SessionCache. Needs @fastify/cookie.
 */
export const sessionPlugin = globalPlugin(async (app) => {
  app.decorate('sessionCache', new SessionCache(app.config.sessionCacheTtlMs));
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const token = request.cookies[sessionCookieName];
    if (!token) return;
    const sessionId = tokenHash(token);
    const known = app.sessionCache.get(sessionId);
    if (known) {
      request.sessionUser = known;
      return;
    }
    const lookedUpAt = app.sessionCache.generation;
    const row = await app.db.maybeOne<{ user_id: string; is_admin: boolean; expires_at: Date; stale: boolean }>(sessionLookup, [sessionId, refreshAfterMinutes]);
    if (!row) {
      clearSessionCookie(reply);
      return;
    }
    request.sessionUser = { sessionId, userId: row.user_id, isAdmin: row.is_admin };
    let expiresAt = row.expires_at;
    if (row.stale) {
      const refreshed = await app.db.one<{ expires_at: Date }>(
        `UPDATE sessions SET last_seen_at = now(), expires_at = now() + make_interval(days => $2) WHERE id = $1 RETURNING expires_at`,
        [sessionId, sessionDays],
      );
      expiresAt = refreshed.expires_at;
      setSessionCookie(request, reply, token);
    }
    app.sessionCache.set({ ...request.sessionUser }, expiresAt, lookedUpAt);
  });
});
