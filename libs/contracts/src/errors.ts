import * as z from 'zod/mini';
import { errorCodes } from './error-codes';

export const errorCodeSchema = z.enum([
  errorCodes.E_VALIDATION,
  errorCodes.E_NOT_FOUND,
  errorCodes.E_UNAUTHORIZED,
  errorCodes.E_FORBIDDEN,
  errorCodes.E_ACCOUNT_EXISTS,
  errorCodes.E_RATE_LIMITED,
  errorCodes.E_INTERNAL,
  errorCodes.E_CONFLICT,
  errorCodes.E_ROBOT_CHECK,
  errorCodes.E_CSRF,
  errorCodes.E_INVALID_CREDENTIALS,
  errorCodes.E_INVALID_TOKEN,
  errorCodes.E_NOT_SIGNED_IN,
  errorCodes.E_DUPLICATE_JOB,
  errorCodes.E_UNAVAILABLE,
]);

/** One invalid field: `path` is dot-joined (e.g. "name.first"). */
export const apiFieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiFieldError = z.infer<typeof apiFieldErrorSchema>;

/**
 * Body of every non-2xx API response. `code` is a string (not the enum) so that a client
 * keeps working when the server adds a code; compare it against `errorCodes`.
 */
export const apiErrorSchema = z.object({
  statusCode: z.int(),
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.array(apiFieldErrorSchema)),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
