import { errorCodes } from '@nordhub/contracts';
import { isApiClientError } from '@nordhub/api-client';

/** The text shown when a 403 ends the session (spec section 2, "Error page"). */
export const sessionExpiredMessage = 'Session expired, redirecting you to frontpage';

/**
 * Spec section 8: a 403 ends the session, except a refused CSRF check (a reload fixes that, the
 * session itself is fine).
 */
export function endsSession(error: unknown): boolean {
  return isApiClientError(error) && error.status === 403 && error.code !== errorCodes.E_CSRF;
}
