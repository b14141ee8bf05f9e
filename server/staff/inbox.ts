/**
 * The staff view of enquiries (docs/requirements.md#admin, #staff-inbox): filtered, paged listing
 * with triage state and notification state, triage updates and erasure of everything held about one
 * address (UK GDPR Art. 17). Reads go straight to the database; writes through the single writer.
 */
import type { Client, InStatement } from "@libsql/client";
import {
  CONTACTS_PAGE_SIZE,
  type ContactsQuery,
  type ContactSubmission,
  type ErasureResult,
  type OutboxStatus,
  type TriageStatus,
  type TriageUpdate,
} from "../../shared/schemas/staff.ts";
import { createWalTruncation, type WalTruncation } from "../db/wal_checkpoint.ts";
import type { Writer } from "../db/writer.ts";
import { removeMailFiles } from "../mail/mail_files.ts";

/** Options of {@linkcode createInbox}. */
export interface InboxOptions {
  db: Client;
  writer: Writer;
  now?: () => number;
  /** Folder of the .eml copies of messages, emptied of a person's copies on erasure. */
  mailDir?: string;
  /** Empties the write-ahead log after an erasure (default: one without background retries). */
  walTruncation?: WalTruncation;
}

/** One page of matching enquiries and the number that match in total. */
export interface InboxPage {
  contacts: ContactSubmission[];
  total: number;
}

/** Staff operations on enquiries. */
export interface Inbox {
  list(query: ContactsQuery): Promise<InboxPage>;
  /** Every enquiry matching the filters (the page is ignored), newest first, for the export. */
  all(query: ContactsQuery): Promise<ContactSubmission[]>;
  /** Sets status and note; `undefined` when the enquiry does not exist. */
  triage(
    id: string,
    update: TriageUpdate,
    actor: string,
  ): Promise<{ before: TriageStatus; after: ContactSubmission } | undefined>;
  /** What erasing `email` would remove. */
  erasurePreview(email: string): Promise<ErasureResult>;
  /**
   * Deletes every enquiry of `email` with its triage state and e-mails, atomically, then the
   * .eml copies of those e-mails, and truncates the write-ahead log so no old page version
   * keeps the text; `pending` when another reader held the log (server/db/wal_checkpoint.ts).
   */
  erase(email: string): Promise<ErasureResult>;
}

const SELECT =
  `SELECT e.*, COALESCE(t.status, 'new') AS triage_status, COALESCE(t.note, '') AS note,
  (SELECT o.status FROM outbox o WHERE o.enquiry_id = e.id AND o.kind = 'enquiry'
   ORDER BY o.created_at DESC LIMIT 1) AS notification
  FROM enquiries e LEFT JOIN enquiry_triage t ON t.enquiry_id = e.id`;

const OF_EMAIL = "SELECT id FROM enquiries WHERE lower(email) = lower(?)";

