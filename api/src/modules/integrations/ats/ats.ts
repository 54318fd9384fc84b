import type {} from '@fastify/cookie';
import { atsConnectionSchema, type AtsConnection } from '@nordhub/contracts';
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/db';
import { HttpError } from '../../../http-errors';
import { requireCompanyManager } from '../../../security/guards';
import { tokenSecretBox } from '../../../security/secret-box';
import { siteOrigin } from '../../../site-origin';
import { popupCallbackPage } from '../linkedin';
import type { DevResourceClient } from '../linkedin';
import { type OAuthClient, OAuthError, type OAuthClientSettings } from '../linkedin';
import { saveOAuthFlow, takeOAuthFlow, type FlowCookie } from '../linkedin';
import type { LinkedInSetup } from '../linkedin';
import { devAtsCandidatesPath } from '../linkedin';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';
import { companyKeyOf, deleteConnection, findConnection, sealedAccessToken, upsertConnection } from './queries';

/** Where the applicant-tracking connection goes: a configured OAuth 2 provider, or the local one. */
export interface AtsSettings extends OAuthClientSettings {
  kind: 'oauth' | 'dev';
  name: string;
  /** What the connection may do: read jobs and write candidates. */
  scope: string;
  /** Where a new application is POSTed as a candidate (ats/candidates.ts), with the startup's token. */
  candidatesUrl: string;
}

export type AtsSetup = { settings: AtsSettings; devClient: DevResourceClient | null } | null;

export const atsCallbackPath = '/api/ats/callback';
export const atsFlowCookie: FlowCookie = { name: 'nordhub.ats-flow', path: '/api/ats' };
const devAtsResource = 'urn:nordhub:dev-ats';
export const devAtsScope = 'jobs:read candidates:write';

/**
 * The configured provider when ATS_CLIENT_ID, ATS_CLIENT_SECRET, ATS_AUTHORIZATION_URL and
 * ATS_TOKEN_URL are all set; otherwise, where the local OpenID provider runs (not production), a
 * client of it standing in; otherwise none (the settings say it is not configured).
 */
