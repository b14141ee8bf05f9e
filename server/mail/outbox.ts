/**
 * The transactional outbox (docs/requirements.md#outbox: every enquiry is stored first, then
 * notified; an e-mail failure never loses or rejects one). Each enquiry's notification row and the
 * enquirer's acknowledgement ride in the enquiry's own batch (an `EnquiryStore` companion). Rows
 * are claimed with a lease, so a crashed sender's row is picked up again, and with several
 * instances each row goes to one sender at a time.
 *
 * The one module with SQL on `outbox` and `mail_transport`: the staff screens, erasure and the
 * retention purge call it; its rows about an enquiry go with the enquiry
 * ({@linkcode mailAboutEnquiries}), its sent rows after their own period ({@linkcode OUTBOX_RETENTION}).
 */
import type { Client, InStatement, InValue } from "@libsql/client";
import type { OutboxCounts, OutboxOverview, OutboxStatus } from "../../shared/schemas/staff.ts";
import type { Writer } from "../db/writer.ts";
import {
  type EnquiryDependent,
  type EnquiryRecord,
  referencePlaceholder,
  WITH_REFERENCE_SQL,
} from "../enquiries/store.ts";
import type { RetentionOwner } from "../retention/owner.ts";
import { removeMailFiles, removeStrayMailFiles } from "./mail_files.ts";
import { acknowledgementMessage } from "./acknowledgement.ts";
import { mailboxKey } from "./mailbox.ts";
import type { CompanyContact } from "../../shared/content/site_links.ts";
import {
  type AccountLinkMail,
  accountLinkMessage,
  type Assignment,
  assignmentMessage,
  backlogMessage,
  enquiryNotification,
  type MailMessage,
  type MessageContext,
} from "./messages.ts";

/** A claimed row, ready to send. */
export interface OutboxRow {
  id: string;
  /** Proof of the claim: only its holder may mark the row sent or failed. */
  claimToken: string;
  message: MailMessage;
  /** Attempts including the current one. */
  attempts: number;
}

/** Options of {@linkcode createOutbox}. */
export interface OutboxOptions {
  db: Client;
  writer: Writer;
  context: MessageContext;
  /** The company's published contact details (acknowledgements print them; ADR 0014). */
  contact: () => CompanyContact;
  now?: () => number;
}

/** The outbox queue. */
export interface Outbox {
  /** Statements that queue the notification of `record` (an `EnquiryCompanion`, server/enquiries/store.ts). */
  companion(record: EnquiryRecord): InStatement[];
  /**
   * Statements that queue the enquirer's acknowledgement of `record` (an `EnquiryStore`
   * companion too), left out once its mailbox ({@linkcode mailboxKey}: however the address is
   * spelled) has had {@linkcode ACKNOWLEDGEMENTS_PER_DAY} in a day.
   */
  acknowledgement(record: EnquiryRecord): InStatement[];
  /** Statements that queue the e-mail telling `assignment.owner` that `record` is theirs. */
  assignment(record: EnquiryRecord, assignment: Omit<Assignment, "assignmentId">): InStatement[];
  /**
   * Statements that queue a staff account's password link (an invitation or a reset), in the
   * batch that stores the link. Once sent, its text (which holds the link) is cleared from the
   * row, so the outbox keeps no usable link longer than needed.
   */
  accountLink(mail: Omit<AccountLinkMail, "linkId">): InStatement[];
  /**
   * Statements that queue `message` about enquiry `enquiryId`, for the batch of the change that
   * causes it: a staff reply to the enquirer (`reply`) or the notice that the enquirer answered
   * (`answer`), docs/requirements.md#enquiry-thread.
   */
  threadMail(kind: "reply" | "answer", enquiryId: string, message: MailMessage): InStatement[];
  /** The delivery state of each message of `messageIds` still in the outbox. */
  deliveryOf(messageIds: readonly string[]): Promise<Map<string, OutboxStatus>>;
  /**
   * Queues one message per enquiry that `records()` reads, unless an earlier send still has
   * e-mails waiting or another instance is queuing one now. The send is claimed first by one
   * conditional UPDATE, so of two requests at once, on one instance or two, only one queues the
   * store (docs/requirements.md#staff-inbox). Answers how many were queued and the send's id, or
   * how many e-mails of the earlier send still wait.
   */
  enqueueBacklog(records: () => Promise<readonly EnquiryRecord[]>): Promise<BacklogOutcome>;
  /**
   * Claims up to `limit` due rows for `leaseMs`, counting the attempt. A row whose lease ran out
   * (its sender died) is due again. One atomic UPDATE, so two instances never claim one row.
   */
  claimDue(limit: number, leaseMs: number): Promise<OutboxRow[]>;
  /** Marks a claimed row sent; false when the claim was lost (another sender took it over). */
  markSent(row: Pick<OutboxRow, "id" | "claimToken">): Promise<boolean>;
  /** Records a failed attempt: back to pending at `retryAt`, or `dead` when `retryAt` is null. */
  markFailed(
    row: Pick<OutboxRow, "id" | "claimToken">,
    error: string,
    retryAt: number | null,
  ): Promise<void>;
  /**
   * Puts a claimed row back without counting the attempt (the mail server could not be reached,
   * so the message was never judged): pending again at `retryAt`.
   */
  release(row: Pick<OutboxRow, "id" | "claimToken">, error: string, retryAt: number): Promise<void>;
  /** Records that the mail server cannot be reached (keeps the first time of an outage). */
  markTransportDown(error: string): Promise<void>;
  /**
   * Records that the mail server answers again; when it had been down, every waiting message falls
   * due now, so the backlog drains at once. Returns true when an outage ended.
   */
  markTransportUp(): Promise<boolean>;
  /** When the next pending row falls due (ms), if any. */
  nextDueAt(): Promise<number | undefined>;
  overview(batchId?: string): Promise<OutboxOverview>;
  /**
   * The state of the newest staff notification of each enquiry of `ids` that has one (the
   * inbox's "notification" column).
   */
  notifications(ids: readonly string[]): Promise<Map<string, OutboxStatus>>;
  /** How many e-mails are held about the enquiries of `ids` (the erasure preview). */
  messagesAbout(ids: readonly string[]): Promise<number>;
  /** Makes a dead row pending again now, attempts reset; false when no dead row has that id. */
  retry(id: string): Promise<boolean>;
  /** {@linkcode Outbox.retry} for every dead row; returns how many. */
  retryAllDead(): Promise<number>;
}

