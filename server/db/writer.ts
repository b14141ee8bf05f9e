/**
 * The single writer of each process (ADR 0007, ADR 0008). Every write of the app goes through it:
 * statements run one at a time, in order, on a connection owned by a Deno Worker, so SQLite's busy
 * wait for another process's lock never stalls the thread that serves pages. A write waits at most
 * `budgetMs` for a busy database, then fails with {@linkcode DatabaseUnavailableError} (the API
 * answers 503 with Retry-After) and nothing of it is committed. A failed write replaces the
 * worker's connection, so one lock never leaves the process unable to write.
 *
 * Remote databases (`libsql://`, Turso) have no local lock to wait on: their writes run on the
 * given client, still one at a time, under the same budget.
 */
import type { Client, InStatement } from "@libsql/client";
import {
  DatabaseUnavailableError,
  isTransientCode,
  type StorageTrouble,
  storageTrouble,
} from "./errors.ts";
import { type PlainResultSet, toPlainResult } from "./result.ts";
import type { WriterReply, WriterRequest } from "./writer_worker.ts";

/** Rows and counts of one statement (column name → value per row). */
export type WriteResult = PlainResultSet;

/** Per-call options of a write. */
export interface WriteOptions {
  /** Overrides the writer's budget for this call, ms (e.g. a short one for a rate-limit count). */
  budgetMs?: number;
}

/** Serialises all writes to one database; see the module comment for why. */
export interface Writer {
  /**
   * Runs `statements` as one atomic write transaction: all apply or none.
   *
   * @throws {DatabaseUnavailableError} when the database stayed busy past the budget.
   * @throws {WriteError} for any other failure (e.g. a constraint), with SQLite's code.
   */
  batch(statements: InStatement[], options?: WriteOptions): Promise<WriteResult[]>;
  /** Runs one write statement; throws like {@linkcode Writer.batch}. */
  execute(statement: InStatement, options?: WriteOptions): Promise<WriteResult>;
  /** Resolves when every write queued so far has finished. */
  drain(): Promise<void>;
  /** Finishes queued writes and releases the connection (and the worker). */
  close(): Promise<void>;
}

/** A write that failed for a reason other than a busy database; `code` is SQLite's. */
export class WriteError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = "WriteError";
    this.code = code;
  }
}

/** Default write budget, ms: how long a write waits for another process's lock. */
export const DEFAULT_WRITE_BUDGET_MS = 5_000;

/** Options of {@linkcode createWriter}. */
export interface WriterOptions {
  /** `file:` URL of an embedded database (a worker writes it), or a remote one (see `client`). */
  url: string;
  /** Client used for remote URLs; embedded files are written by the worker's own connection. */
  client?: Client;
  /** ms a write may wait for a busy database (default {@linkcode DEFAULT_WRITE_BUDGET_MS}). */
  budgetMs?: number;
  /**
   * ms a new writer worker may take to load and open the database before it is replaced
   * (default {@linkcode WRITER_READY_TIMEOUT_MS}).
   */
  readyTimeoutMs?: number;
  /** The worker's module (tests; default `writer_worker.ts` beside this file). */
  workerModule?: URL;
}

/**
 * How long a new writer worker may take to load its modules and open the database, ms, before it
 * is terminated and a new one started. Loading takes well under a second; on a loaded machine
 * running many test files in parallel, a worker once never reported ready at all (a test run
 * waited for it for fifteen minutes), and a write that waits for it must not wait for ever.
 */
export const WRITER_READY_TIMEOUT_MS = 20_000;

/** Workers started for one write before it is answered "busy" (each waits up to the timeout). */
const WORKER_STARTS_PER_WRITE = 3;

// One busy wait inside the worker lasts at most this long; the worker retries until the budget
// is spent, so a write never outlives its budget by more than one slice.
const SLICE_MS = 250;

/** Internal messages (logs) per kind of trouble; the answer's wording is `STORAGE_MESSAGES`. */
const UNAVAILABLE_MESSAGES: Record<StorageTrouble, string> = {
  busy: "The database is busy. Please try again in a moment.",
  full: "The database's disk is full",
  unwritable: "The database file cannot be written",
  other: "The database is busy. Please try again in a moment.",
};

function unavailable(budgetMs: number, code?: string): DatabaseUnavailableError {
  const trouble = storageTrouble(code);
  return new DatabaseUnavailableError(
    code && trouble !== "busy"
      ? `${UNAVAILABLE_MESSAGES[trouble]} (${code})`
      : UNAVAILABLE_MESSAGES[trouble],
    {
      // A full disk does not clear in a write budget: ask for a minute.
      retryAfterSeconds: trouble === "full" ? 60 : Math.max(1, Math.ceil(budgetMs / 1000)),
      ...(code ? { code } : {}),
    },
  );
}

/** Creates the {@linkcode Writer} for `options.url`. Create one per process and share it. */
export function createWriter(options: WriterOptions): Writer {
  const budgetMs = options.budgetMs ?? DEFAULT_WRITE_BUDGET_MS;
  return options.url.startsWith("file:")
    ? createWorkerWriter(options.url, budgetMs, {
      readyTimeoutMs: options.readyTimeoutMs ?? WRITER_READY_TIMEOUT_MS,
      module: options.workerModule ?? new URL("./writer_worker.ts", import.meta.url),
    })
    : createClientWriter(requireClient(options), budgetMs);
}

