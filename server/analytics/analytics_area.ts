/**
 * Wires consent and analytics (issue 6): the consent log and its API, the event intake with its
 * batching queue, the staff dashboard's API and page loader (behind the staff sign-in), and the
 * daily retention purge. `createApp` mounts `api` under `/api`, registers `loaders`, and calls
 * `close` on shutdown, which writes every queued event.
 */
import type { Client } from "@libsql/client";
import { Hono } from "hono";
import type { AnalyticsPageData } from "../../shared/analytics/dashboard_types.ts";
import { createAnalyticsApi, createAnalyticsDashboardApi } from "../api/analytics.ts";
import { createConsentApi } from "../api/consent.ts";
import type { Writer } from "../db/writer.ts";
import type { Env } from "../env.ts";
import type { PageDataLoader } from "../pages.ts";
import { clearSessionCookie, sessionToken, type StaffGuards } from "../staff/guards.ts";
import { createConsentLog } from "./consent_log.ts";
import { loadDashboard } from "./dashboard.ts";
import { parseDateRange } from "./date_range.ts";
import { createEventQueue, type EventQueue, type EventQueueOptions } from "./queue.ts";
import { type AnalyticsPurgeSchedule, scheduleAnalyticsPurge } from "./purge.ts";
import type { RateLimit } from "./rate_limit.ts";

/** Settings tests, the benchmark and deployments may change. */
export interface AnalyticsAreaOptions {
  /**
   * Count events from headless or WebDriver-driven browsers (end-to-end tests only). Crawlers and
   * HTTP libraries are always dropped.
   */
  allowAutomation?: boolean;
  /** Per-address limit of `POST /api/analytics` (default 600 a minute). */
  eventRateLimit?: RateLimit;
  /** Per-address limit of `POST /api/consent` (default 30 per 10 minutes). */
  consentRateLimit?: RateLimit;
  /** Queue tuning (default: written every 100 ms, 500 rows per transaction). */
  queue?: Omit<EventQueueOptions, "writer">;
  /** Run the daily retention purge (default true). */
  purge?: boolean;
}

/** Dependencies given by `createApp`. */
export interface AnalyticsAreaDeps extends AnalyticsAreaOptions {
  env: Env;
  db: Client;
  writer: Writer;
  now: () => number;
  guards: Pick<StaffGuards, "currentSession" | "requireStaff">;
}

/** The wired consent and analytics area. */
export interface AnalyticsArea {
  /** `/consent`, `/analytics` and `/admin/analytics`, to mount under `/api`. */
  api: Hono;
  loaders: Record<string, PageDataLoader>;
  queue: EventQueue;
  /** Stops the purge and writes every queued event. */
  close(): Promise<void>;
}

/** Builds the area; the purge starts at once unless `purge` is false. */
export function createAnalyticsArea(deps: AnalyticsAreaDeps): AnalyticsArea {
  const { db, writer, now, guards } = deps;
  const trustProxy = deps.env.TRUST_PROXY;
  const queue = createEventQueue({ writer, ...deps.queue });
  const log = createConsentLog({ db, writer, now });
  const purge: AnalyticsPurgeSchedule | undefined = deps.purge === false
    ? undefined
    : scheduleAnalyticsPurge({ writer, now });

  const api = new Hono()
    .route(
      "/consent",
      createConsentApi({
        log,
        trustProxy,
        ...(deps.consentRateLimit ? { rateLimit: deps.consentRateLimit } : {}),
      }),
    )
    .route(
      "/analytics",
      createAnalyticsApi({
        queue,
        now,
        trustProxy,
        siteHosts: [new URL(deps.env.PUBLIC_ORIGIN).hostname],
        allowAutomation: deps.allowAutomation ?? false,
        ...(deps.eventRateLimit ? { rateLimit: deps.eventRateLimit } : {}),
      }),
    )
    .route(
      "/admin/analytics",
      createAnalyticsDashboardApi({ db, now, requireStaff: guards.requireStaff }),
    );

  // Signed-out visitors get the staff sign-in page, like the other /admin screens.
  const dashboardPage: PageDataLoader = async (c) => {
    const session = await guards.currentSession(c);
    if (!session) {
      const expired = sessionToken(c) !== undefined;
      if (expired) clearSessionCookie(c);
      const response = c.redirect(expired ? "/admin/login?expired=1" : "/admin/login", 303);
      response.headers.set("Cache-Control", "no-store");
      return response;
    }
    const requested = parseDateRange({ from: c.req.query("from"), to: c.req.query("to") }, now());
    const range = "error" in requested ? parseDateRange({}, now()) : requested;
    if ("error" in range) throw new Error(range.error); // the default range is always valid
    const data: AnalyticsPageData = {
      analytics: await loadDashboard(db, range),
      staff: { email: session.email },
      ...("error" in requested ? { rangeError: requested.error } : {}),
    };
    return { ...data };
  };

  return {
    api,
    loaders: { "/admin/analytics": dashboardPage },
    queue,
    async close() {
      await purge?.stop();
      await queue.close();
    },
  };
}
