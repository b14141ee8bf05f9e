/**
 * The consent and analytics feature (docs/requirements.md#consent, #analytics): the consent log
 * and its API, the event intake with its batching queue, and the staff dashboard's API and page
 * loader (behind the staff sign-in). Stopping it writes every queued event.
 */
import { Hono } from "hono";
import type { AnalyticsPageData } from "../../shared/analytics/dashboard_types.ts";
import { createAnalyticsApi, createAnalyticsDashboardApi } from "../api/analytics.ts";
import { createConsentApi } from "../api/consent.ts";
import { createConsentLog } from "../analytics/consent_log.ts";
import { type DashboardSources, loadDashboard } from "../analytics/dashboard.ts";
import { parseDateRange } from "../analytics/date_range.ts";
import { createIntakeBudget, type IntakeBudgetOptions } from "../analytics/intake_budget.ts";
import { createEventQueue, type EventQueue, type EventQueueOptions } from "../analytics/queue.ts";
import type { PageDataLoader } from "../pages.ts";
import type { RateRule } from "../rate_limit/store.ts";
import { type StaffGuards, staffPageSession } from "../staff/guards.ts";
import type { Feature, FeatureContext } from "./feature.ts";

/** Replacements tests and the benchmark make. */
export interface AnalyticsOverrides {
  /**
   * Count events from headless or WebDriver-driven browsers (end-to-end tests only). Crawlers and
   * HTTP libraries are always dropped.
   */
  allowAutomation?: boolean;
  /** Queue tuning (default: written every 100 ms, 500 rows per transaction). */
  queue?: Omit<EventQueueOptions, "writer">;
  /** Replaces the event allowance. */
  eventRateRule?: RateRule;
  /** Replaces the consent allowance. */
  consentRateRule?: RateRule;
  /** Replaces the intake budgets. */
  budgets?: IntakeBudgetOptions["budgets"];
}

/** Options of {@linkcode wireAnalytics}. */
export interface AnalyticsOptions extends AnalyticsOverrides {
  guards: Pick<StaffGuards, "currentSession" | "requireAdmin">;
  /** The dashboard's enquiry figures (the enquiry store). */
  dashboard: DashboardSources;
}

/** The wired feature. */
export interface AnalyticsFeature extends Feature {
  queue: EventQueue;
}

/** Wires consent, analytics intake and the dashboard. */
export function wireAnalytics(ctx: FeatureContext, options: AnalyticsOptions): AnalyticsFeature {
  const { db, writer, now } = ctx;
  const queue = createEventQueue({ writer, log: ctx.log, ...options.queue });
  const budget = createIntakeBudget({
    db,
    rateLimits: ctx.rateLimits,
    now,
    log: ctx.log,
    ...(options.budgets ? { budgets: options.budgets } : {}),
  });
  const log = createConsentLog({ db, writer, now });

  const api = new Hono()
    .route(
      "/consent",
      createConsentApi({
        log,
        rateLimits: ctx.rateLimits,
        ...(options.consentRateRule ? { rateRule: options.consentRateRule } : {}),
      }),
    )
    .route(
      "/analytics",
      createAnalyticsApi({
        queue,
        now,
        rateLimits: ctx.rateLimits,
        budget,
        siteHosts: [new URL(ctx.config.env.PUBLIC_ORIGIN).hostname],
        allowAutomation: options.allowAutomation ?? false,
        ...(options.eventRateRule ? { rateRule: options.eventRateRule } : {}),
      }),
    )
    .route(
      "/admin/analytics",
      createAnalyticsDashboardApi({
        db,
        now,
        requireAdmin: options.guards.requireAdmin,
        sources: options.dashboard,
      }),
    );

  const dashboardPage: PageDataLoader = async (c) => {
    const session = await staffPageSession(options.guards, c, { role: "admin" });
    if (session instanceof Response) return session;
    if ("forbidden" in session) return { ...session };
    const requested = parseDateRange({ from: c.req.query("from"), to: c.req.query("to") }, now());
    const range = "error" in requested ? parseDateRange({}, now()) : requested;
    if ("error" in range) throw new Error(range.error); // the default range is always valid
    const data: AnalyticsPageData = {
      analytics: await loadDashboard(db, range, options.dashboard),
      staff: { email: session.email, role: session.role },
      ...("error" in requested ? { rangeError: requested.error } : {}),
    };
    return { ...data };
  };

  return {
    api: [{ path: "/api", app: api }],
    loaders: { "/admin/analytics": dashboardPage },
    // The queue needs no start; stopping it writes everything still queued.
    jobs: [{ name: "analytics writer", start: () => {}, stop: () => queue.close() }],
    queue,
  };
}
