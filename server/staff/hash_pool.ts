/**
 * A cap on concurrent password hashing for the whole process. An argon2id check costs about 20 ms
 * of a core and 19 MiB (server/staff/passwords.ts), so sign-in attempts from many addresses at once
 * would otherwise take every core from the pages (OWASP Denial of Service Cheat Sheet: bound
 * expensive operations). Checks run a few at a time, a few a second, behind a short queue; when the
 * queue is full a sign-in is refused without a password check (503 with Retry-After) instead of
 * waiting or piling up (its answer then waits for server/staff/refusal_floor.ts like any refusal).
 */
import PQueue from "p-queue";

/**
 * Sizes of the pool: checks running at once, checks allowed to wait for a slot, and checks
 * started per second (absent: no rate cap).
 */
export interface HashPoolLimits {
  concurrency: number;
  queue: number;
  perSecond?: number;
}

/**
 * Half the cores (at least one), so pages keep a core under a sign-in flood; eight waiting checks.
 * At most two checks start per second: a flood of guesses from many addresses then costs the
 * process at most about 50 ms of a core each second (26 ms a check measured on the 2-core
 * machine). One check at a time still took 60 % of a core and the pages' p99 from 7 to 47 ms;
 * five a second left the pages' p99 at 1.7–4.4× idle, two a second 1.1–1.3×
 * (`deno task bench:signin-flood`, docs/decisions/0027-sign-in-refusal-floor.md). Two a second is
 * far above what a staff of a few people signing in needs; a real user's check waits at most the
 * queue's four seconds.
 */
export const HASH_POOL_LIMITS: Readonly<HashPoolLimits> = {
  concurrency: Math.max(1, Math.floor(navigator.hardwareConcurrency / 2)),
  queue: 8,
  perSecond: 2,
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
  const queue = new PQueue({
    concurrency: limits.concurrency,
    ...(limits.perSecond ? { intervalCap: limits.perSecond, interval: 1_000 } : {}),
  });
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
