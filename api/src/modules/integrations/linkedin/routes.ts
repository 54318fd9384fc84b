import type {} from '@fastify/cookie';
import { authTexts, errorCodes, linkedInFeedStatusSchema, linkedInIntentSchema, linkedInTexts } from '@nordhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { App } from '../../../app-type';
import { forbidden, HttpError } from '../../../http-errors';
import { startSession } from '../../../plugins/session';
import { siteOrigin } from '../../../site-origin';
import { tokenHash } from '../../../security/tokens';
import { callbackPage, linkConfirmationPage, linkProblemPage, type LinkedInPopupMessage } from './callback-page';
import { OAuthClient, OAuthError } from './oauth-client';
import { listeningPort, saveOAuthFlow, takeOAuthFlow, type FlowCookie } from './oauth-flows';
import { findLinkToken } from './queries';
import { linkedInFeedPath } from './job-feed';
import { confirmLinkedInLink, linkedInFeedStatus, resolveLinkedInUser, type ProviderIdentity } from './service';
import { oauthClientSettings, type LinkedInSettings } from './settings';
import { keyParams, keySchema } from '../../../http/params';
import { requireCompanyManager } from '../../../security/guards';
import { cachePolicy } from '../../../plugins/cache-policy';

export const linkedInFlowCookie: FlowCookie = { name: 'nordhub.linkedin-flow', path: '/api/linkedin' };
const callbackPath = '/api/linkedin/callback';
const source = 'nordhub-linkedin';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The identity out of the verified ID token's subject and the userinfo answered for that subject. */
function identityOf(sub: string, claims: Record<string, unknown>): ProviderIdentity {
  const email = text(claims.email).trim().toLowerCase();
  const [first = '', ...rest] = text(claims.name).split(' ');
  return {
    sub,
    email: email === '' ? null : email,
    emailVerified: claims.email_verified === true,
    firstName: (text(claims.given_name) || first).slice(0, 50),
    lastName: (text(claims.family_name) || rest.join(' ')).slice(0, 50),
  };
}

/**
 * The professional-network sign-in as an OpenID Connect client (openid-client): /api/linkedin/start
 * keeps the flow's state, nonce, PKCE verifier and intent on the server and sends the popup to the
 * provider; /api/linkedin/callback checks the answer, exchanges the code, verifies the ID token,
 * signs the person in on this response and tells the opener only the outcome. The mailed link
 * (/api/linkedin/link) confirms linking the identity to an account whose e-mail it claims.
 */
