/**
 * One-line JSON logs (one object per line on stdout/stderr), so a log shipper can parse them
 * without patterns. Never pass personal data (names, e-mail addresses, IP addresses, message
 * text, query strings): see docs/requirements.md#privacy. This is the server's only way to the
 * console: `deno lint` refuses `console` anywhere else in `server/` (tools/lint/server_plugin.ts).
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
