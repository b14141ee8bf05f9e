/**
 * What a store holding personal data does for the retention job (docs/requirements.md#retention):
 * it deletes its own rows when their period has run out, so the SQL of each table stays in the
 * one module that owns it and `server/retention/purge.ts` only asks each owner in turn.
 */
import type { InValue } from "@libsql/client";
import type { Writer } from "../db/writer.ts";
import type { RetentionConfig } from "./config.ts";

/** Rows deleted, by table name (e.g. `{ enquiries: 2, outbox: 5 }`). */
export type DeletedRows = Record<string, number>;

/** What one run of the purge gives every owner. */
export interface PurgeContext {
  writer: Writer;
  /** The purge's clock, ms since the epoch: periods are counted back from it. */
  at: number;
  /** The periods in force (the privacy policy's, or the deployment's overrides). */
  retention: RetentionConfig;
  /** Folder of the .eml copies of messages (absent: no files to delete). */
  mailDir?: string;
}

/** A store's part in the retention job. */
export interface RetentionOwner {
  /**
   * Deletes this store's rows whose period has run out at `context.at`.
   *
   * @returns the rows deleted, by table.
   * @throws the writer's error; rows deleted by earlier batches stay deleted.
   */
  purge(context: PurgeContext): Promise<DeletedRows>;
}

/** Subtracts calendar months in UTC ("24 months" means the same date two years earlier). */
export function monthsBefore(ms: number, months: number): number {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

// Rows deleted per transaction by deleteInChunks.
const CHUNK = 5000;

/**
 * Runs `sql`, a DELETE whose last parameter is a row limit, with `args` and then the chunk size,
 * until a run deletes fewer rows than that: each chunk is its own short transaction, so a first
 * purge of a large table never holds the writer for long.
 *
 * @returns the rows deleted in all.
 */
export async function deleteInChunks(
  writer: Writer,
  sql: string,
  args: InValue[],
): Promise<number> {
  let total = 0;
  while (true) {
    const result = await writer.execute({ sql, args: [...args, CHUNK] });
    total += result.rowsAffected;
    if (result.rowsAffected < CHUNK) return total;
  }
}
