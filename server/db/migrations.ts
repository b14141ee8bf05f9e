/**
 * Schema migrations, applied in order at start-up. Each entry is append-only: never edit one that
 * has shipped; add a new one. Feature modules contribute their own lists (see `MIGRATIONS`).
 */
import type { Client, InStatement } from "@libsql/client";
import type { Writer } from "./writer.ts";

/** One schema change: a unique, ordered id and the statements that apply it. */
export interface Migration {
  id: string;
  /** SQL, or SQL with arguments (a seed's rows). */
  statements: readonly InStatement[];
  /**
   * Statements computed in code from the data as it is before the migration (values SQL cannot
   * work out, e.g. a due time in office hours); they run after `statements`, in the same write.
   */
  prepare?: (db: Client) => Promise<InStatement[]>;
}

/** Migrations of the foundation: enquiries (docs/requirements.md#enquiries). */
export const CORE_MIGRATIONS: readonly Migration[] = [
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
];

/**
 * Applies every migration of `migrations` not yet recorded in `schema_migrations`, each in one
 * atomic write with its bookkeeping row. Several instances may start at once: when a migration
 * fails because another process applied it first, its bookkeeping row is there and it is skipped.
 *
 * @returns the ids applied by this call.
 * @throws the writer's error when a migration fails and no other process recorded it.
 */
export async function migrate(
  store: { db: Client; writer: Writer },
  migrations: readonly Migration[],
): Promise<string[]> {
  const { db, writer } = store;
  await writer.execute(
    "CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)",
  );
  const recorded = async () =>
    new Set(
      (await db.execute("SELECT id FROM schema_migrations")).rows.map((row) => String(row.id)),
    );
  const done = await recorded();
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    try {
      await writer.batch([
        ...migration.statements,
        ...(await migration.prepare?.(db) ?? []),
        {
          sql: "INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)",
          args: [migration.id, new Date().toISOString()],
        },
      ]);
      applied.push(migration.id);
    } catch (error) {
      if (!(await recorded()).has(migration.id)) throw error;
    }
  }
  return applied;
}
