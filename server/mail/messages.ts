/**
 * The e-mails sent to the staff inbox: a notification per new enquiry and, for "Send All Contact
 * Submissions", one copy per stored enquiry. Plain text only; Reply-To is the enquirer, so staff
 * answer with one click. Each carries the enquiry's reference, the one the enquirer was given, so
 * a reply thread and the staff screen match. Header values are single-line (no header injection
 * through a name).
 */
import { COMPANY_NAME } from "../../shared/content/company.ts";
import { HOME_INTEREST_OPTIONS } from "../../shared/content/home_contact.ts";
import type { EnquiryRecord } from "../enquiries/store.ts";

/** A finished message, as stored in the outbox payload. */
export interface MailMessage {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** HTML alternative of `text`, when the message has one (the enquirer's acknowledgement). */
  html?: string;
  /** Fixed per message, so a message sent twice after a crash is recognisably the same. */
  messageId: string;
  /** The Message-ID this one answers (RFC 5322 3.6.4), e.g. the enquirer's last answer. */
  inReplyTo?: string;
  /** The Message-IDs of the conversation so far, oldest first (RFC 5322 3.6.4). */
  references?: string[];
}

/** What every message needs besides the enquiry. */
export interface MessageContext {
  to: string;
  from: string;
  /** Domain for Message-IDs. */
  domain: string;
  /** PUBLIC_ORIGIN, for the link to /admin. */
  origin: string;
}

const UK_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  dateStyle: "long",
  timeStyle: "short",
});

/** Formats an ISO instant as UK local time: "21 March 2025 at 14:05". */
export function ukDateTime(iso: string): string {
  return UK_DATE.format(new Date(iso));
}

/**
 * A field value as one line. The schemas refuse line breaks in single-line fields; this also
 * holds for rows stored before that rule, so no value can start a forged line ("Bcc: …").
 */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}\u200E\u200F\u202A-\u202E\u2066-\u2069]+/gu, " ").trim();
}

/** The message with LF line breaks and no other control or bidi characters. */
export function messageText(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")
    .replace(/(?!\n)[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, " ");
}

/** The label staff and enquirers read for a stored interest value. */
export function interestLabel(value: string | null): string | undefined {
  if (!value) return undefined;
  return HOME_INTEREST_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

function body(record: EnquiryRecord, intro: string, context: MessageContext): string {
  const fields: [string, string | null | undefined][] = [
    ["Reference", record.reference],
    ["Name", record.name],
    ["Email", record.email],
    ["Company", record.company],
    ["Phone", record.phone],
    ["Interest", interestLabel(record.interest)],
    ["Received", `${ukDateTime(record.createdAt)} (UK time)`],
  ];
  return [
    intro,
    "",
    ...fields.flatMap(([label, value]) => value ? [`${label}: ${oneLine(value)}`] : []),
    "",
    "Message:",
    messageText(record.message),
    "",
    "--",
    `Reply to this e-mail to answer ${oneLine(record.name)} directly.`,
    `All enquiries: ${context.origin}/admin`,
    "",
  ].join("\n");
}

/** When the reply is due and where staff open the enquiry itself (not the whole inbox). */
function dueAndLink(record: EnquiryRecord, context: MessageContext): string[] {
  return [
    `Reply due by ${ukDateTime(record.dueAt)} (UK time).`,
    `Open it: ${context.origin}/admin?open=${encodeURIComponent(record.id)}`,
  ];
}

/**
 * The notification for a new enquiry, with its due time and a link to it; its Message-ID is
 * derived from the enquiry id.
 */
export function enquiryNotification(record: EnquiryRecord, context: MessageContext): MailMessage {
  const company = record.company ? ` (${oneLine(record.company)})` : "";
  return {
    to: context.to,
    from: context.from,
    replyTo: record.email,
    subject: `New website enquiry ${record.reference} from ${oneLine(record.name)}${company}`,
    text: body(
      record,
      ["A new enquiry has arrived through the website.", ...dueAndLink(record, context)].join("\n"),
      context,
    ),
    messageId: `<enquiry.${record.id}@${context.domain}>`,
  };
}

/** One enquiry of a backlog send; its Message-ID is fixed per send and enquiry. */
export function backlogMessage(
  record: EnquiryRecord,
  context: MessageContext & { batchId: string },
): MailMessage {
  return {
    to: context.to,
    from: context.from,
    replyTo: record.email,
    subject: `Website enquiry ${record.reference} from ${oneLine(record.name)}, received ${
      ukDateTime(record.createdAt)
    }`,
    text: body(
      record,
      "A copy of an enquiry stored on the website, sent at a staff request.",
      context,
    ),
    messageId: `<backlog.${context.batchId}.${record.id}@${context.domain}>`,
  };
}

/** Who made whom the owner of an enquiry. */
export interface Assignment {
  /** The new owner's address: the message goes there. */
  owner: string;
  /** The staff member who made the change. */
  by: string;
  /** Unique per assignment, so each one is its own message. */
  assignmentId: string;
}

/**
 * The e-mail to a staff member who was made the owner of an enquiry (docs/requirements.md#staff-inbox),
 * with its reference, due time and a link to it. Reply-To is the enquirer, like the notification.
 */
export function assignmentMessage(
  record: EnquiryRecord,
  context: MessageContext & Assignment,
): MailMessage {
  return {
    to: context.owner,
    from: context.from,
    replyTo: record.email,
    subject: `Enquiry ${record.reference} from ${oneLine(record.name)} is yours`,
    text: body(
      record,
      [
        `${oneLine(context.by)} has made you the owner of this enquiry.`,
        ...dueAndLink(record, context),
      ].join("\n"),
      context,
    ),
    messageId: `<assignment.${context.assignmentId}.${record.id}@${context.domain}>`,
  };
}

/** A single-use link to set a staff account's password. */
export interface AccountLinkMail {
  /** The account's address: the message goes there. */
  email: string;
  purpose: "invitation" | "reset";
  /** The link with its token (absolute). */
  url: string;
  /** When the link stops working, ISO 8601. */
  expiresAt: string;
  /** The admin who sent it. */
  by: string;
  /** Unique per link, so each one is its own message. */
  linkId: string;
}

/**
 * The e-mail with an invitation to the staff area, or with a password reset link an admin sent
 * (docs/requirements.md#staff-accounts): the link, until when it works, who sent it, and what to
 * do if it was not expected. Plain text, like the other staff e-mails.
 */
export function accountLinkMessage(mail: AccountLinkMail, context: MessageContext): MailMessage {
  const invitation = mail.purpose === "invitation";
  const by = oneLine(mail.by);
  return {
    to: mail.email,
    from: context.from,
    subject: invitation
      ? `You have been invited to the ${COMPANY_NAME} staff area`
      : `Set a new password for the ${COMPANY_NAME} staff area`,
    text: [
      invitation
        ? `${by} has invited you to the ${COMPANY_NAME} staff area as ${oneLine(mail.email)}.`
        : `${by} has sent you a link to set a new password for ${oneLine(mail.email)}.`,
      "",
      "Choose your password here (the link works once):",
      mail.url,
      "",
      `The link expires on ${ukDateTime(mail.expiresAt)} (UK time).`,
      "",
      "If you did not expect this e-mail, ignore it; nothing changes until the link is used.",
      `Staff sign-in: ${context.origin}/admin/login`,
      "",
    ].join("\n"),
    messageId: `<account-link.${mail.linkId}@${context.domain}>`,
  };
}
