import assert from "node:assert/strict";
import { renderToStaticMarkup } from "react-dom/server";
import { fieldDiffs, wordDiff } from "./content_diff.ts";
import { DiffText, FieldDiffList } from "./diff_view.tsx";

Deno.test("a word diff marks added and removed words in ins/del with words, not colour alone", () => {
  const html = renderToStaticMarkup(
    <DiffText
      parts={wordDiff("grew twelve percent in stores", "grew eighteen percent in stores")}
    />,
  );
  assert.match(
    html,
    /<del class="content-diff__removed"><span class="visually-hidden">\[Removed: <\/span>twelve<span class="visually-hidden">\]<\/span><\/del>/,
  );
  assert.match(
    html,
    /<ins class="content-diff__added"><span class="visually-hidden">\[Added: <\/span>eighteen/,
  );
  assert.match(html, /<span> percent in stores<\/span>/);
});

Deno.test("the field list shows only the fields that changed, by label", () => {
  const diffs = fieldDiffs(
    "faq",
    { question: "Do you deliver?", answer: "Yes", category: "Logistics", tags: [] },
    { question: "Do you deliver?", answer: "Yes, nationwide", category: "Logistics", tags: [] },
  );
  const html = renderToStaticMarkup(<FieldDiffList diffs={diffs} />);
  assert.match(html, /<dt>Answer<\/dt>/);
  assert.doesNotMatch(html, /<dt>Question<\/dt>/);
  assert.equal(
    renderToStaticMarkup(<FieldDiffList diffs={diffs.filter((d) => d.name !== "answer")} />),
    "<p>No field differs from the current version.</p>",
  );
});
