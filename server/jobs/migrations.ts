/** The job leases' table (server/jobs/periodic.ts): one instance runs a periodic job at a time (ADR 0009). */
import type { Migration } from "../db/migrations.ts";

/** Migrations of the job leases. */
export const JOB_LEASE_MIGRATIONS: readonly Migration[] = [
  {
    id: "0701_job_leases",
    statements: [
      `CREATE TABLE IF NOT EXISTS job_leases (
        name TEXT PRIMARY KEY,
        holder TEXT,
        lease_until INTEGER NOT NULL DEFAULT 0,
        last_run_at INTEGER NOT NULL DEFAULT 0
      )`,
    ],
  },
];
