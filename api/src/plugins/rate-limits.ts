import fastifyRateLimit from '@fastify/rate-limit';
import { authErrorMessages, errorCodes } from '@nordhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors';

export const rateLimitedError = () => new HttpError(429, errorCodes.E_RATE_LIMITED, authErrorMessages.rateLimited);

/**
 * Registers @fastify/rate-limit for the routes of this scope that ask for it (none by default).
 * Counters live in this process's memory: with several instances each counts on its own, which
 * still caps guessing; a shared store (Redis) can be plugged in here later.
 */
export async function registerRateLimits(app: FastifyInstance) {
  await app.register(fastifyRateLimit, {
    global: false,
    // After validation: the key may use the parsed body (sign-in counts per IP and e-mail).
    hook: 'preHandler',
    errorResponseBuilder: () => rateLimitedError(),
  });
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
