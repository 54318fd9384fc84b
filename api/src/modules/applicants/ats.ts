import type {} from '@fastify/cookie';
import { atsConnectionSchema, type AtsConnection } from '@nordhub/contracts';
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import * as z from 'zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/db';
import { HttpError } from '../../http-errors';
import { requireCompanyManager } from '../../security/guards';
import { popupCallbackPage } from '../linkedin/callback-page';
import type { DevResourceClient } from '../linkedin/dev-provider';
import { authorizationRedirect, exchangeCodeWithScope, LinkedInError, newOAuthState } from '../linkedin/linkedin-client';
import type { LinkedInSetup } from '../linkedin/settings';
import { secureCookies } from '../../plugins/session';
import { siteOrigin } from '../../site-origin';

/** Where the applicant-tracking connection goes: a configured OAuth 2 provider, or the local one. */
export interface AtsSettings {
  kind: 'oauth' | 'dev';
  name: string;
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  /** Spec section 7: read jobs and write candidates. */
  scope: string;
}

export type AtsSetup = { settings: AtsSettings; devClient: DevResourceClient | null } | null;

export const atsCallbackPath = '/api/ats/callback';
export const atsStateCookie = 'nordhub.ats-state';
const devAtsResource = 'urn:nordhub:dev-ats';
export const devAtsScope = 'jobs:read candidates:write';

/**
 * The configured provider when ATS_CLIENT_ID, ATS_CLIENT_SECRET, ATS_AUTHORIZATION_URL and
 * ATS_TOKEN_URL are all set; otherwise, where the local OpenID provider runs (not production), a
 * client of it standing in; otherwise none (the settings say it is not configured).
 */
export function atsSetup(config: Pick<AppConfig, 'ats'>, linkedIn: LinkedInSetup): AtsSetup {
  const { ats } = config;
  if (ats.clientId && ats.clientSecret && ats.authorizationUrl && ats.tokenUrl) {
    return {
      settings: { kind: 'oauth', name: ats.name, clientId: ats.clientId, clientSecret: ats.clientSecret, authorizationUrl: ats.authorizationUrl, tokenUrl: ats.tokenUrl, scope: ats.scope },
      devClient: null,
    };
  }
  const devProvider = linkedIn?.devProvider;
  if (!linkedIn || !devProvider) return null;
  const clientId = 'nordhub-ats-dev';
  const clientSecret = randomBytes(24).toString('base64url');
  // The same origins (and the same loopback token URL) as the professional-network stand-in.
  const origins = new Set(devProvider.redirectUris.map((uri) => new URL(uri).origin));
  return {
    settings: {
      kind: 'dev',
      name: ats.name,
      clientId,
      clientSecret,
      authorizationUrl: `${devProvider.issuer}/auth`,
      tokenUrl: linkedIn.settings.tokenUrl,
      scope: devAtsScope,
    },
    devClient: {
      clientId,
      clientSecret,
      redirectUris: [...origins].map((origin) => `${origin}${atsCallbackPath}`),
      resource: devAtsResource,
      scope: devAtsScope,
    },
  };
}

interface ConnectionRow {
  provider: string;
  scope: string;
  connected_at: Date;
  [column: string]: unknown;
}

async function connectionOf(db: Db, companyId: string, settings: AtsSettings | null): Promise<AtsConnection> {
  const row = await db.maybeOne<ConnectionRow>('SELECT provider, scope, connected_at FROM company_ats_connections WHERE company_id = $1', [companyId]);
  return {
    configured: settings !== null,
    provider: settings?.name ?? row?.provider ?? null,
    connected: row !== null,
    scope: row?.scope ?? null,
    connectedAt: row?.connected_at.toISOString() ?? null,
  };
}

const keyParams = z.object({ key: z.string().min(1).max(200) });
const source = 'nordhub-ats';

/**
 * The applicant-tracking connection of a startup (spec sections 7 and 8): the status, the popup's
 * start (managers only) and callback (the code is exchanged on the server and the token stored
 * for the company; the browser never sees it), and disconnecting.
 */
