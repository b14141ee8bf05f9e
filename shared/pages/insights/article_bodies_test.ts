import assert from "node:assert/strict";
import { INSIGHT_ARTICLES } from "../../content/insights/articles.ts";
import { ARTICLE_BODY_LOADERS } from "./article_bodies.ts";

Deno.test("each article's lazy body loader loads that article's own body, and only articles have one", async () => {
  assert.deepEqual(
    Object.keys(ARTICLE_BODY_LOADERS).sort(),
    INSIGHT_ARTICLES.map((article) => article.id).sort(),
  );
  for (const article of INSIGHT_ARTICLES) {
    assert.equal(await ARTICLE_BODY_LOADERS[article.id]!(), article.body, article.id);
  }
});
