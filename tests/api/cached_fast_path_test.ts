/**
 * The cached-page fast path (`server/http/cached_fast_path.ts`) answers exactly as the Hono chain
 * does: for pages, an article and /contact, with and without `Accept-Encoding`, HEAD,
 * `If-None-Match`, a staff session cookie, a query string and a proxy's request id, the site's
 * handler (`site.fetch`, what `Deno.serve` is given) and the chain (`site.app.fetch`) give the same
 * status, headers (bar a fresh request id) and bytes, and write the same access line. Cached pages
 * are answered synchronously (not a promise: the fast path), everything else goes through the
 * chain; a publish still reaches the pages the fast path serves.
 */
import assert from "node:assert/strict";
import { flushLog, setRequestLogSink } from "../../server/log.ts";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { GOOD_PASSWORD, sameOriginJson, signInCookie } from "./staff_fixtures.ts";

const ORIGIN = "http://localhost:8000";

interface Answer {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

async function read(response: Response): Promise<Answer> {
  return {
    status: response.status,
    headers: [...response.headers],
    body: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The same request twice: through the site's handler and through the Hono chain alone. */
function requestOf(path: string, init: RequestInit): Request {
  return new Request(`${ORIGIN}${path}`, init);
}

/** The access lines written since the last call, parsed. */
function linesSince(writes: string[]): Record<string, unknown>[] {
  flushLog();
  const lines = writes.join("").split("\n").filter(Boolean).map((line) => JSON.parse(line));
  writes.length = 0;
  return lines;
}

/** An access line without what differs per request (time, id, duration). */
function lineShape(line: Record<string, unknown> | undefined) {
  if (!line) return undefined;
  const { time: _time, requestId: _id, ms: _ms, ...rest } = line;
  return { keys: Object.keys(line), ...rest };
}

Deno.test("the fast path answers cached pages exactly as the Hono chain does, and only them", async () => {
  const writes: string[] = [];
  const restore = setRequestLogSink((bytes) => writes.push(new TextDecoder().decode(bytes)));
  const app: TestApp = await createTestApp({
    background: false,
    overrides: { accessLog: true },
  });
  try {
    await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
    const staffCookie = await signInCookie(app.app, "alice@example.com");
    assert.match(staffCookie, /=/, "a staff session cookie");
    const etags = new Map<string, string>();
    for (const path of ["/", "/insights/functional-beverages", "/contact"]) {
      const first = await app.app.fetch(requestOf(path, {}));
      await first.body?.cancel();
      assert.equal(first.status, 200, path);
      etags.set(path, first.headers.get("etag")!);
    }
    linesSince(writes);

    const pagePaths = [
      "/",
      "/insights/functional-beverages",
      "/contact",
      "/contact?ref=newsletter&utm_source=x",
    ];
    const cases: { path: string; init: RequestInit; fast: boolean; label: string }[] = [];
    for (const path of pagePaths) {
      const etag = etags.get(path.split("?")[0]!)!;
      const variants: [string, RequestInit, boolean][] = [
        ["no Accept-Encoding", {}, true],
        ["br, gzip", { headers: { "Accept-Encoding": "br, gzip" } }, true],
        ["gzip, deflate", { headers: { "Accept-Encoding": "gzip, deflate" } }, true],
        ["br;q=0.5, gzip", { headers: { "Accept-Encoding": "br;q=0.5, gzip" } }, true],
        // Identity bytes for a client that accepts deflate: Hono's compress deflates them.
        ["deflate only", { headers: { "Accept-Encoding": "deflate" } }, false],
        ["br;q=0, *", { headers: { "Accept-Encoding": "br;q=0, *" } }, false],
        ["HEAD", { method: "HEAD", headers: { "Accept-Encoding": "br, gzip" } }, true],
        ["HEAD identity", { method: "HEAD" }, true],
        ["If-None-Match current", {
          headers: { "Accept-Encoding": "br, gzip", "If-None-Match": etag },
        }, true],
        ["If-None-Match stale", {
          headers: { "Accept-Encoding": "gzip", "If-None-Match": '"0000"' },
        }, true],
        ["staff cookie", { headers: { "Accept-Encoding": "br", Cookie: staffCookie } }, true],
        ["proxy's request id", {
          headers: { "Accept-Encoding": "br", "X-Request-Id": "edge-42=" },
        }, true],
        ["insane request id", { headers: { "X-Request-Id": 'a"b' } }, true],
        ["POST", { method: "POST", headers: sameOriginJson(), body: "{}" }, false],
      ];
      for (const [label, init, fast] of variants) cases.push({ path, init, fast, label });
    }
    // Never cached: a search, a staff page, a 404, a crawler file, an API call, a redirect.
    for (
      const [path, init] of [
        ["/search?q=pallets", {}],
        ["/admin", { headers: { Cookie: staffCookie } }],
        ["/no-such-page", { headers: { "Accept-Encoding": "br" } }],
        ["/robots.txt", {}],
        ["/api/nothing-here", {}],
        ["/insights/digital-shelf-optimization", {}],
      ] as [string, RequestInit][]
    ) cases.push({ path, init, fast: false, label: "not cached" });

    for (const { path, init, fast, label } of cases) {
      const what = `${init.method ?? "GET"} ${path} (${label})`;
      const viaChain = await read(await app.app.fetch(requestOf(path, init)));
      const [chainLine] = linesSince(writes);
      const handled = app.fetch(requestOf(path, init));
      assert.equal(!(handled instanceof Promise), fast, `${what}: answered on the fast path`);
      const viaSite = await read(await handled);
      const [siteLine] = linesSince(writes);

      assert.equal(viaSite.status, viaChain.status, `${what}: status`);
      const sentId = new Headers(init.headers).get("x-request-id");
      const comparable = (headers: [string, string][]) =>
        headers.filter(([name]) =>
          !["date", "x-request-id"].includes(name) &&
          // A staff page's session cookie is refreshed per request.
          !(name === "set-cookie" && !fast)
        );
      assert.deepEqual(
        comparable(viaSite.headers),
        comparable(viaChain.headers),
        `${what}: headers`,
      );
      const siteId = viaSite.headers.find(([name]) => name === "x-request-id")?.[1];
      assert.ok(siteId, `${what}: request id`);
      if (sentId === "edge-42=") assert.equal(siteId, sentId, `${what}: the proxy's request id`);
      else assert.match(siteId, /^[0-9a-f-]{36}$/, `${what}: a new request id`);
      if (!path.startsWith("/search")) {
        assert.deepEqual(viaSite.body, viaChain.body, `${what}: body bytes`);
      }
      assert.deepEqual(lineShape(siteLine), lineShape(chainLine), `${what}: access line`);
      assert.equal(siteLine?.requestId, siteId, `${what}: the line is this response's`);
    }
    // The page lines carry the path without the query string.
    const line = (await (async () => {
      await (await app.fetch(requestOf("/contact?ref=x", {}))).body?.cancel();
      return linesSince(writes);
    })())[0];
    assert.equal(line?.path, "/contact");
    assert.equal(line?.status, 200);
  } finally {
    await app.cleanup();
    restore();
  }
});

Deno.test("a publish reaches pages on the fast path", async () => {
  const app = await createTestApp({ background: false });
  try {
    await app.staff.accounts.create("editor@example.com", GOOD_PASSWORD, { role: "editor" });
    const cookie = await signInCookie(app.app, "editor@example.com");
    const list = async () => await (await app.fetch(requestOf("/insights", {}))).text();
    const before = await list();
    assert.ok(!(app.fetch(requestOf("/insights", {})) instanceof Promise), "cached: fast path");
    assert.doesNotMatch(before, /Own-label growth in UK grocery, 2026/);

    const created = await app.app.request("/api/staff/content/insights", {
      method: "POST",
      headers: sameOriginJson(cookie),
      body: JSON.stringify({
        slug: "own-label-growth-2026",
        title: "Own-label growth in UK grocery, 2026",
        category: "Market Trends",
        excerpt:
          "Why own-label lines keep gaining shelf space in UK grocery, and what branded suppliers can do about it this year.",
        bodyHtml: "<h2>What changed</h2><p>Shoppers traded down through 2025.</p>",
        author: "Crownbridge Insights Team",
        status: "published",
      }),
    });
    assert.equal(created.status, 201, await created.text());
    // The version check the content job runs every 100 ms (ADR 0014); a publish through this
    // instance has run it already.
    await app.content.registry.refresh();
    assert.match(
      await list(),
      /Own-label growth in UK grocery, 2026/,
      "first answer after publish",
    );
    assert.ok(!(app.fetch(requestOf("/insights", {})) instanceof Promise), "cached again");
    assert.match(await list(), /Own-label growth in UK grocery, 2026/, "from the fast path");
  } finally {
    await app.cleanup();
  }
});
