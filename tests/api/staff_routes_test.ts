/**
 * The unprotected-route walker (docs/requirements.md#staff-area): every API route the router knows
 * is either on the short public list or answers 401 without a staff session, and every staff page
 * redirects to the sign-in. A new route that forgets `requireStaff` fails here, whoever adds it.
 */
import assert from "node:assert/strict";
import { PAGE_ROUTES } from "../../shared/routes.ts";
import { createTestApp } from "../helpers/test_app.ts";
import { sameOriginJson } from "./staff_fixtures.ts";

/**
 * Routes anyone may call (docs/requirements.md#api). A new public endpoint must be added here on
 * purpose; anything else under /api must answer 401 without a session.
 */
const PUBLIC_API_ROUTES = new Set([
  "POST /api/contact",
  "POST /api/staff/login",
  // Setting a password with an e-mailed link: the token in the body is the proof.
  "POST /api/staff/password",
  "POST /api/search",
  // Anonymous count of opened citations (ADR 0026).
  "POST /api/search/clicks",
  "POST /api/analytics",
  "POST /api/consent",
  // Browsers' CSP violation reports, counted anonymously (ADR 0036).
  "POST /api/csp-reports",
  "GET /api/content/body/*",
]);

/** Path prefixes of the staff API: always protected, whatever the public list says. */
const STAFF_PREFIXES = [
  "/api/contacts",
  "/api/contact/",
  "/api/staff/",
  "/api/outbox",
  "/api/admin",
];

/** Staff routes used without a session: signing in, and setting a password with a link. */
const SIGNED_OUT_STAFF_ROUTES = ["POST /api/staff/login", "POST /api/staff/password"];

Deno.test("every staff API route answers 401 without a session (walks app.routes)", async () => {
  const app = await createTestApp({ background: false });
  try {
    const seen = new Set<string>();
    const unprotected: string[] = [];
    for (const route of app.app.routes) {
      if (route.method === "ALL" || !route.path.startsWith("/api/")) continue;
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const staff = STAFF_PREFIXES.some((prefix) => route.path.startsWith(prefix)) &&
        !SIGNED_OUT_STAFF_ROUTES.includes(key);
      if (!staff && PUBLIC_API_ROUTES.has(key)) continue;
      const path = route.path.replace(/:[A-Za-z]+/g, crypto.randomUUID());
      const response = await app.app.request(path, {
        method: route.method,
        headers: sameOriginJson(),
        ...(route.method === "GET" || route.method === "HEAD" ? {} : { body: "{}" }),
      });
      await response.body?.cancel();
      if (response.status !== 401) unprotected.push(`${key} → ${response.status}`);
    }
    assert.deepEqual(unprotected, [], "routes reachable without a session");
    for (
      const key of [
        "GET /api/contacts",
        "POST /api/contact/send-backlog",
        "PATCH /api/contacts/:id",
        "GET /api/contacts/export.csv",
        "GET /api/outbox",
        "GET /api/staff/audit",
        "POST /api/staff/erasure",
        "POST /api/staff/erasure/preview",
      ]
    ) {
      assert.ok(seen.has(key), `the walker saw ${key}`);
    }
  } finally {
    await app.cleanup();
  }
});

Deno.test("every /admin page except the signed-out ones redirects to /admin/login without a session", async () => {
  const app = await createTestApp({ background: false });
  try {
    const staffPages = PAGE_ROUTES.filter((route) => route.path.startsWith("/admin"));
    assert.ok(staffPages.length >= 3);
    for (const route of staffPages) {
      const response = await app.app.request(route.path);
      await response.body?.cancel();
      // The sign-in, and the page an e-mailed password link opens (it says when a link is bad).
      if (route.path === "/admin/login" || route.path === "/admin/password") {
        assert.equal(response.status, 200);
        continue;
      }
      assert.equal(response.status, 303, route.path);
      assert.equal(response.headers.get("location"), "/admin/login", route.path);
      assert.equal(route.indexable, false, `${route.path} is not indexable`);
    }
  } finally {
    await app.cleanup();
  }
});
