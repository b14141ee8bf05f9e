/**
 * `POST /api/consent`, `POST /api/analytics` and the staff dashboard through `app.request()`
 * (docs/requirements.md#consent, #analytics).
 */
import assert from "node:assert/strict";
import { ANALYTICS_LIMITS } from "../../shared/schemas/analytics.ts";
import { POLICY_VERSION } from "../../shared/consent/consent_record.ts";
import {
  createTestApp,
  EXACT_RATE_LIMITS,
  type TestApp,
  type TestAppOptions,
} from "../helpers/test_app.ts";

const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SESSION = "3b0f8a4e-2c71-4d8e-b5a9-0e6c7d8f9a1b";

function consentBody(overrides: Record<string, unknown> = {}) {
  return {
    consentId: crypto.randomUUID(),
    categories: { necessary: true, analytics: true, functional: false, marketing: false },
    policyVersion: POLICY_VERSION,
    choiceTime: new Date().toISOString(),
    source: "banner",
    ...overrides,
  };
}

function post(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": CHROME, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function rows(app: TestApp, sql: string) {
  return (await app.db.execute(sql)).rows;
}

async function withApp(fn: (app: TestApp) => Promise<void>, options: TestAppOptions = {}) {
  const app = await createTestApp(options);
  try {
    await fn(app);
  } finally {
    await app.cleanup();
  }
}

Deno.test("POST /api/consent stores the choice with the browser family and no address", () =>
  withApp(async (app) => {
    const body = consentBody();
    const response = await post(app, "/api/consent", body, { "X-Forwarded-For": "203.0.113.9" });
    assert.equal(response.status, 201);
    assert.deepEqual(await response.json(), { consentId: body.consentId });
    const [stored] = await rows(app, "SELECT * FROM consent_records");
    assert.equal(stored?.consent_id, body.consentId);
    assert.equal(stored?.ua_family, "Chrome");
    assert.equal(stored?.kind, "customised");
    assert.equal(stored?.policy_version, POLICY_VERSION);
    assert.equal(stored?.choice_time, body.choiceTime);
    assert.ok(!JSON.stringify(stored).includes("203.0.113.9"), "no IP address stored");
    assert.ok(!JSON.stringify(stored).includes("Macintosh"), "only the family of the user agent");
  }));

Deno.test("POST /api/consent answers 400 to invalid records and 415 to non-JSON", () =>
  withApp(async (app) => {
    const invalid = [
      consentBody({ consentId: "123" }),
      consentBody({ policyVersion: "2001-01" }),
      consentBody({ choiceTime: "last Tuesday" }),
      consentBody({
        categories: { necessary: false, analytics: true, functional: true, marketing: true },
      }),
      consentBody({ categories: { necessary: true } }),
      "{not json",
    ];
    for (const body of invalid) {
      const response = await post(app, "/api/consent", body);
      assert.equal(response.status, 400, JSON.stringify(body));
    }
    const form = await app.app.request("/api/consent", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "consentId=x",
    });
    assert.equal(form.status, 415);
    const large = await post(app, "/api/consent", consentBody({ padding: "x".repeat(4000) }));
    assert.equal(large.status, 413);
    assert.equal((await rows(app, "SELECT id FROM consent_records")).length, 0);
  }));

Deno.test("POST /api/consent is rate limited per address", () =>
  withApp(async (app) => {
    assert.equal((await post(app, "/api/consent", consentBody())).status, 201);
    assert.equal((await post(app, "/api/consent", consentBody())).status, 201);
    assert.equal((await post(app, "/api/consent", consentBody())).status, 429);
  }, {
    overrides: {
      ...EXACT_RATE_LIMITS,
      analytics: { consentRateRule: { name: "consent", limit: 2, windowMs: 60_000 } },
    },
  }));

Deno.test("POST /api/consent answers 503 when the log cannot be written", () =>
  withApp(async (app) => {
    await app.writer.execute("DROP TABLE consent_records");
    const response = await post(app, "/api/consent", consentBody());
    assert.equal(response.status, 503);
  }));

Deno.test("POST /api/analytics answers 204 and stores the event after the queue flushes", () =>
  withApp(async (app) => {
    const response = await post(app, "/api/analytics", {
      name: "page_view",
      sessionId: SESSION,
      url: "/services?utm_source=newsletter",
      referrer: "https://news.example.org/issue-12",
      timestamp: new Date().toISOString(),
    });
    assert.equal(response.status, 204);
    await app.analytics.queue.flush();
    const [stored] = await rows(app, "SELECT * FROM analytics_events");
    assert.equal(stored?.name, "page_view");
    assert.equal(stored?.path, "/services");
    assert.equal(stored?.utm_source, "newsletter");
    assert.equal(stored?.referrer_host, "news.example.org");
    assert.equal(stored?.ua_family, "Chrome");
  }));

