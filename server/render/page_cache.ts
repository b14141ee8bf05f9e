/**
 * Rendered bytes of public pages, kept per path. Static pages are the same for every visitor, so
 * rendering once per process (and per build, since a new build is a new process) turns ~1 ms of
 * React work into a memory read. The cache holds one entry per route path and per 404 kind, so its
 * size is bounded by the route table, never by visitor input.
 */
import type { EncodedBody } from "./encoded_body.ts";

/** A cached page: status and encoded body. */
export interface CachedPage {
  status: number;
  body: EncodedBody;
}

/** Pages cached by key; the year is part of every key because the footer prints it. */
export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Returns the cached page, or computes, stores and returns it (concurrent misses share work). */
  getOrCreate(key: string, create: () => Promise<CachedPage>): Promise<CachedPage>;
  clear(): void;
  readonly size: number;
}

/** Creates an empty {@linkcode PageCache}. */
export function createPageCache(): PageCache {
  const entries = new Map<string, CachedPage>();
  const pending = new Map<string, Promise<CachedPage>>();
  return {
    get: (key) => entries.get(key),
    getOrCreate(key, create) {
      const hit = entries.get(key);
      if (hit) return Promise.resolve(hit);
      let running = pending.get(key);
      if (!running) {
        running = create().then((page) => {
          entries.set(key, page);
          return page;
        }).finally(() => pending.delete(key));
        pending.set(key, running);
      }
      return running;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
