/** The table of CSP violation counts (server/csp_reports/store.ts). */
import type { Migration } from "../db/migrations.ts";

/** Migrations of the CSP violation counts. */
export const CSP_REPORT_MIGRATIONS: readonly Migration[] = [
  {
    id: "0900_csp_violations",
    statements: [
      // One row per UTC day, directive, blocked origin (or CSP keyword) and page path: counts
      // only, nothing about who sent a report.
      `CREATE TABLE IF NOT EXISTS csp_violations (
        day TEXT NOT NULL,
        directive TEXT NOT NULL,
        blocked TEXT NOT NULL,
        document_path TEXT NOT NULL,
        reports INTEGER NOT NULL,
        PRIMARY KEY (day, directive, blocked, document_path)
      )`,
    ],
  },
];
