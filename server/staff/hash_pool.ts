/**
 * A cap on password checking for the whole process. An argon2id check costs about 26 ms of a core
 * and 19 MiB (server/staff/passwords.ts), so sign-in attempts from many addresses at once would
 * otherwise take every core from the pages (OWASP Denial of Service Cheat Sheet: bound expensive
 * operations). Checks run on worker threads of their own at a lower priority
 * (server/staff/hash_threads.ts, docs/decisions/0030-password-checks-in-worker-threads.md), a
 * few at a time and a few a second, behind a short queue; when the queue is full a sign-in is
 * refused without a password check (503 with Retry-After) instead of waiting or piling up (its
 * answer then waits for server/staff/refusal_floor.ts like any refusal).
 */
import PQueue from "p-queue";
import type { Job } from "../jobs/job.ts";
import {
  checkHere,
  createHashThreads,
  type HashThreads,
  type PasswordCheck,
} from "./hash_threads.ts";

/**
 * Sizes of the pool: checks running at once (and threads to run them), checks allowed to wait
 * for a slot, and checks started per second (absent: no rate cap).
 */
export interface HashPoolLimits {
  concurrency: number;
  queue: number;
  perSecond?: number;
}

/**
 * One thread below the core count (at least one), so a flood of checks never has every core;
 * eight waiting checks. At most two checks start per second: a flood of guesses from many
 * addresses then costs the process at most about 50 ms of a core each second (26 ms a check
 * measured on the 2-core machine). One check at a time still took 60 % of a core and the pages'
 * p99 from 7 to 47 ms; five a second left the pages' p99 at 1.7–4.4× idle, two a second 1.1–1.3×
 * (`deno task bench:signin-flood`, docs/decisions/0027-sign-in-refusal-floor.md). Two a second is
 * far above what a staff of a few people signing in needs; a real user's check waits at most the
 * queue's four seconds.
 */
export const HASH_POOL_LIMITS: Readonly<HashPoolLimits> = {
  concurrency: Math.max(1, navigator.hardwareConcurrency - 1),
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

/**
 * Runs password checks a bounded number at a time. As a {@linkcode Job}: `start()` moves the
 * checks onto their worker threads (until then, and in tests that start no jobs, they run on
 * argon2's own threads from this one), `stop()` ends the threads.
 */
export interface HashPool extends Job {
  /** True when a check asked for now would be refused. */
  readonly full: boolean;
  /**
   * Whether `password` matches the PHC string `stored`, checked when a slot is free; `stored`
   * undefined (an unknown or disabled account) costs the same check against a dummy hash and
   * answers false.
   *
   * @throws {HashPoolFullError} at once, when `queue` checks are already waiting.
   */
  verify(stored: string | undefined, password: string): Promise<boolean>;
}

/** Options of {@linkcode createHashPool}. */
export interface HashPoolOptions {
  /** Default {@linkcode HASH_POOL_LIMITS}. */
  limits?: Readonly<HashPoolLimits>;
  /** Where checks run instead of the worker threads (tests hold checks with it). */
  check?: PasswordCheck;
}

/** Creates a {@linkcode HashPool}; one per process (the staff feature creates it with the app). */
export function createHashPool(options: HashPoolOptions = {}): HashPool {
  const limits = options.limits ?? HASH_POOL_LIMITS;
  const queue = new PQueue({
    concurrency: limits.concurrency,
    ...(limits.perSecond ? { intervalCap: limits.perSecond, interval: 1_000 } : {}),
  });
  let threads: HashThreads | undefined;
  const check: PasswordCheck = options.check ??
    ((stored, password) => (threads?.check ?? checkHere)(stored, password));
  const pool: HashPool = {
    name: "password checks",
    get full() {
      return queue.pending + queue.size >= limits.concurrency + limits.queue;
    },
    verify(stored, password) {
      if (pool.full) return Promise.reject(new HashPoolFullError());
      return queue.add(() => check(stored, password));
    },
    start() {
      threads ??= createHashThreads(limits.concurrency);
    },
    stop() {
      threads?.stop();
      threads = undefined;
      return Promise.resolve();
    },
  };
  return pool;
}
