import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/db';
import { secureCookies } from '../../../plugins/session';
import { newToken, tokenHash } from '../../../security/tokens';
import type { AuthorizationChecks } from './oauth-client';

/** A popup flow has ten minutes from its start to its callback. */
const flowSeconds = 600;

export type OAuthFlowKind = 'linkedin' | 'ats';
export type SignInIntent = 'sign-in' | 'sign-up';

export interface OAuthFlow extends AuthorizationChecks {
  intent: SignInIntent | null;
  companyId: string | null;
  userId: string | null;
}

interface FlowRow {
  state: string;
  nonce: string | null;
  code_verifier: string;
  intent: SignInIntent | null;
  company_id: string | null;
  user_id: string | null;
  [column: string]: unknown;
}

/** The popup's cookie: a random value whose hash keys the flow row (the row holds the PKCE verifier and nonce). */
export interface FlowCookie {
  name: string;
  path: string;
}

/**
 * Keeps a started flow (state, nonce, PKCE verifier, intent) on the server and gives the popup a
 * cookie naming it. Only the browser that started the flow carries the cookie, so a callback
 * URL replayed elsewhere, or a flow's code delivered to another browser, finds nothing.
 */
export async function saveOAuthFlow(db: Db, request: FastifyRequest, reply: FastifyReply, cookie: FlowCookie, kind: OAuthFlowKind, flow: OAuthFlow): Promise<void> {
  const value = newToken();
  await db.query('DELETE FROM oauth_flows WHERE expires_at < now()');
  await db.query(
    `INSERT INTO oauth_flows (id, kind, state, nonce, code_verifier, intent, company_id, user_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))`,
    [tokenHash(value), kind, flow.state, flow.nonce, flow.codeVerifier, flow.intent, flow.companyId, flow.userId, flowSeconds],
  );
  reply.setCookie(cookie.name, value, { path: cookie.path, httpOnly: true, sameSite: 'lax', secure: secureCookies(request), maxAge: flowSeconds });
}

/** Takes the flow this browser started (used once: the row is deleted), or null; clears the cookie. */
export async function takeOAuthFlow(db: Db, request: FastifyRequest, reply: FastifyReply, cookie: FlowCookie, kind: OAuthFlowKind): Promise<OAuthFlow | null> {
  const value = request.cookies[cookie.name];
  reply.clearCookie(cookie.name, { path: cookie.path });
  if (!value) return null;
  const row = await db.maybeOne<FlowRow>(
    `DELETE FROM oauth_flows WHERE id = $1 AND kind = $2
     RETURNING state, nonce, code_verifier, intent, company_id, user_id, expires_at > now() AS live`,
    [tokenHash(value), kind],
  );
  if (!row || row.live !== true) return null;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, intent: row.intent, companyId: row.company_id, userId: row.user_id };
}

/** The port the app listens on now, or null before it listens (app.inject): for OAuthClient's loopback. */
export function listeningPort(app: Pick<FastifyInstance, 'server'>): () => number | null {
  return () => {
    const address = app.server.listening ? app.server.address() : null;
    return address && typeof address === 'object' ? address.port : null;
  };
}
