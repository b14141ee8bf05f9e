/**
 * The real entry point (`server/main.ts`, as `deno task serve` runs it), asked for each page once,
 * first thing after start: every first response carries exactly one `<title>`, inside `<head>`,
 * and no inline script the CSP would block. This is what the start-up preload guarantees
 * (ADR 0006): a page module loaded lazily on its first request would stream its metadata into
 * `<body>` instead.
 */
import assert from "node:assert/strict";
import { PAGE_ROUTES, type PageRoute } from "../../shared/routes.ts";
import { INSIGHT_SUMMARIES } from "../../shared/content/insights/summaries.ts";
import {
  buildOnce,
  makeWorkspace,
  OPS_TEST,
  type SiteProcess,
  startSite,
  stopAll,
} from "./ops_harness.ts";

/** One path per route: a real value for a route with a parameter, a query for search. */
function firstRequests(): string[] {
  const paths: string[] = [];
  for (const route of PAGE_ROUTES as readonly PageRoute[]) {
    // The seed publishes the spec's articles: the first of them has a page.
    const first = route.path === "/insights/:id" ? INSIGHT_SUMMARIES[0]?.id : undefined;
    if (route.collection && first) paths.push(route.path.replace(/:[^/]+$/, first));
    else if (route.path === "/search") paths.push("/search?q=distribution");
    else paths.push(route.path);
  }
  return [...paths, "/no-such-page", "/insights/no-such-article"];
}

Deno.test(
  "the first response of every route from the real entry point has one <title> inside <head>",
  OPS_TEST,
  async () => {
    await buildOnce();
    const workspace = await makeWorkspace("entry");
    let site: SiteProcess | undefined;
    try {
      site = await startSite({ workspace });
      for (const path of firstRequests()) {
        const response: Response = await fetch(site.origin + path, { redirect: "manual" });
        const html: string = await response.text();
        // The staff pages answer a sign-in redirect to visitors; the sign-in page itself is a page.
        if (response.status === 303) continue;
        const head = html.slice(0, html.indexOf("</head>"));
        assert.ok(html.includes("</head>"), `${path}: a document`);
        assert.equal((html.match(/<title>/g) ?? []).length, 1, `${path}: exactly one <title>`);
        assert.ok(head.includes("<title>"), `${path}: the <title> is inside <head>`);
        const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
          .filter((match) => !/type="application\/(ld\+)?json"/.test(match[1] ?? ""));
        assert.equal(inline.length, 0, `${path}: no inline script (${inline.map((m) => m[0])})`);
      }
    } finally {
      await stopAll([site]);
      await workspace.remove();
    }
  },
);
