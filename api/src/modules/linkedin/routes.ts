import type {} from '@fastify/cookie';
import { authorizeWithLinkedInResponseSchema, authorizeWithLinkedInSchema, errorCodes } from '@nordhub/contracts';
import * as z from 'zod';
import type { App } from '../../app';
import { HttpError } from '../../http-errors';
import { attemptsPerMinute } from '../../plugins/rate-limits';
import { secureCookies, startSession } from '../../plugins/session';
import { siteOrigin } from '../../site-origin';
import { loadUser } from '../users/service';
import { callbackPage } from './callback-page';
import { authorizationRedirect, exchangeCode, fetchIdentity, LinkedInError, newOAuthState, type LinkedInSettings } from './linkedin-client';
import { resolveLinkedInUser } from './service';

export const linkedInStateCookie = 'nordhub.linkedin-state';
const callbackPath = '/api/linkedin/callback';


/**
 * The popup's side of the professional-network sign-in: /api/linkedin/start sends the popup to
 * the provider with a one-time state; /api/linkedin/callback checks it, exchanges the code for
 * an access token on the server and hands the token to the opener.
 */
export async function linkedInPopupRoutes(app: App, { settings }: { settings: LinkedInSettings }) {
  app.get('/linkedin/start', { schema: { hide: true } }, async (request, reply) => {
    const state = newOAuthState();
    reply.setCookie(linkedInStateCookie, state, {
      path: '/api/linkedin',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(request),
      maxAge: 600,
    });
    return reply.redirect(authorizationRedirect(settings, `${siteOrigin(request)}${callbackPath}`, state));
  });

  const callbackQuery = z.object({
    code: z.string().optional(),
    state: z.string().optional(),
    error: z.string().optional(),
    error_description: z.string().optional(),
  });

  app.get('/linkedin/callback', { schema: { hide: true, querystring: callbackQuery } }, async (request, reply) => {
    const { code, state, error } = request.query;
    const expected = request.cookies[linkedInStateCookie];
    reply.clearCookie(linkedInStateCookie, { path: '/api/linkedin' });
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (error) {
      const denied = error === 'access_denied' || error === 'user_cancelled_login' || error === 'user_cancelled_authorize';
      return callbackPage(request.cspNonce, {
        source: 'nordhub-linkedin',
        error: denied ? 'access_denied' : 'failed',
        description: denied ? 'The LinkedIn sign-in was cancelled.' : 'LinkedIn could not sign you in. Please try again.',
      });
    }
    if (!code || !state || !expected || state !== expected) {
      return callbackPage(request.cspNonce, {
        source: 'nordhub-linkedin',
        error: 'failed',
        description: 'This LinkedIn sign-in link has expired. Please start again.',
      });
    }
    try {
      const token = await exchangeCode(settings, code, `${siteOrigin(request)}${callbackPath}`);
      return callbackPage(request.cspNonce, { source: 'nordhub-linkedin', ...token });
    } catch (cause) {
      request.log.warn({ err: cause }, 'LinkedIn code exchange failed');
      const rejected = cause instanceof LinkedInError && cause.rejected;
      return callbackPage(request.cspNonce, {
        source: 'nordhub-linkedin',
        error: rejected ? 'access_denied' : 'failed',
        description: 'LinkedIn could not sign you in. Please try again.',
      });
    }
  });
}

/**
 * POST /api/users/authorize-with-linkedin: signs in (or, when allowed, registers) the person the
 * access token belongs to. `user` is null when no account exists and registration was not
 * allowed (or sign-up is disabled), so the client can say 'please signup first'.
 */
export async function linkedInAuthorizeRoutes(app: App, { settings }: { settings: LinkedInSettings | null }) {
  app.post(
    '/users/authorize-with-linkedin',
    {
      config: attemptsPerMinute(app.config.rateLimits.signIn),
      schema: {
        tags: ['users'],
        summary: 'Sign in with the professional network (LinkedIn)',
        body: authorizeWithLinkedInSchema,
        response: { 200: authorizeWithLinkedInResponseSchema },
      },
    },
    async (request, reply) => {
      if (!settings) throw new HttpError(404, errorCodes.E_NOT_FOUND, 'LinkedIn sign-in is not configured on this site');
      let identity;
      try {
        identity = await fetchIdentity(settings, request.body.accessToken);
      } catch (cause) {
        if (cause instanceof LinkedInError && cause.rejected) {
          throw new HttpError(401, errorCodes.E_UNAUTHORIZED, 'LinkedIn did not accept the sign-in. Please try again.');
        }
        request.log.warn({ err: cause }, 'LinkedIn userinfo failed');
        throw new HttpError(502, errorCodes.E_INTERNAL, 'LinkedIn could not be reached. Please try again in a moment.');
      }
      const allowRegistration = request.body.allowRegistration && !app.config.disableSignUp;
      const outcome = await resolveLinkedInUser(app.db, identity, allowRegistration);
      if (!outcome.userId) return { user: null, found: false, created: false };
      await startSession(app.db, request, reply, outcome.userId);
      return { user: await loadUser(app.db, outcome.userId), found: outcome.found, created: outcome.created };
    },
  );
}
