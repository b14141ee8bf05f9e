/**
 * Schema migrations, applied in order at start-up. Each entry is append-only: never edit one that
 * has shipped; add a new one. Each store keeps its own list beside it; `server/db/schema.ts` orders
 * them.
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
