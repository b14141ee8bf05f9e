/**
 * Tables of the staff area (docs/requirements.md#staff-area): accounts, sessions (stored hashed so
 * several app instances share them), sign-in failures for throttling, the audit log and the triage
 * state of each enquiry. Times are integers in ms since the epoch.
 */
import type { Migration } from "../db/migrations.ts";

/** Migrations of the staff area, appended to `ALL_MIGRATIONS`. */
export const STAFF_MIGRATIONS: readonly Migration[] = [
  {
    id: "0100_staff_accounts",
    statements: [
      `CREATE TABLE IF NOT EXISTS staff_accounts (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        disabled INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        password_changed_at INTEGER NOT NULL,
        last_sign_in_at INTEGER
      )`,
      `CREATE TABLE IF NOT EXISTS staff_sessions (
        token_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      )`,
      "CREATE INDEX IF NOT EXISTS staff_sessions_account ON staff_sessions (account_id)",
      `CREATE TABLE IF NOT EXISTS staff_login_failures (
        key TEXT NOT NULL,
        at INTEGER NOT NULL
      )`,
      "CREATE INDEX IF NOT EXISTS staff_login_failures_key ON staff_login_failures (key, at)",
      `CREATE TABLE IF NOT EXISTS staff_audit (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at INTEGER NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL DEFAULT ''
      )`,
      "CREATE INDEX IF NOT EXISTS staff_audit_at ON staff_audit (at DESC)",
      `CREATE TABLE IF NOT EXISTS enquiry_triage (
        enquiry_id TEXT PRIMARY KEY,
        status TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT '',
        updated_at INTEGER NOT NULL,
        updated_by TEXT NOT NULL
      )`,
      "CREATE INDEX IF NOT EXISTS enquiry_triage_status ON enquiry_triage (status)",
    ],
  },
  {
    id: "0101_staff_known_addresses",
    statements: [
      // Addresses an account signed in from: they keep working while unknown ones are capped
      // (throttle.ts). Rows older than the trust period are removed on the next sign-in.
      `CREATE TABLE IF NOT EXISTS staff_known_addresses (
        email TEXT NOT NULL,
        address TEXT NOT NULL,
        last_success_at INTEGER NOT NULL,
        PRIMARY KEY (email, address)
      )`,
    ],
  },
  {
    id: "0102_staff_roles",
    statements: [
      // Every account that existed before roles could do everything: it stays an admin
      // (docs/requirements.md#staff-roles).
      "ALTER TABLE staff_accounts ADD COLUMN role TEXT NOT NULL DEFAULT 'admin'",
    ],
  },
];
