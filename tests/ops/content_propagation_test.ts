/**
 * Publishing reaches every instance (ADR 0014): two site processes on one database file; an
 * article published through one is served by the other within a second, on its page, in the
 * insights list, the sitemap, the feed and search; unpublished, it leaves the other's surfaces
 * just as fast. Each instance only polls the content version and rebuilds its search index in a
 * worker, so this is the design under test.
 */
import assert from "node:assert/strict";
import { buildOnce, OPS_TEST, send, type SiteProcess, stopAll, timeUntil } from "./ops_harness.ts";
import { startStaffPair } from "./ops_staff.ts";
import { searchSources } from "./ops_visitor.ts";

/**
 * How long the test waits for the other instance before it calls the change lost, ms: 80 of its
 * 250 ms content checks. Not a performance claim (a loaded CI machine may be slow), so no time is
 * compared with it: the test fails only when a change does not propagate without a restart. The
 * measured time is printed; ADR 0014 records it against the 1 s budget.
 */
const PROPAGATION_WAIT_MS = 20_000;

async function text(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
}

/** Whether the site at `origin` cites `path` among the sources of its answer to `query`. */
async function searchCites(origin: string, query: string, path: string): Promise<boolean> {
  const answer = await searchSources(origin, query);
  return answer.sources.some((url) => url.endsWith(path));
}

/** What the article says, asked as a visitor would. */
const QUERY = "How does each instance notice a change of content version on a timer?";

Deno.test(
  "an article published on one instance is on every surface of the other without a restart",
  OPS_TEST,
  async () => {
    await buildOnce();
    let sites: SiteProcess[] = [];
    try {
      const pair = await startStaffPair("content");
      sites = pair.sites;
      const { writer, reader, staffHeaders: headers } = pair;
      const slug = `two-instances-${Date.now()}`;
      // The reader has the page cached before the change.
      assert.equal((await text(`${reader.origin}/insights`)).status, 200);

      const created = await send(`${writer.origin}/api/staff/content/insights`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          slug,
          title: "Published on one instance, read on the other",
          category: "Distribution",
          excerpt:
            "A change made through one instance is served by every instance within a second.",
          bodyHtml:
            "<h2>Propagation</h2><p>Each instance checks the content version on a timer.</p>",
          status: "published",
        }),
      });
      assert.equal(created.status, 201, JSON.stringify(created.json));
      // Both from the moment the publish was answered: pages and search propagate side by side.
      const [shown, found] = await Promise.all([
        timeUntil(async () => {
          const [page, list, sitemap, feed] = await Promise.all([
            text(`${reader.origin}/insights/${slug}`),
            text(`${reader.origin}/insights`),
            text(`${reader.origin}/sitemap.xml`),
            text(`${reader.origin}/feed.xml`),
          ]);
          return page.status === 200 &&
            [list, sitemap, feed].every((file) => file.body.includes(slug));
        }, PROPAGATION_WAIT_MS),
        timeUntil(
          () => searchCites(reader.origin, QUERY, `/insights/${slug}`),
          PROPAGATION_WAIT_MS,
          100,
        ),
      ]);
      console.log(
        `published → on the other instance's page, list, sitemap and feed: ${shown.toFixed(0)} ms`,
      );
      console.log(`published → found by the other instance's search: ${found.toFixed(0)} ms`);
      assert.ok(Number.isFinite(shown), "shown: propagated without a restart");
      assert.ok(Number.isFinite(found), "found: propagated without a restart");

      const unpublished = await send(
        `${writer.origin}/api/staff/content/insights/${created.json?.id}`,
        {
          method: "PATCH",
          headers,
          body: JSON.stringify({ version: created.json?.version, status: "draft" }),
        },
      );
      assert.equal(unpublished.status, 200);
      const [gone, unfound] = await Promise.all([
        timeUntil(async () => {
          const [page, sitemap] = await Promise.all([
            text(`${reader.origin}/insights/${slug}`),
            text(`${reader.origin}/sitemap.xml`),
          ]);
          return page.status === 404 && !sitemap.body.includes(slug);
        }, PROPAGATION_WAIT_MS),
        timeUntil(
          async () => !await searchCites(reader.origin, QUERY, `/insights/${slug}`),
          PROPAGATION_WAIT_MS,
          100,
        ),
      ]);
      console.log(`unpublished → gone from the other instance: ${gone.toFixed(0)} ms`);
      console.log(`unpublished → gone from the other instance's search: ${unfound.toFixed(0)} ms`);
      assert.ok(Number.isFinite(gone), "gone: propagated without a restart");
      assert.ok(Number.isFinite(unfound), "unfound: propagated without a restart");
    } finally {
      await stopAll(sites);
    }
  },
);
