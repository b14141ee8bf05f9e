/**
 * A writer that keeps trying while the database is busy, for command-line tools: an operator
 * running `deno task staff …` while the site (or a backup) writes should wait a little, be told
 * why, and succeed, rather than fail half-way. Each write is atomic, so trying a refused one
 * again can never apply it twice.
 */
import { DatabaseUnavailableError } from "./errors.ts";
import type { Writer } from "./writer.ts";

/** Options of {@linkcode retryingWriter}. */
export interface RetryOptions {
  /** Tries per write, the first included (default 6: with a 5 s budget, about 30 s in all). */
  attempts?: number;
  /** Told before each retry (e.g. print "Database is busy; retrying (2 of 6)…"). */
  onRetry?: (attempt: number, attempts: number) => void;
}

/** Wraps `writer` so busy writes are retried; other errors pass through at once. */
export function retryingWriter(writer: Writer, options: RetryOptions = {}): Writer {
  const attempts = options.attempts ?? 6;
  async function retry<T>(write: () => Promise<T>): Promise<T> {
    for (let attempt = 1;; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (!(error instanceof DatabaseUnavailableError) || attempt >= attempts) throw error;
        options.onRetry?.(attempt + 1, attempts);
      }
    }
  }
  return {
    batch: (statements, call) => retry(() => writer.batch(statements, call)),
    execute: (statement, call) => retry(() => writer.execute(statement, call)),
    drain: () => writer.drain(),
    close: () => writer.close(),
  };
}
