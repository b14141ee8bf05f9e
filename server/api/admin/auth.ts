/**
 * Staff sign-in, sign-out and the audit log: `POST /api/staff/login`, `POST /api/staff/logout`,
 * `GET /api/staff/audit`. Unknown and known addresses get the same answers
 * (docs/requirements.md#staff-sign-in).
 */
import { Hono } from "hono";
import { AUDIT_PAGE_SIZE, LoginSchema } from "../../../shared/schemas/staff.ts";
import { clientAddress } from "../../http/client_address.ts";
import { jsonEndpoint } from "../../http/json_endpoint.ts";
import type { AuditLog } from "../../staff/audit.ts";
import {
  clearSessionCookie,
  sessionToken,
  setSessionCookie,
  type StaffEnv,
  type StaffGuards,
} from "../../staff/guards.ts";
import type { SessionStore } from "../../staff/sessions.ts";
import type { SignIn } from "../../staff/sign_in.ts";
import { refusalFloor } from "../../staff/refusal_floor.ts";

/** Messages of the sign-in API. */
export const SIGN_IN_MESSAGES = {
  invalid: "The e-mail address or password is incorrect.",
  missing: "Enter your e-mail address and password.",
  busy: "Sign-in is busy. Please try again in a moment.",
  throttled: (seconds: number) =>
    `Too many sign-in attempts. Please wait ${seconds} second${
      seconds === 1 ? "" : "s"
    } and try again.`,
} as const;

/** Options of {@linkcode createStaffAuthApi}. */
export interface StaffAuthApiOptions {
  guards: StaffGuards;
  signIn: SignIn;
  sessions: SessionStore;
  audit: AuditLog;
  /** Least time before a refused sign-in is answered, ms (server/staff/refusal_floor.ts). */
  refusalFloorMs: number;
}

/** The sign-in routes, mounted at `/api`. */
export function createStaffAuthApi(options: StaffAuthApiOptions) {
  const { guards, sessions, audit } = options;
  return new Hono<StaffEnv>()
    .post(
      "/staff/login",
      // First, so every refusal below (origin, body, throttle, capacity, password) waits for it.
      refusalFloor(options.refusalFloorMs),
      guards.sameOrigin,
      // Throttling is the sign-in throttle's (per account and address), not a request allowance.
      jsonEndpoint({
        schema: LoginSchema,
        maxBytes: 4096,
        tooLarge: SIGN_IN_MESSAGES.missing,
        invalid: () => ({ error: SIGN_IN_MESSAGES.missing }),
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        const { email, password } = c.req.valid("json");
        const result = await options.signIn({
          email,
          password,
          ip: clientAddress(c),
        });
        if (result.kind === "throttled") {
          const seconds = Math.ceil(result.waitMs / 1000);
          c.header("Retry-After", String(seconds));
          return c.json({ error: SIGN_IN_MESSAGES.throttled(seconds) }, 429);
        }
        if (result.kind === "busy") {
          // The process's password checks are at capacity (server/staff/hash_pool.ts).
          c.header("Retry-After", "1");
          return c.json({ error: SIGN_IN_MESSAGES.busy }, 503);
        }
        if (result.kind === "invalid") return c.json({ error: SIGN_IN_MESSAGES.invalid }, 401);
        // A session the browser already had is ended: every sign-in gets a new token.
        const previous = sessionToken(c);
        if (previous) await sessions.revoke(previous);
        setSessionCookie(c, result.token);
        return c.json({ email: result.email });
      },
    )
    .post("/staff/logout", guards.requireStaff, guards.sameOrigin, async (c) => {
      const token = sessionToken(c);
      if (token) await sessions.revoke(token);
      clearSessionCookie(c);
      await audit.record(c.var.staff.email, "sign_out");
      return c.body(null, 204);
    })
    .get("/staff/audit", guards.requireAdmin, async (c) => {
      const page = Math.max(1, Math.min(100_000, Number(c.req.query("page")) || 1));
      return c.json(await audit.list({ page, pageSize: AUDIT_PAGE_SIZE }));
    });
}
