/**
 * The audit log of staff actions (docs/requirements.md#audit-log: sign-in, export, erase, status
 * and owner change, note, backlog send), readable by staff. Entries name the staff member and the
 * object, never the content of an enquiry, so the log itself holds as little personal data as
 * possible: an enquiry is kept by id and reference, and its enquirer's name is read from the
 * enquiry when the log is shown, so erasing the enquiry erases the name from the log too.
 */
import type { Client, InStatement, InValue } from "@libsql/client";
import type { AuditAction, AuditEntry, AuditPage } from "../../shared/schemas/staff.ts";
import type { Writer } from "../db/writer.ts";

/** Options of {@linkcode createAuditLog}. */
export interface AuditLogOptions {
  db: Client;
  writer: Writer;
  now?: () => number;
  /**
   * The enquirer's name of each enquiry of `ids` still held (the enquiry store's `namesOf`);
   * without it the log shows references only.
   */
  enquiryNames?: (ids: readonly string[]) => Promise<Map<string, string>>;
}

/** What an audit entry is about, besides its text. */
export interface AuditSubject {
  /** The enquiry: kept by id and reference only; its name is read from the enquiry itself. */
  enquiry?: { id: string; reference: string };
}

/** Writes and reads audit entries. */
export interface AuditLog {
  /** Writes one entry on its own (for an action that changes nothing else, e.g. a sign-in). */
  record(
    actor: string,
    action: AuditAction,
    detail?: string,
    subject?: AuditSubject,
  ): Promise<void>;
  /**
   * The statement that writes one entry, for the batch of the change it records, so the change
   * and its entry commit together or not at all: written after the change, an entry was lost
   * whenever the process died between the two writes (docs/requirements.md#audit-log).
   */
  entry(
    actor: string,
    action: AuditAction,
    detail?: string,
    subject?: AuditSubject,
  ): InStatement;
  /**
   * Like {@linkcode AuditLog.entry}, written only when `condition` (an SQL `EXISTS` operand: a
   * SELECT) finds a row when the statement runs: for a change whose own statement may change
   * nothing (an account change refused by the last-administrator rule), in the same batch.
   */
  entryWhen(
    condition: { sql: string; args: InValue[] },
    actor: string,
    action: AuditAction,
    detail?: string,
  ): InStatement;
  /** Newest first. */
  list(options: { page: number; pageSize: number }): Promise<AuditPage>;
}

/** Creates the {@linkcode AuditLog}. */
export function createAuditLog(options: AuditLogOptions): AuditLog {
  const { db, writer } = options;
  const now = options.now ?? Date.now;
  function entry(
    actor: string,
    action: AuditAction,
    detail = "",
    subject: AuditSubject = {},
  ): InStatement {
    return {
      sql: `INSERT INTO staff_audit (at, actor, action, detail, enquiry_id, enquiry_reference)
            VALUES (?, ?, ?, ?, ?, ?)`,
      args: [
        now(),
        actor,
        action,
        detail,
        subject.enquiry?.id ?? null,
        subject.enquiry?.reference ?? null,
      ],
    };
  }
  return {
    async record(actor, action, detail, subject) {
      await writer.execute(entry(actor, action, detail, subject));
    },
    entry,
    entryWhen(condition, actor, action, detail = "") {
      return {
        sql: `INSERT INTO staff_audit (at, actor, action, detail)
              SELECT ?, ?, ?, ? WHERE EXISTS (${condition.sql})`,
        args: [now(), actor, action, detail, ...condition.args],
      };
    },
    async list({ page, pageSize }) {
      const [rows, total] = await Promise.all([
        db.execute({
          sql: "SELECT * FROM staff_audit ORDER BY at DESC, id DESC LIMIT ? OFFSET ?",
          args: [pageSize, (page - 1) * pageSize],
        }),
        db.execute("SELECT COUNT(*) AS n FROM staff_audit"),
      ]);
      // The enquirer's name comes from the enquiry while it is held: once it is erased or has
      // expired, the log keeps only its reference.
      const ids = [
        ...new Set(rows.rows.flatMap((row) => row.enquiry_id ? [String(row.enquiry_id)] : [])),
      ];
      const names = options.enquiryNames && ids.length
        ? await options.enquiryNames(ids)
        : new Map<string, string>();
      const entries: AuditEntry[] = rows.rows.map((row) => {
        const name = names.get(String(row.enquiry_id));
        return {
          id: Number(row.id),
          at: new Date(Number(row.at)).toISOString(),
          actor: String(row.actor),
          action: String(row.action) as AuditAction,
          detail: String(row.detail),
          ...(row.enquiry_reference
            ? {
              enquiry: {
                reference: String(row.enquiry_reference),
                ...(name ? { name } : {}),
              },
            }
            : {}),
        };
      });
      return { entries, total: Number(total.rows[0]?.n ?? 0), page };
    },
  };
}

/** Masks an e-mail address for the log: "jane.doe@example.com" → "j•••@example.com". */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}
