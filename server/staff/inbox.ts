/**
 * The staff view of enquiries (docs/requirements.md#admin, #staff-inbox): filtered, sorted, paged
 * listing with reference, status, owner, due time, notes thread and notification state; counts per
 * status; status and owner changes (the new owner is e-mailed in the same write); the append-only
 * notes; and erasure of everything held about one address (UK GDPR Art. 17). The rows are the
 * enquiry store's (server/enquiries/store.ts) and the notification states the outbox's: this
 * module writes no SQL.
 */
import type { InStatement } from "@libsql/client";
import {
  type ContactCounts,
  CONTACTS_PAGE_SIZE,
  type ContactsQuery,
  type ContactSubmission,
  type EnquiryNote,
  type EnquiryUpdate,
  type ErasureResult,
  type OutboxStatus,
  type TriageStatus,
} from "../../shared/schemas/staff.ts";
import type { ThreadMessage } from "../../shared/schemas/enquiry_thread.ts";
import { createWalTruncation, type WalTruncation } from "../db/wal_checkpoint.ts";
import type { Writer } from "../db/writer.ts";
import type {
  EnquiryDependent,
  EnquiryRecord,
  EnquiryStore,
  TriagedEnquiry,
} from "../enquiries/store.ts";

/** Statements that tell `owner` an enquiry is now theirs (an outbox row), in the change's write. */
export type AssignmentCompanion = (
  enquiry: EnquiryRecord,
  assignment: { owner: string; by: string },
) => InStatement[];

/** Options of {@linkcode createInbox}. */
export interface InboxOptions {
  enquiries: EnquiryStore;
  /** The writer the erasure's log truncation runs on. */
  writer: Writer;
  now?: () => number;
  /**
   * The state of the staff notification e-mail of each enquiry of `ids` that has one (the
   * outbox's `notifications`).
   */
  notifications: (ids: readonly string[]) => Promise<Map<string, OutboxStatus>>;
  /** The e-mails about an enquiry and their .eml copies (the outbox's), erased with it. */
  mail: EnquiryDependent;
  /** How many e-mails the outbox holds about the enquiries of `ids` (the erasure preview). */
  messagesAbout: (ids: readonly string[]) => Promise<number>;
  /** Empties the write-ahead log after an erasure (default: one without background retries). */
  walTruncation?: WalTruncation;
  /** Queues the e-mail to a new owner (not sent when staff take an enquiry themselves). */
  onAssign?: AssignmentCompanion;
  /** The e-mail thread of each enquiry of `ids` (server/enquiries/thread.ts); default none. */
  threads?: (ids: readonly string[]) => Promise<Map<string, ThreadMessage[]>>;
  /** Other stores' rows about an enquiry (its thread), erased with it. */
  dependents?: readonly EnquiryDependent[];
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
  /** Every enquiry, oldest first (the backlog send). */
  records(): Promise<EnquiryRecord[]>;
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

/** Creates the {@linkcode Inbox}. */
export function createInbox(options: InboxOptions): Inbox {
  const { enquiries, writer } = options;
  const now = options.now ?? Date.now;
  const wal = options.walTruncation ?? createWalTruncation({ writer });

  async function submissions(rows: readonly TriagedEnquiry[]): Promise<ContactSubmission[]> {
    const ids = rows.map((row) => row.record.id);
    const [notes, notifications, threads] = await Promise.all([
      enquiries.notesOf(ids),
      options.notifications(ids),
      options.threads?.(ids) ?? new Map<string, ThreadMessage[]>(),
    ]);
    const at = now();
    return rows.map((row) =>
      toSubmission(row, {
        notes: notes.get(row.record.id) ?? [],
        notification: notifications.get(row.record.id) ?? null,
        thread: threads.get(row.record.id) ?? [],
        at,
      })
    );
  }

  async function find(id: string) {
    const row = await enquiries.triaged(id);
    return row ? (await submissions([row]))[0] : undefined;
  }

  return {
    async list(query, viewer) {
      const { rows, total } = await enquiries.triagedPage(query, viewer.email, {
        limit: CONTACTS_PAGE_SIZE,
        offset: (query.page - 1) * CONTACTS_PAGE_SIZE,
      });
      return { contacts: await submissions(rows), total };
    },
    async all(query, viewer) {
      return await submissions(await enquiries.triagedAll(query, viewer.email));
    },
    counts(query, viewer) {
      return enquiries.triagedCounts(query, viewer.email, now());
    },
    find,
    async update(id, update, actor) {
      const row = await enquiries.triaged(id);
      if (!row) return undefined;
      const before = (await submissions([row]))[0]!;
      const owner = update.ownerEmail === undefined ? before.ownerEmail : update.ownerEmail;
      const assigned = owner !== null && owner !== before.ownerEmail &&
        owner !== actor.toLowerCase();
      await enquiries.setTriage(
        id,
        {
          ...(update.status ? { status: update.status } : {}),
          ...(update.ownerEmail !== undefined ? { ownerEmail: update.ownerEmail } : {}),
        },
        { actor, at: now() },
        assigned && options.onAssign ? options.onAssign(row.record, { owner, by: actor }) : [],
      );
      return { before, after: (await find(id))! };
    },
    addNote(id, text, author) {
      return enquiries.addNote(id, { text, author, at: now() });
    },
    records() {
      return enquiries.oldestFirst();
    },
    async erasurePreview(email) {
      const ids = await enquiries.idsOf(email);
      return { enquiries: ids.length, messages: await options.messagesAbout(ids) };
    },
    async erase(email) {
      const deleted = await enquiries.erase(email, [options.mail, ...(options.dependents ?? [])]);
      // Old page versions would otherwise stay in the write-ahead log until it is reused.
      const truncated = await wal.truncate();
      return {
        enquiries: deleted.enquiries ?? 0,
        messages: deleted[options.mail.table] ?? 0,
        ...(truncated ? {} : { pending: true }),
      };
    },
  };
}

function toSubmission(
  row: TriagedEnquiry,
  of: {
    notes: EnquiryNote[];
    notification: OutboxStatus | null;
    thread: ThreadMessage[];
    at: number;
  },
): ContactSubmission {
  const { record, status } = row;
  const { notes, at } = of;
  const submission: ContactSubmission = {
    id: record.id,
    reference: record.reference,
    name: record.name,
    email: record.email,
    createdAt: record.createdAt,
    message: record.message,
    source: record.source,
    status,
    ownerEmail: row.ownerEmail,
    dueAt: record.dueAt,
    overdue: OPEN_STATUSES.includes(status) && Date.parse(record.dueAt) <= at,
    notes,
    notification: of.notification,
    thread: of.thread,
  };
  if (record.company) submission.company = record.company;
  if (record.phone) submission.phone = record.phone;
  if (record.interest) submission.interest = record.interest;
  return submission;
}
