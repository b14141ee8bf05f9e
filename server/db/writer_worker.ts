/**
 * The writer's thread (a Deno Web Worker). It owns the only connection that writes to an embedded
 * libSQL file. SQLite's busy wait blocks the thread that waits, so it happens here rather than on
 * the thread that serves pages (ADR 0008).
 *
 * Protocol: the owner posts {@linkcode WriterRequest}s; each gets one {@linkcode WriterReply}.
 * Requests run one at a time in arrival order. A request whose deadline passed while it queued is
 * refused without touching the database.
 */
/// <reference lib="deno.worker" />
import { type Client, createClient, type InStatement } from "@libsql/client";
import { CONNECTION_PRAGMAS } from "./pragmas.ts";
import { type PlainResultSet, toPlainResult } from "./result.ts";

/** What the worker is asked to do. */
export type WriterRequest =
  | { type: "open"; url: string; sliceMs: number }
  | {
    type: "batch";
    id: number;
    statements: InStatement[];
    /** Epoch ms after which the request is given up as busy. */
    deadline: number;
  }
  | { type: "execute"; id: number; statement: InStatement; deadline: number }
  | { type: "close"; id: number };

/** The answer to one request. */
export type WriterReply =
  | { id: number; ok: true; results: PlainResultSet[] }
  | { id: number; ok: false; error: { message: string; code?: string; busy: boolean } };

let url = "";
let sliceMs = 500;
let client: Client | undefined;

async function open(): Promise<Client> {
  if (client) return client;
  // `concurrency: 1`: one connection, so the pragmas below reach every statement this thread
  // runs; `timeout` is SQLite's busy timeout on that connection (one slice of the budget).
  const fresh = createClient({ url, timeout: sliceMs, concurrency: 1 });
  for (const pragma of CONNECTION_PRAGMAS) await fresh.execute(pragma);
  client = fresh;
  return fresh;
}

/**
 * Drops the connection after any failed write. A statement that met a lock stays "in progress"
 * on its connection, and later writes on it report success without committing; only a fresh
 * connection opened at once recovers (measured, see ADR 0008).
 */
function replace() {
  try {
    client?.close();
  } catch {
    // Closing a broken connection can fail; the new one is what matters.
  }
  client = undefined;
}

function isBusy(code: string | undefined): boolean {
  return code !== undefined && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

async function run(
  request: Extract<WriterRequest, { type: "batch" | "execute" }>,
): Promise<WriterReply> {
  let lastError: { message: string; code?: string } = { message: "Database is busy" };
  // Each try waits at most one slice for the lock; tries continue until the deadline.
  while (Date.now() < request.deadline) {
    try {
      const db = await open();
      const results = request.type === "batch"
        ? await db.batch(request.statements, "write")
        : [await db.execute(request.statement)];
      return { id: request.id, ok: true, results: results.map(toPlainResult) };
    } catch (error) {
      replace();
      const code = (error as { code?: string }).code;
      lastError = {
        message: error instanceof Error ? error.message : String(error),
        ...(code ? { code } : {}),
      };
      if (!isBusy(code)) return { id: request.id, ok: false, error: { ...lastError, busy: false } };
    }
  }
  return { id: request.id, ok: false, error: { ...lastError, busy: true } };
}

async function handle(request: WriterRequest) {
  if (request.type === "open") {
    url = request.url;
    sliceMs = request.sliceMs;
    return;
  }
  if (request.type === "close") {
    replace();
    self.postMessage({ id: request.id, ok: true, results: [] } satisfies WriterReply);
    return;
  }
  self.postMessage(await run(request));
}

// One request at a time, in arrival order: the handler awaits, so without this chain a second
// message could start between two statements of the first.
let tail: Promise<void> = Promise.resolve();
self.onmessage = (event: MessageEvent<WriterRequest>) => {
  tail = tail.then(() => handle(event.data));
};
