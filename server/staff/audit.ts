/**
 * The audit log of staff actions (docs/requirements.md#audit-log: sign-in, export, erase, status
 * change, backlog send), readable by staff. Entries name the staff member and the object, never the
 * content of an enquiry, so the log itself holds as little personal data as possible.
 */
import type { Client } from "@libsql/client";
import type { AuditAction, AuditEntry, AuditPage } from "../../shared/schemas/staff.ts";
import type { Writer } from "../db/writer.ts";

/** Options of {@linkcode createAuditLog}. */
export interface AuditLogOptions {
  db: Client;
  writer: Writer;
  now?: () => number;
}

/** Writes and reads audit entries. */
export interface AuditLog {
  record(actor: string, action: AuditAction, detail?: string): Promise<void>;
  /** Newest first. */
  list(options: { page: number; pageSize: number }): Promise<AuditPage>;
}

/** Creates the {@linkcode AuditLog}. */
export function createAuditLog(options: AuditLogOptions): AuditLog {
  const { db, writer } = options;
  const now = options.now ?? Date.now;
  return {
    async record(actor, action, detail = "") {
      await writer.execute({
        sql: "INSERT INTO staff_audit (at, actor, action, detail) VALUES (?, ?, ?, ?)",
        args: [now(), actor, action, detail],
      });
    },
    async list({ page, pageSize }) {
      const [rows, total] = await Promise.all([
        db.execute({
          sql: "SELECT * FROM staff_audit ORDER BY at DESC, id DESC LIMIT ? OFFSET ?",
          args: [pageSize, (page - 1) * pageSize],
        }),
        db.execute("SELECT COUNT(*) AS n FROM staff_audit"),
      ]);
      const entries: AuditEntry[] = rows.rows.map((row) => ({
        id: Number(row.id),
        at: new Date(Number(row.at)).toISOString(),
        actor: String(row.actor),
        action: String(row.action) as AuditAction,
        detail: String(row.detail),
      }));
      return { entries, total: Number(total.rows[0]?.n ?? 0), page };
    },
  };
}

/** Masks an e-mail address for the log: "jane.doe@example.com" → "j•••@example.com". */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}