export function atsSetup(config: Pick<AppConfig, 'ats'>, linkedIn: LinkedInSetup): AtsSetup {
  const { ats } = config;
  if (ats.clientId && ats.clientSecret && ats.authorizationUrl && ats.tokenUrl && ats.candidatesUrl) {
    return {
      settings: {
        kind: 'oauth',
        name: ats.name,
        clientId: ats.clientId,
        clientSecret: ats.clientSecret,
        server: { authorizationUrl: ats.authorizationUrl, tokenUrl: ats.tokenUrl },
        loopbackOrigin: null,
        scope: ats.scope,
        candidatesUrl: ats.candidatesUrl,
      },
      devClient: null,
    };
  }
  const devProvider = linkedIn?.devProvider;
  if (!linkedIn || !devProvider) return null;
  const clientId = 'nordhub-ats-dev';
  const clientSecret = randomBytes(24).toString('base64url');
  // The same origins (and the same loopback address) as the professional-network stand-in.
  const origins = new Set(devProvider.redirectUris.map((uri) => new URL(uri).origin));
  return {
    settings: {
      kind: 'dev',
      name: ats.name,
      clientId,
      clientSecret,
      server: { issuer: devProvider.issuer },
      loopbackOrigin: linkedIn.settings.loopbackOrigin,
      scope: devAtsScope,
      // The local provider's candidates endpoint (linkedin/dev-provider.ts), on the issuer's origin.
      candidatesUrl: `${new URL(devProvider.issuer).origin}${devAtsCandidatesPath}`,
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

async function connectionOf(db: Db, companyId: string, settings: AtsSettings | null): Promise<AtsConnection> {
  const row = await findConnection(db, companyId);
  return {
    configured: settings !== null,
    provider: settings?.name ?? row?.provider ?? null,
    connected: row !== null,
    scope: row?.scope ?? null,
    connectedAt: row?.connected_at.toISOString() ?? null,
  };
}

const source = 'nordhub-ats';

/**
 * The applicant-tracking connection of a startup : the status, the popup's
 * start (managers only) and callback (the code is exchanged on the server and the token stored
 * for the company; the browser never sees it), and disconnecting.
 */
export const atsRoutes: FastifyPluginAsyncZod<{ settings: AtsSettings | null; client: OAuthClient | null }> = async (app, { settings, client }) => {
  app.get(
    '/companies/:key/ats',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicants'],
        summary: "The startup's applicant-tracking connection (managers and admins)",
        params: keyParams,
        response: { 200: atsConnectionSchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      return connectionOf(app.db, company.id, settings);
    },
  );

  app.delete(
    '/companies/:key/ats',
    { config: { signedIn: true }, schema: { tags: ['applicants'], summary: 'Disconnect the applicant-tracking service', params: keyParams } },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      await deleteConnection(app.db, company.id);
      return reply.code(204).send();
    },
  );

  const page = (reply: FastifyReply, message: Parameters<typeof popupCallbackPage>[2], text: string) => {
    reply.type('text/html; charset=utf-8');
    reply.header('cache-control', cachePolicy.noStore);
    return popupCallbackPage(reply.request.cspNonce, 'Applicant tracking', message, text);
  };

  const redirectUri = (request: FastifyRequest) => `${siteOrigin(request)}${atsCallbackPath}`;

  app.get('/companies/:key/ats/start', { schema: { hide: true, params: keyParams } }, async (request, reply) => {
    // The popup shows a page, so refusals are told there (and to the opener) rather than as JSON.
    let company;
    try {
      company = await requireCompanyManager(app.db, request, request.params.key);
    } catch (error) {
      if (error instanceof HttpError) return page(reply, { source, error: 'failed', description: error.message }, error.message);
      throw error;
    }
    if (!settings || !client) {
      const description = 'No applicant-tracking service is set up on this site.';
      return page(reply, { source, error: 'failed', description }, description);
    }
    let started;
    try {
      started = await client.startAuthorization({ redirectUri: redirectUri(request), scope: settings.scope, openId: false });
    } catch (cause) {
      request.log.warn({ err: cause }, 'the applicant-tracking connection could not start');
      const description = `${settings.name} could not be reached. Please try again.`;
      return page(reply, { source, error: 'failed', description }, description);
    }
    await saveOAuthFlow(app.db, request, reply, atsFlowCookie, 'ats', { ...started.checks, intent: null, companyId: company.id, userId: company.user.userId });
    return reply.redirect(started.url);
  });

  const callbackQuery = z.object({
    code: z.string().optional(),
    state: z.string().optional(),
    error: z.string().optional(),
  });

  app.get('/ats/callback', { schema: { hide: true, querystring: callbackQuery } }, async (request, reply) => {
    const { error } = request.query;
    const flow = await takeOAuthFlow(app.db, request, reply, atsFlowCookie, 'ats');
    if (error === 'access_denied') {
      return page(reply, { source, error: 'access_denied', description: 'The connection was cancelled.' }, 'The connection was cancelled. You can close this window.');
    }
    const failed = (description: string) => page(reply, { source, error: 'failed', description }, description);
    if (error) return failed(`${settings?.name ?? 'The service'} could not connect. Please try again.`);
    if (!settings || !client || !flow?.companyId || request.query.state !== flow.state) return failed('This connection link has expired. Please start again.');
    // The browser that finishes is the manager who started, and still manages the startup.
    const company = await companyKeyOf(app.db, flow.companyId);
    if (!company || request.sessionUser?.userId !== flow.userId) return failed('This connection link has expired. Please start again.');
    try {
      await requireCompanyManager(app.db, request, company.key);
    } catch (refusal) {
      if (refusal instanceof HttpError) return failed(refusal.message);
      throw refusal;
    }
    try {
      const callbackUrl = new URL(`${redirectUri(request)}${request.url.slice(request.url.indexOf('?'))}`);
      const tokens = await client.finishAuthorization(callbackUrl, flow);
      await storeConnection(app.db, app.config.tokenEncryptionKey, {
        companyId: flow.companyId,
        provider: settings.name,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? null,
        scope: tokens.scope ?? settings.scope,
        expiresIn: tokens.expiresIn() ?? null,
        connectedBy: flow.userId,
      });
      return page(reply, { source, connected: true }, `Connected to ${settings.name}. You can close this window.`);
    } catch (cause) {
      request.log.warn({ err: cause }, 'applicant-tracking code exchange failed');
      if (cause instanceof OAuthError && cause.rejected) {
        return page(reply, { source, error: 'access_denied', description: 'The service did not authorise the connection.' }, 'The service did not authorise the connection.');
      }
      return failed(`${settings.name} could not connect. Please try again.`);
    }
  });
};

interface NewConnection {
  companyId: string;
  provider: string;
  accessToken: string;
  refreshToken: string | null;
  scope: string;
  /** Seconds the access token lives, when the provider says. */
  expiresIn: number | null;
  connectedBy: string | null;
}

/** The tokens are stored encrypted, bound to the company (a value copied to another row does not open). */
async function storeConnection(db: Db, configuredKey: string | undefined, connection: NewConnection) {
  const box = await tokenSecretBox(db, configuredKey);
  const context = `ats:${connection.companyId}`;
  await upsertConnection(db, {
    companyId: connection.companyId,
    provider: connection.provider,
    accessTokenSealed: box.seal(connection.accessToken, context),
    refreshTokenSealed: connection.refreshToken === null ? null : box.seal(connection.refreshToken, context),
    scope: connection.scope,
    expiresIn: connection.expiresIn,
    connectedBy: connection.connectedBy,
  });
}

/** The company's stored access token, decrypted (for calls to the applicant-tracking API); null when not connected. */
export async function atsAccessToken(db: Db, configuredKey: string | undefined, companyId: string): Promise<string | null> {
  const row = await sealedAccessToken(db, companyId);
  if (!row) return null;
  return (await tokenSecretBox(db, configuredKey)).open(row.access_token_encrypted, `ats:${companyId}`);
}
