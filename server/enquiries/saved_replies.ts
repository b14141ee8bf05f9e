/**
 * Saved replies (docs/requirements.md#enquiry-thread): the common answers staff pick from to fill
 * the reply box, shared by every admin. The one module with SQL on `saved_replies`; each change
 * commits with its audit entry (`entry`: server/staff/audit.ts).
 */
import type { Client, InStatement, InValue } from "@libsql/client";
import type { SavedReply, SavedReplyInput } from "../../shared/schemas/enquiry_thread.ts";
import { SAVED_REPLIES_MAX } from "../../shared/schemas/enquiry_thread.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { Writer } from "../db/writer.ts";

/** What {@linkcode SavedReplyStore.add} did. */
export type SavedReplyAdded =
  | { added: SavedReply }
  | { refused: "title_taken" | "full" };

/**
 * The audit entry of a change, written only when `condition` (an `EXISTS` operand) finds a row
 * when it runs: `AuditLog.entryWhen` (server/staff/audit.ts) with the actor, action and detail.
 */
export type ConditionalAudit = (condition: { sql: string; args: InValue[] }) => InStatement;

/** Reads and changes the saved replies. */
export interface SavedReplyStore {
  /** Every saved reply, by title. */
  list(): Promise<SavedReply[]>;
  /**
   * Adds `reply` by `by.actor` at `by.at` (ms), with its audit entry in the same write; refused
   * when its title is taken (any case) or {@linkcode SAVED_REPLIES_MAX} are kept.
   */
  add(
    reply: SavedReplyInput,
    by: { actor: string; at: number },
    audit: ConditionalAudit,
  ): Promise<SavedReplyAdded>;
  /**
   * Deletes saved reply `id`, with its audit entry (given the reply's title) in the same write;
   * the title it had, or `undefined` when there was none.
   */
  remove(id: number, audit: (title: string) => ConditionalAudit): Promise<string | undefined>;
}

/** Creates the {@linkcode SavedReplyStore}. */
export function createSavedReplyStore(options: { db: Client; writer: Writer }): SavedReplyStore {
  const { db, writer } = options;
  return {
    async list() {
      const rows = await db.execute("SELECT * FROM saved_replies ORDER BY title COLLATE NOCASE");
      return rows.rows.map(rowToSavedReply);
    },
    async add(reply, by, audit) {
      try {
        const [inserted] = await writer.batch([
          {
            // The limit is checked in the insert itself, so two adds at once cannot pass it.
            sql: `INSERT INTO saved_replies (title, text, created_by, created_at)
                  SELECT ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM saved_replies) < ?
                  RETURNING *`,
            args: [reply.title, reply.text, by.actor, by.at, SAVED_REPLIES_MAX],
          },
          audit({
            sql:
              "SELECT 1 FROM saved_replies WHERE title = ? AND created_at = ? AND created_by = ?",
            args: [reply.title, by.at, by.actor],
          }),
        ]);
        const row = inserted?.rows[0];
        return row ? { added: rowToSavedReply(row) } : { refused: "full" };
      } catch (error) {
        if (isUniqueViolation(error)) return { refused: "title_taken" };
        throw error;
      }
    },
    async remove(id, audit) {
      const found = await db.execute({
        sql: "SELECT title FROM saved_replies WHERE id = ?",
        args: [id],
      });
      const title = found.rows[0]?.title;
      if (title === undefined || title === null) return undefined;
      const [, deleted] = await writer.batch([
        audit(String(title))({ sql: "SELECT 1 FROM saved_replies WHERE id = ?", args: [id] }),
        { sql: "DELETE FROM saved_replies WHERE id = ?", args: [id] },
      ]);
      return deleted?.rowsAffected ? String(title) : undefined;
    },
  };
}

function rowToSavedReply(row: Record<string, unknown>): SavedReply {
  return {
    id: Number(row.id),
    title: String(row.title),
    text: String(row.text),
    createdBy: String(row.created_by),
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}
