/**
 * Staff-area schemas and API shapes shared by the admin screens (client) and the staff API
 * (server): sign-in, the enquiry list and its filters, triage, erasure, the e-mail queue and the
 * audit log. See docs/requirements.md#staff-inbox and #staff-area.
 */
// zod/mini: these schemas ship to the browser with the staff screens (see enquiry.ts).
import * as z from "zod/mini";
import { INTEREST_VALUES } from "./enquiry_fields.ts";
import type { SavedReply, ThreadMessage } from "./enquiry_thread.ts";
import { multiLineText, singleLineText } from "./text_rules.ts";

/**
 * Password length limits (docs/requirements.md#staff-accounts: at least 12; the maximum bounds
 * hashing work).
 */
export const PASSWORD_LIMITS = { min: 12, max: 256 } as const;

/**
 * Staff roles (docs/requirements.md#staff-roles): an `admin` does everything; an `editor` publishes
 * content only, and enquiries, analytics, erasure, the e-mail outbox, the audit log and staff
 * accounts are closed to them (403) and not shown.
 */
export const STAFF_ROLES = ["admin", "editor"] as const;

/** One staff role. */
export type StaffRole = typeof STAFF_ROLES[number];

/** Whether `value` names a staff role. */
export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}

/** Enquiries per page of the admin list. */
export const CONTACTS_PAGE_SIZE = 20;

/** Audit entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** Longest note on an enquiry's thread, in characters. */
export const NOTE_MAX = 5000;

/** Triage states of an enquiry, in workflow order. */
export const TRIAGE_STATUSES = ["new", "in_progress", "answered", "spam"] as const;

/** One triage state. */
export type TriageStatus = typeof TRIAGE_STATUSES[number];

/** Labels of {@linkcode TRIAGE_STATUSES} as staff read them. */
export const TRIAGE_STATUS_LABELS: Record<TriageStatus, string> = {
  new: "New",
  in_progress: "In progress",
  answered: "Answered",
  spam: "Spam",
};

/** Body of `POST /api/staff/login`. Only the shape is checked: the policy applies at creation. */
export const LoginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_LIMITS.max)),
});

/** Field messages of the staff forms that take free text (rules: text_rules.ts). */
export const STAFF_TEXT_MESSAGES = {
  noteEmpty: "Note cannot be empty",
  noteMax: `Note must be at most ${NOTE_MAX.toLocaleString("en-GB")} characters`,
  noteCharacters: "Note cannot contain hidden control or text-direction characters",
  searchMax: "Search must be at most 200 characters",
  searchCharacters: "Search cannot contain line breaks or hidden characters",
} as const;

/** A staff member's address as the API takes it (the owner of an enquiry). */
const staffAddress = z.email("ownerEmail must be an e-mail address").check(
  z.maxLength(254),
  z.toLowerCase(),
);

/**
 * Body of `PATCH /api/contacts/:id` (docs/requirements.md#staff-inbox): a new status, a new owner
 * (any staff member's address; `null` leaves it unassigned), or both. Notes are added with
 * `POST /api/contacts/:id/notes`.
 */
export const EnquiryUpdateSchema = z.object({
  status: z.optional(z.enum(TRIAGE_STATUSES)),
  ownerEmail: z.optional(z.nullable(staffAddress)),
}).check(
  z.refine((update) => update.status !== undefined || update.ownerEmail !== undefined, {
    message: "Send status, ownerEmail or both",
  }),
);

/** A change of status and/or owner. */
export type EnquiryUpdate = z.infer<typeof EnquiryUpdateSchema>;

/** Body of `POST /api/contacts/:id/notes`: 1 to 5,000 characters, line breaks kept. */
export const NoteSchema = z.object({
  text: multiLineText({
    min: { length: 1, message: STAFF_TEXT_MESSAGES.noteEmpty },
    max: NOTE_MAX,
    maxMessage: STAFF_TEXT_MESSAGES.noteMax,
    charactersMessage: STAFF_TEXT_MESSAGES.noteCharacters,
  }),
});

