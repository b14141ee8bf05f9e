/** Tables through which the instances of the site coordinate (ADR 0009). */
import type { Migration } from "./migrations.ts";

/**
 * Rate-limit windows (server/rate_limit/store.ts), job leases (server/jobs/periodic.ts) and the
 * readiness check's rows (server/http/health.ts).
 */
export const COORDINATION_MIGRATIONS: readonly Migration[] = [
  {
    id: "0700_rate_limits",
    statements: [
      `CREATE TABLE IF NOT EXISTS rate_limits (
        bucket TEXT PRIMARY KEY,
        window_start INTEGER NOT NULL,
        hits INTEGER NOT NULL
      )`,
      "CREATE INDEX IF NOT EXISTS rate_limits_window_start ON rate_limits (window_start)",
    ],
  },
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
  {
    // One row per instance, rewritten by GET /readyz as its write round-trip.
    id: "0702_health_checks",
    statements: [
      `CREATE TABLE IF NOT EXISTS health_checks (
        instance TEXT PRIMARY KEY,
        checked_at INTEGER NOT NULL
      )`,
    ],
  },
];
