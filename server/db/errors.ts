/**
 * Errors of the storage layer that the HTTP layer turns into answers. A busy or unavailable
 * database is a temporary condition the client can retry (503 with Retry-After, RFC 9110 §10.2.3),
 * never a 500: see ADR 0008 (docs/decisions/0008-writer-in-a-worker.md).
 */

/**
 * The database could not take a write within the write budget (another process held the lock,
 * or the file could not be written). Nothing of the rejected write was committed.
 */
export class DatabaseUnavailableError extends Error {
  /** Seconds a client should wait before retrying (the `Retry-After` value). */
  readonly retryAfterSeconds: number;
  /** SQLite's error code when there was one (e.g. `SQLITE_BUSY`). */
  readonly code: string | undefined;

  constructor(message: string, options: { retryAfterSeconds?: number; code?: string } = {}) {
    super(message);
    this.name = "DatabaseUnavailableError";
    this.retryAfterSeconds = options.retryAfterSeconds ?? 2;
    this.code = options.code;
  }
}

/** SQLite result codes meaning "try again later" rather than "this write is wrong". */
const TRANSIENT_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|READONLY|CANTOPEN|FULL|PROTOCOL)/;

/**
 * True when `code` (a libSQL error code such as `SQLITE_BUSY` or `SQLITE_BUSY_SNAPSHOT`) names a
 * condition that passes with time, so the write should be answered with 503, not 500.
 */
export function isTransientCode(code: string | undefined): boolean {
  return code !== undefined && TRANSIENT_CODES.test(code);
}

/**
 * What a SQLite code says is wrong with storage, so answers and logs name it: `busy` (another
 * connection holds a lock), `full` (the disk or the database's page limit, `SQLITE_FULL`),
 * `unwritable` (read-only file or folder, I/O error, file that cannot be opened), `other`.
 */
export type StorageTrouble = "busy" | "full" | "unwritable" | "other";

/** The {@linkcode StorageTrouble} of a libSQL error code such as `SQLITE_IOERR_WRITE`. */
export function storageTrouble(code: string | undefined): StorageTrouble {
  if (code === undefined) return "other";
  if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return "busy";
  if (/^SQLITE_FULL/.test(code)) return "full";
  if (/^SQLITE_(IOERR|READONLY|CANTOPEN)/.test(code)) return "unwritable";
  return "other";
}

/**
 * The {@linkcode StorageTrouble} behind `error`: by its SQLite code, and `busy` for a write that
 * ran out of its budget before SQLite said anything.
 */
export function troubleOf(error: unknown): StorageTrouble {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string") return storageTrouble(code);
  return error instanceof DatabaseUnavailableError ? "busy" : "other";
}

/** What a visitor is told for each {@linkcode StorageTrouble} (503 with Retry-After). */
export const STORAGE_MESSAGES: Readonly<Record<StorageTrouble, string>> = {
  busy: "The service is busy. Please try again in a moment.",
  full:
    "The site cannot store anything right now because its storage is full. Please try again later.",
  unwritable: "The site cannot store anything right now. Please try again later.",
  other: "The service is busy. Please try again in a moment.",
};

/** True when `error` is a unique-constraint violation (`SQLITE_CONSTRAINT_UNIQUE` or similar). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : "";
  return (typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT")) &&
    /UNIQUE/i.test(message);
}
