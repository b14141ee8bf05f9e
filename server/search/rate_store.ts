/**
 * A fixed-window hit counter per client address for `hono-rate-limiter`, shared by
 * `POST /api/search` and the `/search?q=` page loader so both draw on one allowance. Unlike the
 * library's MemoryStore it starts no interval timer (Deno's `setInterval` cannot be unref'd, so a
 * timer would keep tests and shutdown waiting): expired windows are dropped as keys are touched.
 */
import type { ClientRateLimitInfo, Store } from "hono-rate-limiter";

/** A per-address allowance: `limit` searches per `windowMs`. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** Searches allowed per address by default (issue 4): 30 a minute. */
export const DEFAULT_SEARCH_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 };

/** Addresses tracked at most; beyond it, expired windows are swept, then the oldest dropped. */
const MAX_KEYS = 10_000;

/** The store, plus a direct check for callers outside the middleware (the page loader). */
export interface WindowStore extends Store {
  /** Counts a hit for `key`; true while the address is within its allowance. */
  allow(key: string): boolean;
}

/** Creates a store counting hits per `rate.windowMs`; `now` is the clock in ms (tests). */
export function createWindowStore(rate: RateLimit, now: () => number = Date.now): WindowStore {
  const windows = new Map<string, { totalHits: number; resetTime: Date }>();

  function sweep() {
    const time = now();
    for (const [key, entry] of windows) {
      if (entry.resetTime.getTime() <= time) windows.delete(key);
    }
    while (windows.size >= MAX_KEYS) {
      const oldest = windows.keys().next().value;
      if (oldest === undefined) break;
      windows.delete(oldest);
    }
  }

  function increment(key: string): ClientRateLimitInfo {
    const time = now();
    let entry = windows.get(key);
    if (!entry || entry.resetTime.getTime() <= time) {
      if (!entry && windows.size >= MAX_KEYS) sweep();
      entry = { totalHits: 0, resetTime: new Date(time + rate.windowMs) };
      windows.set(key, entry);
    }
    entry.totalHits++;
    return { totalHits: entry.totalHits, resetTime: entry.resetTime };
  }

  return {
    localKeys: true,
    get: (key) => windows.get(key),
    increment,
    decrement(key) {
      const entry = windows.get(key);
      if (entry && entry.totalHits > 0) entry.totalHits--;
    },
    resetKey(key) {
      windows.delete(key);
    },
    resetAll() {
      windows.clear();
    },
    allow(key) {
      return increment(key).totalHits <= rate.limit;
    },
  };
}
