import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { isApiPath } from './error-handler';
import * as z from 'zod';
import { etagMatches, weakEtagOf } from './etag';
import { ExpiringLru, loadOnce } from './expiring-lru';
import { globalPlugin } from './skip-override';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answers to a guest (no signed-in user) are the same for every guest and may
     * be served from the server's micro-cache (plugins/public-cache.ts).
     */
    publicCache?: boolean;
    /** A write that changes nothing a cached public answer shows (a view count aside): it keeps the cache. */
    keepsPublicCache?: boolean;
  }
  interface FastifyRequest {
    /** Set on a guest's cacheable GET that missed: the key and cache generation its answer is stored under. */
    publicCacheMiss: { key: string; generation: number } | null;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

export interface PublicCacheSettings {
  /** How long an answer is served, in ms; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
}

type Encoding = 'br' | 'gzip';

interface Entry {
  json: string;
  etag: string | undefined;
  contentType: string;
  cacheControl: string | undefined;
  vary: string | undefined;
  /** The JSON compressed once per encoding, on the first hit that asks for it. */
  compressed: Partial<Record<Encoding, Buffer>>;
  bytes: number;
  expiresAt: number;
}

/**
 * A bounded LRU of public answers by URL. `clear()` empties it and moves the generation on, so an
 * answer read before a write but finished after it is not stored.
 *
 * Beside the guests' whole answers it holds the shared part of signed-in readers' answers
 * (`shared`): the same data a guest gets, as objects, which a route completes with the reader's
 * own flags from one small query. Both parts live as long, and both go at every write.
 */
export class PublicCache {
  readonly #entries = new Map<string, Entry>();
  // Keyed by the shared value itself, so an entry lives exactly as long as the value is held.
  readonly #serialized = new WeakMap<object, Entry>();
  readonly #shared: ExpiringLru<string, Promise<unknown>>;
  #bytes = 0;
  #generation = 0;
  hits = 0;
  misses = 0;
  sharedHits = 0;
  sharedMisses = 0;

  constructor(readonly settings: PublicCacheSettings) {
    this.#shared = new ExpiringLru(settings.maxEntries);
  }

  get enabled(): boolean {
    return this.settings.ttlMs > 0 && this.settings.maxEntries > 0 && this.settings.maxBytes > 0;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= now) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, so the first key is the eviction candidate.
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Omit<Entry, 'bytes' | 'expiresAt' | 'compressed'>, now = Date.now()): void {
    const bytes = Buffer.byteLength(entry.json) + key.length;
    if (bytes > this.settings.maxBytes) return;
    this.#remove(key);
    this.#entries.set(key, { ...entry, compressed: {}, bytes, expiresAt: now + this.settings.ttlMs });
    this.#bytes += bytes;
    this.#evict();
  }

  /** The entry's JSON in `encoding`, compressed as @fastify/compress does (brotli quality 4, gzip default) and kept. */
  compressed(key: string, entry: Entry, encoding: Encoding): Buffer {
    const known = entry.compressed[encoding];
    if (known) return known;
    const body =
      encoding === 'br' ? brotliCompressSync(entry.json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(entry.json);
    entry.compressed[encoding] = body;
    // Counted only while the entry is still held (it may have been evicted meanwhile).
    if (this.#entries.get(key) === entry) {
      entry.bytes += body.length;
      this.#bytes += body.length;
      this.#evict();
    }
    return body;
  }

  /**
   * The value `load` gives for `key`, loaded once per TTL for every reader: concurrent callers share
   * one load, and a failed load is not kept. Callers must not change the value (it is shared), and
   * `key` must name everything the value depends on (the request's URL does, for public reads).
   * With the cache off, every call loads.
   */
  shared<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (!this.enabled) return load();
    const { value, hit } = loadOnce(this.#shared, key, load, now + this.settings.ttlMs, now);
    if (hit) this.sharedHits += 1;
    else this.sharedMisses += 1;
    return value;
  }

  /**
   * A shared value's JSON (as `serialize` writes it, once per value) as an answer to send, with its
   * ETag, and its compressed bodies kept beside it on first use: a signed-in reader whose own marks
   * change nothing on the page is sent the shared bytes, with no encoding or compression of their own.
   */
  serialized(value: object, serialize: () => string): Entry {
    const known = this.#serialized.get(value);
    if (known) return known;
    const json = serialize();
    const entry: Entry = { json, etag: weakEtagOf(json), contentType: 'application/json; charset=utf-8', cacheControl: undefined, vary: undefined, compressed: {}, bytes: 0, expiresAt: Number.POSITIVE_INFINITY };
    this.#serialized.set(value, entry);
    return entry;
  }

  clear(): void {
    this.#entries.clear();
    this.#shared.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }

  #remove(key: string) {
    const old = this.#entries.get(key);
    if (!old) return;
    this.#entries.delete(key);
    this.#bytes -= old.bytes;
  }

  #evict() {
    while (this.#entries.size > this.settings.maxEntries || this.#bytes > this.settings.maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) return;
      this.#remove(oldest.value);
    }
  }
}

