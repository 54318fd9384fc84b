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

  /** Deletes every entry whose value `matches`. */
  deleteWhere(matches: (value: Value, key: Key) => boolean): void {
    for (const [key, entry] of this.#entries) if (matches(entry.value, key)) this.#entries.delete(key);
  }
}
