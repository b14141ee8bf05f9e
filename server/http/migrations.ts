/** The readiness check's table (server/http/health.ts): each instance's write round trip (ADR 0009). */
import type { Migration } from "../db/migrations.ts";

/** Migrations of the readiness check. */
export const HEALTH_CHECK_MIGRATIONS: readonly Migration[] = [
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
