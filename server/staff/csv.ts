/**
 * CSV export of enquiries (RFC 4180) that is safe to open in a spreadsheet. OWASP "CSV Injection":
 * a cell starting with = + - @, a tab or a carriage return can run as a formula, so such cells get
 * a leading apostrophe, which spreadsheets show as text.
 */
import type { ContactSubmission } from "../../shared/schemas/staff.ts";
import { TRIAGE_STATUS_LABELS } from "../../shared/schemas/staff.ts";

const FORMULA_START = /^[=+\-@\t\r]/;

/** Makes one cell formula-safe and quotes it when needed. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Column headings of the export. */
export const CSV_COLUMNS = [
  "Received (UTC)",
  "Name",
  "Email",
  "Company",
  "Phone",
  "Interest",
  "Message",
  "Status",
  "Note",
] as const;

/** The export as text: UTF-8 BOM (so Excel reads accents), CRLF line ends. */
export function contactsToCsv(contacts: readonly ContactSubmission[]): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const contact of contacts) {
    lines.push(
      [
        contact.createdAt,
        contact.name,
        contact.email,
        contact.company ?? "",
        contact.phone ?? "",
        contact.interest ?? "",
        contact.message,
        TRIAGE_STATUS_LABELS[contact.status],
        contact.note,
      ].map(csvCell).join(","),
    );
  }
  return `\ufeff${lines.join("\r\n")}\r\n`;
}