Deno.test("POST /api/analytics drops bots and automated browsers with 204 and stores nothing", () =>
  withApp(async (app) => {
    const event = { name: "page_view", sessionId: SESSION, url: "/" };
    const agents = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      CHROME.replace("Chrome/", "HeadlessChrome/"),
      "curl/8.5.0",
    ];
    for (const agent of agents) {
      assert.equal((await post(app, "/api/analytics", event, { "User-Agent": agent })).status, 204);
    }
    const webdriver = await post(app, "/api/analytics", { ...event, automation: true });
    assert.equal(webdriver.status, 204);
    await app.analytics.queue.flush();
    assert.equal((await rows(app, "SELECT id FROM analytics_events")).length, 0);
  }));

Deno.test("allowAutomation lets headless browsers through for end-to-end tests", () =>
  withApp(async (app) => {
    const headless = CHROME.replace("Chrome/", "HeadlessChrome/");
    const event = { name: "page_view", sessionId: SESSION, url: "/", automation: true };
    assert.equal(
      (await post(app, "/api/analytics", event, { "User-Agent": headless })).status,
      204,
    );
    await app.analytics.queue.flush();
    assert.equal((await rows(app, "SELECT id FROM analytics_events")).length, 1);
  }, { overrides: { analytics: { allowAutomation: true } } }));

Deno.test("POST /api/analytics answers 400, 413 and 415 to bad input and never stores it", () =>
  withApp(async (app) => {
    const bad = [
      { name: "purchase", sessionId: SESSION, url: "/" },
      { name: "scroll_depth", sessionId: SESSION, url: "/", value: 33 },
      { name: "page_view", url: "/" },
      "[]",
      "{",
    ];
    for (const body of bad) {
      assert.equal((await post(app, "/api/analytics", body)).status, 400, JSON.stringify(body));
    }
    const large = await post(app, "/api/analytics", {
      name: "page_view",
      sessionId: SESSION,
      url: "/",
      extra: "x".repeat(ANALYTICS_LIMITS.bodyBytes),
    });
    assert.equal(large.status, 413);
    const text = await app.app.request("/api/analytics", {
      method: "POST",
      headers: { "Content-Type": "text/plain", "User-Agent": CHROME },
      body: JSON.stringify({ name: "page_view", sessionId: SESSION, url: "/" }),
    });
    assert.equal(text.status, 415);
    await app.analytics.queue.flush();
    assert.equal((await rows(app, "SELECT id FROM analytics_events")).length, 0);
  }));

Deno.test("POST /api/analytics is rate limited per address", () =>
  withApp(async (app) => {
    const event = { name: "page_view", sessionId: SESSION, url: "/" };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(app, "/api/analytics", event)).status);
    assert.deepEqual(statuses, [204, 204, 204, 429]);
  }, {
    overrides: {
      ...EXACT_RATE_LIMITS,
      analytics: { eventRateRule: { name: "analytics", limit: 3, windowMs: 60_000 } },
    },
  }));

async function staffCookie(app: TestApp): Promise<string> {
  const account = await app.staff.accounts.create(
    "analyst@example.co.uk",
    "Harbour-Lantern-Quartz-42",
  );
  const token = await app.staff.sessions.create(account.id);
  return `__Host-session=${token}`;
}

Deno.test("the dashboard API answers 401 without a staff session and the figures with one", () =>
  withApp(async (app) => {
    assert.equal((await app.app.request("/api/admin/analytics")).status, 401);
    await post(app, "/api/analytics", { name: "page_view", sessionId: SESSION, url: "/about" });
    await post(app, "/api/consent", consentBody());
    await app.analytics.queue.flush();
    const cookie = await staffCookie(app);
    const response = await app.app.request("/api/admin/analytics", { headers: { Cookie: cookie } });
    assert.equal(response.status, 200);
    const dashboard = await response.json();
    assert.equal(dashboard.totals.pageViews, 1);
    assert.equal(dashboard.totals.sessions, 1);
    assert.deepEqual(dashboard.pages.map((page: { path: string }) => page.path), ["/about"]);
    assert.equal(dashboard.consent.customised, 1);
    const bad = await app.app.request("/api/admin/analytics?from=2026-13-01", {
      headers: { Cookie: cookie },
    });
    assert.equal(bad.status, 400);
  }));

Deno.test("/admin/analytics sends signed-out visitors to the staff sign-in", () =>
  withApp(async (app) => {
    const response = await app.app.request("/admin/analytics");
    assert.equal(response.status, 303);
    assert.equal(response.headers.get("location"), "/admin/login");
    const cookie = await staffCookie(app);
    const page = await app.app.request("/admin/analytics", { headers: { Cookie: cookie } });
    assert.equal(page.status, 200);
    assert.equal(page.headers.get("cache-control"), "private, no-store");
    const html = await page.text();
    assert.match(html, /<h1>Website analytics<\/h1>/);
    assert.match(html, /noindex/);
  }));

Deno.test("every page is served with the consent banner in its HTML", () =>
  withApp(async (app) => {
    const html = await (await app.app.request("/")).text();
    assert.match(html, /class="consent-banner consent-banner--bottom"/);
    assert.match(html, />Accept All</);
    assert.match(html, />Decline All</);
  }));
