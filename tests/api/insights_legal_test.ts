/**
 * Server HTML of /insights, the 13 articles and the legal pages (docs/requirements.md#insights,
 * #legal-pages), checked in-process with `app.request()`.
 */
import assert from "node:assert/strict";
import { INSIGHT_SUMMARIES } from "../../shared/content/insights/summaries.ts";
import { relatedInsights } from "../../shared/content/insights/articles.ts";
import { formatFileSize, LEGAL_DOCUMENTS } from "../../shared/content/legal/legal_documents.ts";
import { formatArticleDate } from "../../shared/pages/insights/format_date.ts";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { textOf } from "../helpers/html_text.ts";

const ORIGIN = "http://localhost:8000";

/**
 * The 13 seeded cards newest first, the order of docs/requirements.md#insights, with the British
 * spelling as the canonical id (docs/requirements.md#routes).
 */
const NEWEST_FIRST = [
  "functional-beverages",
  "sustainability-fmcg",
  "convenience-growth",
  "retail-trends",
  "uk-health-food-trends",
  "digital-shelf-optimisation",
  "trade-marketing",
  "post-brexit-distribution",
  "supply-chain-innovation",
  "consumer-behaviour-shifts",
  "seasonal-category-management",
  "retail-media-advertising",
  "premium-positioning",
];

const LEGAL_PATHS = ["/terms", "/privacy", "/accessibility", "/legal-documents"];

async function getHtml(app: TestApp, path: string): Promise<{ status: number; html: string }> {
  const response = await app.app.request(path);
  return { status: response.status, html: await response.text() };
}

/** The first match of `pattern` (group 1), failing the test when there is none. */
function mustMatch(html: string, pattern: RegExp, what: string): string {
  const found = pattern.exec(html)?.[1];
  assert.ok(found !== undefined, `missing ${what}`);
  return found;
}

