/**
 * `POST /api/csp-reports`: where browsers send the site's Content Security Policy violations
 * (`report-to` and `report-uri`, server/http/security_headers.ts). A report is counted, never
 * stored as sent (server/csp_reports/store.ts). 204 when counted; 400 for a body that is not a
 * report; 413 too large; 415 another media type; 429 too many from one address (with
 * Retry-After), counted only once the body is well formed, like every other endpoint's allowance
 * (server/http/json_endpoint.ts); 503 with Retry-After if the database cannot take it. Unlike
 * the JSON endpoints it does not refuse cross-site requests: browsers send reports without
 * credentials and with media types of their own, and a forged report only adds to a count.
 *
 * `GET /api/admin/csp-reports?days=N` (admin): the counts of the last N days (default 30).
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  CSP_REPORT_TYPE,
  type CspViolation,
  REPORTS_TYPE,
  violationsOf,
} from "../csp_reports/reports.ts";
import type { CspReportStore } from "../csp_reports/store.ts";
import { type JsonError, rateLimited } from "../http/json_endpoint.ts";
import type { RateLimitStore, RateRule } from "../rate_limit/store.ts";
import type { StaffGuards } from "../staff/guards.ts";

/**
 * Largest accepted body, bytes: one `report-uri` report is about 1 KB with the policy text; a
 * Reporting API delivery batches a page's reports.
 */
export const CSP_REPORT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Report deliveries per address: 60 per 10 minutes. A page sends one per violation with
 * `report-uri`, or a batch a minute with the Reporting API, and the site's own pages cause none.
 */
export const CSP_REPORT_RATE_RULE: RateRule = {
  name: "csp-reports",
  limit: 60,
  windowMs: 10 * 60_000,
};

/** Longest period staff can ask for, days. */
export const CSP_REPORT_DAYS_MAX = 400;

/** Rows the staff read at most. */
const COUNTS_LIMIT = 500;

/** Options of {@linkcode createCspReportApi}. */
export interface CspReportApiOptions {
  store: CspReportStore;
  rateLimits: RateLimitStore;
  now: () => number;
  /** Overrides {@linkcode CSP_REPORT_RATE_RULE}. */
  rateRule?: RateRule;
}

/** The field messages of a zod error, by dotted path. */
function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "body";
    fields[path] ??= issue.message;
  }
  return fields;
}

/** The report intake, mounted at `/api/csp-reports`. */
export function createCspReportApi(options: CspReportApiOptions) {
  const rule = options.rateRule ?? CSP_REPORT_RATE_RULE;
  const VIOLATIONS = "cspViolations" as never;
  return new Hono().post(
    "/",
    async (c, next) => {
      const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
      if (type !== CSP_REPORT_TYPE && type !== REPORTS_TYPE) {
        return c.json<JsonError>(
          { error: `Content-Type must be ${CSP_REPORT_TYPE} or ${REPORTS_TYPE}` },
          415,
        );
      }
      await next();
    },
    bodyLimit({
      maxSize: CSP_REPORT_BODY_LIMIT_BYTES,
      onError: (c) => c.json<JsonError>({ error: "Report is too large" }, 413),
    }),
    async (c, next) => {
      const type = c.req.header("content-type")!.split(";")[0]!.trim().toLowerCase() as
        | typeof CSP_REPORT_TYPE
        | typeof REPORTS_TYPE;
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return c.json<JsonError>({ error: "Report is not JSON" }, 400);
      }
      const parsed = violationsOf(type, body);
      if ("error" in parsed) {
        return c.json<JsonError>(
          { error: "Report is not valid", fields: fieldsOf(parsed.error) },
          400,
        );
      }
      c.set(VIOLATIONS, parsed.violations as never);
      await next();
    },
    rateLimited(
      options.rateLimits,
      rule,
      (c) => c.json<JsonError>({ error: "Too many reports. Please try again later." }, 429),
    ),
    async (c) => {
      const violations = c.get(VIOLATIONS) as unknown as CspViolation[];
      // A database that cannot take the counts answers 503 with Retry-After (see app.ts).
      await options.store.record(violations, options.now());
      return c.body(null, 204);
    },
  );
}

/** Options of {@linkcode createCspReportAdminApi}. */
export interface CspReportAdminApiOptions {
  store: CspReportStore;
  requireAdmin: StaffGuards["requireAdmin"];
  now: () => number;
}

const DaysQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(CSP_REPORT_DAYS_MAX).default(30),
});

/** The staff's read of the counts, mounted at `/api/admin/csp-reports`. */
export function createCspReportAdminApi(options: CspReportAdminApiOptions) {
  return new Hono().get("/", options.requireAdmin, async (c) => {
    const query = DaysQuerySchema.safeParse({ days: c.req.query("days") || undefined });
    if (!query.success) {
      return c.json<JsonError>({
        error: "Period is not valid",
        fields: { days: `must be a whole number of days from 1 to ${CSP_REPORT_DAYS_MAX}` },
      }, 400);
    }
    const since = options.now() - (query.data.days - 1) * 24 * 60 * 60_000;
    return c.json({
      days: query.data.days,
      violations: await options.store.counts(since, COUNTS_LIMIT),
    });
  });
}
