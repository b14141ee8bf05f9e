import assert from "node:assert/strict";
import {
  ARTICLE_NOT_FOUND,
  articleWordCount,
  blockText,
  findInsight,
  INSIGHT_ARTICLES,
  legacyInsightRedirect,
  RELATED_INSIGHTS_COUNT,
  relatedInsights,
} from "./articles.ts";
import { LEGACY_INSIGHT_REDIRECTS } from "./summaries.ts";

/** The spec's 13 card ids (British spelling canonical), newest first. */
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

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

Deno.test("INSIGHT_ARTICLES holds the 13 articles, newest first", () => {
  assert.deepEqual(INSIGHT_ARTICLES.map((article) => article.id), NEWEST_FIRST);
});

Deno.test("insight ids are unique and URL-safe", () => {
  const ids = INSIGHT_ARTICLES.map((article) => article.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const id of ids) assert.match(id, /^[a-z0-9-]+$/);
});

Deno.test("every insight has a distinct ISO publication date", () => {
  for (const article of INSIGHT_ARTICLES) {
    assert.ok(isIsoDate(article.date), `${article.id}: invalid date ${article.date}`);
  }
  const dates = INSIGHT_ARTICLES.map((article) => article.date);
  assert.equal(new Set(dates).size, dates.length);
});

Deno.test("insight descriptions and excerpts fit their slots", () => {
  for (const article of INSIGHT_ARTICLES) {
    const { id, description, excerpt } = article;
    assert.ok(
      description.length >= 120 && description.length <= 160,
      `${id}: description is ${description.length} characters`,
    );
    assert.ok(
      excerpt.length >= 100 && excerpt.length <= 220,
      `${id}: excerpt is ${excerpt.length} characters`,
    );
  }
});

Deno.test("every insight uses its own image key", () => {
  for (const article of INSIGHT_ARTICLES) assert.equal(article.image, `insight-${article.id}`);
});

Deno.test("every insight has a substantial body with at least three headings and a takeaway", () => {
  for (const article of INSIGHT_ARTICLES) {
    const words = articleWordCount(article);
    assert.ok(words >= 600, `${article.id}: only ${words} words`);
    const headings = article.body.filter((block) => block.type === "heading").length;
    assert.ok(headings >= 3, `${article.id}: only ${headings} headings`);
    assert.ok(article.body.some((block) => block.type === "callout"), `${article.id}: no callout`);
  }
});

Deno.test("reading time matches the body at about 220 words a minute", () => {
  for (const article of INSIGHT_ARTICLES) {
    const expected = Math.max(1, Math.round(articleWordCount(article) / 220));
    assert.equal(article.readingMinutes, expected, article.id);
  }
});

Deno.test("insight text carries no markup", () => {
  for (const article of INSIGHT_ARTICLES) {
    const texts = [
      article.title,
      article.excerpt,
      article.description,
      article.imageAlt,
      ...article.body.map(blockText),
    ];
    for (const text of texts) assert.doesNotMatch(text, /[<>]/, article.id);
  }
});

Deno.test("relatedInsights returns the two newest other articles", () => {
  assert.equal(RELATED_INSIGHTS_COUNT, 2);
  assert.deepEqual(
    relatedInsights("functional-beverages").map((article) => article.id),
    ["sustainability-fmcg", "convenience-growth"],
  );
  assert.deepEqual(
    relatedInsights("consumer-behaviour-shifts").map((article) => article.id),
    ["functional-beverages", "sustainability-fmcg"],
  );
  for (const article of INSIGHT_ARTICLES) {
    const related = relatedInsights(article.id);
    assert.equal(related.length, 2);
    assert.ok(related.every((other) => other.id !== article.id));
  }
});

Deno.test("findInsight finds canonical ids only", () => {
  assert.equal(findInsight("retail-trends")?.id, "retail-trends");
  assert.equal(findInsight("digital-shelf-optimization"), undefined);
  assert.equal(findInsight("no-such-article"), undefined);
});

Deno.test("the legacy digital-shelf id redirects to an existing article", () => {
  for (const [legacy, canonical] of Object.entries(LEGACY_INSIGHT_REDIRECTS)) {
    assert.equal(findInsight(legacy), undefined);
    assert.ok(findInsight(canonical), `${legacy} points to missing ${canonical}`);
    assert.equal(legacyInsightRedirect(legacy), canonical);
  }
  assert.equal(legacyInsightRedirect("functional-beverages"), undefined);
  assert.equal(legacyInsightRedirect("toString"), undefined);
});

Deno.test("ARTICLE_NOT_FOUND keeps the spec's wording", () => {
  assert.deepEqual(ARTICLE_NOT_FOUND, {
    title: "Article Not Found",
    text: "The article you're looking for doesn't exist or has been moved.",
    back: "Return to Insights",
  });
});
