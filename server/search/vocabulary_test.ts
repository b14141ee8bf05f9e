import assert from "node:assert/strict";
import type { SearchDocument } from "./document.ts";
import { siteWords } from "./vocabulary.ts";

const section: SearchDocument = {
  id: "/distribution 0",
  path: "/distribution",
  url: "/distribution#coverage",
  pageTitle: "Distribution",
  heading: "Nationwide coverage",
  subheadings: "Ambient\nChilled",
  keywords: "pallets",
  passages: ["We deliver to 12,000 stores in 2 to 3 days."],
  weight: 1,
};

Deno.test("siteWords walks every indexed field once, and the filter chooses the words", () => {
  const all = siteWords([section]);
  for (const word of ["nationwide", "ambient", "chilled", "distribution", "pallets", "we", "12"]) {
    assert.ok(all.includes(word), word);
  }
  assert.deepEqual(all, [...all].sort(), "sorted");
  assert.equal(new Set(all).size, all.length, "distinct");
});
