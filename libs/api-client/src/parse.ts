import type { AxiosResponse } from 'axios';
import * as z from 'zod/mini';
import { ApiClientError, clientErrorCodes, defaultErrorMessages } from './errors';

/**
 * Parses a response body with its contract schema; a mismatch is an ApiClientError (not a
 * silent cast), so a broken server response fails where it happens.
 */
export function parseResponse<Schema extends z.core.$ZodType>(schema: Schema, response: AxiosResponse<unknown>): z.output<Schema> {
  const result = z.safeParse(schema, response.data);
  if (result.success) return result.data;
  return throwInvalid(response, result.error);
}

function throwInvalid(response: AxiosResponse<unknown>, error: z.core.$ZodError): never {
  throw new ApiClientError({
    message: defaultErrorMessages.invalidResponse,
    status: response.status,
    code: clientErrorCodes.E_INVALID_RESPONSE,
    fields: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    original: error,
  });
}
