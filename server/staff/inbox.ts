/**
 * The staff view of enquiries (docs/requirements.md#admin, #staff-inbox): filtered, sorted, paged
 * listing with reference, status, owner, due time, notes thread and notification state; counts per
 * status; status and owner changes (the new owner is e-mailed in the same write); the append-only
 * notes; and erasure of everything held about one address (UK GDPR Art. 17). Reads go straight to
 * the database; writes through the single writer.
 */
import type { Client, InStatement, InValue } from "@libsql/client";
import {
  type ContactCounts,
  CONTACTS_PAGE_SIZE,
  type ContactsQuery,
  type ContactSubmission,
  type EnquiryNote,
  type EnquiryUpdate,
  type ErasureResult,
  type OutboxStatus,
  TRIAGE_STATUSES,
  type TriageStatus,
} from "../../shared/schemas/staff.ts";
import { createWalTruncation, type WalTruncation } from "../db/wal_checkpoint.ts";
import type { Writer } from "../db/writer.ts";
import { type EnquiryRecord, rowToEnquiry } from "../enquiries/store.ts";
import { removeMailFiles } from "../mail/mail_files.ts";

/** Statements that tell `owner` an enquiry is now theirs (an outbox row), in the change's write. */
export type AssignmentCompanion = (
  enquiry: EnquiryRecord,
  assignment: { owner: string; by: string },
) => InStatement[];

/** Options of {@linkcode createInbox}. */
export interface InboxOptions {
  db: Client;
  writer: Writer;
  now?: () => number;
  /** Folder of the .eml copies of messages, emptied of a person's copies on erasure. */
  mailDir?: string;
  /** Empties the write-ahead log after an erasure (default: one without background retries). */
  walTruncation?: WalTruncation;
  /** Queues the e-mail to a new owner (not sent when staff take an enquiry themselves). */
  onAssign?: AssignmentCompanion;
}

/** One page of matching enquiries and the number that match in total. */
export interface InboxPage {
  contacts: ContactSubmission[];
  total: number;
}

/** Who is asking: "mine" and the overdue flag depend on it and on the time. */
export interface InboxViewer {
  /** The signed-in staff member's address. */
  email: string;
}

/** What {@linkcode Inbox.update} changed. */
export interface InboxChange {
  before: ContactSubmission;
  after: ContactSubmission;
}

/** Staff operations on enquiries. */
export interface Inbox {
  list(query: ContactsQuery, viewer: InboxViewer): Promise<InboxPage>;
  /** Every enquiry matching the filters (the page is ignored), in the list's order, for export. */
  all(query: ContactsQuery, viewer: InboxViewer): Promise<ContactSubmission[]>;
  /** Counts for the filter bar: the query's filters except status and page. */
  counts(query: ContactsQuery, viewer: InboxViewer): Promise<ContactCounts>;
  /** One enquiry as staff see it, or `undefined`. */
  find(id: string): Promise<ContactSubmission | undefined>;
  /** Sets status and/or owner; `undefined` when the enquiry does not exist. */
  update(id: string, update: EnquiryUpdate, actor: string): Promise<InboxChange | undefined>;
  /** Appends a note by `author`; `undefined` when the enquiry does not exist. */
  addNote(id: string, text: string, author: string): Promise<EnquiryNote | undefined>;
  /** What erasing `email` would remove. */
  erasurePreview(email: string): Promise<ErasureResult>;
  /**
   * Deletes every enquiry of `email` with its triage state, notes and e-mails, atomically, then the
   * .eml copies of those e-mails, and truncates the write-ahead log so no old page version
   * keeps the text; `pending` when another reader held the log (server/db/wal_checkpoint.ts).
   */
  erase(email: string): Promise<ErasureResult>;
}

/** Statuses that still need a reply: only these can be overdue. */
const OPEN_STATUSES: readonly TriageStatus[] = ["new", "in_progress"];

const STATUS = "COALESCE(t.status, 'new')";
const OPEN = `${STATUS} IN ('new', 'in_progress')`;

const SELECT = `SELECT e.*, ${STATUS} AS triage_status, t.owner_email AS owner_email,
  (SELECT o.status FROM outbox o WHERE o.enquiry_id = e.id AND o.kind = 'enquiry'
   ORDER BY o.created_at DESC LIMIT 1) AS notification
  FROM enquiries e LEFT JOIN enquiry_triage t ON t.enquiry_id = e.id`;

const FROM = "FROM enquiries e LEFT JOIN enquiry_triage t ON t.enquiry_id = e.id";

