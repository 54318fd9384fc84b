import { normalizeApiError } from '../errors';

export type DigestAction = 'subscribe' | 'update' | 'read settings';

/**
 * Spec section 8: failures of the digest subscribe, update and settings read are logged (and the
 * subscribe and update ones also returned to the caller, who shows them).
 */
export function logDigestError(action: DigestAction, error: unknown): void {
  const normalised = normalizeApiError(error);
  console.error(`Job digest ${action} failed: ${normalised.message}`, { status: normalised.status, code: normalised.code });
}
