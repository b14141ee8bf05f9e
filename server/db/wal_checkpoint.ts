/**
 * Emptying the write-ahead log after an erasure, so no old page version keeps erased text
 * (docs/requirements.md#privacy). `PRAGMA wal_checkpoint(TRUNCATE)` copies the log into the
 * database file and truncates it, but it cannot move past a snapshot another connection is still
 * reading (a second instance, a running backup, `sqlite3` with a transaction open): SQLite then
 * answers `busy = 1` and both the log and the database file keep the erased rows. So a checkpoint
 * counts only when it reports the log truncated; otherwise it is tried a few times, the erasure is
 * reported pending, and a background retry continues until it succeeds.
 */
import type { Job } from "../jobs/job.ts";
import { log } from "../log.ts";
import type { Writer } from "./writer.ts";

/** Truncates the write-ahead log and owes a retry while it cannot. */
export interface WalTruncation extends Job {
  /**
   * Checkpoints with TRUNCATE up to `attempts` times (each waits up to the writer's busy slice
   * for readers to finish). True when the log was truncated; false leaves it pending.
   */
  truncate(): Promise<boolean>;
  /** True while a truncation is owed (an erasure is not yet complete on disk). */
  readonly pending: boolean;
}

/** Options of {@linkcode createWalTruncation}. */
export interface WalTruncationOptions {
  writer: Writer;
  /** Checkpoints per `truncate()` call (default 4). */
  attempts?: number;
  /** ms between those checkpoints (default 100). */
  pauseMs?: number;
  /** ms between background retries while pending, once started (default 2,000). */
  retryEveryMs?: number;
}

/** Message staff see while an erasure waits for the log. */
export const ERASURE_PENDING_MESSAGE = "erasure pending: another reader holds the log";

/**
 * One checkpoint; true when it truncated the log. A database without a local log (a remote
 * libSQL server) answers no row: nothing is left to truncate there.
 */
async function checkpointOnce(writer: Writer): Promise<boolean> {
  const result = await writer.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  const row = result.rows[0];
  return row === undefined || Number(row.busy) === 0;
}

/** Creates the {@linkcode WalTruncation}; start it as a job for background retries. */
export function createWalTruncation(options: WalTruncationOptions): WalTruncation {
  const attempts = options.attempts ?? 4;
  const pauseMs = options.pauseMs ?? 100;
  const retryEveryMs = options.retryEveryMs ?? 2_000;
  let pending = false;
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retrying: Promise<unknown> = Promise.resolve();

  function settle(truncated: boolean) {
    if (truncated && pending) log("info", "erasure completed: write-ahead log truncated");
    if (!truncated && !pending) log("warn", ERASURE_PENDING_MESSAGE);
    pending = !truncated;
    if (pending) schedule();
  }

  function schedule() {
    if (!started || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      retrying = checkpointOnce(options.writer).then(settle, () => settle(false));
    }, retryEveryMs);
  }

  return {
    name: "write-ahead log truncation",
    get pending() {
      return pending;
    },
    async truncate() {
      for (let attempt = 1; attempt <= attempts; attempt++) {
        if (await checkpointOnce(options.writer)) {
          settle(true);
          return true;
        }
        if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      settle(false);
      return false;
    },
    start() {
      started = true;
      if (pending) schedule();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      timer = undefined;
      await retrying;
    },
  };
}
