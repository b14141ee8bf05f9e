/**
 * The two shapes in which browsers send Content Security Policy violation reports, and what the
 * site keeps of one: its directive, the origin (never the path or query) of what was blocked, and
 * the path (never the query) of the page it happened on.
 *
 * - `application/csp-report`: one `{ "csp-report": { … } }` object per violation, sent to the
 *   policy's `report-uri` (CSP Level 2, §7; browsers without the Reporting API).
 * - `application/reports+json`: an array of reports of the Reporting API (W3C Reporting API §3),
 *   sent to the endpoint the policy's `report-to` names through `Reporting-Endpoints`; CSP
 *   violations are those of type `csp-violation` (CSP Level 3, §5.3), the others are skipped.
 *
 * Fields the site does not keep (the sample of the blocked code, the source file, the referrer,
 * the user agent, the policy text) are not read, so zod drops them unseen.
 */
import { z } from "zod";

/** Named limits of a report. */
export const CSP_REPORT_LIMITS = {
  /** Longest URL of a page or a blocked resource, characters (browsers send full URLs). */
  urlChars: 4096,
  /** Longest directive name (the longest in CSP 3, `require-trusted-types-for`, has 25). */
  directiveChars: 40,
  /** Most reports in one Reporting API delivery (browsers batch a page's reports). */
  reportsPerDelivery: 100,
  /** Longest page path kept, characters; longer ones are cut. */
  pathChars: 200,
} as const;

/** Media type of a `report-uri` report. */
export const CSP_REPORT_TYPE = "application/csp-report";

/** Media type of a Reporting API delivery. */
export const REPORTS_TYPE = "application/reports+json";

const directive = z.string().trim().toLowerCase().max(CSP_REPORT_LIMITS.directiveChars)
  .regex(/^[a-z-]+(?: .*)?$/, "must be a CSP directive");
const url = z.string().max(CSP_REPORT_LIMITS.urlChars);

/** `{ "csp-report": { … } }` (only the fields the site keeps). */
export const CspReportSchema = z.object({
  "csp-report": z.object({
    "document-uri": url,
    "blocked-uri": url.default(""),
    "effective-directive": directive.optional(),
    "violated-directive": directive.optional(),
  }).refine((report) => report["effective-directive"] ?? report["violated-directive"], {
    message: "names no directive",
    path: ["effective-directive"],
  }),
});

const CspViolationBodySchema = z.object({
  documentURL: url,
  blockedURL: url.nullish(),
  effectiveDirective: directive,
});

/** A Reporting API delivery: an array of reports; `csp-violation` bodies are checked. */
export const ReportsSchema = z.array(
  z.union([
    z.object({ type: z.literal("csp-violation"), body: CspViolationBodySchema }),
    // Other kinds (deprecation, intervention…) are allowed and skipped.
    z.object({
      type: z.string().max(64).refine((type) => type !== "csp-violation", "is not a report"),
    }),
  ]),
).min(1).max(CSP_REPORT_LIMITS.reportsPerDelivery);

/** What the site keeps of one violation. */
export interface CspViolation {
  /** The effective directive, e.g. `script-src-elem`, `require-trusted-types-for`. */
  directive: string;
  /**
   * The blocked resource's origin (`https://cdn.example`), its scheme for URLs without one
   * (`data`, `blob`), the browser's keyword (`inline`, `eval`, `trusted-types-sink`,
   * `trusted-types-policy`, …), or `(none)`.
   */
  blocked: string;
  /** Path of the page the violation happened on, without its query or fragment. */
  documentPath: string;
}

/** The origin of `blocked`, or the keyword or scheme it names (see {@linkcode CspViolation}). */
export function blockedOrigin(blocked: string | null | undefined): string {
  const text = (blocked ?? "").trim();
  if (!text) return "(none)";
  if (/^[a-z][a-z-]{0,39}$/.test(text)) return text; // inline, eval, trusted-types-sink, data…
  try {
    const parsed = new URL(text);
    return parsed.origin === "null" ? parsed.protocol.slice(0, -1) : parsed.origin;
  } catch {
    return "(other)";
  }
}

/** The path of `documentUrl` without query or fragment, at most `pathChars` long. */
export function documentPath(documentUrl: string): string {
  try {
    return new URL(documentUrl).pathname.slice(0, CSP_REPORT_LIMITS.pathChars);
  } catch {
    return "(other)";
  }
}

/** The first word of a directive as `violated-directive` gives it (`script-src 'self'`). */
function directiveName(value: string): string {
  return value.split(" ")[0]!;
}

/**
 * The violations in a parsed body of media type `type`.
 *
 * @returns the violations (none for a delivery of other report types), or the zod error.
 */
export function violationsOf(
  type: typeof CSP_REPORT_TYPE | typeof REPORTS_TYPE,
  body: unknown,
): { violations: CspViolation[] } | { error: z.ZodError } {
  if (type === CSP_REPORT_TYPE) {
    const result = CspReportSchema.safeParse(body);
    if (!result.success) return { error: result.error };
    const report = result.data["csp-report"];
    return {
      violations: [{
        directive: directiveName(report["effective-directive"] ?? report["violated-directive"]!),
        blocked: blockedOrigin(report["blocked-uri"]),
        documentPath: documentPath(report["document-uri"]),
      }],
    };
  }
  const result = ReportsSchema.safeParse(body);
  if (!result.success) return { error: result.error };
  const violations: CspViolation[] = [];
  for (const report of result.data) {
    if (!("body" in report)) continue;
    violations.push({
      directive: directiveName(report.body.effectiveDirective),
      blocked: blockedOrigin(report.body.blockedURL),
      documentPath: documentPath(report.body.documentURL),
    });
  }
  return { violations };
}
