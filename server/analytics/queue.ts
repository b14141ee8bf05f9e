/**
 * The analytics write queue (docs/requirements.md#analytics-intake): events are accepted into
 * memory and written about every 100 ms through the single writer, as multi-row inserts in short
 * transactions. A burst of events therefore costs a few writes a second instead of one per event,
 * and an enquiry waits behind at most one short analytics transaction, never behind the whole
 * burst. `close()` writes everything still queued, so a clean shutdown loses no event.
 */
import type { InStatement } from "@libsql/client";
import { DatabaseUnavailableError } from "../db/errors.ts";
import type { Writer } from "../db/writer.ts";
import { deleteInChunks, monthsBefore, type RetentionOwner } from "../retention/owner.ts";
import { log as jsonLog, type Logger } from "../log.ts";
import { EVENT_COLUMNS, type EventRow, eventRowValues } from "./event_row.ts";

/** Tuning of the queue; the defaults suit one small server. */
export interface EventQueueOptions {
  writer: Writer;
  /** Delay between an event's arrival and its write, ms (default 100). */
  flushIntervalMs?: number;
  /** Rows per write transaction (default 500): bounds how long an enquiry can wait. */
  rowsPerTransaction?: number;
  /** Events held in memory at most; beyond it new events are dropped (default 50 000). */
  maxPending?: number;
  /** Reports a failed write (default: a JSON log line). */
  onError?: (error: unknown) => void;
  /** Reports events given up (default: a JSON log line with the count). */
  onDrop?: (count: number, reason: string) => void;
  /** Where the default reports go (default: the JSON logger, `server/log.ts`). */
  log?: Logger;
}

/** Counters since start. */
export interface EventQueueStats {
  accepted: number;
  written: number;
  /** Dropped because the queue was full, closed, or a write kept failing. */
  dropped: number;
}

/** The queue. */
export interface EventQueue {
  /** Queues `row`; false when it was dropped (queue full or closed). */
  push(row: EventRow): boolean;
  /** Writes every event queued so far; resolves when done. */
  flush(): Promise<void>;
  /** Stops the timer and writes everything still queued. Later pushes are dropped. */
  close(): Promise<void>;
  readonly pending: number;
  readonly stats: Readonly<EventQueueStats>;
}

// Rows per INSERT statement: 15 columns × 100 rows stays far below SQLite's variable limit.
const ROWS_PER_STATEMENT = 100;
// A write failing this many times in a row for a reason other than a busy database is given up,
// so one bad batch cannot wedge the queue. A busy database is waited out instead: its events stay
// queued (the queue's bound still caps memory) until another process lets go of the lock.
const MAX_ATTEMPTS = 3;
// How long shutdown waits for a busy database before giving up the events still queued, ms: the
// whole stop has to fit well inside systemd's TimeoutStopSec (server/main.ts), and the writes
// made meanwhile get only what is left of it as their budget.
const CLOSE_WAIT_MS = 3_000;

function insertStatements(rows: readonly EventRow[]): InStatement[] {
  const statements: InStatement[] = [];
  const placeholders = `(${EVENT_COLUMNS.map(() => "?").join(", ")})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    statements.push({
      sql: `INSERT INTO analytics_events (${EVENT_COLUMNS.join(", ")}) VALUES ${
        chunk.map(() => placeholders).join(", ")
      }`,
      args: chunk.flatMap(eventRowValues),
    });
  }
  return statements;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Creates the {@linkcode EventQueue}. */
export function createEventQueue(options: EventQueueOptions): EventQueue {
  const interval = options.flushIntervalMs ?? 100;
  const perTransaction = options.rowsPerTransaction ?? 500;
  const maxPending = options.maxPending ?? 50_000;
  const log = options.log ?? jsonLog;
  const onError = options.onError ??
    ((error) =>
      log("warn", "analytics write failed", {
        error: error instanceof Error ? error.message : String(error),
        pending: pending.length,
      }));
  const onDrop = options.onDrop ??
    ((count, reason) => log("warn", "analytics events dropped", { count, reason }));
  const stats: EventQueueStats = { accepted: 0, written: 0, dropped: 0 };
  let pending: EventRow[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> | undefined;
  let failures = 0;
  let closed = false;

  function schedule() {
    if (timer !== undefined || closed || pending.length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      flush().finally(schedule);
    }, interval);
  }

  async function writeOnce(budgetMs?: number): Promise<void> {
    // Only what is queued now: rows arriving meanwhile wait for the next tick, so a run ends.
    let remaining = pending.length;
    while (remaining > 0 && pending.length > 0) {
      const rows = pending.slice(0, Math.min(perTransaction, remaining));
      try {
        await options.writer.batch(
          insertStatements(rows),
          budgetMs === undefined ? {} : { budgetMs },
        );
        failures = 0;
        stats.written += rows.length;
        pending = pending.slice(rows.length);
        remaining -= rows.length;
      } catch (error) {
        onError(error);
        const busy = error instanceof DatabaseUnavailableError;
        if (!busy && ++failures >= MAX_ATTEMPTS) {
          failures = 0;
          stats.dropped += rows.length;
          pending = pending.slice(rows.length);
          onDrop(rows.length, "write failed repeatedly");
        }
        return; // retried on the next tick
      }
      // The embedded driver blocks the event loop while it writes: let requests in between.
      if (remaining > 0) await yieldToEventLoop();
    }
  }

  function flush(budgetMs?: number): Promise<void> {
    if (flushing) {
      return flushing.then(() => (pending.length && !flushing ? flush(budgetMs) : flushing));
    }
    flushing = writeOnce(budgetMs).finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  return {
    push(row) {
      if (closed || pending.length >= maxPending) {
        stats.dropped++;
        // One line per thousand, so a flood cannot flood the log too.
        if (stats.dropped % 1000 === 1) onDrop(1, closed ? "queue closed" : "queue full");
        return false;
      }
      pending.push(row);
      stats.accepted++;
      schedule();
      return true;
    },
    flush,
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      // Each pass retries a failed write; MAX_ATTEMPTS bounds the passes per batch, and a
      // database that stays busy is waited on for at most CLOSE_WAIT_MS.
      const giveUpAt = Date.now() + CLOSE_WAIT_MS;
      while ((pending.length > 0 || flushing) && Date.now() < giveUpAt) {
        await flush(Math.max(1, giveUpAt - Date.now()));
      }
      if (pending.length > 0) {
        stats.dropped += pending.length;
        onDrop(pending.length, "database busy at shutdown");
        pending = [];
      }
    },
    get pending() {
      return pending.length;
    },
    get stats() {
      return stats;
    },
  };
}

/**
 * The retention purge's owner of analytics events: events older than
 * `retention.analyticsEventsMonths` go, in chunks (a first purge of a large table never holds the
 * writer for long).
 */
export const EVENT_RETENTION: RetentionOwner = {
  async purge({ writer, at, retention }) {
    const events = await deleteInChunks(
      writer,
      `DELETE FROM analytics_events WHERE id IN
         (SELECT id FROM analytics_events WHERE at < ? LIMIT ?)`,
      [monthsBefore(at, retention.analyticsEventsMonths)],
    );
    return { analytics_events: events };
  },
};
