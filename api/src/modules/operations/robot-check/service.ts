import type { RobotCheck } from '@nordhub/contracts';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/db';
import { sharedSecret } from '../../../security/app-secrets';

/** How long a browser has to solve and send an ALTCHA challenge. */
export const challengeMinutes = 10;

/** The robot check of the sign-up form: the self-hosted ALTCHA, or reCAPTCHA when configured. */
export interface RobotChecker {
  /** What GET /robot-check answers: a fresh challenge, or the reCAPTCHA site key. */
  describe(): Promise<RobotCheck>;
  /** Whether the answer (reCaptchaResponse) proves a human; an answer counts once. */
  verify(answer: string, remoteIp: string): Promise<boolean>;
}

const altchaPayloadSchema = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string().min(1).max(200),
  number: z.number().int().min(0),
  salt: z.string().min(1).max(500),
  signature: z.string().min(1).max(200),
});

/** The ALTCHA answer: base64 of JSON { algorithm, challenge, number, salt, signature }. */
function decodeAltchaPayload(answer: string) {
  try {
    return altchaPayloadSchema.parse(JSON.parse(Buffer.from(answer, 'base64').toString('utf8')));
  } catch {
    return null;
  }
}

function altchaChecker(db: Db, configuredKey: string | undefined, maxNumber: number): RobotChecker {
  // Unset ALTCHA_HMAC_KEY: one key kept in the database, so a challenge fetched from one
  // instance is accepted by any other.
  const signingKey = () => (configuredKey ? Promise.resolve(configuredKey) : sharedSecret(db, 'altcha-hmac'));
  return {
    async describe() {
      const challenge = await createChallenge({
        hmacKey: await signingKey(),
        maxnumber: maxNumber,
        expires: new Date(Date.now() + challengeMinutes * 60_000),
      });
      return { provider: 'altcha', challenge };
    },
    async verify(answer) {
      const payload = decodeAltchaPayload(answer);
      if (!payload) return false;
      // Checks the proof of work, our signature and the expiry inside the signed salt.
      if (!(await verifySolution(payload, await signingKey(), true))) return false;
      // A challenge without an expiry was not issued by describe(); refuse it rather than keep it forever.
      const expires = Number(new URLSearchParams(payload.salt.split('?')[1] ?? '').get('expires'));
      if (!Number.isFinite(expires) || expires <= 0) return false;
      // One use per challenge: the first insert wins, a replay finds the row.
      await db.query('DELETE FROM robot_check_solutions WHERE expires_at < now()');
      const stored = await db.maybeOne(
        `INSERT INTO robot_check_solutions (challenge, expires_at) VALUES ($1, to_timestamp($2))
         ON CONFLICT (challenge) DO NOTHING RETURNING challenge`,
        [payload.challenge, expires],
      );
      return stored !== null;
    },
  };
}

const siteVerifyResponseSchema = z.object({ success: z.boolean() });

function recaptchaChecker(settings: NonNullable<AppConfig['recaptcha']>, log: FastifyBaseLogger): RobotChecker {
  return {
    describe: async () => ({ provider: 'recaptcha', siteKey: settings.siteKey }),
    async verify(answer, remoteIp) {
      try {
        const response = await fetch(settings.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: settings.secretKey, response: answer, remoteip: remoteIp }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) {
          log.warn({ status: response.status }, 'reCAPTCHA verification answered with an error');
          return false;
        }
        const parsed = siteVerifyResponseSchema.safeParse(await response.json());
        // Google refuses a token it has seen before (timeout-or-duplicate), so replays fail there.
        return parsed.success && parsed.data.success;
      } catch (error) {
        log.warn({ err: error }, 'reCAPTCHA verification failed');
        return false;
      }
    },
  };
}

export function createRobotChecker(config: AppConfig, db: Db, log: FastifyBaseLogger): RobotChecker {
  return config.recaptcha ? recaptchaChecker(config.recaptcha, log) : altchaChecker(db, config.altcha.hmacKey, config.altcha.maxNumber);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sign-up robot check (ALTCHA or reCAPTCHA). */
    robotCheck: RobotChecker;
  }
}
