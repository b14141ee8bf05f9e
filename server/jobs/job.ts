/**
 * Background work of the site (the e-mail sender, the analytics writer, the retention purge) as
 * one shape, so one lifecycle starts and stops all of it in a stated order for `main.ts` and the
 * tests alike.
 */

/** A piece of background work. `stop()` must finish what was accepted (e.g. queued events). */
export interface Job {
  /** Short name for logs, e.g. "outbox sender". */
  name: string;
  start(): void;
  stop(): Promise<void>;
}

/** Jobs started together; see {@linkcode createLifecycle}. */
export interface Lifecycle {
  /** Starts every job in the order given. Calling it twice does nothing. */
  start(): void;
  /** Stops every started job in reverse order, each awaited before the next. */
  stop(): Promise<void>;
}

/**
 * Creates a {@linkcode Lifecycle} over `jobs`. They stop in reverse order, so work that feeds
 * another job (e.g. the analytics queue filling the database) ends before what it feeds.
 */
export function createLifecycle(jobs: readonly Job[]): Lifecycle {
  let started: Job[] = [];
  return {
    start() {
      if (started.length) return;
      for (const job of jobs) {
        job.start();
        started.push(job);
      }
    },
    async stop() {
      const running = started;
      started = [];
      for (const job of running.reverse()) await job.stop();
    },
  };
}
