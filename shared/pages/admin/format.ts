/**
 * Formatting and URL helpers of the staff screens. Dates are shown in UK time and format whatever
 * the browser's own time zone, because staff work to the office's clock.
 */
import { type ContactsQuery, ContactsQuerySchema } from "../../schemas/staff.ts";

const UK_DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "21 Mar 2025, 14:05" in UK time. */
export function formatUkDateTime(iso: string): string {
  return UK_DATE_TIME.format(new Date(iso));
}

/** Parses the list filters from a query string; anything invalid falls back to the defaults. */
export function queryFromSearch(search: string): ContactsQuery {
  const params = Object.fromEntries(new URLSearchParams(search));
  const result = ContactsQuerySchema.safeParse(params);
  return result.success ? result.data : ContactsQuerySchema.parse({});
}

/** Writes filters back as a query string without empty values or page 1 (no leading "?"). */
export function searchFromQuery(query: Partial<ContactsQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === "" || value === undefined || (key === "page" && value === 1)) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** The enquiry screen's address for `query`, with the enquiry `open` shown (no page 1, no blanks). */
export function adminHref(query: Partial<ContactsQuery>, open?: string): string {
  const search = searchFromQuery(query);
  const params = open ? `${search ? `${search}&` : ""}open=${encodeURIComponent(open)}` : search;
  return params ? `/admin?${params}` : "/admin";
}
