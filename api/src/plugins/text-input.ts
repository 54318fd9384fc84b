import type { ApiFieldError } from '@nordhub/contracts';
import { badRequest } from '../http-errors';
import { validationMessage } from './error-handler';
import { globalPlugin } from './skip-override';

export const nulCharacterMessage = 'Must not contain the NUL character (\\u0000)';

/** Where in `value` a string holds U+0000, as dotted paths under `root` (at most `limit`). */
export function nulCharacterPaths(value: unknown, root: string, limit = 10): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (found.length >= limit) return;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) found.push(path.length > 0 ? path.join('.') : root);
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, String(index)]));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        // A key with NUL is named as the key itself (its value may be fine).
        if (key.includes('\u0000')) found.push([...path, key].join('.'));
        walk(item, [...path, key]);
      }
    }
  };
  walk(value, []);
  return found;
}

/**
 * PostgreSQL text cannot hold U+0000 (a query with one fails, and JSON with "\u0000" cannot become
 * jsonb), and no field of ours means it: every body, query and path value that carries one is
 * refused up front with a 400 naming the field, before schemas or handlers see it. Without this a
 * single NUL in a name or a search box was a 500.
 */
export const textInputPlugin = globalPlugin(async (app) => {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...nulCharacterPaths(request.params, 'params'),
      ...nulCharacterPaths(request.query, 'querystring'),
      ...nulCharacterPaths(request.body, 'body'),
    ];
    if (paths.length === 0) return;
    const fields: ApiFieldError[] = paths.map((path) => ({ path, message: nulCharacterMessage }));
    throw badRequest(validationMessage(fields), fields);
  });
});
