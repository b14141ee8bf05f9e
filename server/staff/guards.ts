/**
 * Request guards of the staff area. `requireStaff` answers 401 unless the `__Host-session` cookie
 * names a live session; `sameOrigin` answers 403 to a state-changing request a browser made from
 * another site. SameSite=Strict already keeps the cookie off cross-site requests; the origin check
 * is the second, independent layer OWASP's CSRF Cheat Sheet recommends (Fetch Metadata first, the
 * Origin header when a browser does not send it).
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { STAFF_FORBIDDEN_TEXT } from "../../shared/pages/admin/admin_copy.ts";
import type { StaffForbiddenPageData, StaffRole } from "../../shared/schemas/staff.ts";
import type { SessionStore, StaffSession } from "./sessions.ts";
import { SESSION_LIMITS } from "./sessions.ts";

/** Hono environment of staff routes: the session is in `c.var.staff`. */
export type StaffEnv = { Variables: { staff: StaffSession } };

/** Cookie name without its prefix; the browser sees `__Host-session` (Secure, Path=/, no Domain). */
export const SESSION_COOKIE = "session";

/** Full name of the session cookie. */
export const SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE}`;

/** Sets the session cookie: HttpOnly, Secure, SameSite=Strict, Path=/, ends with the session. */
export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    prefix: "host",
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/",
    maxAge: Math.floor(SESSION_LIMITS.absoluteMs / 1000),
  });
}

/** Expires the session cookie in the browser. */
export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, {
    prefix: "host",
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/",
  });
}

/** The token in the request's session cookie, if any. */
export function sessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE, "host") || undefined;
}

/** The content screens: an editor's start page. */
export const STAFF_CONTENT_PATH = "/admin/content";

/** Answer of an admin-only route to an editor. */
export const ADMIN_ONLY_MESSAGE = STAFF_FORBIDDEN_TEXT.message;

/** Guards bound to one session store and the site's public origin. */
export interface StaffGuards {
  /** The live session of the request, or `undefined`. */
  currentSession(c: Context): Promise<StaffSession | undefined>;
  requireStaff: ReturnType<typeof createMiddleware<StaffEnv>>;
  /**
   * Like `requireStaff`, then 403 unless the account is an `admin` (docs/requirements.md#staff-roles:
   * enquiries, analytics, erasure, the outbox, the audit log and accounts are for admins).
   */
  requireAdmin: ReturnType<typeof createMiddleware<StaffEnv>>;
  sameOrigin: ReturnType<typeof createMiddleware>;
}

/** Creates the {@linkcode StaffGuards}. */
export function createStaffGuards(
  options: { sessions: SessionStore; origin: string },
): StaffGuards {
  const { sessions } = options;

  async function currentSession(c: Context) {
    const token = sessionToken(c);
    return token ? await sessions.validate(token) : undefined;
  }

  const requireStaff = createMiddleware<StaffEnv>(async (c, next) => {
    c.header("Cache-Control", "no-store");
    const session = await currentSession(c);
    if (!session) {
      if (sessionToken(c)) clearSessionCookie(c);
      return c.json({ error: "Please sign in to continue." }, 401);
    }
    c.set("staff", session);
    await next();
  });

  const requireAdmin = createMiddleware<StaffEnv>(async (c, next) => {
    c.header("Cache-Control", "no-store");
    const session = await currentSession(c);
    if (!session) {
      if (sessionToken(c)) clearSessionCookie(c);
      return c.json({ error: "Please sign in to continue." }, 401);
    }
    if (session.role !== "admin") {
      return c.json({ error: ADMIN_ONLY_MESSAGE }, 403);
    }
    c.set("staff", session);
    await next();
  });

  const sameOrigin = createMiddleware(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return await next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const allowed = origin === options.origin || origin === new URL(c.req.url).origin;
    const refused = site ? site !== "same-origin" || (origin !== undefined && !allowed) : !allowed;
    if (refused) return c.json({ error: "Cross-site request refused." }, 403);
    await next();
  });

  return { currentSession, requireStaff, requireAdmin, sameOrigin };
}

/**
 * Gate of every /admin page loader: the request's live session; or, for a signed-in member whose
 * role may not use the screen, the page data of the refusal (status 403 set on `c`), which the
 * screen renders inside the staff shell; or the answer that sends the visitor to the sign-in page
 * (`?expired=1` when their cookie named a session that has ended).
 */
export async function staffPageSession(
  guards: Pick<StaffGuards, "currentSession">,
  c: Context,
  options: { role?: StaffRole } = {},
): Promise<StaffSession | StaffForbiddenPageData | Response> {
  const session = await guards.currentSession(c);
  if (session) {
    if (!options.role || session.role === options.role) return session;
    // An editor on an admin screen: the content screens are theirs (docs/requirements.md#staff-roles).
    c.status(403);
    c.header("Cache-Control", "no-store");
    return { staff: { email: session.email, role: session.role }, forbidden: true };
  }
  const expired = sessionToken(c) !== undefined;
  if (expired) clearSessionCookie(c);
  const response = c.redirect(expired ? "/admin/login?expired=1" : "/admin/login", 303);
  response.headers.set("Cache-Control", "no-store");
  return response;
}