/** One note of an enquiry's thread (append-only; erased with its enquiry). */
export interface EnquiryNote {
  id: number;
  /** The staff member who wrote it. */
  author: string;
  /** When, ISO 8601 UTC. */
  at: string;
  text: string;
}

const isoDate = z.union([
  z.literal(""),
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Dates must look like 2025-03-21")),
]);

/** Owner filters of the enquiry list. */
export const CONTACT_OWNER_FILTERS = ["mine", "unassigned"] as const;

/**
 * Query of `GET /api/contacts` and the CSV export: free-text search over name, e-mail, company,
 * message and reference; interest, status, owner and a date range (UK calendar days, both ends
 * included); the order; page.
 */
export const ContactsQuerySchema = z.object({
  q: z._default(
    singleLineText({
      max: 200,
      maxMessage: STAFF_TEXT_MESSAGES.searchMax,
      charactersMessage: STAFF_TEXT_MESSAGES.searchCharacters,
    }),
    "",
  ),
  interest: z._default(z.union([z.literal(""), z.enum(INTEREST_VALUES)]), ""),
  status: z._default(z.union([z.literal(""), z.enum(TRIAGE_STATUSES)]), ""),
  /** "mine": the signed-in staff member's; "unassigned": nobody's. */
  owner: z._default(z.enum(["", ...CONTACT_OWNER_FILTERS]), ""),
  /** "due": the reply due soonest first (open enquiries before answered and spam). */
  sort: z._default(z.enum(["", "due"]), ""),
  from: z._default(isoDate, ""),
  to: z._default(isoDate, ""),
  page: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(100_000))),
    1,
  ),
});

/** Parsed filters of the enquiry list. */
export type ContactsQuery = z.infer<typeof ContactsQuerySchema>;

/** Body of `POST /api/staff/erasure` and of its preview: the data subject's address. */
export const ErasureSchema = z.object({ email: z.email().check(z.maxLength(254)) });

/** Delivery state of an outbox message. */
export type OutboxStatus = "pending" | "sending" | "sent" | "dead";

/**
 * One enquiry in `GET /api/contacts` (docs/requirements.md#staff-inbox: optional fields are absent
 * when empty), with its reference, status, owner, due time, notes thread and the state of its staff
 * notification e-mail.
 */
export interface ContactSubmission {
  id: string;
  /** What the enquirer quotes, e.g. "CB-2026-000123". */
  reference: string;
  name: string;
  email: string;
  createdAt: string;
  company?: string;
  phone?: string;
  interest?: string;
  /** The form that sent it: "home" or "contact". */
  source: string;
  message: string;
  status: TriageStatus;
  /** The staff member working on it, or null. */
  ownerEmail: string | null;
  /** When the reply is due (ISO 8601 UTC): 24 office hours after it arrived. */
  dueAt: string;
  /** Still new or in progress after `dueAt`. */
  overdue: boolean;
  /** The notes thread, oldest first. */
  notes: EnquiryNote[];
  notification: OutboxStatus | null;
  /** The e-mail conversation: staff replies and the enquirer's answers, oldest first. */
  thread: ThreadMessage[];
}

/**
 * Answer of `GET /api/contacts/counts`: how many enquiries match the list's filters other than
 * status (the filter bar shows one count per status), and how many of those are overdue, the
 * signed-in staff member's, and nobody's.
 */
export interface ContactCounts {
  total: number;
  byStatus: Record<TriageStatus, number>;
  overdue: number;
  mine: number;
  unassigned: number;
}

/** Response header of `GET /api/contacts` carrying the number of matching enquiries. */
export const TOTAL_COUNT_HEADER = "X-Total-Count";

/**
 * Answer of `POST /api/contact/send-backlog` (docs/requirements.md#staff-inbox: the screen reads
 * `successCount`).
 */
