/**
 * One rate-limit store for the whole site. Counts live in the database, so every instance of the
 * site draws on the same allowance (N instances do not give N times the limit; ADR 0009). Each
 * count is one short upsert through the writer with a small budget of its own; when the database
 * cannot take it in time (another process holds the lock, or the writer is busy with a long
 * write), the count falls back to this process's memory, so pages and search keep answering
 * instead of waiting for the lock, and a request's whole wait stays within its write budget.
 *
 * The table is bounded: past {@linkcode RATE_LIMIT_MAX_ROWS} rows the windows that started
 * longest ago are evicted (expired ones first, as they are the oldest), so a flood of new
 * addresses cannot grow it without end. Evicting a live window only makes that key's limit more
 * lenient, and needs more distinct clients (IPv4 addresses or IPv6 /64s) than the cap inside one
 * window.
 */
import type { Writer } from "../db/writer.ts";
import type { RetentionOwner } from "../retention/owner.ts";

/** At most `limit` requests per key in each `windowMs` (a fixed window from the first request). */
export interface RateRule {
  /** Name of the allowance, e.g. "contact"; keys of different rules never mix. */
  name: string;
  limit: number;
  windowMs: number;
}

/** The outcome of counting one request. */
export interface RateDecision {
  allowed: boolean;
  /** Requests left in the window after this one (0 when refused). */
  remaining: number;
  /** When the window ends, ms since the epoch. */
  resetAt: number;
}

/** Counts requests per rule and key. */
export interface RateLimitStore {
  /** Counts one request of `key` against `rule`. Never throws. */
  take(rule: RateRule, key: string): Promise<RateDecision>;
  /** Deletes every count of `rule` for `key` (e.g. after a successful sign-in). */
  reset(rule: RateRule, key: string): Promise<void>;
}

/** Rows `rate_limits` holds at most (about 100 bytes each with the index: about 10 MB). */
export const RATE_LIMIT_MAX_ROWS = 100_000;

/** Options of {@linkcode createRateLimitStore}. */
export interface RateLimitStoreOptions {
  writer: Writer;
  now?: () => number;
  /** ms a count may wait for the database before the memory fallback (default 200). */
  budgetMs?: number;
  /** Row cap of the table (default {@linkcode RATE_LIMIT_MAX_ROWS}). */
  maxRows?: number;
}

/** `promise`, or a rejection after `ms`. */
function withinMs<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("Rate-limit count timed out")), ms);
  });
  promise.catch(() => undefined);
  return Promise.race([promise, expiry]).finally(() => clearTimeout(timer));
}

/** Keys held in memory at most by the fallback; expired windows are swept beyond it. */
const MAX_MEMORY_KEYS = 10_000;

/** Creates the {@linkcode RateLimitStore}. */
export function createRateLimitStore(options: RateLimitStoreOptions): RateLimitStore {
  const now = options.now ?? Date.now;
  const budgetMs = options.budgetMs ?? 200;
  const memory = new Map<string, { hits: number; start: number }>();
  const maxRows = options.maxRows ?? RATE_LIMIT_MAX_ROWS;
  // Counting the rows costs a scan of the index, so the cap is enforced once per this many new
  // windows: the table overshoots it by at most that many rows per instance (1/64 of the cap).
  const pruneEvery = Math.max(1, Math.floor(maxRows / 64));
  let newWindows = 0;

  function evictOldest() {
    options.writer.execute({
      sql: `DELETE FROM rate_limits WHERE rowid IN (
              SELECT rowid FROM rate_limits ORDER BY window_start
              LIMIT max(0, (SELECT COUNT(*) FROM rate_limits) - ?))`,
      args: [maxRows],
    }, { budgetMs }).catch(() => undefined);
  }

  function decide(rule: RateRule, hits: number, start: number): RateDecision {
    return {
      allowed: hits <= rule.limit,
      remaining: Math.max(0, rule.limit - hits),
      resetAt: start + rule.windowMs,
    };
  }

  function remember(bucket: string, hits: number, start: number, rule: RateRule, at: number) {
    if (!memory.has(bucket) && memory.size >= MAX_MEMORY_KEYS) {
      for (const [key, old] of memory) if (old.start + rule.windowMs <= at) memory.delete(key);
      if (memory.size >= MAX_MEMORY_KEYS) return;
    }
    memory.set(bucket, { hits, start });
  }

  function takeInMemory(rule: RateRule, bucket: string, at: number): RateDecision {
    let entry = memory.get(bucket);
    if (!entry || entry.start + rule.windowMs <= at) {
      if (memory.size >= MAX_MEMORY_KEYS) {
        for (const [key, old] of memory) if (old.start + rule.windowMs <= at) memory.delete(key);
        if (memory.size >= MAX_MEMORY_KEYS) memory.clear();
      }
      entry = { hits: 0, start: at };
      memory.set(bucket, entry);
    }
    entry.hits++;
    return decide(rule, entry.hits, entry.start);
  }

  return {
    async take(rule, key) {
      const at = now();
      const bucket = `${rule.name}:${key}`;
      try {
        // A window older than `windowMs` restarts at this request; otherwise the count grows.
        // The timer bounds the wait while earlier writes hold the writer: a count that lands
        // late (or is refused at its deadline) only makes the limit a little more lenient.
        const result = await withinMs(
          budgetMs,
          options.writer.execute({
            sql: `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
                ON CONFLICT (bucket) DO UPDATE SET
                  hits = CASE WHEN window_start <= ? THEN 1 ELSE hits + 1 END,
                  window_start = CASE WHEN window_start <= ? THEN excluded.window_start
                                 ELSE window_start END
                RETURNING hits, window_start`,
            args: [bucket, at, at - rule.windowMs, at - rule.windowMs],
          }, { budgetMs }),
        );
        const row = result.rows[0];
        const hits = Number(row?.hits ?? 1);
        // Remembered, so a count that falls back to memory continues from the database's last
        // answer instead of starting the window again (a slow write must not reset a limit).
        remember(bucket, hits, Number(row?.window_start ?? at), rule, at);
        if (hits === 1 && ++newWindows >= pruneEvery) {
          newWindows = 0;
          evictOldest();
        }
        return decide(rule, hits, Number(row?.window_start ?? at));
      } catch {
        return takeInMemory(rule, bucket, at);
      }
    },
    async reset(rule, key) {
      const bucket = `${rule.name}:${key}`;
      memory.delete(bucket);
      await options.writer.execute({
        sql: "DELETE FROM rate_limits WHERE bucket = ?",
        args: [bucket],
      })
        .catch(() => undefined);
    },
  };
}

/** The retention purge's owner of the allowance windows: windows started over a day ago go. */
export const RATE_LIMIT_RETENTION: RetentionOwner = {
  async purge({ writer, at }) {
    // Every allowance window is at most an hour long; a day keeps a margin.
    const result = await writer.execute({
      sql: "DELETE FROM rate_limits WHERE window_start < ?",
      args: [at - 24 * 60 * 60_000],
    });
    return { rate_limits: result.rowsAffected };
  },
};
