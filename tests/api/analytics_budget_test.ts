/**
 * What the analytics intake refuses (docs/requirements.md#abuse): events for pages the site does
 * not have, events from the staff area, a session over its budget, the site over its budget, and
 * anything once the table reaches its row ceiling. Refused events answer 204 like stored ones
 * (analytics never fails loudly) but are counted and never stored.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";

const SESSION = "6f1c2a9e-4b7d-4c1e-9a3f-1d2e3f4a5b6c";

function send(app: TestApp, url: string, sessionId = SESSION) {
  return app.app.request("/api/analytics", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
    },
    body: JSON.stringify({ name: "page_view", sessionId, url }),
  });
}

async function stored(app: TestApp): Promise<string[]> {
  await app.analytics.queue.flush();
  const result = await app.db.execute("SELECT path FROM analytics_events ORDER BY id");
  return result.rows.map((row) => String(row.path));
}

async function withApp(
  fn: (app: TestApp) => Promise<void>,
  budgets: { sitePerMinute?: number; maxRows?: number; rowCheckMs?: number } = {},
) {
  const app = await createTestApp({
    background: false,
    overrides: { analytics: { allowAutomation: true, budgets } },
  });
  try {
    await fn(app);
  } finally {
    await app.cleanup();
  }
}

Deno.test("events for made-up pages and for the staff area are not stored", () =>
  withApp(async (app) => {
    for (const url of ["/about", "/made-up-page", "/admin", "/admin/analytics", "/insights/nope"]) {
      assert.equal((await send(app, url)).status, 204, url);
    }
    // /insights/nope matches the article route (its page is the not-found screen): kept, like
    // any page a visitor really saw.
    assert.deepEqual(await stored(app), ["/about", "/insights/nope"]);
  }));

Deno.test("a session over 120 events a minute stops being stored; other sessions are not", () =>
  withApp(async (app) => {
    for (let i = 0; i < 125; i++) await send(app, "/about");
    await send(app, "/contact", "7a2d3b0f-5c8e-4d2f-8b4a-2e3f4a5b6c7d");
    const paths = await stored(app);
    assert.equal(paths.filter((path) => path === "/about").length, 120);
    assert.equal(paths.filter((path) => path === "/contact").length, 1);
  }));

Deno.test("the site budget and the row ceiling stop storing", async () => {
  await withApp(async (app) => {
    for (let i = 0; i < 5; i++) {
      await send(app, "/about", crypto.randomUUID());
    }
    assert.equal((await stored(app)).length, 3, "3 a minute for the whole site");
  }, { sitePerMinute: 3 });
  await withApp(async (app) => {
    await send(app, "/about", crypto.randomUUID());
    assert.equal((await stored(app)).length, 1, "stored while the table is below its ceiling");
    for (let i = 0; i < 3; i++) await send(app, "/about", crypto.randomUUID());
    assert.equal((await stored(app)).length, 1, "nothing more once it is full");
  }, { maxRows: 1, rowCheckMs: 0 });
});

Deno.test("the staff area shows no cookie banner, so staff choices never count as visitors' consent", () =>
  withApp(async (app) => {
    const visitor = await (await app.app.request("/")).text();
    assert.match(visitor, /consent-banner/);
    const staff = await (await app.app.request("/admin/login")).text();
    assert.doesNotMatch(staff, /consent-banner/);
  }));