function requireClient(options: WriterOptions): Client {
  if (!options.client) throw new Error("A remote database needs its client for the writer");
  return options.client;
}

function createWorkerWriter(
  url: string,
  budgetMs: number,
  spawn: { readyTimeoutMs: number; module: URL },
): Writer {
  let worker: Worker | undefined;
  /** Settles true when the current worker has opened the database, false when it never will. */
  let ready: Promise<boolean> = Promise.resolve(true);
  let nextId = 1;
  let tail: Promise<unknown> = Promise.resolve();
  const waiting = new Map<number, { resolve(reply: WriterReply): void }>();

  function failWaiting(message: string) {
    for (const [id, entry] of waiting) {
      entry.resolve({ id, ok: false, error: { message, busy: true } });
    }
    waiting.clear();
  }

  function start(): Worker {
    if (worker) return worker;
    const fresh = new Worker(spawn.module.href, { type: "module" });
    let markReady = (_opened: boolean) => {};
    ready = new Promise((resolve) => markReady = resolve);
    // A worker that never reports ready is replaced, so no write waits for it for ever.
    const timer = setTimeout(() => {
      if (worker === fresh) worker = undefined;
      fresh.terminate();
      markReady(false);
    }, spawn.readyTimeoutMs);
    fresh.onmessage = (event: MessageEvent<WriterReply | { type: "ready" }>) => {
      const data = event.data;
      if ("type" in data) {
        clearTimeout(timer);
        return markReady(true);
      }
      waiting.get(data.id)?.resolve(data);
      waiting.delete(data.id);
    };
    fresh.onerror = (event) => {
      // A crashed worker fails what it held; the next write starts a new one.
      event.preventDefault();
      clearTimeout(timer);
      if (worker === fresh) worker = undefined;
      markReady(false);
      failWaiting(event.message);
    };
    fresh.postMessage({ type: "open", url, sliceMs: SLICE_MS } satisfies WriterRequest);
    worker = fresh;
    return fresh;
  }

  async function send(
    make: (id: number, deadline: number) => WriterRequest & { id: number },
    callBudget: number,
  ): Promise<WriterReply> {
    let target: Worker | undefined;
    for (let started = 0; !target && started < WORKER_STARTS_PER_WRITE; started++) {
      const candidate = start();
      if (await ready) target = candidate;
    }
    const request = make(nextId++, Date.now() + callBudget);
    if (!target) {
      return {
        id: request.id,
        ok: false,
        error: { message: "The writer worker did not start", busy: true },
      };
    }
    const reply = new Promise<WriterReply>((resolve) => waiting.set(request.id, { resolve }));
    target.postMessage(request);
    tail = reply;
    return await reply;
  }

  async function write(
    make: (id: number, deadline: number) => WriterRequest & { id: number },
    callBudget: number,
  ): Promise<WriteResult[]> {
    const reply = await send(make, callBudget);
    if (reply.ok) return reply.results;
    const { message, code, busy } = reply.error;
    if (busy || isTransientCode(code)) throw unavailable(callBudget, code);
    throw new WriteError(message, code);
  }

  return {
    batch: (statements, call = {}) =>
      write(
        (id, deadline) => ({ type: "batch", id, statements, deadline }),
        call.budgetMs ?? budgetMs,
      ),
    execute: async (statement, call = {}) => {
      const [result] = await write(
        (id, deadline) => ({ type: "execute", id, statement, deadline }),
        call.budgetMs ?? budgetMs,
      );
      return result!;
    },
    drain: () => tail.then(() => undefined, () => undefined),
    async close() {
      const current = worker;
      if (!current) return;
      // A worker that never opened the database has nothing to close.
      if (await ready) await send((id) => ({ type: "close", id }), 0);
      current.terminate();
      if (worker === current) worker = undefined;
    },
  };
}

function createClientWriter(client: Client, budgetMs: number): Writer {
  let tail: Promise<unknown> = Promise.resolve();

  function enqueue<T>(task: () => Promise<T>, callBudget: number): Promise<T> {
    const deadline = Date.now() + callBudget;
    const run = tail.then(async () => {
      if (Date.now() > deadline) throw unavailable(callBudget);
      try {
        return await task();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (isTransientCode(code)) throw unavailable(callBudget, code);
        throw new WriteError(error instanceof Error ? error.message : String(error), code);
      }
    });
    // The queue continues after a failure; the caller still receives the rejection.
    tail = run.catch(() => undefined);
    return run;
  }

  return {
    batch: (statements, call = {}) =>
      enqueue(
        async () => (await client.batch(statements, "write")).map(toPlainResult),
        call.budgetMs ?? budgetMs,
      ),
    execute: (statement, call = {}) =>
      enqueue(
        async () => toPlainResult(await client.execute(statement)),
        call.budgetMs ?? budgetMs,
      ),
    drain: () => tail.then(() => undefined),
    close: () => tail.then(() => undefined),
  };
}
