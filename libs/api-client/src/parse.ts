import type { AxiosResponse } from 'axios';
import type * as z from 'zod/mini';
import { ApiClientError, clientErrorCodes, defaultErrorMessages } from './errors';

/**
 * A response's contract schema as an endpoint passes it: the schema itself, or (in the product's
 * endpoints) `import('@nordhub/contracts').then((contracts) => contracts.someSchema)`. Imported
 * so, the schemas and zod load with the first request, beside axios, not with the page: a page
 * the server drew with its answers may never ask the API (docs/performance.md, "axios, zod
 * and the schemas load with the first API request"). Started before the request is sent, the import loads while it travels.
 */
export type ResponseSchema<Schema extends z.ZodMiniType> = Schema | Promise<Schema>;

/**
 * Parses a response body with its contract schema; a mismatch is an ApiClientError (not a
 * silent cast), so a broken server response fails where it happens.
 */
export async function parseResponse<Schema extends z.ZodMiniType>(schema: ResponseSchema<Schema>, response: AxiosResponse<unknown>): Promise<z.output<Schema>> {
  const result = (await schema).safeParse(response.data);
  if (result.success) return result.data;
  return throwInvalid(response, result.error);
}

/** Parses a list answer, every item with the item's contract schema. */
export async function parseListResponse<Item extends z.ZodMiniType>(item: ResponseSchema<Item>, response: AxiosResponse<unknown>): Promise<z.output<Item>[]> {
  const [array, itemSchema] = await Promise.all([import('zod/mini').then((zod) => zod.array), item]);
  return parseResponse(array(itemSchema), response);
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
