import { errorCodes, type ApiError, type ApiFieldError, type ErrorCode } from '@nordhub/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { causedByUnavailableDatabase } from '../db/unavailable';
import { HttpError } from '../http-errors';
import { auditRequest } from '../modules/operations/audit-log';
import { globalPlugin } from './skip-override';

/** What a caller is told while the database cannot be reached (the API itself is up). */
export const unavailableMessage = 'Nordhub is unavailable for a moment. Please try again shortly.';
/** Seconds a client should wait before retrying a 503 (Retry-After). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const codeByStatus: Record<number, ErrorCode> = {
  400: errorCodes.E_VALIDATION,
  401: errorCodes.E_UNAUTHORIZED,
  403: errorCodes.E_FORBIDDEN,
  404: errorCodes.E_NOT_FOUND,
  409: errorCodes.E_CONFLICT,
  429: errorCodes.E_RATE_LIMITED,
};

// PostgreSQL errors that can only come from a value the client sent (a malformed id, a date out
// of range...): these are the caller's mistake, not a server fault.
const badInputSqlStates = new Set(['22P02', '22007', '22008', '22003', '22001', '2201X', '2201W']);

function fieldsFromIssues(issues: readonly z.core.$ZodIssue[], fallback: string): ApiFieldError[] {
  return issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join('.') : fallback,
    message: issue.message,
  }));
}

/** "Invalid request: path: message; ..." — every validation error names its fields this way. */
export function validationMessage(fields: ApiFieldError[]): string {
  return `Invalid request: ${fields.map((field) => `${field.path}: ${field.message}`).join('; ')}`;
}

function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Maps any thrown value to the contracts' error body. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    const fields = error.validation.map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
      return { path: path || context, message: issue.message ?? 'Invalid value' };
    });
    return { statusCode: 400, code: errorCodes.E_VALIDATION, message: validationMessage(fields), fields };
  }
  if (error instanceof z.ZodError) {
    const fields = fieldsFromIssues(error.issues, 'body');
    return { statusCode: 400, code: errorCodes.E_VALIDATION, message: validationMessage(fields), fields };
  }
  if (isResponseSerializationError(error)) {
    return { statusCode: 500, code: errorCodes.E_INTERNAL, message: 'Something went wrong' };
  }
  // Before the SQLSTATE rules: an outage is nobody's mistake and passes; the caller retries.
  if (causedByUnavailableDatabase(error)) {
    return { statusCode: 503, code: errorCodes.E_UNAVAILABLE, message: unavailableMessage };
  }
  const state = sqlState(error);
  if (state && badInputSqlStates.has(state)) {
    return { statusCode: 400, code: errorCodes.E_VALIDATION, message: `Invalid value: ${(error as Error).message}` };
  }
  if (state === '23505') {
    return { statusCode: 409, code: errorCodes.E_CONFLICT, message: 'This already exists' };
  }
  // Fastify's own client errors (malformed JSON, wrong content type, body too large...).
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      statusCode: status,
      code: codeByStatus[status] ?? errorCodes.E_VALIDATION,
      message: fastifyError.message || 'Bad request',
    };
  }
  return { statusCode: 500, code: errorCodes.E_INTERNAL, message: 'Something went wrong' };
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export function notFoundBody(request: FastifyRequest): ApiError {
  const path = request.url.split('?')[0] ?? request.url;
  return { statusCode: 404, code: errorCodes.E_NOT_FOUND, message: `Route ${request.method} ${path} not found` };
}

function sendError(reply: FastifyReply, body: ApiError) {
  if (body.code === errorCodes.E_UNAVAILABLE) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  // Error bodies go out as plain JSON, never through a route's success serializer.
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * Every error becomes `{ statusCode, code, message, fields? }` (contracts' apiErrorSchema):
 * validation failures are 400 E_VALIDATION naming each field and rule, unknown routes 404 JSON,
 * and only genuine server faults are 500 (logged, without leaking internals).
 */
export const errorHandlerPlugin = globalPlugin(async (app) => {
  app.setErrorHandler(async (error, request, reply) => {
    const body = toApiError(error);
    if (body.code === errorCodes.E_UNAVAILABLE) {
      // One line per request while the database is down, without the stack of each.
      request.log.warn({ err: { message: (error as Error).message, code: (error as { code?: unknown }).code } }, 'database unavailable');
    } else if (body.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ statusCode: body.statusCode, code: body.code }, body.message);
    }
    // Every refusal passes here (the guards throw, so do CSRF and signature checks): one place
    // writes them all to the audit log. A failed write must not turn the refusal into a 500.
    if (body.statusCode === 403) {
      await auditRequest(request, { event: 'permission-refused', detail: { code: body.code, message: body.message } }).catch((cause: unknown) =>
        request.log.error({ err: cause }, 'could not write the audit log'),
      );
    }
    if (error instanceof HttpError && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return sendError(reply, body);
  });
  app.setNotFoundHandler((request, reply) => sendError(reply, notFoundBody(request)));
});
