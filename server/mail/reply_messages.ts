/**
 * The e-mails of an enquiry's thread (docs/requirements.md#enquiry-thread): a staff reply to the
 * enquirer, sent from the company address with the enquiry's reference in the subject and
 * Reply-To the site's inbound address, so the answer comes back onto the enquiry; and the notice
 * to the enquiry's owner (or the staff inbox) that the enquirer has answered. Plain text only;
 * header values single-line.
 */
import { COMPANY_NAME } from "../../shared/content/company.ts";
import type { EnquiryRecord } from "../enquiries/store.ts";
import {
  type MailMessage,
  type MessageContext,
  messageText,
  oneLine,
  ukDateTime,
} from "./messages.ts";

/** A staff reply, as {@linkcode replyMessage} needs it. */
export interface ReplyMail {
  /** What the staff member wrote. */
  text: string;
  /** Where the enquirer's answer should go: the inbound address, or the staff inbox. */
  replyTo: string;
  /** Unique per reply (its thread row keeps it as the Message-ID). */
  replyId: string;
  /** The thread's Message-IDs so far, oldest first: the last one is answered. */
  references: readonly string[];
}

/** The subject of every e-mail to the enquirer in the thread: the reference in brackets. */
export function replySubject(record: Pick<EnquiryRecord, "reference">): string {
  return `Re: Your enquiry to ${COMPANY_NAME} [${record.reference}]`;
}

/**
 * The e-mail carrying a staff reply to the enquirer. Its Message-ID is `<reply.{replyId}@domain>`;
 * In-Reply-To and References name the thread so far, so the enquirer's mail client threads it.
 */
export function replyMessage(
  record: EnquiryRecord,
  reply: ReplyMail,
  context: Pick<MessageContext, "from" | "domain">,
): MailMessage {
  const last = reply.references.at(-1);
  return {
    to: record.email,
    from: context.from,
    replyTo: reply.replyTo,
    subject: replySubject(record),
    text: [
      messageText(reply.text),
      "",
      "--",
      COMPANY_NAME,
      `Your reference: ${record.reference}`,
      "To answer, reply to this e-mail and keep the reference in the subject.",
      "",
    ].join("\n"),
    messageId: `<reply.${reply.replyId}@${context.domain}>`,
    ...(last ? { inReplyTo: last, references: [...reply.references] } : {}),
  };
}

/** The enquirer's answer, as {@linkcode answerNotice} needs it. */
export interface AnswerMail {
  /** Who gets the notice: the enquiry's owner, or the staff inbox when it has none. */
  to: string;
  /** The address the answer came from. */
  sender: string;
  /** The answer's text as stored. */
  text: string;
  /** What was not kept (attachments), if anything. */
  note: string | null;
  /** When it arrived, ISO 8601. */
  receivedAt: string;
  /** Unique per answer. */
  answerId: string;
}

/**
 * The notice to staff that the enquirer answered, with the answer's text and a link to the
 * enquiry, where the reply is written (so the conversation stays in one place).
 */
export function answerNotice(
  record: EnquiryRecord,
  answer: AnswerMail,
  context: Pick<MessageContext, "from" | "domain" | "origin">,
): MailMessage {
  return {
    to: answer.to,
    from: context.from,
    subject: `${oneLine(record.name)} answered on enquiry ${record.reference}`,
    text: [
      `${oneLine(record.name)} (${oneLine(answer.sender)}) answered on enquiry ${record.reference}`,
      `on ${ukDateTime(answer.receivedAt)} (UK time).`,
      `Open it and reply there: ${context.origin}/admin?open=${encodeURIComponent(record.id)}`,
      "",
      messageText(answer.text),
      ...(answer.note ? ["", `(${oneLine(answer.note)})`] : []),
      "",
    ].join("\n"),
    messageId: `<answer.${answer.answerId}.${record.id}@${context.domain}>`,
  };
}
