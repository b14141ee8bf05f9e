import assert from "node:assert/strict";
import { CONTENT_LIMITS } from "../../../schemas/content.ts";
import { InsightFieldsSchema } from "../../../content/collections/insights.ts";
import { slugAfterTitleChange, suggestSlug } from "./slug.ts";

Deno.test("suggestSlug turns a headline into a slug the API accepts", () => {
  assert.equal(
    suggestSlug("UK Retail Trends for 2027: What's Next?"),
    "uk-retail-trends-for-2027-whats-next",
  );
  assert.equal(
    suggestSlug("Crème brûlée & the premium aisle"),
    "creme-brulee-and-the-premium-aisle",
  );
  assert.equal(suggestSlug("  --  "), "");
});

Deno.test("suggestSlug cuts a long title at a word boundary within the slug limit", () => {
  const title = "Category management ".repeat(12);
  const slug = suggestSlug(title);
  assert.ok(slug.length <= CONTENT_LIMITS.slugMax, `${slug.length}`);
  assert.ok(slug.endsWith("management") || slug.endsWith("category"), slug);
  const base = {
    title: "t",
    category: "c",
    excerpt: "e",
    bodyHtml: "",
  };
  assert.ok(InsightFieldsSchema.safeParse({ ...base, slug }).success);
});

Deno.test("the slug follows the title until staff edit it", () => {
  assert.equal(slugAfterTitleChange({ slug: "", slugEdited: false }, "Fresh news"), "fresh-news");
  assert.equal(
    slugAfterTitleChange({ slug: "my-own-slug", slugEdited: true }, "Fresh news"),
    "my-own-slug",
  );
});