/** Creates the {@linkcode Inbox}. */
export function createInbox(options: InboxOptions): Inbox {
  const { db, writer } = options;
  const now = options.now ?? Date.now;
  const wal = options.walTruncation ?? createWalTruncation({ writer });

  async function find(id: string) {
    const result = await db.execute({ sql: `${SELECT} WHERE e.id = ?`, args: [id] });
    return result.rows[0] ? rowToSubmission(result.rows[0]) : undefined;
  }

  return {
    async list(query) {
      const { where, args } = whereOf(query);
      const [rows, count] = await Promise.all([
        db.execute({
          sql: `${SELECT} ${where} ORDER BY e.created_at DESC, e.id LIMIT ? OFFSET ?`,
          args: [...args, CONTACTS_PAGE_SIZE, (query.page - 1) * CONTACTS_PAGE_SIZE],
        }),
        db.execute({
          sql: `SELECT COUNT(*) AS n FROM enquiries e LEFT JOIN enquiry_triage t
                ON t.enquiry_id = e.id ${where}`,
          args,
        }),
      ]);
      return { contacts: rows.rows.map(rowToSubmission), total: Number(count.rows[0]?.n ?? 0) };
    },
    async all(query) {
      const { where, args } = whereOf(query);
      const rows = await db.execute({
        sql: `${SELECT} ${where} ORDER BY e.created_at DESC, e.id`,
        args,
      });
      return rows.rows.map(rowToSubmission);
    },
    async triage(id, update, actor) {
      const before = await find(id);
      if (!before) return undefined;
      await writer.execute({
        sql: `INSERT INTO enquiry_triage (enquiry_id, status, note, updated_at, updated_by)
              VALUES (?, ?, ?, ?, ?)
              ON CONFLICT (enquiry_id) DO UPDATE SET status = excluded.status,
              note = excluded.note, updated_at = excluded.updated_at,
              updated_by = excluded.updated_by`,
        args: [id, update.status, update.note, now(), actor],
      });
      return { before: before.status, after: { ...before, ...update } };
    },
    async erasurePreview(email) {
      const result = await db.execute({
        sql: `SELECT (SELECT COUNT(*) FROM enquiries WHERE lower(email) = lower(?)) AS enquiries,
              (SELECT COUNT(*) FROM outbox WHERE enquiry_id IN (${OF_EMAIL})) AS messages`,
        args: [email, email],
      });
      return {
        enquiries: Number(result.rows[0]?.enquiries ?? 0),
        messages: Number(result.rows[0]?.messages ?? 0),
      };
    },
    async erase(email) {
      const statements: InStatement[] = [
        // Overwrites deleted rows with zeros so the text does not linger in free pages.
        "PRAGMA secure_delete = ON",
        // Read in the same transaction as the deletes, so the files match the rows removed.
        { sql: OF_EMAIL, args: [email] },
        { sql: `SELECT message_id FROM outbox WHERE enquiry_id IN (${OF_EMAIL})`, args: [email] },
        { sql: `DELETE FROM enquiry_triage WHERE enquiry_id IN (${OF_EMAIL})`, args: [email] },
        { sql: `DELETE FROM outbox WHERE enquiry_id IN (${OF_EMAIL})`, args: [email] },
        { sql: "DELETE FROM enquiries WHERE lower(email) = lower(?)", args: [email] },
      ];
      const [, ids, messageIds, , messages, enquiries] = await writer.batch(statements);
      if (options.mailDir) {
        await removeMailFiles(options.mailDir, {
          enquiryIds: ids?.rows.map((row) => String(row.id)) ?? [],
          messageIds: messageIds?.rows.map((row) => String(row.message_id)) ?? [],
        });
      }
      // Old page versions would otherwise stay in the write-ahead log until it is reused.
      const truncated = await wal.truncate();
      return {
        enquiries: enquiries?.rowsAffected ?? 0,
        messages: messages?.rowsAffected ?? 0,
        ...(truncated ? {} : { pending: true }),
      };
    },
  };
}

function whereOf(query: ContactsQuery): { where: string; args: (string | number)[] } {
  const clauses: string[] = [];
  const args: (string | number)[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    clauses.push(
      `(e.name LIKE ? ESCAPE '\\' OR e.email LIKE ? ESCAPE '\\' OR e.company LIKE ? ESCAPE '\\'
        OR e.message LIKE ? ESCAPE '\\')`,
    );
    args.push(pattern, pattern, pattern, pattern);
  }
  if (query.interest) {
    clauses.push("e.interest = ?");
    args.push(query.interest);
  }
  if (query.status) {
    clauses.push("COALESCE(t.status, 'new') = ?");
    args.push(query.status);
  }
  if (query.from) {
    clauses.push("e.created_at >= ?");
    args.push(londonStartOfDay(query.from));
  }
  if (query.to) {
    clauses.push("e.created_at < ?");
    args.push(londonStartOfDay(query.to, 1));
  }
  return { where: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", args };
}

const LONDON_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/**
 * The UTC instant (ISO) at which the UK calendar day `date` ("2025-03-30") plus `addDays` starts.
 * Staff think in UK days; enquiries are stored in UTC, so a BST day starts at 23:00 UTC.
 */
export function londonStartOfDay(date: string, addDays = 0): string {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day + addDays);
  const parts = Object.fromEntries(
    LONDON_PARTS.formatToParts(new Date(midnightUtc)).map((part) => [part.type, part.value]),
  );
  const londonAsUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return new Date(midnightUtc - (londonAsUtc - midnightUtc)).toISOString();
}

function rowToSubmission(row: Record<string, unknown>): ContactSubmission {
  const submission: ContactSubmission = {
    id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    createdAt: String(row.created_at),
    message: String(row.message),
    source: String(row.source ?? "contact"),
    status: String(row.triage_status) as TriageStatus,
    note: String(row.note ?? ""),
    notification: row.notification === null || row.notification === undefined
      ? null
      : String(row.notification) as OutboxStatus,
  };
  if (row.company) submission.company = String(row.company);
  if (row.phone) submission.phone = String(row.phone);
  if (row.interest) submission.interest = String(row.interest);
  return submission;
}
