/**
 * Replies in the thread of an enquiry (docs/requirements.md#enquiry-thread). A staff reply is
 * stored first, then sent: its thread row, its outbox e-mail, the status change (an open enquiry
 * becomes Answered) and its audit entries commit in one write, and the sender is woken. An answer
 * the inbound receiver (server/mail/inbound.ts) hands over is threaded onto its enquiry by the
 * Message-IDs it answers (`In-Reply-To`, `References`) or else by the reference in its subject
 * when it comes from the enquirer's own mailbox; an Answered enquiry is reopened, and the owner
 * (or the staff inbox when nobody owns it) is told through the outbox, in the same write.
 *
 * This module writes no SQL: the rows are the thread's (server/enquiries/thread.ts), the enquiry
 * store's, the outbox's and the audit log's.
 */
import type { InStatement } from "@libsql/client";
import { isUniqueViolation } from "../db/errors.ts";
import type { Writer } from "../db/writer.ts";
import { mailboxKey } from "../mail/mailbox.ts";
import type { MessageContext } from "../mail/messages.ts";
import type { Outbox } from "../mail/outbox.ts";
import { answerNotice, replyMessage, replySubject } from "../mail/reply_messages.ts";
import type { AuditLog } from "../staff/audit.ts";
import { maskEmail } from "../staff/audit.ts";
import type { EnquiryStore, TriagedEnquiry } from "./store.ts";
import type { ThreadStore } from "./thread.ts";
import { TRIAGE_STATUS_LABELS, type TriageStatus } from "../../shared/schemas/staff.ts";

/** Options of {@linkcode createReplies}. */
export interface RepliesOptions {
  enquiries: EnquiryStore;
  thread: ThreadStore;
  outbox: Pick<Outbox, "threadMail">;
  audit: Pick<AuditLog, "entry">;
  writer: Writer;
  /** The company address replies come from, the Message-ID domain and the site's origin. */
  context: Pick<MessageContext, "from" | "domain" | "origin">;
  /** Where an answer is announced when the enquiry has no owner (STAFF_EMAIL). */
  staffEmail: string;
  /** Reply-To of every reply: the inbound address, so answers come back (INBOUND_REPLY_ADDRESS). */
  replyTo: string;
  /** Wakes the outbox sender once a write has queued an e-mail. */
  wake: () => void;
  now?: () => number;
}

/** An answer as the inbound receiver parsed it. */
export interface InboundAnswer {
  /** Its Message-ID (with angle brackets), if it had one. */
  messageId?: string;
  /** The Message-IDs it answers: `In-Reply-To` and `References`, as given. */
  answers: readonly string[];
  subject: string;
  /** The `From` address. */
  sender: string;
  /** Its text part (HTML-only mail already converted to text). */
  text: string;
  /** What was not kept (attachments), or null. */
  note: string | null;
}

/** What became of an answer: threaded onto an enquiry, seen before, or matching none. */
export type AnswerOutcome =
  | { outcome: "threaded"; enquiryId: string; reference: string }
  | { outcome: "duplicate" }
  | { outcome: "unmatched" };

/** Sends replies and threads answers. */
export interface Replies {
  /**
   * Stores and queues `text` as `actor`'s reply to enquiry `id`; false when there is no such
   * enquiry (nothing is written).
   */
  send(id: string, text: string, actor: string): Promise<boolean>;
  /** Threads `answer` onto its enquiry (see the module summary); writes nothing when unmatched. */
  receive(answer: InboundAnswer): Promise<AnswerOutcome>;
}

/** A reference as it appears in a subject: "[CB-2026-000123]" (docs/requirements.md#enquiry-reference). */
const REFERENCE_IN_TEXT = /\bCB-\d{4}-\d{6}\b/i;

/** Statuses a reply answers: only an open enquiry becomes Answered. */
const ANSWERED_BY_REPLY: readonly TriageStatus[] = ["new", "in_progress"];

