/**
 * Migrations of the enquiry tables (server/enquiries/store.ts; docs/requirements.md#enquiries):
 * the table itself, idempotency keys, then references and due times. The first of the site's
 * migrations (`server/db/schema.ts`).
 */
import type { Migration } from "../db/migrations.ts";
import { responseDueAt } from "./business_hours.ts";

/** Migrations of the enquiry tables, in order. */
export const ENQUIRY_MIGRATIONS: readonly Migration[] = [
  {
    id: "0001_enquiries",
    statements: [
      `CREATE TABLE IF NOT EXISTS enquiries (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        name TEXT NOT NULL,
        company TEXT,
        email TEXT NOT NULL,
        phone TEXT,
        interest TEXT,
        message TEXT NOT NULL,
        source TEXT NOT NULL DEFAULT 'contact'
      )`,
      "CREATE INDEX IF NOT EXISTS enquiries_created_at ON enquiries (created_at DESC)",
      "CREATE INDEX IF NOT EXISTS enquiries_email ON enquiries (email)",
    ],
  },
  {
    // A client retrying a submission sends the same key; the first result is answered again.
    id: "0002_enquiry_idempotency",
    statements: [
      "ALTER TABLE enquiries ADD COLUMN idempotency_key TEXT",
      `CREATE UNIQUE INDEX IF NOT EXISTS enquiries_idempotency_key
        ON enquiries (idempotency_key)`,
    ],
  },
  {
    // Each enquiry gets a reference the enquirer can quote ("CB-2026-000123"), numbered per year
    // from a counter that erasure never touches, so a number is never given twice; and the time its
    // reply is due (docs/requirements.md#enquiry-reference, ADR 0020). Existing enquiries are
    // numbered in the order received. The year is the UTC one: the UK is on GMT at New Year.
    id: "0003_enquiry_references",
    statements: [
      "ALTER TABLE enquiries ADD COLUMN reference TEXT",
      "ALTER TABLE enquiries ADD COLUMN due_at TEXT",
      `CREATE TABLE IF NOT EXISTS enquiry_reference_counters (
        year INTEGER PRIMARY KEY,
        last INTEGER NOT NULL
      )`,
      `UPDATE enquiries SET reference = numbered.reference FROM (
        SELECT id, printf('CB-%s-%06d', substr(created_at, 1, 4), ROW_NUMBER() OVER (
          PARTITION BY substr(created_at, 1, 4) ORDER BY created_at, id)) AS reference
        FROM enquiries) AS numbered WHERE numbered.id = enquiries.id`,
      `INSERT INTO enquiry_reference_counters (year, last)
        SELECT CAST(substr(created_at, 1, 4) AS INTEGER), COUNT(*) FROM enquiries GROUP BY 1`,
      "CREATE UNIQUE INDEX IF NOT EXISTS enquiries_reference ON enquiries (reference)",
      "CREATE INDEX IF NOT EXISTS enquiries_due_at ON enquiries (due_at)",
    ],
    async prepare(db) {
      const rows = await db.execute("SELECT id, created_at FROM enquiries");
      return rows.rows.map((row) => ({
        sql: "UPDATE enquiries SET due_at = ? WHERE id = ?",
        args: [
          new Date(responseDueAt(Date.parse(String(row.created_at)))).toISOString(),
          String(row.id),
        ],
      }));
    },
  },
];
