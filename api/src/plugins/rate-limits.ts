import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { authErrorMessages, errorCodes } from '@nordhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { prepared, type Db } from '../db/db';
import { HttpError } from '../http-errors';

export const rateLimitedError = () => new HttpError(429, errorCodes.E_RATE_LIMITED, authErrorMessages.rateLimited);

/** What @fastify/rate-limit hands a store's `child` at run time (its types say RouteOptions). */
type ChildOptions = { routeInfo?: { method?: unknown; url?: string } };

/**
 * Counts hits in PostgreSQL (table rate_limit_hits), so every instance on the database shares
 * one counter per client. One atomic upsert per hit: a new key or an ended window starts at 1,
 * otherwise the count goes up; the row's remaining time is the window's. Ended windows are
 * deleted by the expired-records task (scheduling/expired-records.ts), not on a request.
 */
// Every limited request counts with it: prepared.
const countHit = prepared(
  'rate_limit_hit',
  `INSERT INTO rate_limit_hits AS r (key, hits, resets_at)
   VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
   ON CONFLICT (key) DO UPDATE SET
     hits = CASE WHEN r.resets_at <= now() THEN 1 ELSE r.hits + 1 END,
     resets_at = CASE WHEN r.resets_at <= now() THEN excluded.resets_at ELSE r.resets_at END
   RETURNING r.hits, greatest(0, ceil(extract(epoch FROM r.resets_at - now()) * 1000))::integer AS ttl`,
);

export function postgresRateLimitStore(db: Db) {
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      db.one<{ hits: number; ttl: number }>(countHit, [prefix + key, timeWindow])
        .then((row) => callback(null, { current: row.hits, ttl: row.ttl }))
        // The original stays the cause: the error handler tells an unreachable database (503) by it.
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error), { cause: error })));
    },
    // One namespace per route, as the Redis store does: sign-in and sign-up count apart.
    child: (routeOptions) => {
      const { routeInfo } = routeOptions as unknown as ChildOptions;
      return store(`${String(routeInfo?.method ?? '')} ${routeInfo?.url ?? ''}|`);
    },
  });
  // @fastify/rate-limit builds the store with `new Store(options)`; a constructor that returns an
  // object yields that object.
  return function PostgresRateLimitStore() {
    return store('');
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Registers @fastify/rate-limit for the routes of this scope that ask for it (none by default).
 * Counters are shared by every instance: in Redis when REDIS_URL is set, else in PostgreSQL
 * (rate_limit_hits). A store that cannot be reached fails the request (500; 503 with Retry-After
 * when it is the database that is down) rather than let guesses through unlimited.
 */
export async function registerRateLimits(app: FastifyInstance) {
  const common = {
    global: false,
    // After validation: the key may use the parsed body (sign-in counts per IP and e-mail).
    hook: 'preHandler' as const,
    errorResponseBuilder: () => rateLimitedError(),
  };
  const { redisUrl } = app.config;
  if (redisUrl) {
    // Fail fast when Redis is down instead of queueing commands while the request waits.
    // Loaded only when configured: most instances count in PostgreSQL.
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 5_000, enableOfflineQueue: true });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await app.register(fastifyRateLimit, { ...common, redis, nameSpace: 'nordhub:rate-limit:' });
    return;
  }
  await app.register(fastifyRateLimit, { ...common, store: postgresRateLimitStore(app.db) });
}

/**
 * Route config for "at most `max` attempts per minute per client IP", or per IP and whatever
 * `key` adds (e.g. the e-mail tried).
 */
export function attemptsPerMinute(max: number, key?: (request: FastifyRequest) => string) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => (key ? `${request.ip}|${key(request)}` : request.ip),
    },
  };
}

/**
 * A second limit on a route, with its own counter: at most `max` attempts a minute per
 * `key(request)` whatever the address (e.g. per account tried), 429 with Retry-After beyond.
 * A preHandler to list in the route's options; `name` keeps its counters apart from the route's
 * own per-IP limit. Register the route where registerRateLimits ran.
 */
export function attemptsPerMinutePerKey(app: FastifyInstance, name: string, max: number, key: (request: FastifyRequest) => string) {
  const limiter = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (request) => `${name}|${key(request)}` });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw rateLimitedError();
    }
  };
}
