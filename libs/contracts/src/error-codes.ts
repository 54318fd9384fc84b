// Apart from errors.ts's schemas: the API client branches on these on every page, which then
// needs neither zod nor the error body's schema until a request fails.

/** Machine-readable error codes; the UI branches on these, never on message text. */
export const errorCodes = {
  E_VALIDATION: 'E_VALIDATION',
  E_NOT_FOUND: 'E_NOT_FOUND',
  E_UNAUTHORIZED: 'E_UNAUTHORIZED',
  E_FORBIDDEN: 'E_FORBIDDEN',
  E_ACCOUNT_EXISTS: 'E_ACCOUNT_EXISTS',
  E_RATE_LIMITED: 'E_RATE_LIMITED',
  E_INTERNAL: 'E_INTERNAL',
  E_CONFLICT: 'E_CONFLICT',
  E_ROBOT_CHECK: 'E_ROBOT_CHECK',
  /** The CSRF header did not match the XSRF-TOKEN cookie; not a sign-out reason. */
  E_CSRF: 'E_CSRF',
  E_INVALID_CREDENTIALS: 'E_INVALID_CREDENTIALS',
  /** An e-mail link's key (verification or password reset) is unknown, used or expired. */
  E_INVALID_TOKEN: 'E_INVALID_TOKEN',
  /** A guest called an endpoint that needs a signed-in user. */
  E_NOT_SIGNED_IN: 'E_NOT_SIGNED_IN',
  /** A new job would duplicate an open job of the same startup (the body names it). */
  E_DUPLICATE_JOB: 'E_DUPLICATE_JOB',
  /** The service cannot answer for a moment (its database is unreachable): 503 with Retry-After; try again. */
  E_UNAVAILABLE: 'E_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
