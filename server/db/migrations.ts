/**
 * Schema migrations, applied in order at start-up. Each entry is append-only: never edit one that
 * has shipped; add a new one. Feature modules contribute their own lists (see `MIGRATIONS`).
 */
import type { Client } from "@libsql/client";

/** One schema change: a unique, ordered id and the statements that apply it. */
export interface Migration {
  id: string;
  statements: readonly string[];
}

/** Migrations of the foundation: enquiries (spec §3 "Contact submission"). */
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
];

/**
 * Applies every migration of `migrations` not yet recorded in `schema_migrations`, each in one
 * atomic batch with its bookkeeping row. Safe to run on every start and from several processes
 * (statements are idempotent and the bookkeeping insert is `OR IGNORE`).
 *
 * @returns the ids applied by this call.
 */
export async function migrate(db: Client, migrations: readonly Migration[]): Promise<string[]> {
  await db.execute(
    "CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)",
  );
  const done = new Set(
    (await db.execute("SELECT id FROM schema_migrations")).rows.map((row) => String(row.id)),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await db.batch([
      ...migration.statements,
      {
        sql: "INSERT OR IGNORE INTO schema_migrations (id, applied_at) VALUES (?, ?)",
        args: [migration.id, new Date().toISOString()],
      },
    ], "write");
    applied.push(migration.id);
  }
  return applied;
}