/** The outbox `kind` of a staff account's password link. */
const ACCOUNT_LINK_KIND = "account_link";

/** What a delivered password link's row keeps in place of its text. */
const SENT_LINK_TEXT = "(Delivered; the single-use link is not kept.)";

/** What {@linkcode Outbox.enqueueBacklog} did: queued a send, or refused while one waits. */
export type BacklogOutcome =
  | { queued: { count: number; batchId: string } }
  | { waiting: number };

/**
 * How long a backlog send's claim holds while its e-mails are queued (ms). Released as soon as they
 * are; only an instance that died mid-way leaves it to run out.
 */
const BACKLOG_CLAIM_MS = 5 * 60_000;

/** Rows inserted per statement by the backlog send (keeps each statement small). */
const BACKLOG_CHUNK = 200;

/**
 * Acknowledgements one address receives at most in {@linkcode ACKNOWLEDGEMENT_WINDOW_MS}: anyone
 * can type any address into the form, so it must not be a way to mail a stranger repeatedly
 * (docs/requirements.md#enquiry-reference). Counted per mailbox ({@linkcode mailboxKey}), so a
 * `+tag` or Gmail's dots do not buy three more.
 */
export const ACKNOWLEDGEMENTS_PER_DAY = 3;

/** The window of {@linkcode ACKNOWLEDGEMENTS_PER_DAY}: a rolling 24 hours, in ms. */
export const ACKNOWLEDGEMENT_WINDOW_MS = 24 * 60 * 60_000;

/** One row to queue. */
interface QueuedRow {
  kind: string;
  enquiryId: string;
  batchId: string | null;
  message: MailMessage;
  /**
   * The message was built before its enquiry was stored: the batch puts the stored reference in
   * place of the enquiry's placeholder.
   */
  fillReference?: boolean;
}

const INSERT_COLUMNS = `INSERT INTO outbox (id, kind, enquiry_id, batch_id, message_id, payload,
  recipient, status, attempts, next_attempt_at, created_at)`;

function rowValues(row: QueuedRow, at: number): { values: string; args: InValue[] } {
  const payload = JSON.stringify(row.message);
  return {
    values: `?, ?, ?, ?, ?, ${row.fillReference ? WITH_REFERENCE_SQL : "?"}, ?, 'pending', 0, ?, ?`,
    args: [
      crypto.randomUUID(),
      row.kind,
      row.enquiryId,
      row.batchId,
      row.message.messageId,
      ...(row.fillReference
        ? [payload, referencePlaceholder(row.enquiryId), row.enquiryId]
        : [payload]),
      // The mailbox, not the address as typed: the column exists to count what one person gets.
      mailboxKey(row.message.to),
      at,
      at,
    ],
  };
}

