/**
 * One-line JSON logs (one object per line on stdout/stderr), so a log shipper can parse them
 * without patterns. Never pass personal data (names, e-mail addresses, IP addresses, message
 * text, query strings): see docs/requirements.md#privacy. This is the server's only way to the
 * console: `deno lint` refuses `console` anywhere else in `server/` (tools/lint/server_plugin.ts).
 *
 * Access lines ({@linkcode logRequest}, one per request) are the hot path: writing each with its
 * own `console.log` was the largest single cost of serving a cached page (a write system call per
 * request). They are formatted from a template, collected, and written together at most
 * {@linkcode ACCESS_LOG_FLUSH_MS} after the first of them (or at once when
 * {@linkcode ACCESS_LOG_BATCH_LINES} are waiting); any other line flushes them first, so the log
 * keeps its order, and {@linkcode flushLog} writes what is left before the process exits
 * (`server/main.ts`). One timer per batch, not one per turn of the event loop: a timer per turn
 * was a fifth of the CPU of a cached page under load (a CPU profile under `wrk`,
 * docs/performance/cached-page-2026-11-26.md).
 */

/** Severity of a log line. */
export type LogLevel = "info" | "warn" | "error";

/**
 * Where a part of the server reports what happened: {@linkcode log} in production, a recorder in
 * tests. Components take one in their options, and `server/app.ts` passes the site's one logger
 * down, so every line of one process goes the same way.
 */
export type Logger = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => void;

/** Writes `{ time, level, msg, ...fields }` as one line (errors and warnings to stderr). */
export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  flushLog();
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  // deno-lint-ignore server/no-console -- the one writer of log lines
  if (level === "info") console.log(line);
  // deno-lint-ignore server/no-console -- the one writer of log lines
  else console.error(line);
}

/** The message of `error` without its stack, for a log field. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What the access log records of one request: nothing that identifies a person. */
export interface RequestLine {
  /** The request id (`server/http/request_log.ts`). */
  requestId: string;
  method: string;
  /** The path without the query string. */
  path: string;
  status: number;
  /** Duration, ms, one decimal. */
  ms: number;
}

/** Where access lines go: bytes of whole lines; stdout unless a test replaces it. */
type Sink = (bytes: Uint8Array) => void;

function writeStdout(bytes: Uint8Array): void {
  let written = 0;
  while (written < bytes.length) written += Deno.stdout.writeSync(bytes.subarray(written));
}

/** How long an access line waits, at most, to be written with the ones after it, ms. */
export const ACCESS_LOG_FLUSH_MS = 20;

/** Access lines written at once, without waiting for the timer, when this many are waiting. */
export const ACCESS_LOG_BATCH_LINES = 512;

const encoder = new TextEncoder();
let sink: Sink = writeStdout;
let pending: string[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let isoMs = 0;
let isoText = "";

/**
 * Logs one request as the line `log("info", "request", fields)` would write, with the same keys in
 * the same order, buffered (see the module comment).
 */
export function logRequest(fields: RequestLine): void {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    isoText = new Date(now).toISOString();
  }
  pending.push(
    `{"time":"${isoText}","level":"info","msg":"request","requestId":${
      JSON.stringify(fields.requestId)
    },` +
      `"method":${JSON.stringify(fields.method)},"path":${JSON.stringify(fields.path)},` +
      `"status":${fields.status},"ms":${fields.ms}}\n`,
  );
  if (pending.length >= ACCESS_LOG_BATCH_LINES) flushLog();
  else flushTimer ??= setTimeout(flushOnTimer, ACCESS_LOG_FLUSH_MS);
}

function flushOnTimer(): void {
  flushTimer = undefined; // fired: nothing to clear
  flushLog();
}

/** Writes the access lines collected so far. A failed write (stdout closed) drops them. */
export function flushLog(): void {
  if (flushTimer !== undefined) {
    clearTimeout(flushTimer);
    flushTimer = undefined;
  }
  if (!pending.length) return;
  const text = pending.join("");
  pending = [];
  try {
    sink(encoder.encode(text));
  } catch {
    // Nowhere left to report to; the request itself was answered.
  }
}

/** Replaces where access lines go (tests); returns a function that restores stdout. */
export function setRequestLogSink(replacement: Sink): () => void {
  flushLog();
  sink = replacement;
  return () => {
    flushLog();
    sink = writeStdout;
  };
}

// Lines still collected when the process ends (Deno.exit, or the end of the event loop).
globalThis.addEventListener("unload", flushLog);