export const atsRoutes: FastifyPluginAsyncZod<{ settings: AtsSettings | null }> = async (app, { settings }) => {
  app.get(
    '/companies/:key/ats',
    {
      schema: {
        tags: ['applicants'],
        summary: "The startup's applicant-tracking connection (managers and admins)",
        params: keyParams,
        response: { 200: atsConnectionSchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', 'private, no-store');
      return connectionOf(app.db, company.id, settings);
    },
  );

  app.delete(
    '/companies/:key/ats',
    { schema: { tags: ['applicants'], summary: 'Disconnect the applicant-tracking service', params: keyParams } },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      await app.db.query('DELETE FROM company_ats_connections WHERE company_id = $1', [company.id]);
      return reply.code(204).send();
    },
  );

  const page = (reply: FastifyReply, message: Parameters<typeof popupCallbackPage>[2], text: string) => {
    reply.type('text/html; charset=utf-8');
    reply.header('cache-control', 'no-store');
    return popupCallbackPage(reply.request.cspNonce, 'Applicant tracking', message, text);
  };

  app.get('/companies/:key/ats/start', { schema: { hide: true, params: keyParams } }, async (request, reply) => {
    // The popup shows a page, so refusals are told there (and to the opener) rather than as JSON.
    try {
      await requireCompanyManager(app.db, request, request.params.key);
    } catch (error) {
      if (error instanceof HttpError) return page(reply, { source, error: 'failed', description: error.message }, error.message);
      throw error;
    }
    if (!settings) {
      const description = 'No applicant-tracking service is set up on this site.';
      return page(reply, { source, error: 'failed', description }, description);
    }
    const state = newOAuthState();
    reply.setCookie(atsStateCookie, `${state}.${request.params.key}`, {
      path: '/api/ats',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(request),
      maxAge: 600,
    });
    return reply.redirect(authorizationRedirect(settings, `${siteOrigin(request)}${atsCallbackPath}`, state));
  });

  const callbackQuery = z.object({
    code: z.string().optional(),
    state: z.string().optional(),
    error: z.string().optional(),
  });

  app.get('/ats/callback', { schema: { hide: true, querystring: callbackQuery } }, async (request, reply) => {
    const { code, state, error } = request.query;
    const cookie = request.cookies[atsStateCookie] ?? '';
    reply.clearCookie(atsStateCookie, { path: '/api/ats' });
    if (error === 'access_denied') {
      return page(reply, { source, error: 'access_denied', description: 'The connection was cancelled.' }, 'The connection was cancelled. You can close this window.');
    }
    const [expected, key] = [cookie.slice(0, cookie.indexOf('.')), cookie.slice(cookie.indexOf('.') + 1)];
    const failed = (description: string) => page(reply, { source, error: 'failed', description }, description);
    if (error) return failed(`${settings?.name ?? 'The service'} could not connect. Please try again.`);
    if (!settings || !code || !state || !expected || state !== expected || !key) return failed('This connection link has expired. Please start again.');
    let company;
    try {
      company = await requireCompanyManager(app.db, request, key);
    } catch (refusal) {
      if (refusal instanceof HttpError) return failed(refusal.message);
      throw refusal;
    }
    try {
      const token = await exchangeCodeWithScope(settings, code, `${siteOrigin(request)}${atsCallbackPath}`);
      await app.db.query(
        `INSERT INTO company_ats_connections (company_id, provider, access_token, scope, expires_at, connected_by)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (company_id) DO UPDATE SET provider = EXCLUDED.provider, access_token = EXCLUDED.access_token, scope = EXCLUDED.scope,
           expires_at = EXCLUDED.expires_at, connected_by = EXCLUDED.connected_by, connected_at = now()`,
        [company.id, settings.name, token.accessToken, token.scope ?? settings.scope, new Date(token.expiresAt), company.user.userId],
      );
      return page(reply, { source, connected: true }, `Connected to ${settings.name}. You can close this window.`);
    } catch (cause) {
      request.log.warn({ err: cause }, 'applicant-tracking code exchange failed');
      if (cause instanceof LinkedInError && cause.rejected) {
        return page(reply, { source, error: 'access_denied', description: 'The service did not authorise the connection.' }, 'The service did not authorise the connection.');
      }
      return failed(`${settings.name} could not connect. Please try again.`);
    }
  });
};
