/**
 * Upgrading a database that already holds enquiries: they are numbered in the order received, per
 * year, get their due times, and the next enquiry continues the count; an old single triage note
 * becomes the first note of the thread.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { openStore } from "../db/client.ts";
import { migrate } from "../db/migrations.ts";
import { ALL_MIGRATIONS } from "../db/schema.ts";
import { createEnquiryStore } from "./store.ts";

const NEW = new Set(["0003_enquiry_references", "0103_enquiry_owners_and_notes"]);

Deno.test("the reference migration numbers old enquiries per year and moves the old note", async () => {
  const dir = await Deno.makeTempDir({ prefix: "migration-test-" });
  const store = await openStore(`file:${join(dir, "site.db")}`);
  try {
    await migrate(store, ALL_MIGRATIONS.filter((migration) => !NEW.has(migration.id)));
    const old = [
      ["b", "2025-12-31T23:00:00.000Z"],
      ["a", "2025-06-02T09:00:00.000Z"],
      ["c", "2026-01-02T10:00:00.000Z"],
    ];
    for (const [id, at] of old) {
      await store.writer.execute({
        sql: `INSERT INTO enquiries (id, created_at, name, email, message)
              VALUES (?, ?, 'Old Name', 'old@example.com', 'An enquiry from last year.')`,
        args: [id!, at!],
      });
    }
    await store.writer.execute(`INSERT INTO enquiry_triage (enquiry_id, status, note, updated_at,
      updated_by) VALUES ('a', 'answered', 'Rang back', 1748855000000, 'alice@example.com')`);

    await migrate(store, ALL_MIGRATIONS);
    const rows = await store.db.execute("SELECT id, reference, due_at FROM enquiries ORDER BY id");
    assert.deepEqual(rows.rows.map((row) => [row.id, row.reference, row.due_at]), [
      // Monday 10:00 BST: due Tuesday 10:00 BST, 24 hours on.
      ["a", "CB-2025-000001", "2025-06-03T09:00:00.000Z"],
      // New Year's Eve 23:00: 24 hours on is New Year's Day, a bank holiday: Friday 9:00.
      ["b", "CB-2025-000002", "2026-01-02T09:00:00.000Z"],
      // Friday 10:00: 24 hours on is Saturday: Monday 9:00.
      ["c", "CB-2026-000001", "2026-01-05T09:00:00.000Z"],
    ]);
    const notes = await store.db.execute("SELECT enquiry_id, author, text, at FROM enquiry_notes");
    assert.deepEqual(notes.rows.map((row) => [row.enquiry_id, row.author, row.text, row.at]), [
      ["a", "alice@example.com", "Rang back", 1748855000000],
    ]);

    const enquiries = createEnquiryStore({
      ...store,
      now: () => Date.UTC(2026, 0, 5, 12),
    });
    const { record } = await enquiries.create({
      name: "New Name",
      email: "new@example.com",
      message: "A new enquiry this year.",
      company: "",
      phone: "",
      interest: "",
      source: "contact",
    });
    assert.equal(record.reference, "CB-2026-000002");
  } finally {
    await store.close();
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
});
