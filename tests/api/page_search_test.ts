/**
 * Every page a crawler is told about is one a visitor can find with the site's search
 * (docs/requirements.md#search-answers: answers come from the site's own pages): each page in
 * /sitemap.xml is in the search corpus, and asking for its `<h1>` cites it. The pages are read
 * from the sitemap, so a page added to the route table (shared/routes.ts) is checked without
 * touching this file.
 */
import assert from "node:assert/strict";
import type { SearchResponse } from "../../shared/schemas/search.ts";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";

const UNLIMITED = { rateRule: { name: "search", limit: 10_000, windowMs: 60_000 } };

/** Paths of the sitemap's pages ("/", "/insights/retail-trends", …). */
async function sitemapPaths(app: TestApp): Promise<string[]> {
  const sitemap = await (await app.app.request("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'" };

/** The text of a page's one `<h1>`, as a visitor reads it. */
async function headingOf(app: TestApp, path: string): Promise<string> {
  const response = await app.app.request(path);
  assert.equal(response.status, 200, path);
  const html = await response.text();
  const headings = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)];
  assert.equal(headings.length, 1, `${path}: one <h1>`);
  return headings[0]![1]!.replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name]!).trim();
}

async function citedPaths(app: TestApp, query: string): Promise<string[]> {
  const response = await app.app.request("/api/search", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query }),
  });
  assert.equal(response.status, 200, query);
  const answer = await response.json() as SearchResponse;
  return (answer.sources ?? []).map((source) => new URL(source.url).pathname);
}

Deno.test("every page in the sitemap is in the search corpus", async () => {
  const app = await createTestApp({ background: false, overrides: { search: UNLIMITED } });
  try {
    const indexed = new Set(app.search.service.index.documents.map((document) => document.path));
    const missing = (await sitemapPaths(app)).filter((path) => !indexed.has(path));
    assert.deepEqual(missing, [], "sitemap pages the search index does not hold");
  } finally {
    await app.cleanup();
  }
});

Deno.test("searching for a sitemap page's <h1> cites that page", async () => {
  const app = await createTestApp({ background: false, overrides: { search: UNLIMITED } });
  try {
    const missed: string[] = [];
    const paths = await sitemapPaths(app);
    assert.ok(paths.length > 20, `${paths.length} pages in the sitemap`);
    for (const path of paths) {
      const heading = await headingOf(app, path);
      const cited = await citedPaths(app, heading);
      if (!cited.includes(path)) missed.push(`${path} "${heading}" → ${cited.join(", ")}`);
    }
    assert.deepEqual(missed, [], "pages their own heading does not find");
  } finally {
    await app.cleanup();
  }
});