function insertRow(row: QueuedRow, at: number): InStatement {
  const { values, args } = rowValues(row, at);
  return { sql: `${INSERT_COLUMNS} VALUES (${values})`, args };
}

/** Queues `row` unless its recipient's mailbox had {@linkcode ACKNOWLEDGEMENTS_PER_DAY} already. */
function insertAcknowledgement(row: QueuedRow, at: number): InStatement {
  const { values, args } = rowValues(row, at);
  return {
    sql: `${INSERT_COLUMNS} SELECT ${values} WHERE (SELECT COUNT(*) FROM outbox
            WHERE kind = 'acknowledgement' AND recipient = ? AND created_at > ?) < ?`,
    args: [
      ...args,
      mailboxKey(row.message.to),
      at - ACKNOWLEDGEMENT_WINDOW_MS,
      ACKNOWLEDGEMENTS_PER_DAY,
    ],
  };
}

function emptyCounts(): OutboxCounts {
  return { pending: 0, sending: 0, sent: 0, dead: 0 };
}

/** Creates the {@linkcode Outbox}. */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, writer, context } = options;
  const now = options.now ?? Date.now;

  async function counts(where: string, args: string[]): Promise<OutboxCounts> {
    const result = await db.execute({
      sql: `SELECT status, COUNT(*) AS n FROM outbox ${where} GROUP BY status`,
      args,
    });
    const totals = emptyCounts();
    for (const row of result.rows) totals[String(row.status) as OutboxStatus] = Number(row.n);
    return totals;
  }

  /**
   * How many e-mails of earlier "Send All Contact Submissions" runs still wait (pending or
   * sending): while any do, another run would mail the whole store again.
   */
  async function backlogWaiting(): Promise<number> {
    const backlog = await counts("WHERE kind = 'backlog'", []);
    return backlog.pending + backlog.sending;
  }

  /** Inserts one backlog message per record in chunks; returns how many. */
  async function queueBacklog(
    records: readonly EnquiryRecord[],
    batchId: string,
    at: number,
  ): Promise<number> {
    const statements = records.map((record) =>
      insertRow({
        kind: "backlog",
        enquiryId: record.id,
        batchId,
        message: backlogMessage(record, { ...context, batchId }),
      }, at)
    );
    // Chunks keep each write short, so new enquiries are not held behind a long backlog.
    for (let start = 0; start < statements.length; start += BACKLOG_CHUNK) {
      await writer.batch(statements.slice(start, start + BACKLOG_CHUNK));
    }
    return records.length;
  }

  return {
    companion(record) {
      const message = enquiryNotification(record, context);
      return [
        insertRow({
          kind: "enquiry",
          enquiryId: record.id,
          batchId: null,
          message,
          fillReference: true,
        }, now()),
      ];
    },
    acknowledgement(record) {
      const message = acknowledgementMessage(record, context, options.contact());
      return [
        insertAcknowledgement({
          kind: "acknowledgement",
          enquiryId: record.id,
          batchId: null,
          message,
          fillReference: true,
        }, now()),
      ];
    },
    assignment(record, assignment) {
      const message = assignmentMessage(record, {
        ...context,
        ...assignment,
        assignmentId: crypto.randomUUID(),
      });
      return [
        insertRow({ kind: "assignment", enquiryId: record.id, batchId: null, message }, now()),
      ];
    },
    accountLink(mail) {
      const message = accountLinkMessage({ ...mail, linkId: crypto.randomUUID() }, context);
      return [
        {
          sql: `${INSERT_COLUMNS} VALUES (?, ?, NULL, NULL, ?, ?, ?, 'pending', 0, ?, ?)`,
          args: [
            crypto.randomUUID(),
            ACCOUNT_LINK_KIND,
            message.messageId,
            JSON.stringify(message),
            mailboxKey(message.to),
            now(),
            now(),
          ],
        },
      ];
    },
    threadMail(kind, enquiryId, message) {
      return [insertRow({ kind, enquiryId, batchId: null, message }, now())];
    },
    async deliveryOf(messageIds) {
      if (!messageIds.length) return new Map();
      const result = await db.execute({
        sql: `SELECT message_id, status FROM outbox
              WHERE message_id IN (${messageIds.map(() => "?").join(", ")})`,
        args: [...messageIds],
      });
      return new Map(
        result.rows.map((row) => [String(row.message_id), String(row.status) as OutboxStatus]),
      );
    },
    async enqueueBacklog(records) {
      const batchId = crypto.randomUUID();
      const at = now();
      // The claim: no other send is being queued, and none has e-mails waiting. One statement, so
      // two instances cannot both pass the check before either has queued anything.
      const claim = await writer.execute({
        sql: `UPDATE backlog_claim SET batch_id = ?, claimed_until = ?
              WHERE id = 1 AND claimed_until <= ?
                AND NOT EXISTS (SELECT 1 FROM outbox
                  WHERE kind = 'backlog' AND status IN ('pending', 'sending'))
              RETURNING batch_id`,
        args: [batchId, at + BACKLOG_CLAIM_MS, at],
      });
      if (!claim.rows.length) return { waiting: await backlogWaiting() };
      try {
        const count = await queueBacklog(await records(), batchId, at);
        return { queued: { count, batchId } };
      } finally {
        await writer.execute({
          sql: "UPDATE backlog_claim SET claimed_until = 0 WHERE id = 1 AND batch_id = ?",
          args: [batchId],
        });
      }
    },
    async claimDue(limit, leaseMs) {
      const at = now();
      const claimToken = crypto.randomUUID();
      const result = await writer.execute({
        sql: `UPDATE outbox SET status = 'sending', lease_until = ?, attempts = attempts + 1,
                claim_token = ?
              WHERE id IN (SELECT id FROM outbox
                WHERE (status = 'pending' AND next_attempt_at <= ?)
                   OR (status = 'sending' AND lease_until <= ?)
                ORDER BY next_attempt_at, created_at LIMIT ?)
              RETURNING id, payload, attempts`,
        args: [at + leaseMs, claimToken, at, at, limit],
      });
      return result.rows.map((row) => ({
        id: String(row.id),
        claimToken,
        message: JSON.parse(String(row.payload)) as MailMessage,
        attempts: Number(row.attempts),
      }));
    },
    async markSent({ id, claimToken }) {
      const result = await writer.execute({
        // A password link's text is the link itself: it is not kept once delivered.
        sql: `UPDATE outbox SET status = 'sent', sent_at = ?, lease_until = NULL, last_error = NULL,
                claim_token = NULL,
                payload = CASE WHEN kind = ? THEN json_set(payload, '$.text', ?) ELSE payload END
              WHERE id = ? AND claim_token = ?`,
        args: [now(), ACCOUNT_LINK_KIND, SENT_LINK_TEXT, id, claimToken],
      });
      return result.rowsAffected > 0;
    },
    async markFailed({ id, claimToken }, error, retryAt) {
      await writer.execute({
        sql: `UPDATE outbox SET status = ?, next_attempt_at = COALESCE(?, next_attempt_at),
              lease_until = NULL, last_error = ?, claim_token = NULL
              WHERE id = ? AND claim_token = ?`,
        args: [retryAt === null ? "dead" : "pending", retryAt, error.slice(0, 500), id, claimToken],
      });
    },
    async release({ id, claimToken }, error, retryAt) {
      await writer.execute({
        sql: `UPDATE outbox SET status = 'pending', attempts = MAX(attempts - 1, 0),
              next_attempt_at = ?, lease_until = NULL, last_error = ?, claim_token = NULL
              WHERE id = ? AND claim_token = ?`,
        args: [retryAt, error.slice(0, 500), id, claimToken],
      });
    },
    async markTransportDown(error) {
      await writer.execute({
        sql: `UPDATE mail_transport SET down_since = COALESCE(down_since, ?), last_error = ?
              WHERE id = 1`,
        args: [now(), error.slice(0, 500)],
      });
    },
    async markTransportUp() {
      const ended = await writer.execute(
        `UPDATE mail_transport SET down_since = NULL, last_error = NULL
         WHERE id = 1 AND down_since IS NOT NULL RETURNING id`,
      );
      if (!ended.rows.length) return false;
      await writer.execute({
        sql:
          "UPDATE outbox SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ?",
        args: [now(), now()],
      });
      return true;
    },
    async nextDueAt() {
      const result = await db.execute(
        `SELECT MIN(CASE WHEN status = 'pending' THEN next_attempt_at ELSE lease_until END) AS due
         FROM outbox WHERE status IN ('pending', 'sending')`,
      );
      const due = result.rows[0]?.due;
      return due === null || due === undefined ? undefined : Number(due);
    },
    async overview(batchId) {
      const failures = await db.execute(
        `SELECT id, payload, attempts, last_error, created_at FROM outbox WHERE status = 'dead'
         ORDER BY created_at DESC LIMIT 20`,
      );
      const transport = await db.execute("SELECT down_since FROM mail_transport WHERE id = 1");
      const downSince = transport.rows[0]?.down_since;
      return {
        ...(downSince === null || downSince === undefined
          ? {}
          : { transportDownSince: new Date(Number(downSince)).toISOString() }),
        counts: await counts("", []),
        ...(batchId ? { batch: await counts("WHERE batch_id = ?", [batchId]) } : {}),
        failures: failures.rows.map((row) => ({
          id: String(row.id),
          subject: (JSON.parse(String(row.payload)) as MailMessage).subject,
          attempts: Number(row.attempts),
          lastError: String(row.last_error ?? ""),
          createdAt: new Date(Number(row.created_at)).toISOString(),
        })),
      };
    },
    async notifications(ids) {
      if (!ids.length) return new Map();
      const result = await db.execute({
        sql: `SELECT enquiry_id, status FROM outbox
              WHERE kind = 'enquiry' AND enquiry_id IN (${ids.map(() => "?").join(", ")})
              ORDER BY created_at`,
        args: [...ids],
      });
      // Oldest first: the newest row of an enquiry is set last.
      return new Map(
        result.rows.map((row) => [String(row.enquiry_id), String(row.status) as OutboxStatus]),
      );
    },
    async messagesAbout(ids) {
      if (!ids.length) return 0;
      const result = await db.execute({
        sql: `SELECT COUNT(*) AS n FROM outbox
              WHERE enquiry_id IN (${ids.map(() => "?").join(", ")})`,
        args: [...ids],
      });
      return Number(result.rows[0]?.n ?? 0);
    },
    async retry(id) {
      const result = await writer.execute({
        sql: `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?
              WHERE id = ? AND status = 'dead'`,
        args: [now(), id],
      });
      return result.rowsAffected > 0;
    },
    async retryAllDead() {
      const result = await writer.execute({
        sql: `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?
              WHERE status = 'dead'`,
        args: [now()],
      });
      return result.rowsAffected;
    },
  };
}

