/**
 * The published allowances with the app started as `main.ts` starts it: searches
 * 30 a minute per address, analytics events 600 a minute per address. The enquiry allowance (10 per
 * 10 minutes) is in `contact_storage_test.ts`.
 */
import assert from "node:assert/strict";
import { createTestApp, EXACT_RATE_LIMITS as EXACT, type TestApp } from "../helpers/test_app.ts";

function post(app: TestApp, path: string, body: unknown) {
  return app.app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

Deno.test("the 31st search from one address within a minute gets 429 with Retry-After", async () => {
  const app = await createTestApp({ background: false, overrides: EXACT });
  try {
    for (let i = 0; i < 30; i++) {
      assert.equal(
        (await post(app, "/api/search", { query: `delivery ${i}` })).status,
        200,
        `${i}`,
      );
    }
    const limited = await post(app, "/api/search", { query: "one more" });
    assert.equal(limited.status, 429);
    assert.equal(
      (await limited.json()).error,
      "Too many searches from this address. Please try again in a minute.",
    );
    assert.ok(Number(limited.headers.get("retry-after")) > 0);
    // The shared link of a search counts against the same allowance.
    const page = await app.app.request("/search?q=warehousing");
    assert.equal(page.status, 429);
    assert.ok(Number(page.headers.get("retry-after")) > 0);
    assert.match(await page.text(), /Too many searches from this address/);
  } finally {
    await app.cleanup();
  }
});

Deno.test("the 601st analytics event from one address within a minute gets 429", async () => {
  const app = await createTestApp({
    background: false,
    overrides: { ...EXACT, analytics: { allowAutomation: true } },
  });
  try {
    const event = {
      name: "page_view",
      sessionId: "6f1c2a9e-4b7d-4c1e-9a3f-1d2e3f4a5b6c",
      url: "/about",
    };
    for (let i = 0; i < 600; i++) {
      const status = (await post(app, "/api/analytics", event)).status;
      if (status !== 204) assert.fail(`event ${i} answered ${status}`);
    }
    assert.equal((await post(app, "/api/analytics", event)).status, 429);
  } finally {
    await app.cleanup();
  }
});