export interface BacklogResult {
  successCount: number;
  /** Where the e-mails go (STAFF_EMAIL). */
  recipient: string;
  /** Id of this send, for following its progress in `GET /api/outbox?batch=`. */
  batchId: string;
}

/** Message counts by delivery state. */
export type OutboxCounts = Record<OutboxStatus, number>;

/** A message that failed for good, shown to staff with a retry button. */
export interface OutboxFailure {
  id: string;
  subject: string;
  attempts: number;
  lastError: string;
  createdAt: string;
}

/** Answer of `GET /api/outbox`: the whole queue, one backlog send when asked, the failures. */
export interface OutboxOverview {
  counts: OutboxCounts;
  batch?: OutboxCounts;
  failures: OutboxFailure[];
  /** Since when the mail server has been unreachable (ISO 8601), while it is. */
  transportDownSince?: string;
}

/** What `POST /api/staff/erasure/preview` finds, and what `POST /api/staff/erasure` removed. */
export interface ErasureResult {
  enquiries: number;
  messages: number;
  /**
   * Set by an erasure whose rows are deleted but whose old copies are still in the database's
   * write-ahead log, because another reader holds it; the site keeps retrying (answered 202).
   */
  pending?: boolean;
}

/** Kinds of audited staff actions. */
export type AuditAction =
  | "sign_in"
  | "sign_in_failed"
  | "lockout_cleared"
  | "sign_out"
  | "export"
  | "erase"
  | "status_change"
  | "owner_change"
  | "note_added"
  | "reply_sent"
  | "saved_reply_added"
  | "saved_reply_removed"
  | "backlog_send"
  | "email_retry"
  | "account_created"
  | "account_invited"
  | "role_changed"
  | "password_link_sent"
  | "account_disabled"
  | "account_enabled"
  | "password_changed"
  | "content_change";

/** Labels of {@linkcode AuditAction}s as staff read them. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: "Signed in",
  sign_in_failed: "Sign-in failed",
  lockout_cleared: "Sign-in lock-out cleared",
  sign_out: "Signed out",
  export: "Exported CSV",
  erase: "Erased personal data",
  status_change: "Changed status",
  owner_change: "Changed owner",
  note_added: "Added note",
  reply_sent: "Sent reply",
  saved_reply_added: "Added saved reply",
  saved_reply_removed: "Removed saved reply",
  backlog_send: "Sent all submissions",
  email_retry: "Retried e-mail",
  account_created: "Account created",
  account_invited: "Invited",
  role_changed: "Changed role",
  password_link_sent: "Sent password reset link",
  account_disabled: "Account disabled",
  account_enabled: "Account enabled",
  password_changed: "Password changed",
  content_change: "Changed content",
};

/** One entry of the audit log. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: AuditAction;
  detail: string;
  /**
   * The enquiry the action was about: its reference and, while it is held, the enquirer's name
   * (absent once the enquiry has been erased or has expired).
   */
  enquiry?: { reference: string; name?: string };
}

/** Answer of `GET /api/staff/audit`. */
export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
}

/** Page data of the signed-in staff screens, from the server's page loader. */
export interface StaffPageData {
  staff: { email: string; role: StaffRole };
  /** The staff inbox the notifications go to (STAFF_EMAIL). */
  staffInbox: string;
  /** Addresses of the enabled admin accounts: who can own an enquiry (editors are refused enquiries). */
  staffMembers?: string[];
  /** The saved replies staff pick from in the reply box (the enquiry inbox only). */
  savedReplies?: SavedReply[];
}

/**
 * Page data of a staff screen the signed-in role may not use (an editor on an admin's screen,
 * docs/requirements.md#staff-roles): answered 403 and shown inside the staff shell, with its
 * navigation, instead of the screen.
 */
export interface StaffForbiddenPageData {
  staff: { email: string; role: StaffRole };
  forbidden: true;
}

/** Page data of /admin/login. */
export interface LoginPageData {
  /** The visitor had a session that has ended (idle or absolute timeout). */
  expired?: boolean;
}
