import type {} from '@fastify/cookie';
import { authErrorMessages, csrfCookieName, csrfHeaderName, errorCodes } from '@nordhub/contracts';
import { HttpError } from '../http-errors';
import { newToken, sameSecret } from '../security/tokens';
import { isApiPath } from './error-handler';
import { globalPlugin } from './skip-override';
import { secureCookies } from './session';


const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const csrfError = () => new HttpError(403, errorCodes.E_CSRF, authErrorMessages.csrf);

/**
 * Double-submit CSRF protection. Every response to a request without the readable XSRF-TOKEN
 * cookie sets one; every state-changing /api request must echo it in X-XSRF-TOKEN. Another site
 * can make a browser send our cookies but cannot read them, so it cannot forge the header.
 * (SameSite=Lax on the session cookie is the first line; this covers same-site subdomains and
 * older browsers.) Needs @fastify/cookie; registered before any route, so its check runs before
 * every route's validation and preHandlers (rate limits included).
 */
export const csrfPlugin = globalPlugin(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[csrfCookieName];
    if (!cookie) {
      reply.setCookie(csrfCookieName, newToken(), {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: secureCookies(request),
      });
    }
  });
  // Checked once the route is known and before the body is validated: unknown routes still answer
  // 404, but a forged request learns nothing from validation messages, and no rate-limit counter,
  // idempotency record or handler runs without the matching header (so one rule covers every
  // route: api/src/plugins/csrf.test.ts sends each one without the header).
  app.addHook('preValidation', async (request) => {
    // Only real API routes: an unknown path (no route, or the SPA fallback) answers its 404.
    const route = request.routeOptions.url;
    if (safeMethods.has(request.method) || !route || !isApiPath(route)) return;
    // A route may opt out when its URL carries its own secret (the digest one-click unsubscribe).
    if (request.routeOptions.config.csrfExempt === true) return;
    const cookie = request.cookies[csrfCookieName];
    const header = request.headers[csrfHeaderName];
    if (!cookie || typeof header !== 'string' || !sameSecret(header, cookie)) throw csrfError();
  });
});
