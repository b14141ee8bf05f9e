/**
 * Result sets as plain data. libSQL's `Row` objects carry their columns as accessors that do not
 * survive `postMessage`, and the writer's results cross from its worker to the serving thread.
 */
import type { ResultSet } from "@libsql/client";

/** Rows and counts of one statement: each row maps column name → value. */
export interface PlainResultSet {
  columns: string[];
  rows: Record<string, unknown>[];
  rowsAffected: number;
  lastInsertRowid: bigint | undefined;
}

/** Copies `result` into a {@linkcode PlainResultSet}. */
export function toPlainResult(result: ResultSet): PlainResultSet {
  const columns = [...result.columns];
  return {
    columns,
    rows: result.rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]]))),
    rowsAffected: result.rowsAffected,
    lastInsertRowid: result.lastInsertRowid,
  };
}
