import type {} from '@fastify/cookie';
import { authErrorMessages, errorCodes } from '@nordhub/contracts';
import { HttpError } from '../http-errors';
import { newToken, sameSecret } from '../security/tokens';
import { isApiPath } from './error-handler';
import { globalPlugin } from './skip-override';

/** axios's default names: it copies the cookie into the header on same-origin requests. */
export const csrfCookieName = 'XSRF-TOKEN';
export const csrfHeaderName = 'x-xsrf-token';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const csrfError = () => new HttpError(403, errorCodes.E_CSRF, authErrorMessages.csrf);

/**
 * Double-submit CSRF protection. Every response to a request without the readable XSRF-TOKEN
 * cookie sets one; every state-changing /api request must echo it in X-XSRF-TOKEN. Another site
 * can make a browser send our cookies but cannot read them, so it cannot forge the header.
 * (SameSite=Lax on the session cookie is the first line; this covers same-site subdomains and
 * older browsers.) Needs @fastify/cookie; registered before any route, so its preHandler runs
 * before every route's own (rate limits included).
 */
export const csrfPlugin = globalPlugin(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[csrfCookieName];
    if (!cookie) {
      reply.setCookie(csrfCookieName, newToken(), {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
    }
  });
  // Checked just before the handler, the only place state changes: unknown routes still answer
  // 404, malformed bodies 400, and nothing a handler does runs without the matching header.
  app.addHook('preHandler', async (request) => {
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
