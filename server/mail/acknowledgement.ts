/**
 * The acknowledgement an enquirer receives (docs/requirements.md#enquiry-reference): their
 * reference, a copy of what they wrote, when we reply and the office hours, as plain text and
 * HTML. Reply-To is the general enquiries inbox, so a reply reaches the team, not the sending
 * address. Everything the enquirer typed is escaped in the HTML and kept to one line in headers.
 */
import { COMPANY_NAME, RESPONSE_PROMISE_HOURS } from "../../shared/content/company.ts";
import { addressLine, type CompanyContact } from "../../shared/content/site_links.ts";
import type { EnquiryRecord } from "../enquiries/store.ts";
import {
  interestLabel,
  type MailMessage,
  type MessageContext,
  messageText,
  oneLine,
  ukDateTime,
} from "./messages.ts";

/** Text of the acknowledgement, in the site's voice (British English). */
export const ACKNOWLEDGEMENT_TEXT = {
  subject: (reference: string) => `We have received your enquiry (${reference})`,
  greeting: (name: string) => `Dear ${name},`,
  thanks: `Thank you for contacting ${COMPANY_NAME}. We have received your enquiry and will ` +
    `respond within ${RESPONSE_PROMISE_HOURS.reply} hours.`,
  reference: "Your reference",
  quote: "Please quote it if you contact us about this enquiry.",
  copy: (received: string) => `What you sent us on ${received} (UK time):`,
  hours: "Our office hours",
  reply: (email: string) => `You can reply to this e-mail or write to ${email}.`,
  notYou: "If you did not send this enquiry, please ignore this e-mail; nothing more will be sent.",
  /** Labels the switchboard under the signature, once staff have entered one. */
  phone: "Telephone",
} as const;

function fieldsOf(record: EnquiryRecord): [string, string][] {
  const fields: [string, string | null | undefined][] = [
    ["Name", record.name],
    ["Company", record.company],
    ["Email", record.email],
    ["Phone", record.phone],
    ["Interest", interestLabel(record.interest)],
  ];
  return fields.flatMap(([label, value]) => value ? [[label, oneLine(value)]] : []);
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** `text` safe inside HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function plainText(record: EnquiryRecord, received: string, contact: CompanyContact): string {
  const text = ACKNOWLEDGEMENT_TEXT;
  return [
    text.greeting(oneLine(record.name)),
    "",
    text.thanks,
    "",
    `${text.reference}: ${record.reference}`,
    text.quote,
    "",
    text.copy(received),
    "",
    ...fieldsOf(record).map(([label, value]) => `${label}: ${value}`),
    "Message:",
    messageText(record.message),
    "",
    `${text.hours}:`,
    ...contact.officeHours.map((line) => `${line.days}: ${line.hours}`),
    "",
    text.reply(contact.email),
    text.notYou,
    "",
    "--",
    COMPANY_NAME,
    addressLine(contact.address),
    ...(contact.phone ? [`${ACKNOWLEDGEMENT_TEXT.phone}: ${contact.phone}`] : []),
    "",
  ].join("\n");
}

function html(record: EnquiryRecord, received: string, contact: CompanyContact): string {
  const text = ACKNOWLEDGEMENT_TEXT;
  const e = escapeHtml;
  const rows = fieldsOf(record).map(([label, value]) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${e(label)}</th><td>${e(value)}</td></tr>`
  ).join("");
  const hours = contact.officeHours.map((line) => `<li>${e(line.days)}: ${e(line.hours)}</li>`)
    .join("");
  return [
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">`,
    `<title>${e(text.subject(record.reference))}</title></head>`,
    `<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">`,
    `<p>${e(text.greeting(oneLine(record.name)))}</p>`,
    `<p>${e(text.thanks)}</p>`,
    `<p>${e(text.reference)}: <strong style="color:#23295a">${e(record.reference)}</strong><br>`,
    `${e(text.quote)}</p>`,
    `<p>${e(text.copy(received))}</p>`,
    `<table role="presentation">${rows}</table>`,
    `<p><strong>Message:</strong></p>`,
    `<p style="white-space:pre-wrap;background:#f3f4f6;padding:12px">`,
    `${e(messageText(record.message))}</p>`,
    `<p><strong>${e(text.hours)}:</strong></p><ul>${hours}</ul>`,
    `<p>${e(text.reply(contact.email))}</p><p>${e(text.notYou)}</p>`,
    `<p style="color:#6b7280">${e(COMPANY_NAME)}<br>${e(addressLine(contact.address))}`,
    contact.phone ? `<br>${e(ACKNOWLEDGEMENT_TEXT.phone)}: ${e(contact.phone)}` : "",
    `</p>`,
    `</body></html>`,
  ].join("");
}

/**
 * The acknowledgement of `record`, to the enquirer; its Message-ID is derived from the enquiry id,
 * so a resend after a crash is the same message. `contact`: the company details published when
 * the enquiry arrived (switchboard, inbox, address, office hours; ADR 0014).
 */
export function acknowledgementMessage(
  record: EnquiryRecord,
  context: MessageContext,
  contact: CompanyContact,
): MailMessage {
  const received = ukDateTime(record.createdAt);
  return {
    to: oneLine(record.email),
    from: context.from,
    replyTo: contact.email,
    subject: ACKNOWLEDGEMENT_TEXT.subject(record.reference),
    text: plainText(record, received, contact),
    html: html(record, received, contact),
    messageId: `<acknowledgement.${record.id}@${context.domain}>`,
  };
}
