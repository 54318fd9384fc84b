import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredInfo, StoredStream } from './file-store';

/** Whether the client's cached copy (If-None-Match, else If-Modified-Since) is still this object. */
function stillFresh(request: FastifyRequest, info: StoredInfo): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) {
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    return info.etag !== '' && noneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(info.etag));
  }
  const since = request.headers['if-modified-since'];
  if (since === undefined) return false;
  const time = Date.parse(since);
  // HTTP dates have whole seconds.
  return !Number.isNaN(time) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= time;
}

/**
 * Streams a stored object through the API (never a redirect to the store, so a private file's
 * bucket address stays unknown) with its type, length and validators; 304 when the client's copy
 * is current. The caller sets cache-control and any other headers first.
 */
export function sendStored(request: FastifyRequest, reply: FastifyReply, stored: StoredStream) {
  if (stored.etag) reply.header('etag', stored.etag);
  reply.header('last-modified', stored.lastModified.toUTCString());
  if (stillFresh(request, stored)) {
    stored.body.destroy();
    return reply.code(304).send();
  }
  reply.type(stored.contentType).header('content-length', stored.size);
  return reply.send(stored.body);
}
