/**
 * The enquiry export as an Excel workbook (Office Open XML, ECMA-376), beside the CSV
 * (docs/requirements.md#staff-inbox): the same columns and rows (`exportRows`, server/staff/csv.ts),
 * written by SheetJS (npm `@e965/xlsx`, the project's own builds republished). Every cell is a
 * string cell in the text number format (`@`), so a spreadsheet never reads a value as a number, a
 * date or a formula: "+44 20 7946 0000" and "020 7946 0000" keep their plus and leading zero, and
 * "=cmd|…" stays words, without the apostrophe the CSV needs for the same safety.
 */
import { utils, write } from "@e965/xlsx";
import type { ContactSubmission } from "../../shared/schemas/staff.ts";
import { CSV_COLUMNS, exportRows } from "./csv.ts";

/** The workbook's media type (IANA). */
export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Columns are as wide as their longest value, up to this many characters (the message, notes). */
const MAX_COLUMN_WIDTH = 60;

/** The export as the bytes of an .xlsx file: one sheet "Enquiries", the headings in row 1. */
export function contactsToXlsx(contacts: readonly ContactSubmission[]): Uint8Array<ArrayBuffer> {
  const rows: string[][] = [[...CSV_COLUMNS], ...exportRows(contacts)];
  const sheet = utils.aoa_to_sheet(rows);
  // Text cells in the text format, also for a value a spreadsheet would otherwise take as a
  // number or a formula when someone edits the cell.
  rows.forEach((row, r) =>
    row.forEach((value, c) => {
      sheet[utils.encode_cell({ r, c })] = { t: "s", v: value, z: "@" };
    })
  );
  sheet["!cols"] = CSV_COLUMNS.map((_, c) => ({
    wch: Math.min(MAX_COLUMN_WIDTH, Math.max(...rows.map((row) => (row[c] ?? "").length)) + 2),
  }));
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, "Enquiries");
  return new Uint8Array(write(workbook, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
}
