/**
 * Migrations of the enquiry features that came after the core table (server/db/migrations.ts):
 * references and due times. Appended to `ALL_MIGRATIONS` right after the core ones.
 */
import type { Migration } from "../db/migrations.ts";
import { responseDueAt } from "./business_hours.ts";

/** Migrations of enquiry references and due times. */
export const ENQUIRY_MIGRATIONS: readonly Migration[] = [
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