/** br or gzip, whichever Accept-Encoding weighs more (br on a tie); null when it accepts neither. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weight('br'), weight('gzip')];
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
// @fastify/compress's threshold in app.ts: smaller answers go out as they are.
const compressThreshold = 1024;

/** Sends a stored answer as it is, compressed from its kept bytes; `withEtag` false leaves the tag out (a `no-store` answer). */
function sendEntry(request: FastifyRequest, reply: FastifyReply, cache: PublicCache, entry: Entry, withEtag = true) {
  reply.header('content-type', entry.contentType);
  if (entry.cacheControl) reply.header('cache-control', entry.cacheControl);
  if (entry.vary) reply.header('vary', entry.vary);
  if (entry.etag && withEtag) {
    reply.header('etag', entry.etag);
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send('');
  }
  const encoding = request.headers['x-no-compression'] === undefined ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding || entry.json.length < compressThreshold) return reply.send(entry.json);
  // Already encoded: @fastify/compress leaves an answer with Content-Encoding alone.
  reply.header('content-encoding', encoding);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary === undefined ? 'accept-encoding' : `${String(vary)}, accept-encoding`);
  return reply.send(cache.compressed(request.url, entry, encoding));
}

/** Whether a reader's own marks left every item as the shared answer has it (a marked item is a copy). */
export const unchangedFromShared = <T>(own: readonly T[], shared: readonly T[]) => own.length === shared.length && own.every((item, index) => item === shared[index]);

/**
 * Answers a signed-in reader with a shared value (from `publicCache.shared`) their own marks leave
 * unchanged: its JSON, ETag and compressed bytes made once for every such reader (the route's
 * response schema encodes it, as it would the returned value). The route's own headers stay.
 */
export function sendShared(request: FastifyRequest, reply: FastifyReply, value: object): FastifyReply {
  const cache = request.server.publicCache;
  const schema = (request.routeOptions.schema?.response as Record<number, z.ZodType> | undefined)?.[200];
  if (!schema) throw new Error(`${request.routeOptions.url ?? request.url} has no 200 response schema to send a shared answer with`);
  const entry = cache.serialized(value, () => JSON.stringify(z.encode(schema, value)));
  reply.header('x-cache', 'shared');
  // As the ETag plugin: no tag on an answer that may not be stored.
  return sendEntry(request, reply, cache, entry, !String(reply.getHeader('cache-control') ?? '').includes('no-store'));
}

/**
 * The server's micro-cache of public reads (docs/performance.md): a GET whose route says
 * `config: { publicCache: true }`, from a guest (no signed-in user), is answered from memory while
 * its answer is younger than the TTL: no query, no serialization, and compression once per
 * encoding. Only 200 answers are stored, with their ETag, Cache-Control and Vary, so revalidation
 * (304) works as before. Every successful write under /api on this instance empties it (unless its
 * route says `keepsPublicCache`), so an edit shows at once here; other instances and time (a job
 * passing its expiry) show within the TTL. Registered after the session (it needs sessionUser) and
 * the ETag plugin (it stores the tag), before compression.
 */
export const publicCachePlugin = globalPlugin(async (app) => {
  const cache = new PublicCache(app.config.publicCache);
  app.decorate('publicCache', cache);
  app.decorateRequest('publicCacheMiss', null);
  if (!cache.enabled) return;

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config.publicCache !== true || request.sessionUser) return;
    const entry = cache.get(request.url);
    if (!entry) {
      cache.misses += 1;
      request.publicCacheMiss = { key: request.url, generation: cache.generation };
      reply.header('x-cache', 'miss');
      return;
    }
    cache.hits += 1;
    reply.header('x-cache', 'hit');
    return sendEntry(request, reply, cache, entry);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!safeMethods.has(request.method)) {
      const changed = reply.statusCode < 400 && isApiPath(request.url) && request.routeOptions.config.keepsPublicCache !== true;
      if (changed) cache.clear();
      return payload;
    }
    const miss = request.publicCacheMiss;
    // Only a whole 200 JSON answer to a guest, and only when no write happened while it was read.
    if (!miss || reply.statusCode !== 200 || typeof payload !== 'string' || request.sessionUser || miss.generation !== cache.generation) return payload;
    const contentType = reply.getHeader('content-type');
    if (typeof contentType !== 'string' || !contentType.includes('json')) return payload;
    const header = (name: string) => {
      const value = reply.getHeader(name);
      return value === undefined ? undefined : String(value);
    };
    cache.set(miss.key, { json: payload, etag: header('etag'), contentType, cacheControl: header('cache-control'), vary: header('vary') });
    return payload;
  });
});