/** Creates the {@linkcode Replies}. */
export function createReplies(options: RepliesOptions): Replies {
  const { enquiries, thread, outbox, audit, writer, context } = options;
  const now = options.now ?? Date.now;

  /** The enquiry `answer` belongs to, or `undefined`. */
  async function enquiryOf(answer: InboundAnswer): Promise<TriagedEnquiry | undefined> {
    const byMessage = await thread.enquiryOfMessageIds(answer.answers);
    if (byMessage) return await enquiries.triaged(byMessage);
    // A reference can be guessed, so by itself it threads only mail from the enquirer's mailbox.
    const reference = REFERENCE_IN_TEXT.exec(answer.subject)?.[0];
    const found = reference ? await enquiries.byReference(reference) : undefined;
    return found && mailboxKey(found.record.email) === mailboxKey(answer.sender)
      ? found
      : undefined;
  }

  async function write(statements: InStatement[]): Promise<void> {
    await writer.batch(statements);
    options.wake();
  }

  return {
    async send(id, text, actor) {
      const enquiry = await enquiries.triaged(id);
      if (!enquiry) return false;
      const { record } = enquiry;
      const history = (await thread.of([id])).get(id) ?? [];
      const message = replyMessage(record, {
        text,
        replyTo: options.replyTo,
        replyId: crypto.randomUUID(),
        references: history.map((entry) => entry.messageId),
      }, context);
      const at = now();
      const by = { actor, at };
      const subject = { enquiry: { id, reference: record.reference } };
      const answered = ANSWERED_BY_REPLY.includes(enquiry.status);
      await write([
        thread.append({
          enquiryId: id,
          direction: "out",
          at,
          sender: actor,
          subject: message.subject,
          // What the staff member wrote; the e-mail adds the reference and how to answer.
          text,
          messageId: message.messageId,
          note: null,
        }),
        ...outbox.threadMail("reply", id, message),
        enquiries.statusStatement(id, { from: ANSWERED_BY_REPLY, to: "answered" }, by),
        // The reply's text stays out of the log (docs/requirements.md#audit-log).
        audit.entry(actor, "reply_sent", `E-mailed to ${maskEmail(record.email)}`, subject),
        ...(answered
          ? [audit.entry(
            actor,
            "status_change",
            `${TRIAGE_STATUS_LABELS[enquiry.status]} → ${TRIAGE_STATUS_LABELS.answered}`,
            subject,
          )]
          : []),
      ]);
      return true;
    },
    async receive(answer) {
      if (answer.messageId && await thread.has(answer.messageId)) return { outcome: "duplicate" };
      const enquiry = await enquiryOf(answer);
      if (!enquiry) return { outcome: "unmatched" };
      const { record } = enquiry;
      const at = now();
      const answerId = crypto.randomUUID();
      const notice = answerNotice(record, {
        to: enquiry.ownerEmail ?? options.staffEmail,
        sender: answer.sender,
        text: answer.text,
        note: answer.note,
        receivedAt: new Date(at).toISOString(),
        answerId,
      }, context);
      try {
        await write([
          thread.append({
            enquiryId: record.id,
            direction: "in",
            at,
            sender: answer.sender,
            subject: answer.subject || replySubject(record),
            text: answer.text,
            // Mail without a Message-ID still gets a unique one, so the row is kept.
            messageId: answer.messageId ?? `<answer.${answerId}@${context.domain}>`,
            note: answer.note,
          }),
          enquiries.statusStatement(record.id, { from: ["answered"], to: "in_progress" }, {
            actor: answer.sender,
            at,
          }),
          ...outbox.threadMail("answer", record.id, notice),
        ]);
      } catch (error) {
        // The same answer delivered twice at once (two receivers, a retrying mail server).
        if (isUniqueViolation(error)) return { outcome: "duplicate" };
        throw error;
      }
      return { outcome: "threaded", enquiryId: record.id, reference: record.reference };
    },
  };
}