const OF_EMAIL = "SELECT id FROM enquiries WHERE lower(email) = lower(?)";

/**
 * Deletes what hangs off the enquiries `idsSql` selects (with `args`): triage state, notes and
 * e-mails (the outbox delete comes last). Erasure and the retention purge both run these before
 * deleting the enquiries, so a new table of enquiry data is added here once.
 */
export function deleteEnquiryDependents(idsSql: string, args: InValue[]): InStatement[] {
  return ["enquiry_triage", "enquiry_notes"].map((table) => ({
    sql: `DELETE FROM ${table} WHERE enquiry_id IN (${idsSql})`,
    args,
  })).concat({ sql: `DELETE FROM outbox WHERE enquiry_id IN (${idsSql})`, args });
}

/** Creates the {@linkcode Inbox}. */
export function createInbox(options: InboxOptions): Inbox {
  const { db, writer } = options;
  const now = options.now ?? Date.now;
  const wal = options.walTruncation ?? createWalTruncation({ writer });

  async function notesOf(ids: readonly string[]): Promise<Map<string, EnquiryNote[]>> {
    const notes = new Map<string, EnquiryNote[]>(ids.map((id) => [id, []]));
    if (!ids.length) return notes;
    const rows = await db.execute({
      sql: `SELECT * FROM enquiry_notes WHERE enquiry_id IN (${ids.map(() => "?").join(", ")})
            ORDER BY at, id`,
      args: [...ids],
    });
    for (const row of rows.rows) notes.get(String(row.enquiry_id))?.push(rowToNote(row));
    return notes;
  }

  async function submissions(rows: Record<string, unknown>[]): Promise<ContactSubmission[]> {
    const notes = await notesOf(rows.map((row) => String(row.id)));
    const at = now();
    return rows.map((row) => rowToSubmission(row, notes.get(String(row.id)) ?? [], at));
  }

  async function findRow(id: string) {
    return (await db.execute({ sql: `${SELECT} WHERE e.id = ?`, args: [id] })).rows[0];
  }

  async function find(id: string) {
    const row = await findRow(id);
    return row ? (await submissions([row]))[0] : undefined;
  }

  return {
    async list(query, viewer) {
      const { where, args } = whereOf(query, viewer);
      const [rows, count] = await Promise.all([
        db.execute({
          sql: `${SELECT} ${where} ${orderOf(query)} LIMIT ? OFFSET ?`,
          args: [...args, CONTACTS_PAGE_SIZE, (query.page - 1) * CONTACTS_PAGE_SIZE],
        }),
        db.execute({ sql: `SELECT COUNT(*) AS n ${FROM} ${where}`, args }),
      ]);
      return {
        contacts: await submissions(rows.rows),
        total: Number(count.rows[0]?.n ?? 0),
      };
    },
    async all(query, viewer) {
      const { where, args } = whereOf(query, viewer);
      const rows = await db.execute({ sql: `${SELECT} ${where} ${orderOf(query)}`, args });
      return await submissions(rows.rows);
    },
    async counts(query, viewer) {
      const { where, args } = whereOf({ ...query, status: "" }, viewer);
      const rows = await db.execute({
        sql: `SELECT ${STATUS} AS status, COUNT(*) AS n,
                SUM(${OPEN} AND e.due_at <= ?) AS overdue,
                SUM(t.owner_email = ?) AS mine, SUM(t.owner_email IS NULL) AS unassigned
              ${FROM} ${where} GROUP BY 1`,
        args: [new Date(now()).toISOString(), viewer.email.toLowerCase(), ...args],
      });
      const counts: ContactCounts = {
        total: 0,
        byStatus: Object.fromEntries(TRIAGE_STATUSES.map((status) => [status, 0])) as Record<
          TriageStatus,
          number
        >,
        overdue: 0,
        mine: 0,
        unassigned: 0,
      };
      for (const row of rows.rows) {
        const n = Number(row.n);
        counts.total += n;
        counts.byStatus[String(row.status) as TriageStatus] = n;
        counts.overdue += Number(row.overdue ?? 0);
        counts.mine += Number(row.mine ?? 0);
        counts.unassigned += Number(row.unassigned ?? 0);
      }
      return counts;
    },
    find,
    async update(id, update, actor) {
      const row = await findRow(id);
      if (!row) return undefined;
      const before = (await submissions([row]))[0]!;
      const owner = update.ownerEmail === undefined ? before.ownerEmail : update.ownerEmail;
      const assigned = owner !== null && owner !== before.ownerEmail &&
        owner !== actor.toLowerCase();
      await writer.batch([
        {
          // Only the fields sent change, so two staff members changing one enquiry at once (one
          // the status, one the owner) both keep their change.
          sql: `INSERT INTO enquiry_triage (enquiry_id, status, note, updated_at, updated_by,
                  owner_email) VALUES (?, ?, '', ?, ?, ?)
                ON CONFLICT (enquiry_id) DO UPDATE SET
                  status = COALESCE(?, status),
                  owner_email = CASE WHEN ? THEN excluded.owner_email ELSE owner_email END,
                  updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
          args: [
            id,
            update.status ?? before.status,
            now(),
            actor,
            owner,
            update.status ?? null,
            update.ownerEmail !== undefined,
          ],
        },
        ...(assigned && options.onAssign
          ? options.onAssign(rowToEnquiry(row), { owner, by: actor })
          : []),
      ]);
      return { before, after: (await find(id))! };
    },
    async addNote(id, text, author) {
      const result = await writer.execute({
        sql: `INSERT INTO enquiry_notes (enquiry_id, at, author, text)
              SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM enquiries WHERE id = ?)
              RETURNING *`,
        args: [id, now(), author, text, id],
      });
      const row = result.rows[0];
      return row ? rowToNote(row) : undefined;
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
      const dependents = deleteEnquiryDependents(OF_EMAIL, [email]);
      const statements: InStatement[] = [
        // Overwrites deleted rows with zeros so the text does not linger in free pages.
        "PRAGMA secure_delete = ON",
        // Read in the same transaction as the deletes, so the files match the rows removed.
        { sql: OF_EMAIL, args: [email] },
        { sql: `SELECT message_id FROM outbox WHERE enquiry_id IN (${OF_EMAIL})`, args: [email] },
        ...dependents,
        { sql: "DELETE FROM enquiries WHERE lower(email) = lower(?)", args: [email] },
      ];
      const results = await writer.batch(statements);
      const [, ids, messageIds] = results;
      // The outbox delete is the last of the dependents.
      const messages = results[2 + dependents.length];
      const enquiries = results.at(-1);
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

function orderOf(query: ContactsQuery): string {
  // Due soonest first among the enquiries still waiting for a reply; answered and spam after.
  return query.sort === "due"
    ? `ORDER BY ${OPEN} DESC, e.due_at, e.created_at, e.id`
    : "ORDER BY e.created_at DESC, e.id";
}

function whereOf(
  query: ContactsQuery,
  viewer: InboxViewer,
): { where: string; args: (string | number)[] } {
  const clauses: string[] = [];
  const args: (string | number)[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    clauses.push(
      `(e.name LIKE ? ESCAPE '\\' OR e.email LIKE ? ESCAPE '\\' OR e.company LIKE ? ESCAPE '\\'
        OR e.message LIKE ? ESCAPE '\\' OR e.reference LIKE ? ESCAPE '\\')`,
    );
    args.push(pattern, pattern, pattern, pattern, pattern);
  }
  if (query.interest) {
    clauses.push("e.interest = ?");
    args.push(query.interest);
  }
  if (query.status) {
    clauses.push(`${STATUS} = ?`);
    args.push(query.status);
  }
  if (query.owner === "mine") {
    clauses.push("t.owner_email = ?");
    args.push(viewer.email.toLowerCase());
  } else if (query.owner === "unassigned") {
    clauses.push("t.owner_email IS NULL");
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

function rowToNote(row: Record<string, unknown>): EnquiryNote {
  return {
    id: Number(row.id),
    author: String(row.author),
    at: new Date(Number(row.at)).toISOString(),
    text: String(row.text),
  };
}

function rowToSubmission(
  row: Record<string, unknown>,
  notes: EnquiryNote[],
  at: number,
): ContactSubmission {
  const record = rowToEnquiry(row);
  const status = String(row.triage_status) as TriageStatus;
  const submission: ContactSubmission = {
    id: record.id,
    reference: record.reference,
    name: record.name,
    email: record.email,
    createdAt: record.createdAt,
    message: record.message,
    source: record.source,
    status,
    ownerEmail: row.owner_email ? String(row.owner_email) : null,
    dueAt: record.dueAt,
    overdue: OPEN_STATUSES.includes(status) && Date.parse(record.dueAt) <= at,
    notes,
    notification: row.notification === null || row.notification === undefined
      ? null
      : String(row.notification) as OutboxStatus,
  };
  if (record.company) submission.company = record.company;
  if (record.phone) submission.phone = record.phone;
  if (record.interest) submission.interest = record.interest;
  return submission;
}
