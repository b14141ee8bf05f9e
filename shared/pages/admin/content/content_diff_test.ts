import assert from "node:assert/strict";
import { fieldDiffs, htmlToText, wordDiff } from "./content_diff.ts";

Deno.test("htmlToText keeps the visible words of a body, block by block", () => {
  const html = '<h2>Why it matters</h2><p>Shelf &amp; <a href="/x">space</a>&nbsp;now</p>' +
    '<ul><li>One</li><li>Two</li></ul><figure><img src="/images/up-a-800.webp" alt="A chart"></figure>' +
    "<table><tbody><tr><th>Region</th><th>Stores</th></tr><tr><td>North</td><td>40</td></tr></tbody></table>" +
    "<p>&lt;script&gt; &#163;5 &#x2014;</p>";
  assert.equal(
    htmlToText(html),
    "Why it matters\nShelf & space now\nOne\nTwo\n[Image: A chart]\nRegion | Stores\nNorth | 40\n" +
      "<script> £5 —",
  );
});

Deno.test("wordDiff marks the words added and removed, whole words only", () => {
  assert.deepEqual(wordDiff("the quick brown fox", "the slow brown fox"), [
    { kind: "same", text: "the " },
    { kind: "removed", text: "quick" },
    { kind: "added", text: "slow" },
    { kind: "same", text: " brown fox" },
  ]);
});

Deno.test("fieldDiffs compares the body's text and each field, and says which changed", () => {
  const before = {
    slug: "a",
    title: "Old title",
    bodyHtml: "<p>Same text</p>",
    keywords: ["retail"],
  };
  const after = {
    slug: "a",
    title: "New title",
    bodyHtml: "<p>Same <strong>text</strong></p>",
    keywords: ["retail", "grocery"],
  };
  const diffs = Object.fromEntries(fieldDiffs("insights", before, after).map((d) => [d.name, d]));
  assert.equal(diffs.title?.changed, true);
  assert.equal(diffs.title?.label, "Title");
  assert.equal(diffs.bodyHtml?.changed, false, "markup alone is not a change of words");
  assert.equal(diffs.slug?.changed, false);
  assert.deepEqual(diffs.keywords?.parts.filter((p) => p.kind === "added"), [
    { kind: "added", text: ", grocery" },
  ]);
});
