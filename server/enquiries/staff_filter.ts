/**
 * The staff inbox's filters and orders as SQL conditions on an enquiry `e` and its triage row `t`
 * (docs/requirements.md#staff-inbox), for the enquiry store's staff queries
 * (server/enquiries/store.ts), the only module that runs them.
 */
import type { ContactsQuery } from "../../shared/schemas/staff.ts";

/** An enquiry's status: "new" until staff set one. */
export const STATUS = "COALESCE(t.status, 'new')";

/** The enquiry still needs a reply: only these can be overdue. */
export const OPEN = `${STATUS} IN ('new', 'in_progress')`;

/** The ORDER BY clause of `query.sort`. */
export function orderOf(query: ContactsQuery): string {
  // Due soonest first among the enquiries still waiting for a reply; answered and spam after.
  return query.sort === "due"
    ? `ORDER BY ${OPEN} DESC, e.due_at, e.created_at, e.id`
    : "ORDER BY e.created_at DESC, e.id";
}

/**
 * The WHERE clause of `query`'s filters and its arguments; "mine" is `viewerEmail`'s.
 */
export function whereOf(
  query: ContactsQuery,
  viewerEmail: string,
): { where: string; args: (string | number)[] } {
  const clauses: string[] = [];
  const args: (string | number)[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    clauses.push(
      `(e.name LIKE ? ESCAPE '\\' OR e.email LIKE ? ESCAPE '\\' OR e.company LIKE ? ESCAPE '\\'
        OR e.message LIKE ? ESCAPE '\\' OR e.reference LIKE ? ESCAPE '\\')`,
    );
    args.push(pattern, pattern, pattern, pattern, pattern);
  }
  if (query.interest) {
    clauses.push("e.interest = ?");
    args.push(query.interest);
  }
  if (query.status) {
    clauses.push(`${STATUS} = ?`);
    args.push(query.status);
  }
  if (query.owner === "mine") {
    clauses.push("t.owner_email = ?");
    args.push(viewerEmail.toLowerCase());
  } else if (query.owner === "unassigned") {
    clauses.push("t.owner_email IS NULL");
  }
  if (query.from) {
    clauses.push("e.created_at >= ?");
    args.push(londonStartOfDay(query.from));
  }
  if (query.to) {
    clauses.push("e.created_at < ?");
    args.push(londonStartOfDay(query.to, 1));
  }
  return { where: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", args };
}

const LONDON_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/**
 * The UTC instant (ISO) at which the UK calendar day `date` ("2025-03-30") plus `addDays` starts.
 * Staff think in UK days; enquiries are stored in UTC, so a BST day starts at 23:00 UTC.
 */
export function londonStartOfDay(date: string, addDays = 0): string {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day + addDays);
  const parts = Object.fromEntries(
    LONDON_PARTS.formatToParts(new Date(midnightUtc)).map((part) => [part.type, part.value]),
  );
  const londonAsUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return new Date(midnightUtc - (londonAsUtc - midnightUtc)).toISOString();
}
