/**
 * The CSP violation reports feature: the intake browsers report to (`/api/csp-reports`, named by
 * the site's policy in server/http/security_headers.ts) and the staff's read of the counts
 * (`/api/admin/csp-reports`, admin only). The counts' retention is the purge's
 * (server/retention/purge.ts).
 */
import { createCspReportAdminApi, createCspReportApi } from "../api/csp_reports.ts";
import { createCspReportStore, type CspReportStore } from "../csp_reports/store.ts";
import type { RateRule } from "../rate_limit/store.ts";
import type { StaffGuards } from "../staff/guards.ts";
import type { Feature, FeatureContext } from "./feature.ts";

/** Options of {@linkcode wireCspReports}. */
export interface CspReportsOptions {
  guards: Pick<StaffGuards, "requireAdmin">;
  /** Replaces the intake's allowance (tests). */
  rateRule?: RateRule;
}

/** The wired feature. */
export interface CspReportsFeature extends Feature {
  store: CspReportStore;
}

/** Wires the report intake and the staff's read of the counts. */
export function wireCspReports(ctx: FeatureContext, options: CspReportsOptions): CspReportsFeature {
  const store = createCspReportStore({ db: ctx.db, writer: ctx.writer });
  return {
    api: [
      {
        path: "/api/csp-reports",
        app: createCspReportApi({
          store,
          rateLimits: ctx.rateLimits,
          now: ctx.now,
          ...(options.rateRule ? { rateRule: options.rateRule } : {}),
        }),
      },
      {
        path: "/api/admin/csp-reports",
        app: createCspReportAdminApi({
          store,
          requireAdmin: options.guards.requireAdmin,
          now: ctx.now,
        }),
      },
    ],
    store,
  };
}