/**
 * The outbox's rows about enquiries, deleted in the enquiries' own batch (erasure, the retention
 * purge), then their .eml copies in `mailDir` (and any copy about those enquiries whose row is
 * already gone), so no copy of an enquiry outlives it (server/mail/mail_files.ts).
 */
export function mailAboutEnquiries(mailDir?: string): EnquiryDependent {
  return {
    table: "outbox",
    forget({ sql, args }) {
      return {
        statements: [
          { sql: `SELECT message_id FROM outbox WHERE enquiry_id IN (${sql})`, args },
          { sql: `DELETE FROM outbox WHERE enquiry_id IN (${sql})`, args },
        ],
        async finish([messages, deleted], enquiryIds) {
          if (mailDir) {
            await removeMailFiles(mailDir, {
              enquiryIds,
              messageIds: messages?.rows.map((row) => String(row.message_id)) ?? [],
            });
          }
          return deleted?.rowsAffected ?? 0;
        },
      };
    },
  };
}

/**
 * The retention purge's owner of the outbox: sent messages go after their own period
 * (`retention.outboxPayloadDays`, docs/requirements.md#retention) with their .eml copies, and so
 * does any copy whose row no longer exists. Unsent messages stay as long as their enquiry.
 */
export const OUTBOX_RETENTION: RetentionOwner = {
  async purge({ writer, at, retention, mailDir }) {
    const cutoff = at - retention.outboxPayloadDays * 24 * 60 * 60_000;
    const sentBefore = "status = 'sent' AND created_at < ?";
    // File times are real, whatever clock the purge is given.
    const filesBefore = Date.now();
    const [expired, deleted, live] = await writer.batch([
      { sql: `SELECT message_id FROM outbox WHERE ${sentBefore}`, args: [cutoff] },
      { sql: `DELETE FROM outbox WHERE ${sentBefore}`, args: [cutoff] },
      "SELECT message_id FROM outbox",
    ]);
    if (mailDir) {
      await removeMailFiles(mailDir, {
        messageIds: expired?.rows.map((row) => String(row.message_id)) ?? [],
      });
      await removeStrayMailFiles(mailDir, {
        liveMessageIds: live?.rows.map((row) => String(row.message_id)) ?? [],
        writtenBefore: filesBefore,
      });
    }
    return { outbox: deleted?.rowsAffected ?? 0 };
  },
};
