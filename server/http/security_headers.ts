/**
 * Security headers on every response, errors included. The CSP allows no inline script at all:
 * React writes none for our pages (no late Suspense boundaries on first render), and data reaches
 * the client in `type="application/json"` elements, which are never executed. Because nothing is
 * per-request, cached page bytes stay valid under the policy (see docs/decisions/0004).
 */
import { secureHeaders } from "hono/secure-headers";

/** Options of {@linkcode securityHeaders}. */
export interface SecurityHeadersOptions {
  /** Send HSTS (only when the site is served over TLS, i.e. PUBLIC_ORIGIN is https). */
  hsts: boolean;
}

/** The security-headers middleware. */
export function securityHeaders(options: SecurityHeadersOptions) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      ...(options.hsts ? { upgradeInsecureRequests: [] } : {}),
    },
    // ASVS asks for at least a year; Hono's default is 180 days.
    strictTransportSecurity: options.hsts ? "max-age=31536000; includeSubDomains" : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
}