Deno.test("insights and legal pages", async (t) => {
  const app = await createTestApp();
  try {
    await t.step("/insights lists 13 cards newest first, each with its date", async () => {
      const { status, html } = await getHtml(app, "/insights");
      assert.equal(status, 200);
      const cards = html.split('<article class="media-card insight-card').slice(1);
      assert.equal(cards.length, 13);
      const ids = cards.map((card) => mustMatch(card, /href="\/insights\/([^"]+)"/, "card link"));
      assert.deepEqual(ids, NEWEST_FIRST);
      cards.forEach((card, index) => {
        const summary = INSIGHT_SUMMARIES[index]!;
        assert.match(card, new RegExp(`<time dateTime="${summary.date}">`, "i"));
        const text = textOf(card);
        assert.ok(text.includes(formatArticleDate(summary.date)), `${summary.id}: date`);
        assert.ok(text.includes(summary.category), `${summary.id}: category`);
        assert.ok(text.includes(summary.title), `${summary.id}: title`);
        assert.ok(text.includes(summary.excerpt), `${summary.id}: excerpt`);
        assert.ok(text.includes(`Read More about ${summary.title}`), `${summary.id}: link name`);
      });
    });

    await t.step(
      "each of the 13 articles answers 200 with its content and Article data",
      async () => {
        for (const summary of INSIGHT_SUMMARIES) {
          const path = `/insights/${summary.id}`;
          const { status, html } = await getHtml(app, path);
          assert.equal(status, 200, path);
          const h1 = textOf(mustMatch(html, /<h1[^>]*>([\s\S]*?)<\/h1>/, `${path} h1`));
          assert.equal(h1, summary.title);
          assert.equal(html.match(/<h1[\s>]/g)?.length, 1, `${path}: one h1`);
          const text = textOf(html);
          assert.ok(text.includes(formatArticleDate(summary.date)), `${path}: date`);
          assert.ok(text.includes(summary.category), `${path}: category`);
          assert.ok(text.includes("Back to all insights"), `${path}: back link`);
          assert.match(html, new RegExp(`<link rel="canonical" href="${ORIGIN}${path}"`));

          const related = mustMatch(
            html,
            /aria-labelledby="related-title"([\s\S]*?)<\/section>/,
            `${path} related section`,
          );
          assert.ok(textOf(related).includes("Related Insights"), `${path}: related heading`);
          const relatedIds = [...related.matchAll(/href="\/insights\/([^"]+)"/g)].map((m) => m[1]);
          assert.deepEqual(relatedIds, relatedInsights(summary.id).map((article) => article.id));
          assert.equal(relatedIds.length, 2);

          const nodes = [
            ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
          ]
            .map((m) => JSON.parse(m[1]!));
          const data = nodes.find((node) => node["@type"] === "Article");
          assert.ok(data, `${path}: Article JSON-LD`);
          assert.equal(data.headline, summary.title);
          assert.equal(data.datePublished, summary.date);
          assert.deepEqual(data.image, [
            `${ORIGIN}/images/${summary.image}-1200.webp`,
            `${ORIGIN}/og/insights-${summary.id}.jpg`,
          ]);
          assert.equal(data.author?.name, summary.author);
          assert.equal(typeof data.publisher?.name, "string");
        }
      },
    );

    await t.step("/insights and every article name the Atom feed in their head", async () => {
      const link = '<link rel="alternate" type="application/atom+xml" href="/feed.xml" ' +
        'title="Insights | Crownbridge Distribution"/>';
      for (const path of ["/insights", ...INSIGHT_SUMMARIES.map(({ id }) => `/insights/${id}`)]) {
        const { html } = await getHtml(app, path);
        const head = mustMatch(html, /<head>([\s\S]*?)<\/head>/, `${path} head`);
        assert.ok(head.includes(link), `${path}: feed link`);
      }
    });

    await t.step("the American-spelling article id answers 301 to the canonical id", async () => {
      const response = await app.app.request("/insights/digital-shelf-optimization");
      assert.equal(response.status, 301);
      assert.equal(
        new URL(response.headers.get("location") ?? "", ORIGIN).pathname,
        "/insights/digital-shelf-optimisation",
      );
      await response.body?.cancel();
    });

    await t.step("an unknown article id answers 404 with 'Article Not Found'", async () => {
      const id = "no-such-article-4821";
      const { status, html } = await getHtml(app, `/insights/${id}`);
      assert.equal(status, 404);
      const text = textOf(html);
      assert.ok(text.includes("Article Not Found"));
      assert.ok(text.includes("The article you're looking for doesn't exist or has been moved."));
      assert.match(html, /<a[^>]*href="\/insights"[^>]*>[\s\S]*?Return to Insights/);
      assert.match(html, /<meta name="robots" content="noindex/);
      assert.ok(!html.includes(id), "the unknown id is never printed (bytes are cached per route)");
    });

    await t.step("the four legal pages answer 200, last updated August 2025", async () => {
      for (const path of LEGAL_PATHS) {
        const { status, html } = await getHtml(app, path);
        assert.equal(status, 200, path);
        assert.ok(textOf(html).includes("Last updated August 2025"), `${path}: last updated`);
        assert.equal(html.match(/<h1[\s>]/g)?.length, 1, `${path}: one h1`);
        const anchors = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!)
          .filter((id) => id !== "main-content");
        assert.ok(anchors.length >= 2, `${path}: table of contents`);
        for (const id of anchors) assert.ok(html.includes(`id="${id}"`), `${path}: #${id} exists`);
      }
    });

    await t.step("/accessibility states the 2-business-day response target", async () => {
      const { html } = await getHtml(app, "/accessibility");
      assert.ok(textOf(html).includes("2 business days"));
    });

    await t.step(
      "/legal-documents offers the four PDFs, each downloaded as an attachment",
      async () => {
        const { html } = await getHtml(app, "/legal-documents");
        const links = [...html.matchAll(/<a[^>]*href="(\/documents\/[^"]+\.pdf)"[^>]*>/g)];
        assert.deepEqual(links.map((m) => m[1]), LEGAL_DOCUMENTS.map((d) => d.href));
        for (const [tag] of links) {
          assert.match(tag, /\sdownload(="")?[\s>]/, `${tag} has download`);
        }
        const text = textOf(html);
        for (const document of LEGAL_DOCUMENTS) {
          assert.ok(text.includes(document.title), document.title);
          const response = await app.app.request(document.href);
          assert.equal(response.status, 200, document.href);
          assert.equal(response.headers.get("content-type"), "application/pdf");
          assert.match(response.headers.get("content-disposition") ?? "", /^attachment/);
          const bytes = new Uint8Array(await response.arrayBuffer());
          assert.equal(new TextDecoder().decode(bytes.subarray(0, 5)), "%PDF-");
          assert.ok(
            text.includes(`PDF, ${formatFileSize(bytes.length)}`),
            `${document.title}: the listed size is the real one`,
          );
        }
      },
    );
  } finally {
    await app.cleanup();
  }
});
