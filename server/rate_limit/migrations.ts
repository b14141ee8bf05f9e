/** The rate-limit windows' table (server/rate_limit/store.ts), shared by the instances (ADR 0009). */
import type { Migration } from "../db/migrations.ts";

/** Migrations of the rate-limit windows. */
export const RATE_LIMIT_MIGRATIONS: readonly Migration[] = [
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
];
