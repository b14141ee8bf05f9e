/**
 * The one owner of `csp_violations`: how many CSP violation reports arrived per UTC day,
 * directive, blocked origin and page path (server/csp_reports/reports.ts says what those hold).
 * Nothing about the sender is kept: no address, no user agent, no query string. The table is
 * bounded: once it holds {@linkcode CSP_VIOLATION_MAX_ROWS} rows, reports of a combination not
 * seen before are dropped (those already counted keep counting), so reports invented in bulk
 * cannot grow it without end. Rows go after the analytics period (docs/requirements.md#retention),
 * through {@linkcode CSP_VIOLATION_RETENTION}.
 */
import type { Client } from "@libsql/client";
import type { Writer } from "../db/writer.ts";
import { deleteInChunks, monthsBefore, type RetentionOwner } from "../retention/owner.ts";
import type { CspViolation } from "./reports.ts";

/** Rows the table holds at most (a few dozen bytes each). */
export const CSP_VIOLATION_MAX_ROWS = 20_000;

/** Violations counted, summed over a period, as staff read them. */
export interface CspViolationCount extends CspViolation {
  /** Reports in the period. */
  reports: number;
  /** Last UTC day (YYYY-MM-DD) with a report. */
  lastDay: string;
}

/** The store of the counts. */
export interface CspReportStore {
  /** Counts each of `violations` once on the UTC day of `at` (ms since the epoch). */
  record(violations: readonly CspViolation[], at: number): Promise<void>;
  /**
   * The counts from the UTC day of `since` (ms since the epoch) on, most reported first, at most
   * `limit` rows.
   */
  counts(since: number, limit: number): Promise<CspViolationCount[]>;
}

/** Options of {@linkcode createCspReportStore}. */
export interface CspReportStoreOptions {
  db: Client;
  writer: Writer;
  /** Row cap (default {@linkcode CSP_VIOLATION_MAX_ROWS}). */
  maxRows?: number;
}

/** The UTC day of `ms`, `YYYY-MM-DD`. */
function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Creates the {@linkcode CspReportStore}. */
export function createCspReportStore(options: CspReportStoreOptions): CspReportStore {
  const maxRows = options.maxRows ?? CSP_VIOLATION_MAX_ROWS;
  return {
    async record(violations, at) {
      if (!violations.length) return;
      const day = dayOf(at);
      await options.writer.batch(violations.flatMap((violation) => {
        const key = [day, violation.directive, violation.blocked, violation.documentPath];
        return [
          {
            sql: `UPDATE csp_violations SET reports = reports + 1
                  WHERE day = ? AND directive = ? AND blocked = ? AND document_path = ?`,
            args: key,
          },
          {
            sql: `INSERT OR IGNORE INTO csp_violations
                    (day, directive, blocked, document_path, reports)
                  SELECT ?, ?, ?, ?, 1 WHERE (SELECT COUNT(*) FROM csp_violations) < ?`,
            args: [...key, maxRows],
          },
        ];
      }));
    },
    async counts(since, limit) {
      const result = await options.db.execute({
        sql: `SELECT directive, blocked, document_path, SUM(reports) AS reports,
                     MAX(day) AS last_day
              FROM csp_violations WHERE day >= ?
              GROUP BY directive, blocked, document_path
              ORDER BY reports DESC, last_day DESC, directive, blocked, document_path
              LIMIT ?`,
        args: [dayOf(since), limit],
      });
      return result.rows.map((row) => ({
        directive: String(row.directive),
        blocked: String(row.blocked),
        documentPath: String(row.document_path),
        reports: Number(row.reports),
        lastDay: String(row.last_day),
      }));
    },
  };
}

/** Deletes the days older than the analytics period (counts are kept as long as events). */
export const CSP_VIOLATION_RETENTION: RetentionOwner = {
  async purge({ writer, at, retention }) {
    const rows = await deleteInChunks(
      writer,
      `DELETE FROM csp_violations WHERE rowid IN
         (SELECT rowid FROM csp_violations WHERE day < ? LIMIT ?)`,
      [dayOf(monthsBefore(at, retention.analyticsEventsMonths))],
    );
    return { csp_violations: rows };
  },
};
