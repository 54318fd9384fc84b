import type { FastifyRequest, FastifyServerOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's path carries a credential (a settings key, an invitation key, a checkout id): logs show its pattern only. */
    secretUrl?: boolean;
  }
}

// Query parameters that carry credentials somewhere in the API (callbacks, links).
const secretQueryKeys = new Set([
  'signature',
  'token',
  'code',
  'state',
  'resetkey',
  'key',
  'payment',
  'access_token',
  'accesstoken',
  'email-verification-key',
  'emailverificationkey',
  'emailchangekey',
  'confirmkey',
  'password',
]);

export const redacted = '[redacted]';

/** The request's URL as logs may show it: the route pattern for secret paths, and credential query values replaced. */
export function safeUrl(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  if (request.routeOptions?.config?.secretUrl && request.routeOptions.url) return request.routeOptions.url;
  const at = request.url.indexOf('?');
  if (at < 0) return request.url;
  const query = new URLSearchParams(request.url.slice(at + 1));
  for (const name of new Set(query.keys())) if (secretQueryKeys.has(name.toLowerCase())) query.set(name, redacted);
  return `${request.url.slice(0, at)}?${query.toString()}`;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The app's logger settings made safe: requests are logged as method, safe URL, host and client
 * address (never headers, so no cookie, session, CSRF token or authorisation), and should anyone
 * log headers anyway, pino redacts those paths.
 */
export function safeLoggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base: LoggerOptions = logger === true || logger === undefined ? {} : logger;
  return {
    ...base,
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: safeUrl(request), host: request.host, remoteAddress: request.ip }),
      ...(base as { serializers?: Record<string, unknown> }).serializers,
    },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]', 'headers.cookie', 'headers.authorization', 'headers["set-cookie"]'],
      censor: redacted,
    },
  } as LoggerOptions;
}
