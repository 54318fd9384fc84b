import { errorCodes } from '@nordhub/contracts';
import { isApiClientError } from '@nordhub/api-client';

/** The text shown when a 403 ends the session (the product spec's screens and routes, "Error page"). */
export const sessionExpiredMessage = 'Session expired, redirecting you to frontpage';

/**
 * The product spec's error catalogue: a 403 ends the session, except a refused CSRF check (a reload fixes that, the
 * session itself is fine).
 */
export function endsSession(error: unknown): boolean {
  return isApiClientError(error) && error.status === 403 && error.code !== errorCodes.E_CSRF;
}
