import { errorCodes, type ApiFieldError, type ErrorCode } from '@nordhub/contracts';

/**
 * An error a route or service throws on purpose; the error handler turns it into the contracts'
 * error body with this status and code.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: ApiFieldError[] | undefined;
  /** Seconds the caller should wait before trying again (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, fields?: ApiFieldError[], retryAfterSeconds?: number) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const badRequest = (message: string, fields?: ApiFieldError[]) =>
  new HttpError(400, errorCodes.E_VALIDATION, message, fields);
export const unauthorized = (message = 'Please log in') => new HttpError(401, errorCodes.E_UNAUTHORIZED, message);
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, errorCodes.E_FORBIDDEN, message);
export const notFound = (message = 'Not found') => new HttpError(404, errorCodes.E_NOT_FOUND, message);
export const conflict = (message: string) => new HttpError(409, errorCodes.E_CONFLICT, message);
