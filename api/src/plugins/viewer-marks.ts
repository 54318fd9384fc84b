import { ExpiringLru, loadOnce } from './expiring-lru';
import { globalPlugin } from './skip-override';

declare module 'fastify' {
  interface FastifyInstance {
    viewerMarks: ViewerMarks;
  }
}

/**
 * The per-person part of signed-in reads (saved and interested jobs, followed startups), all of a
 * reader's marks of one kind loaded once and kept in memory for `ttlMs`, so a signed-in search,
 * job page or startup list costs no query beyond the shared answer. Only where this instance sees
 * every write: on PGlite (one process owns its folder, so there is no other instance), with the
 * reader's own writes forgetting their marks at once. On the PostgreSQL server another instance
 * could change them unseen, so `enabled` is false there and the routes ask one small indexed query
 * per read instead (decision 031). Concurrent readers share one load; a failed load is not kept.
 */
export class ViewerMarks {
  readonly #entries: ExpiringLru<string, Promise<unknown>>;

  constructor(
    readonly ttlMs: number,
    maxEntries = 20_000,
  ) {
    this.#entries = new ExpiringLru(maxEntries);
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The marks of `kind` of reader `userId`, as `load` gives all of them; `load` must name the same kind's marks every time. */
  of<T>(kind: string, userId: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (!this.enabled) return load();
    return loadOnce(this.#entries, `${kind}\u0000${userId}`, load, now + this.ttlMs, now).value;
  }

  /** Forgets the reader's marks of `kind` (they changed them): call after the write is committed. */
  forget(kind: string, userId: string): void {
    this.#entries.delete(`${kind}\u0000${userId}`);
  }
}

/** app.viewerMarks: on for PGlite (the only instance), for as long as a session is trusted. */
export const viewerMarksPlugin = globalPlugin(async (app) => {
  app.decorate('viewerMarks', new ViewerMarks(app.db.kind === 'pglite' ? app.config.sessionCacheTtlMs : 0));
});
