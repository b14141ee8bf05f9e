/**
 * The single serialising writer. @libsql/client's embedded driver pools connections, so two
 * overlapping write transactions fail with SQLITE_BUSY (and its `timeout` option busy-waits and
 * stalls the event loop). Every write in the app goes through one queue instead.
 */
import type { Client, InStatement, ResultSet } from "@libsql/client";

/** Serialises all writes to one database; see the module comment for why. */
export interface Writer {
  /** Runs `statements` as one atomic `batch(…, "write")`: all apply or none (throws the driver's error). */
  batch(statements: InStatement[]): Promise<ResultSet[]>;
  /** Runs one write statement. */
  execute(statement: InStatement): Promise<ResultSet>;
  /** Resolves when every write queued so far has finished. */
  drain(): Promise<void>;
}

/** Creates the {@linkcode Writer} for `db`. Create one per process and share it. */
export function createWriter(db: Client): Writer {
  let tail: Promise<unknown> = Promise.resolve();
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    // The queue continues after a failure; the caller still receives the rejection.
    tail = run.catch(() => undefined);
    return run;
  }
  return {
    batch: (statements) => enqueue(() => db.batch(statements, "write")),
    execute: (statement) => enqueue(() => db.execute(statement)),
    drain: () => enqueue(() => Promise.resolve()),
  };
}
