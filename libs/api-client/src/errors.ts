import { type ApiFieldError, type apiErrorSchema, errorCodes } from '@nordhub/contracts';
import { isRecord } from '@nordhub/domain';
import type { AxiosError } from 'axios';

/** axios's own test (its isAxiosError) without importing axios, which the client loads on first use. */
export const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** Codes the client itself assigns when no server error body exists. */
export const clientErrorCodes = {
  E_NETWORK: 'E_NETWORK',
  E_CANCELLED: 'E_CANCELLED',
  E_INVALID_RESPONSE: 'E_INVALID_RESPONSE',
  E_UNKNOWN: 'E_UNKNOWN',
} as const;

export const defaultErrorMessages = {
  network: 'Could not reach the server. Please check your connection and try again.',
  cancelled: 'The request was cancelled.',
  invalidResponse: 'The server sent an unexpected response.',
  notFound: 'The requested item could not be found.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You do not have access to this.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  server: 'Something went wrong on our side. Please try again.',
  /** A 503 without the API's own body (a proxy or load balancer in front said it). */
  unavailable: 'Nordhub is unavailable for a moment. Please try again shortly.',
  generic: 'Something went wrong. Please try again.',
} as const;

export type ApiClientErrorInit = {
  message: string;
  /** HTTP status; null when no response arrived (network failure, cancellation). */
  status: number | null;
  /** An `errorCodes` value from the server, or a `clientErrorCodes` value. */
  code: string;
  fields?: ApiFieldError[];
  /** The seconds the server asked to wait before trying again (its Retry-After), when it named them. */
  retryAfterSeconds?: number | null;
  original: unknown;
};

/** The one error shape every API call rejects with (the product spec's error catalogue). */
export class ApiClientError extends Error {
  readonly status: number | null;
  readonly code: string;
  readonly fields: ApiFieldError[];
  /** The seconds the server asked to wait before trying again (429, 503 with Retry-After); null when it named none. */
  readonly retryAfterSeconds: number | null;
  readonly original: unknown;

  constructor({ message, status, code, fields = [], retryAfterSeconds = null, original }: ApiClientErrorInit) {
    super(message);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
    this.original = original;
  }

  /** The message for one field (dot-joined path, e.g. "name.first"), if the server named it. */
  fieldMessage(path: string): string | undefined {
    return this.fields.find((field) => field.path === path)?.message;
  }
}

export const isApiClientError = (error: unknown): error is ApiClientError => error instanceof ApiClientError;

function codeForStatus(status: number): string {
  if (status === 400 || status === 422) return errorCodes.E_VALIDATION;
  if (status === 401) return errorCodes.E_UNAUTHORIZED;
  if (status === 403) return errorCodes.E_FORBIDDEN;
  if (status === 404) return errorCodes.E_NOT_FOUND;
  if (status === 409) return errorCodes.E_CONFLICT;
  if (status === 429) return errorCodes.E_RATE_LIMITED;
  if (status === 503) return errorCodes.E_UNAVAILABLE;
  return errorCodes.E_INTERNAL;
}

function messageForStatus(status: number): string {
  if (status === 401) return defaultErrorMessages.unauthorized;
  if (status === 403) return defaultErrorMessages.forbidden;
  if (status === 404) return defaultErrorMessages.notFound;
  if (status === 429) return defaultErrorMessages.rateLimited;
  if (status === 503) return defaultErrorMessages.unavailable;
  if (status >= 500) return defaultErrorMessages.server;
  return defaultErrorMessages.generic;
}

/** Retry-After in seconds (the API sends whole seconds; a date or anything else counts as none). */
function retryAfterOf(headers: unknown): number | null {
  const value = isRecord(headers) ? headers['retry-after'] : undefined;
  const seconds = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isFinite(seconds) ? seconds : null;
}

const messageOf = (data: unknown): string | undefined => {
  if (!isRecord(data)) return undefined;
  const { message } = data;
  return typeof message === 'string' && message.trim() ? message : undefined;
};

/**
 * Turns anything a request can throw into an ApiClientError: the server's error body when it
 * matches the contract, else what the status says, else a network error. The client passes the
 * contract's schema, which it loads with axios (client.ts); without one, a body's message is
 * still read.
 */
export function normalizeApiError(error: unknown, errorBodySchema?: typeof apiErrorSchema): ApiClientError {
  if (isApiClientError(error)) return error;

  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) {
      const cancelled = error.code === 'ERR_CANCELED';
      return new ApiClientError({
        message: cancelled ? defaultErrorMessages.cancelled : defaultErrorMessages.network,
        status: null,
        code: cancelled ? clientErrorCodes.E_CANCELLED : clientErrorCodes.E_NETWORK,
        original: error,
      });
    }
    const retryAfterSeconds = retryAfterOf(response.headers);
    const parsed = errorBodySchema?.safeParse(response.data);
    if (parsed?.success) {
      return new ApiClientError({
        message: parsed.data.message,
        status: response.status,
        code: parsed.data.code,
        fields: parsed.data.fields,
        retryAfterSeconds,
        original: error,
      });
    }
    // A body that is not the contract's shape (a proxy page, an older server) may still carry a message.
    return new ApiClientError({
      message: messageOf(response.data) ?? messageForStatus(response.status),
      status: response.status,
      code: codeForStatus(response.status),
      retryAfterSeconds,
      original: error,
    });
  }

  return new ApiClientError({
    message: error instanceof Error && error.message ? error.message : defaultErrorMessages.generic,
    status: null,
    code: clientErrorCodes.E_UNKNOWN,
    original: error,
  });
}
