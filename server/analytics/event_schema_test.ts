/**
 * The analytics event schema and the bot filter (unit tests; docs/requirements.md#analytics-events,
 * #analytics-intake).
 */
import assert from "node:assert/strict";
import {
  ANALYTICS_LIMITS,
  AnalyticsEventSchema,
  SCROLL_DEPTH_THRESHOLDS,
} from "../../shared/schemas/analytics.ts";
import { isAutomated } from "./bot_filter.ts";
import { toEventRow } from "./event_row.ts";
import { userAgentFamily } from "./user_agent.ts";

const SESSION = "6f1c2a9e-4b7d-4c1e-9a3f-1d2e3f4a5b6c";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const HEADLESS = CHROME.replace("Chrome/", "HeadlessChrome/");

const VIEW = { name: "page_view", sessionId: SESSION, url: "/about" } as const;

Deno.test("the event schema accepts a page view and each spec event", () => {
  assert.ok(AnalyticsEventSchema.safeParse(VIEW).success);
  for (const threshold of SCROLL_DEPTH_THRESHOLDS) {
    const event = { ...VIEW, name: "scroll_depth", value: threshold };
    assert.ok(AnalyticsEventSchema.safeParse(event).success, `scroll ${threshold}`);
  }
  assert.ok(
    AnalyticsEventSchema.safeParse({ ...VIEW, name: "page_performance", value: 812 }).success,
  );
  assert.ok(
    AnalyticsEventSchema.safeParse({ ...VIEW, name: "session_duration", value: 4000 }).success,
  );
  assert.ok(
    AnalyticsEventSchema.safeParse({ ...VIEW, name: "conversion", value: 1, currency: "GBP" })
      .success,
  );
});

Deno.test("the event schema rejects unknown names, odd depths and oversized fields", () => {
  const bad = [
    { ...VIEW, name: "purchase" },
    { ...VIEW, name: "scroll_depth", value: 60 },
    { ...VIEW, name: "session_duration" },
    { ...VIEW, name: "page_performance", value: ANALYTICS_LIMITS.durationMs + 1 },
    { ...VIEW, sessionId: "short" },
    { ...VIEW, url: "javascript:alert(1)" },
    { ...VIEW, url: "/" + "a".repeat(ANALYTICS_LIMITS.url) },
    { ...VIEW, label: "x".repeat(ANALYTICS_LIMITS.label + 1) },
    { ...VIEW, value: Number.POSITIVE_INFINITY },
    { ...VIEW, currency: "pounds" },
    { name: "page_view", url: "/" },
  ];
  for (const event of bad) {
    assert.equal(AnalyticsEventSchema.safeParse(event).success, false, JSON.stringify(event));
  }
});

Deno.test("the bot filter drops crawlers, HTTP libraries, headless and WebDriver browsers", () => {
  assert.equal(isAutomated({ userAgent: CHROME }), false);
  for (
    const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
      "facebookexternalhit/1.1",
      "curl/8.5.0",
      "python-requests/2.32",
      "Deno/2.9.5",
      "Mozilla/5.0 (Linux) Chrome-Lighthouse",
      HEADLESS,
      "",
      undefined,
    ]
  ) {
    assert.equal(isAutomated({ userAgent: agent }), true, String(agent));
  }
  assert.equal(isAutomated({ userAgent: CHROME, webdriver: true }), true);
  assert.equal(isAutomated({ userAgent: CHROME, reportedUserAgent: HEADLESS }), true);
});

Deno.test("allowAutomation counts headless browsers but never crawlers", () => {
  const options = { allowAutomation: true };
  assert.equal(isAutomated({ userAgent: HEADLESS, webdriver: true }, options), false);
  assert.equal(isAutomated({ userAgent: "Googlebot/2.1" }, options), true);
});

Deno.test("userAgentFamily names the browser family only", () => {
  assert.equal(userAgentFamily(CHROME), "Chrome");
  assert.equal(userAgentFamily(`${CHROME} Edg/131.0.0.0`), "Edge");
  assert.equal(
    userAgentFamily("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"),
    "Firefox",
  );
  assert.equal(
    userAgentFamily(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    ),
    "Safari",
  );
  assert.equal(userAgentFamily(undefined), "Other");
});

Deno.test("a stored event keeps the path and UTM tags, never the query or an internal referrer", () => {
  const context = { at: 1, uaFamily: "Chrome", siteHosts: ["www.example.co.uk"] };
  const landing = AnalyticsEventSchema.parse({
    ...VIEW,
    url: "/search?q=my+email%40example.com&utm_source=LinkedIn&utm_medium=social&utm_campaign=q4",
    referrer: "https://www.linkedin.com/feed/",
  });
  const row = toEventRow(landing, context);
  assert.equal(row.path, "/search");
  assert.deepEqual([row.utmSource, row.utmMedium, row.utmCampaign], ["linkedin", "social", "q4"]);
  assert.equal(row.referrerHost, "www.linkedin.com");
  const internal = toEventRow({ ...landing, referrer: "https://www.example.co.uk/about" }, context);
  assert.equal(internal.referrerHost, null);
  const scroll = toEventRow({ ...landing, name: "scroll_depth", value: 50 }, context);
  assert.equal(scroll.utmSource, null, "only page views carry the source");
});

Deno.test("stored paths drop the query and fragment of relative and absolute addresses", () => {
  const context = { at: 1, uaFamily: "Chrome", siteHosts: [] };
  const cases: [string, string][] = [
    ["/about?x=1", "/about"],
    ["/insights/retail-trends#top", "/insights/retail-trends"],
    ["https://www.example.co.uk/contact?ref=x", "/contact"],
    ["https://www.example.co.uk", "/"],
    ["/", "/"],
  ];
  for (const [url, path] of cases) {
    const event = AnalyticsEventSchema.parse({ ...VIEW, name: "scroll_depth", value: 25, url });
    assert.equal(toEventRow(event, context).path, path, url);
    assert.equal(toEventRow({ ...event, name: "page_view" }, context).path, path, `${url} (view)`);
  }
});
