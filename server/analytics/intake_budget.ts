/**
 * What the analytics intake accepts beyond a well-formed event (docs/requirements.md#abuse):
 * the page must be one of the site's routes, never the staff area; a session and the whole site
 * have per-minute budgets; and the table has a row ceiling past which nothing more is accepted
 * (with a warning in the log) until the retention purge or staff make room. Every refusal is
 * counted by reason, so the dashboard's figures are never silently bent.
 */
import type { Client } from "@libsql/client";
import { matchRoute } from "../../shared/routes.ts";
import { log as jsonLog, type Logger } from "../log.ts";
import type { RateLimitStore, RateRule } from "../rate_limit/store.ts";

/** The published budgets. */
export const ANALYTICS_BUDGETS = {
  /** Events per browsing session per minute (a reader sends about a dozen a page). */
  session: { name: "analytics-session", limit: 120, windowMs: 60_000 } satisfies RateRule,
  /** Events per minute accepted by one instance, all visitors together. */
  sitePerMinute: 6_000,
  /** Rows the events table may hold (about 730 bytes each: roughly 3.6 GB). */
  maxRows: 5_000_000,
  /** How often the row count is read, ms. */
  rowCheckMs: 60_000,
} as const;

/** Why an event was not stored. */
export type DropReason =
  | "unknown page"
  | "staff area"
  | "session budget"
  | "site budget"
  | "table full";

/** Options of {@linkcode createIntakeBudget}. */
export interface IntakeBudgetOptions {
  db: Client;
  rateLimits: RateLimitStore;
  now?: () => number;
  /** Overrides of {@linkcode ANALYTICS_BUDGETS} (tests). */
  budgets?: Partial<
    { sitePerMinute: number; maxRows: number; rowCheckMs: number; session: RateRule }
  >;
  /** Where refusals are counted (default: the JSON logger, `server/log.ts`). */
  log?: Logger;
}

/** Decides whether an event is stored, and counts the ones that are not. */
export interface IntakeBudget {
  /** Undefined when the event at `path` of `sessionId` may be stored, else why not. */
  admit(event: { path: string; sessionId: string }): Promise<DropReason | undefined>;
  /** Events refused since start, by reason. */
  readonly dropped: Readonly<Record<DropReason, number>>;
}

/** Creates the {@linkcode IntakeBudget}. */
export function createIntakeBudget(options: IntakeBudgetOptions): IntakeBudget {
  const now = options.now ?? Date.now;
  const budgets = { ...ANALYTICS_BUDGETS, ...options.budgets };
  const log = options.log ?? jsonLog;
  const dropped: Record<DropReason, number> = {
    "unknown page": 0,
    "staff area": 0,
    "session budget": 0,
    "site budget": 0,
    "table full": 0,
  };
  let minute = { start: 0, count: 0 };
  let rows = { checkedAt: -Infinity, full: false };

  async function tableFull(): Promise<boolean> {
    const at = now();
    if (at - rows.checkedAt < budgets.rowCheckMs) return rows.full;
    rows = { ...rows, checkedAt: at };
    try {
      // rowid span: an upper bound of the count, read from the index ends in microseconds.
      const result = await options.db.execute(
        "SELECT COALESCE(MAX(id) - MIN(id) + 1, 0) AS n FROM analytics_events",
      );
      const full = Number(result.rows[0]?.n ?? 0) >= budgets.maxRows;
      if (full && !rows.full) {
        log("warn", "analytics table full: new events are refused", { maxRows: budgets.maxRows });
      }
      rows = { checkedAt: at, full };
    } catch {
      // Unreadable for a moment: keep the last answer.
    }
    return rows.full;
  }

  function refuse(reason: DropReason): DropReason {
    dropped[reason]++;
    // One line per thousand refusals of a kind, so a flood cannot flood the log too.
    if (dropped[reason] % 1000 === 1) {
      log("warn", "analytics events refused", { reason, total: dropped[reason] });
    }
    return reason;
  }

  return {
    async admit({ path, sessionId }) {
      if (path === "/admin" || path.startsWith("/admin/")) return refuse("staff area");
      if (!matchRoute(path)) return refuse("unknown page");
      const at = now();
      if (at - minute.start >= 60_000) minute = { start: at, count: 0 };
      if (++minute.count > budgets.sitePerMinute) return refuse("site budget");
      if (await tableFull()) return refuse("table full");
      const session = await options.rateLimits.take(budgets.session, sessionId);
      if (!session.allowed) return refuse("session budget");
      return undefined;
    },
    get dropped() {
      return dropped;
    },
  };
}
