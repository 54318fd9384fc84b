import { clientErrorCodes, normalizeApiError } from '../errors';

export type DigestAction = 'subscribe' | 'update' | 'read settings';

/**
 * The product spec's error catalogue: failures of the digest subscribe, update and settings read are logged (and the
 * subscribe and update ones also returned to the caller, who shows them).
 */
export function logDigestError(action: DigestAction, error: unknown): void {
  const normalised = normalizeApiError(error);
  // A read cancelled because the page went away is not a failure.
  if (normalised.code === clientErrorCodes.E_CANCELLED) return;
  console.error(`Job digest ${action} failed: ${normalised.message}`, { status: normalised.status, code: normalised.code });
}
