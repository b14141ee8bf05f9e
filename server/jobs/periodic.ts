/**
 * A job that runs every `intervalMs` in exactly one instance of the site at a time. Instances
 * share the database, so the right to run is a lease row in `job_leases`: an instance takes it
 * when the last run is older than the interval and no live holder has it, runs, and records the
 * run. A crashed holder's lease expires after `leaseMs`.
 */
import type { Writer } from "../db/writer.ts";
import { errorMessage, log as jsonLog, type Logger } from "../log.ts";
import type { Job } from "./job.ts";

/** Options of {@linkcode createPeriodicJob}. */
export interface PeriodicJobOptions {
  name: string;
  writer: Writer;
  /** Identifies this process among the instances (e.g. a random UUID per start). */
  holder: string;
  /** ms between runs across all instances. */
  intervalMs: number;
  /** ms a holder may run before others may take over (default 10 minutes). */
  leaseMs?: number;
  /** ms between checks whether a run is due (default: a tenth of the interval, at most 1 hour). */
  checkEveryMs?: number;
  now?: () => number;
  run: () => Promise<unknown>;
  /** Where failures are reported (default: the JSON logger, `server/log.ts`). */
  log?: Logger;
}

/**
 * Takes the lease of `name` for `holder` when a run is due; true when this process should run.
 * Throws the writer's error (e.g. a busy database), which callers treat as "not this time".
 */
export async function claimRun(
  writer: Writer,
  options: { name: string; holder: string; at: number; intervalMs: number; leaseMs: number },
): Promise<boolean> {
  const { name, holder, at } = options;
  const result = await writer.execute({
    sql: `INSERT INTO job_leases (name, holder, lease_until, last_run_at) VALUES (?, ?, ?, 0)
          ON CONFLICT (name) DO UPDATE SET holder = excluded.holder,
            lease_until = excluded.lease_until
          WHERE job_leases.lease_until <= ? AND job_leases.last_run_at <= ?
          RETURNING holder`,
    args: [name, holder, at + options.leaseMs, at, at - options.intervalMs],
  });
  return result.rows.length === 1;
}

/** Records a finished run and frees the lease. */
async function finishRun(writer: Writer, name: string, holder: string, at: number) {
  await writer.execute({
    sql: `UPDATE job_leases SET last_run_at = ?, lease_until = 0 WHERE name = ? AND holder = ?`,
    args: [at, name, holder],
  });
}

/** Creates the {@linkcode Job}; see the module comment. */
export function createPeriodicJob(options: PeriodicJobOptions): Job {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const checkEveryMs = options.checkEveryMs ?? Math.min(options.intervalMs / 10, 60 * 60_000);
  const log = options.log ?? jsonLog;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;

  function tick() {
    if (running) return;
    running = (async () => {
      const at = now();
      if (!(await claimRun(options.writer, { ...options, at, leaseMs }))) return;
      await options.run();
      await finishRun(options.writer, options.name, options.holder, now());
    })()
      .catch((error) =>
        log("warn", "job failed", { job: options.name, error: errorMessage(error) })
      )
      .finally(() => running = undefined);
  }

  return {
    name: options.name,
    start() {
      if (timer !== undefined) return;
      tick();
      timer = setInterval(tick, checkEveryMs);
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
