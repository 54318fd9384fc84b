import { createHash } from 'node:crypto';
import { globalPlugin } from './skip-override';

/** Whether an If-None-Match header names this ETag (weak comparison, lists and "*"). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}

/** The weak ETag of a body: the SHA-1 of its bytes. */
export const weakEtagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * ETags for the API's reads: every 200 answer to a GET under /api that may be stored (no
 * `no-store`) gets a weak ETag of its body, and a request whose If-None-Match names it gets 304
 * without the body. A browser revalidating a search, a job or a list then gets a few bytes instead
 * of the page of results. Registered before compression, so the tag is of the JSON itself; routes
 * that set their own ETag (site configuration, files) keep theirs.
 */
export const apiEtagPlugin = globalPlugin(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
    if (!request.url.startsWith('/api/') || String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
    // Streams (files, exports) are left alone: hashing them would mean holding them whole.
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = weakEtagOf(payload);
    reply.header('etag', etag);
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });
});
