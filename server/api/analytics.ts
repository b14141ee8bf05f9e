/**
 * `POST /api/analytics` (docs/requirements.md#analytics): validates one event, drops crawlers and automated
 * browsers without telling them, and queues the rest for the batched writer. 204 when accepted or
 * dropped; 400 malformed; 413 too large; 415 not JSON; 429 too many from one address. Never 500:
 * analytics must not fail loudly. Also `GET /api/admin/analytics`, the staff dashboard's data.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ANALYTICS_LIMITS, AnalyticsEventSchema } from "../../shared/schemas/analytics.ts";
import type { Client } from "@libsql/client";
import { type BotFilterOptions, isAutomated } from "../analytics/bot_filter.ts";
import { type DashboardSources, loadDashboard } from "../analytics/dashboard.ts";
import { parseDateRange } from "../analytics/date_range.ts";
import { toEventRow } from "../analytics/event_row.ts";
import type { IntakeBudget } from "../analytics/intake_budget.ts";
import type { EventQueue } from "../analytics/queue.ts";
import { userAgentFamily } from "../analytics/user_agent.ts";
import { refuseCrossSite } from "../http/json_endpoint.ts";
import { clientKey } from "../http/client_address.ts";
import { jsonOnly } from "../http/json_only.ts";
import type { RateLimitStore, RateRule } from "../rate_limit/store.ts";

/** Events per address (far above one reader's pace of a dozen a page): 600 a minute. */
export const ANALYTICS_RATE_RULE: RateRule = { name: "analytics", limit: 600, windowMs: 60_000 };

/** Options of {@linkcode createAnalyticsApi}. */
export interface AnalyticsApiOptions extends BotFilterOptions {
  queue: EventQueue;
  /** Host names of the site, so internal referrers are not counted as sources. */
  siteHosts: readonly string[];
  now: () => number;
  rateLimits: RateLimitStore;
  /** Pages, session and site budgets and the row ceiling (server/analytics/intake_budget.ts). */
  budget: IntakeBudget;
  /** Overrides {@linkcode ANALYTICS_RATE_RULE}. */
  rateRule?: RateRule;
}

/** The event intake, mounted at `/api/analytics`. */
export function createAnalyticsApi(options: AnalyticsApiOptions) {
  // This is the busiest endpoint, so the body is parsed by hand rather than by the validator
  // middleware (about a quarter less CPU per event, measured). Only a well-formed event counts
  // against the allowance.
  const rule = options.rateRule ?? ANALYTICS_RATE_RULE;
  return new Hono().post(
    "/",
    refuseCrossSite,
    jsonOnly,
    bodyLimit({
      maxSize: ANALYTICS_LIMITS.bodyBytes,
      onError: (c) => c.json({ error: "Event is too large" }, 413),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: "Event is not valid" }, 400);
      }
      const parsed = AnalyticsEventSchema.safeParse(body);
      if (!parsed.success) return c.json({ error: "Event is not valid" }, 400);
      if (!(await options.rateLimits.take(rule, clientKey(c))).allowed) {
        return c.body(null, 429);
      }
      const event = parsed.data;
      const userAgent = c.req.header("user-agent");
      const automated = isAutomated(
        { userAgent, reportedUserAgent: event.userAgent, webdriver: event.automation },
        options,
      );
      if (!automated) {
        const row = toEventRow(event, {
          at: options.now(),
          uaFamily: userAgentFamily(userAgent),
          siteHosts: [...options.siteHosts, hostOf(c.req.header("host"))],
        });
        // Unknown pages, the staff area and events over a budget are counted, never stored.
        const refused = await options.budget.admit({ path: row.path, sessionId: event.sessionId });
        if (!refused) options.queue.push(row); // a full queue drops (and counts) the event
      }
      return c.body(null, 204);
    },
  );
}

/** "example.co.uk:8000" → "example.co.uk" (cheaper than parsing the request URL). */
function hostOf(header: string | undefined): string {
  if (!header) return "";
  return (header.startsWith("[") ? header.slice(0, header.indexOf("]") + 1) : header.split(":")[0]!)
    .toLowerCase();
}

/** Options of {@linkcode createAnalyticsDashboardApi}. */
export interface AnalyticsDashboardApiOptions {
  db: Client;
  now: () => number;
  /** Answers 401 unless a staff member is signed in, 403 unless an admin. */
  requireAdmin: MiddlewareHandler;
  /** The dashboard's enquiry figures (the enquiry store). */
  sources: DashboardSources;
}

/** `GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD`, mounted at `/api/admin/analytics`. */
export function createAnalyticsDashboardApi(options: AnalyticsDashboardApiOptions) {
  return new Hono().get("/", options.requireAdmin, async (c) => {
    const range = parseDateRange(
      { from: c.req.query("from"), to: c.req.query("to") },
      options.now(),
    );
    if ("error" in range) return c.json({ error: range.error }, 400);
    c.header("Cache-Control", "no-store");
    return c.json(await loadDashboard(options.db, range, options.sources));
  });
}
