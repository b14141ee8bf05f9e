/**
 * Shared set-up of the staff enquiry API tests (docs/requirements.md#staff-inbox): an app on a
 * hand-moved clock with one signed-in staff member, and requests sent with that session.
 */
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import {
  GOOD_PASSWORD,
  sameOriginJson,
  signInCookie,
  type TestClock,
  testClock,
} from "./staff_fixtures.ts";

/** The app with alice@example.com signed in, and her session's requests. */
export interface InboxSession {
  app: TestApp;
  /** Starts at 2025-06-01T12:00:00Z. */
  clock: TestClock;
  /** The session's `Cookie` header value. */
  cookie: string;
  /** A GET of `path` with the session. */
  get(path: string): Response | Promise<Response>;
  /** A same-origin JSON request of `method` to `path`, `body` JSON-encoded when given. */
  send(path: string, method: string, body?: unknown): Response | Promise<Response>;
}

/**
 * Starts an app without background jobs at 2025-06-01T12:00:00Z and signs in alice@example.com.
 * The caller runs `app.cleanup()`.
 */
export async function setUp(): Promise<InboxSession> {
  const clock = testClock(Date.UTC(2025, 5, 1, 12));
  const app = await createTestApp({ now: clock.now, background: false });
  await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
  const cookie = await signInCookie(app.app, "alice@example.com");
  const get = (path: string) => app.app.request(path, { headers: { Cookie: cookie } });
  const send = (path: string, method: string, body?: unknown) =>
    app.app.request(path, {
      method,
      headers: sameOriginJson(cookie),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { app, clock, cookie, get, send };
}
