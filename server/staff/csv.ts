/**
 * CSV export of enquiries (RFC 4180) that is safe to open in a spreadsheet and reads like the staff
 * screen (docs/requirements.md#staff-inbox): the reference, the labels staff see rather than stored
 * codes, owner, due time and notes, and times in UK local time as ISO 8601 with their offset
 * ("2025-06-01T13:00:00+01:00"), so a spreadsheet shows the office's clock and still knows the
 * instant. OWASP "CSV Injection": a cell starting with = + - @, a tab or a carriage return can run
 * as a formula, so such cells get a leading apostrophe, which spreadsheets show as text.
 */
import { HOME_INTEREST_OPTIONS } from "../../shared/content/home_contact.ts";
import { BUSINESS_HOURS } from "../../shared/content/company.ts";
import { enquirySourceLabel } from "../../shared/schemas/enquiry_fields.ts";
import type { ContactSubmission } from "../../shared/schemas/staff.ts";
import { TRIAGE_STATUS_LABELS } from "../../shared/schemas/staff.ts";

const FORMULA_START = /^[=+\-@\t\r]/;

/** Makes one cell formula-safe and quotes it when needed. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** An ISO instant as UK local time with its offset: "2025-06-01T13:00:00+01:00". */
export function londonIso(iso: string): string {
  return Temporal.Instant.from(iso).toZonedDateTimeISO(BUSINESS_HOURS.timeZone)
    .toString({ timeZoneName: "never", smallestUnit: "second" });
}

/** Column headings of the export. */
export const CSV_COLUMNS = [
  "Reference",
  "Received (UK time)",
  "Name",
  "Email",
  "Company",
  "Phone",
  "Interest",
  "Form",
  "Message",
  "Status",
  "Owner",
  "Reply due (UK time)",
  "Overdue",
  "Notes",
] as const;

function interestLabel(value: string | undefined): string {
  if (!value) return "";
  return HOME_INTEREST_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/**
 * The export's rows, one per enquiry in {@linkcode CSV_COLUMNS} order, as plain text: what the CSV
 * escapes and the workbook (server/staff/xlsx.ts) stores as text cells.
 */
export function exportRows(contacts: readonly ContactSubmission[]): string[][] {
  return contacts.map((contact) => [
    contact.reference,
    londonIso(contact.createdAt),
    contact.name,
    contact.email,
    contact.company ?? "",
    contact.phone ?? "",
    interestLabel(contact.interest),
    enquirySourceLabel(contact.source),
    contact.message,
    TRIAGE_STATUS_LABELS[contact.status],
    contact.ownerEmail ?? "",
    londonIso(contact.dueAt),
    contact.overdue ? "Yes" : "No",
    contact.notes.map((note) => `${londonIso(note.at)} ${note.author}: ${note.text}`)
      .join("\n"),
  ]);
}

/** The export as text: UTF-8 BOM (so Excel reads accents), CRLF line ends. */
export function contactsToCsv(contacts: readonly ContactSubmission[]): string {
  const lines = [CSV_COLUMNS, ...exportRows(contacts)].map((row) => row.map(csvCell).join(","));
  return `\ufeff${lines.join("\r\n")}\r\n`;
}
