/**
 * A small least-recently-used cache with an age limit, for search answers per normalised query.
 * Bounded in entries, so visitors cannot grow it without limit.
 */

/** Options of {@linkcode createLruCache}. */
export interface LruOptions {
  /** Most entries kept; the least recently used is dropped first. */
  maxEntries: number;
  /** Age after which an entry is ignored, in ms. */
  ttlMs: number;
  /** Clock in ms (default `Date.now`). */
  now?: () => number;
}

/** The cache. */
export interface LruCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** Forgets every entry. */
  clear(): void;
  readonly size: number;
}

/** Creates an empty cache. */
export function createLruCache<V>(options: LruOptions): LruCache<V> {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest first.
  const entries = new Map<string, { value: V; storedAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.storedAt > options.ttlMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, storedAt: now() });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
