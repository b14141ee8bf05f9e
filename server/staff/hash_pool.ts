/**
 * A cap on concurrent password hashing for the whole process. An argon2id check costs about 20 ms
 * of a core and 19 MiB (server/staff/passwords.ts), so sign-in attempts from many addresses at once
 * would otherwise take every core from the pages (OWASP Denial of Service Cheat Sheet: bound
 * expensive operations). Checks run a few at a time behind a short queue; when the queue is full a
 * sign-in is refused at once (503 with Retry-After) instead of waiting or piling up.
 */
import PQueue from "p-queue";

/** Sizes of the pool: checks running at once, and checks allowed to wait for a slot. */
export interface HashPoolLimits {
  concurrency: number;
  queue: number;
}

/**
 * Half the cores (at least one), so pages keep a core under a sign-in flood; eight waiting checks
 * keep a real user's wait under about 200 ms at 20 ms a check.
 */
export const HASH_POOL_LIMITS: Readonly<HashPoolLimits> = {
  concurrency: Math.max(1, Math.floor(navigator.hardwareConcurrency / 2)),
  queue: 8,
};

/** The pool had no room for another check; nothing was run. */
export class HashPoolFullError extends Error {
  constructor() {
    super("Password checks are at capacity");
    this.name = "HashPoolFullError";
  }
}

/** Runs password hashing a bounded number at a time. */
export interface HashPool {
  /** True when a check added now would be refused. */
  readonly full: boolean;
  /**
   * Runs `task` when a slot is free.
   *
   * @throws {HashPoolFullError} at once, when `queue` checks are already waiting.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** Creates a {@linkcode HashPool}; one per process (sign-in creates it with the app). */
export function createHashPool(limits: HashPoolLimits = HASH_POOL_LIMITS): HashPool {
  const queue = new PQueue({ concurrency: limits.concurrency });
  const pool: HashPool = {
    get full() {
      return queue.pending + queue.size >= limits.concurrency + limits.queue;
    },
    run(task) {
      if (pool.full) return Promise.reject(new HashPoolFullError());
      return queue.add(task);
    },
  };
  return pool;
}
