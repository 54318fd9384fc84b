import type { FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, Transform } from 'node:stream';
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
 * The one byte range a Range header asks for (inclusive), 'unsatisfiable', or null for the whole
 * object: no header, one we do not serve (several ranges, other units), or an If-Range for
 * another version.
 */
export function requestedRange(request: FastifyRequest, info: StoredInfo): { start: number; end: number } | 'unsatisfiable' | null {
  const header = request.headers.range;
  const ifRange = request.headers['if-range'];
  if (!header || (ifRange !== undefined && ifRange !== info.etag)) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const size = info.size;
  if (match[1] === '') {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || start > end ? 'unsatisfiable' : { start, end };
}

/** Passes on bytes start..end (inclusive) of the stream and drops the rest. */
function slice(start: number, end: number): Transform {
  let offset = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(0, start - offset);
      const to = Math.min(chunk.length, end + 1 - offset);
      offset += chunk.length;
      done(null, from < to ? chunk.subarray(from, to) : undefined);
    },
  });
}

/**
 * Streams a stored object through the API (never a redirect to the store, so a private file's
 * bucket address stays unknown) with its type, length and validators: 304 when the client's copy
 * is current, 206 for one byte range (PDF viewers, resumed downloads), as @fastify/static did.
 * Stored files are at most a few MB, so a range is cut from the object's stream. The caller sets
 * cache-control and any other headers first.
 */
export function sendStored(request: FastifyRequest, reply: FastifyReply, stored: StoredStream) {
  if (stored.etag) reply.header('etag', stored.etag);
  reply.header('last-modified', stored.lastModified.toUTCString()).header('accept-ranges', 'bytes');
  if (stillFresh(request, stored)) {
    stored.body.destroy();
    return reply.code(304).send();
  }
  reply.type(stored.contentType);
  const range = requestedRange(request, stored);
  if (range === 'unsatisfiable') {
    stored.body.destroy();
    return reply.code(416).header('content-range', `bytes */${stored.size}`).send();
  }
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`).header('content-length', range.end - range.start + 1);
    // pipeline: a store error mid-stream ends the response instead of hanging it.
    return reply.send(pipeline(stored.body, slice(range.start, range.end), () => undefined));
  }
  reply.header('content-length', stored.size);
  return reply.send(stored.body);
}
