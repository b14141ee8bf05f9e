/**
 * Security headers on every response, errors included. The CSP allows no inline script at all:
 * React writes none for our pages (no late Suspense boundaries on first render), and data reaches
 * the client in `type="application/json"` elements, which are never executed. Because nothing is
 * per-request, cached page bytes stay valid under the policy (see docs/decisions/0004).
 *
 * The header set is built once: the middleware copies constant pairs onto each response. A
 * response that already carries the set (a cached page builds its header list with it once,
 * `server/pages.ts`) is left alone. Scripts, stylesheets, fonts and raster images get only what
 * matters for a subresource (`nosniff` and the resource policy): a policy about framing, scripts
 * or permissions applies to documents, and the home page's 31 scripts each carried about 1 KB of
 * it.
 *
 * Trusted Types are required for every script sink, and only the site's own policies may be
 * created (`shared/trusted_html.ts`, ADR 0036). Violations are reported to
 * `/api/csp-reports` (server/api/csp_reports.ts): through the Reporting API (`report-to`, with the
 * `Reporting-Endpoints` header naming the endpoint) and, for browsers without it, `report-uri`.
 */
import { EDITOR_CLIPBOARD_POLICY, SITE_HTML_POLICY } from "../../shared/trusted_html.ts";

/** Where browsers send CSP violation reports (server/api/csp_reports.ts). */
export const CSP_REPORT_PATH = "/api/csp-reports";

/** The `Reporting-Endpoints` name of {@linkcode CSP_REPORT_PATH}, which `report-to` gives. */
export const CSP_REPORT_ENDPOINT = "csp-endpoint";

/** Options of {@linkcode securityHeaders}. */
export interface SecurityHeadersOptions {
  /** Send HSTS (only when the site is served over TLS, i.e. PUBLIC_ORIGIN is https). */
  hsts: boolean;
}

/** A list of header pairs, as `new Response(…, { headers })` takes it. */
export type HeaderPairs = [string, string][];

/** The headers of documents and API answers, in the order they are sent. */
export function documentSecurityHeaders(options: SecurityHeadersOptions): HeaderPairs {
  const csp = [
    // Nothing is allowed unless a directive below names it (the site has no frames, media or
    // workers).
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${SITE_HTML_POLICY} ${EDITOR_CLIPBOARD_POLICY}`,
    ...(options.hsts ? ["upgrade-insecure-requests"] : []),
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_ENDPOINT}`,
  ].join("; ");
  return [
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    // ASVS asks for at least a year.
    ...(options.hsts
      ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]]
      : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
    ["Content-Security-Policy", csp],
    // A path is resolved against the document's URL (W3C Reporting API, "process reporting
    // endpoints"; Chromium takes a path-absolute URL), so the header stays the same on every
    // host name the site answers on.
    ["Reporting-Endpoints", `${CSP_REPORT_ENDPOINT}="${CSP_REPORT_PATH}"`],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ];
}

/** The headers of a subresource (script, stylesheet, font, raster image). */
export const SUBRESOURCE_SECURITY_HEADERS: HeaderPairs = [
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["X-Content-Type-Options", "nosniff"],
];

/**
 * Whether a response of this `Content-Type` is a subresource. SVG is not: opened on its own it is
 * a document that can run script, so it keeps the full set.
 */
export function isSubresourceType(contentType: string | null): boolean {
  if (!contentType) return false;
  return contentType.startsWith("text/javascript") || contentType.startsWith("text/css") ||
    contentType.startsWith("font/") ||
    (contentType.startsWith("image/") && !contentType.startsWith("image/svg"));
}

/** The security-headers middleware (see the module comment). */
export function securityHeaders(options: SecurityHeadersOptions) {
  const documentHeaders = documentSecurityHeaders(options);
  return async function securityHeaders(
    c: { res: Response },
    next: () => Promise<void>,
  ): Promise<void> {
    await next();
    const headers = c.res.headers;
    if (headers.has("Content-Security-Policy")) return;
    const set = isSubresourceType(headers.get("Content-Type"))
      ? SUBRESOURCE_SECURITY_HEADERS
      : documentHeaders;
    for (const [name, value] of set) headers.set(name, value);
  };
}
