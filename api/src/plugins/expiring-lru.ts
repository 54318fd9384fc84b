/**
 * A map whose entries stop counting at their own time and whose least recently used go first
 * beyond `maxEntries` (Map keeps insertion order: reading an entry moves it to the end).
 */
export class ExpiringLru<Key, Value> {
  readonly #entries = new Map<Key, { value: Value; until: number }>();

  constructor(readonly maxEntries: number) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The value of `key` while its time has not come, else undefined (and it is dropped). */
  get(key: Key, now = Date.now()): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.until <= now) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key` until the time `until` (ms since the epoch). */
  set(key: Key, value: Value, until: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, until });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  /** The value under `key` now, whatever its time (to compare before deleting). */
  peek(key: Key): Value | undefined {
    return this.#entries.get(key)?.value;
  }

  delete(key: Key): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Deletes every entry whose value `matches`. */
  deleteWhere(matches: (value: Value, key: Key) => boolean): void {
    for (const [key, entry] of this.#entries) if (matches(entry.value, key)) this.#entries.delete(key);
  }
}

/**
 * The load kept under `key` while its time lasts (`hit`), else a new `load()`, kept until `until`:
 * concurrent callers share one load, and a failed load is not kept. `load` must give the same
 * kind of value for the same key (the caller's key names its type).
 */
export function loadOnce<Key, T>(entries: ExpiringLru<Key, Promise<unknown>>, key: Key, load: () => Promise<T>, until: number, now = Date.now()): { value: Promise<T>; hit: boolean } {
  const known = entries.get(key, now);
  if (known) return { value: known as Promise<T>, hit: true };
  const value = load();
  entries.set(key, value, until);
  value.catch(() => {
    if (entries.peek(key) === value) entries.delete(key);
  });
  return { value, hit: false };
}
