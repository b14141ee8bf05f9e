/**
 * One-line JSON logs (one object per line on stdout/stderr), so a log shipper can parse them
 * without patterns. Never pass personal data (names, e-mail addresses, IP addresses, message
 * text, query strings): see docs/requirements.md#privacy.
 */

/** Severity of a log line. */
export type LogLevel = "info" | "warn" | "error";

/** Writes `{ time, level, msg, ...fields }` as one line (errors and warnings to stderr). */
export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "info") console.log(line);
  else console.error(line);
}

/** The message of `error` without its stack, for a log field. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
