/**
 * Insight categories as a managed list (shared/content/collections/insight_categories.ts): a
 * fresh start lists the categories of the spec's articles; an insight whose category is not on
 * the list is refused with the message on its Category field and nothing is stored; a category
 * staff add can be chosen; renaming one renames it on its insights and their pages; one in use
 * cannot be deleted.
 */
import assert from "node:assert/strict";
import { INSIGHT_ARTICLES } from "../../shared/content/insights/articles.ts";
import { createTestApp } from "../helpers/test_app.ts";
import { API, article, editorSession, page, send } from "./content_api_fixtures.ts";

const CATEGORIES = `${API}/insight-categories`;

/** The names on the list, sorted. */
async function names(app: Awaited<ReturnType<typeof createTestApp>>, cookie: string) {
  const list = await send(app, cookie, "GET", CATEGORIES);
  return (list.body as { name: string }[]).map((item) => item.name).sort();
}

Deno.test("insight categories: a fresh start lists the spec articles' categories, each once", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const spec = [...new Set(INSIGHT_ARTICLES.map((each) => each.category))].sort();
    assert.ok(spec.length >= 5, "the spec has several categories");
    assert.deepEqual(await names(app, cookie), spec);
  } finally {
    await app.cleanup();
  }
});

Deno.test("POST and PATCH of an insight with a category not on the list get 400 on Category and change nothing", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const before = (await send(app, cookie, "GET", `${API}/insights`)).body.length;

    const typo = await send(
      app,
      cookie,
      "POST",
      `${API}/insights`,
      article({
        category: "Market Trend",
        status: "published",
      }),
    );
    assert.equal(typo.status, 400);
    assert.equal(
      typo.body.fields.category,
      "Not one of the insight categories: choose one from the list",
    );
    assert.equal((await send(app, cookie, "GET", `${API}/insights`)).body.length, before);
    assert.equal((await page(app, "/insights/own-label-growth-2026")).status, 404);
    assert.ok(!(await names(app, cookie)).includes("Market Trend"), "no new category");

    const created = await send(app, cookie, "POST", `${API}/insights`, article());
    assert.equal(created.status, 201);
    const changed = await send(app, cookie, "PATCH", `${API}/insights/${created.body.id}`, {
      version: 1,
      category: "Retail trends",
    });
    assert.equal(changed.status, 400);
    assert.ok(changed.body.fields.category);
    const stored = await send(app, cookie, "GET", `${API}/insights/${created.body.id}`);
    assert.equal(stored.body.category, "Market Trends");
    assert.equal(stored.body.version, 1);
  } finally {
    await app.cleanup();
  }
});

Deno.test("a category staff add can be chosen at once; a rename follows onto its insights' pages; one in use is not deleted", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const added = await send(app, cookie, "POST", CATEGORIES, { name: "Category Management" });
    assert.equal(added.status, 201);
    assert.equal(added.body.status, "published", "a list entry is live once saved");
    const twin = await send(app, cookie, "POST", CATEGORIES, { name: "Category Management" });
    assert.equal(twin.status, 400);
    assert.equal(twin.body.fields.name, "Another category has this name");

    const insight = await send(
      app,
      cookie,
      "POST",
      `${API}/insights`,
      article({
        category: "Category Management",
        status: "published",
      }),
    );
    assert.equal(insight.status, 201);

    const renamed = await send(app, cookie, "PATCH", `${CATEGORIES}/${added.body.id}`, {
      version: 1,
      name: "Range Reviews",
    });
    assert.equal(renamed.status, 200);
    const stored = await send(app, cookie, "GET", `${API}/insights/${insight.body.id}`);
    assert.equal(stored.body.category, "Range Reviews");
    const articlePage = await page(app, "/insights/own-label-growth-2026");
    assert.ok(articlePage.html.includes("Range Reviews"), "the article shows the new name");

    const refused = await send(app, cookie, "DELETE", `${CATEGORIES}/${added.body.id}`);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error, "In use by 1 insight: choose another for it first");
    assert.ok((await names(app, cookie)).includes("Range Reviews"));
  } finally {
    await app.cleanup();
  }
});