export async function linkedInPopupRoutes(app: App, { settings }: { settings: LinkedInSettings }) {
  const client = new OAuthClient(oauthClientSettings(settings), listeningPort(app));
  const page = (request: FastifyRequest, reply: FastifyReply, message: LinkedInPopupMessage) => {
    reply.type('text/html; charset=utf-8').header('cache-control', cachePolicy.noStore);
    return callbackPage(request.cspNonce, message);
  };
  const failed = (description: string): LinkedInPopupMessage => ({ source, error: 'failed', description });

  app.get(
    '/linkedin/start',
    { schema: { hide: true, querystring: z.object({ intent: z.enum(linkedInIntentSchema.options).default('sign-in') }) } },
    async (request, reply) => {
      let started;
      try {
        started = await client.startAuthorization({ redirectUri: `${siteOrigin(request)}${callbackPath}`, scope: settings.scope, openId: true });
      } catch (cause) {
        request.log.warn({ err: cause }, 'LinkedIn sign-in could not start');
        return page(request, reply, failed(linkedInTexts.failed));
      }
      await saveOAuthFlow(app.db, request, reply, linkedInFlowCookie, 'linkedin', { ...started.checks, intent: request.query.intent, companyId: null, userId: null });
      return reply.redirect(started.url);
    },
  );

  const callbackQuery = z.object({
    code: z.string().optional(),
    state: z.string().optional(),
    error: z.string().optional(),
    error_description: z.string().optional(),
  });

  app.get(
    '/linkedin/callback',
    { schema: { hide: true, querystring: callbackQuery } },
    async (request, reply) => {
      // Whatever the answer, the flow is used up.
      const flow = await takeOAuthFlow(app.db, request, reply, linkedInFlowCookie, 'linkedin');
      const { error } = request.query;
      if (error) {
        const denied = error === 'access_denied' || error === 'user_cancelled_login' || error === 'user_cancelled_authorize';
        return page(request, reply, denied ? { source, error: 'access_denied', description: linkedInTexts.cancelled } : failed(linkedInTexts.failed));
      }
      // openid-client checks the state too; a mismatch here is the usual stale or foreign link.
      if (!flow || request.query.state !== flow.state) return page(request, reply, failed(linkedInTexts.expired));

      let identity: ProviderIdentity;
      try {
        const callbackUrl = new URL(`${siteOrigin(request)}${callbackPath}${request.url.slice(request.url.indexOf('?'))}`);
        const tokens = await client.finishAuthorization(callbackUrl, flow);
        const claims = tokens.claims();
        if (!claims) throw new OAuthError('The provider sent no ID token', true);
        const userInfo = await client.userInfo(tokens.access_token, claims.sub);
        identity = identityOf(claims.sub, { ...claims, ...userInfo });
      } catch (cause) {
        request.log.warn({ err: cause }, 'LinkedIn sign-in refused');
        return page(request, reply, failed(linkedInTexts.failed));
      }

      const outcome = await resolveLinkedInUser(app.db, app.mailer, identity, {
        allowRegistration: flow.intent === 'sign-up' && !app.config.disableSignUp,
        origin: siteOrigin(request),
      });
      switch (outcome.kind) {
        case 'signed-in':
        case 'signed-up':
          // The popup shares the opener's cookies (same origin): the session starts here.
          await startSession(app.db, request, reply, outcome.userId);
          return page(request, reply, { source, outcome: outcome.kind, message: outcome.kind === 'signed-in' ? linkedInTexts.signedIn : linkedInTexts.signedUp });
        case 'no-account':
          return page(request, reply, { source, outcome: 'no-account', message: authTexts.noAccountYet });
        case 'confirm-by-email':
          return page(request, reply, { source, outcome: 'confirm-by-email', message: linkedInTexts.confirmByEmail });
        case 'linked-elsewhere':
          return page(request, reply, failed(linkedInTexts.linkedElsewhere));
      }
    },
  );

  const linkQuery = z.object({ key: keySchema });
  const htmlPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', cachePolicy.noStore).send(html);

  app.get('/linkedin/link', { config: { secretUrl: true }, schema: { hide: true, querystring: linkQuery } }, async (request, reply) => {
    const token = await findLinkToken(app.db, tokenHash(request.query.key));
    // A page for people either way: an old or mistyped link says so.
    if (!token) return htmlPage(reply, 200, linkProblemPage(linkedInTexts.linkInvalid));
    return htmlPage(reply, 200, linkConfirmationPage(token.email, `/api/linkedin/link?key=${encodeURIComponent(request.query.key)}`));
  });

  // The page's form posts no fields (the key is in its URL): its body is read and ignored. The
  // parser is this plugin's own, so no other route takes form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  // The key in the URL is the credential (like a reset link); the form on the page above posts it.
  app.post('/linkedin/link', { config: { csrfExempt: true, secretUrl: true }, schema: { hide: true, querystring: linkQuery } }, async (request, reply) => {
    // Only this site's own page may press the button: another site must not sign a browser in.
    const from = request.headers.origin;
    if (from !== undefined && from !== siteOrigin(request) && from !== `${request.protocol}://${request.host}`) {
      throw forbidden('This link can only be used from its own page');
    }
    const userId = await confirmLinkedInLink(app.db, request.query.key);
    if (!userId) throw new HttpError(400, errorCodes.E_INVALID_TOKEN, linkedInTexts.linkInvalid);
    await startSession(app.db, request, reply, userId);
    return reply.redirect('/', 303);
  });
}

/** GET /companies/{key}/linkedin-feed: the URL to register with LinkedIn and LinkedIn's last fetch of it. */
export const linkedInFeedStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:key/linkedin-feed',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: "The LinkedIn job feed URL and when LinkedIn last fetched it with how many of the startup's jobs (managers and admins)",
        params: keyParams,
        response: { 200: linkedInFeedStatusSchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      return linkedInFeedStatus(app.db, company.id, `${siteOrigin(request)}${linkedInFeedPath}`);
    },
  );
};
