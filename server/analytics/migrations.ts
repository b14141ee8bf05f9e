/**
 * Tables of consent and analytics (docs/requirements.md#analytics-intake). Times are integers in ms
 * since the epoch (server clock). No IP address is stored, and pages are stored as paths without
 * their query string, so search terms or other personal data in an address never reach the
 * database.
 */
import type { Migration } from "../db/migrations.ts";

/** Migrations of consent records and analytics events, appended to `ALL_MIGRATIONS`. */
export const ANALYTICS_MIGRATIONS: readonly Migration[] = [
  {
    id: "0600_consent_and_analytics",
    statements: [
      `CREATE TABLE IF NOT EXISTS consent_records (
        id INTEGER PRIMARY KEY,
        consent_id TEXT NOT NULL,
        recorded_at INTEGER NOT NULL,
        choice_time TEXT NOT NULL,
        policy_version TEXT NOT NULL,
        analytics INTEGER NOT NULL,
        functional INTEGER NOT NULL,
        marketing INTEGER NOT NULL,
        kind TEXT NOT NULL,
        source TEXT NOT NULL,
        ua_family TEXT NOT NULL
      )`,
      "CREATE INDEX IF NOT EXISTS consent_records_recorded_at ON consent_records (recorded_at)",
      "CREATE INDEX IF NOT EXISTS consent_records_consent_id ON consent_records (consent_id)",
      `CREATE TABLE IF NOT EXISTS analytics_events (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        name TEXT NOT NULL,
        session_id TEXT NOT NULL,
        user_id TEXT,
        path TEXT NOT NULL,
        category TEXT,
        action TEXT,
        label TEXT,
        value REAL,
        currency TEXT,
        referrer_host TEXT,
        utm_source TEXT,
        utm_medium TEXT,
        utm_campaign TEXT,
        ua_family TEXT NOT NULL
      )`,
      "CREATE INDEX IF NOT EXISTS analytics_events_name_at ON analytics_events (name, at)",
      "CREATE INDEX IF NOT EXISTS analytics_events_at ON analytics_events (at)",
    ],
  },
];
