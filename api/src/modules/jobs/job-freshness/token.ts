import { JOB_CONFIRMATION_LINK_DAYS } from '@nordhub/domain';
import { createHmac } from 'node:crypto';
import type { Db } from '../../../db/db';
import { sameSecret } from '../../../security/tokens';
import { sharedSecret } from '../../../security/app-secrets';

/**
 * The signed, expiring token of a reminder's confirmation link: `{expires}.{signature}`, where
 * `expires` is the link's end in seconds since 1970 and the signature an HMAC-SHA256 of the job
 * id and that time under a key kept in the database (app_secrets), so links survive restarts
 * and work on every instance. It can only confirm that one job, and only until it expires.
 */

const SECRET_NAME = 'job-confirm-open';

/** The signing key, created once per database and read once per process. */
const signingKey = (db: Db) => sharedSecret(db, SECRET_NAME);

const signature = (key: string, jobId: string, expires: number) =>
  createHmac('sha256', key).update(`confirm-open|${jobId.toLowerCase()}|${expires}`, 'utf8').digest('base64url');

/** A token confirming job `jobId`, valid JOB_CONFIRMATION_LINK_DAYS from `now`. */
export async function confirmationToken(db: Db, jobId: string, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + JOB_CONFIRMATION_LINK_DAYS * 86_400;
  return `${expires}.${signature(await signingKey(db), jobId, expires)}`;
}

export type TokenCheck = 'valid' | 'invalid' | 'expired';

/** Whether `token` confirms job `jobId` at `now`. The signature is checked before the date. */
export async function checkConfirmationToken(db: Db, jobId: string, token: string, now: Date): Promise<TokenCheck> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const expires = Number(match[1]);
  if (!sameSecret(match[2] ?? '', signature(await signingKey(db), jobId, expires))) return 'invalid';
  return expires * 1000 > now.getTime() ? 'valid' : 'expired';
}
