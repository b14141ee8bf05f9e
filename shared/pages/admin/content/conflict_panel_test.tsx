import assert from "node:assert/strict";
import { renderToStaticMarkup } from "react-dom/server";
import { CONTENT_MESSAGES, type ContentItem } from "../../../schemas/content.ts";
import { ConflictPanel } from "./conflict_panel.tsx";

Deno.test("the conflict panel says what the editor shows: the user's text in the fields, theirs as a comparison", () => {
  const theirs = {
    id: "faq-delivery",
    collection: "faq",
    status: "published",
    publishAt: null,
    position: 10,
    version: 3,
    updatedAt: "2026-11-20T10:00:00.000Z",
    updatedBy: "ben@example.com",
    createdAt: "2026-11-01T10:00:00.000Z",
    question: "Do you deliver?",
    answer: "Yes, nationwide.",
    category: "Logistics",
    tags: [],
  } satisfies ContentItem<"faq">;
  const html = renderToStaticMarkup(
    <ConflictPanel
      collection="faq"
      message={CONTENT_MESSAGES.stale}
      theirs={theirs}
      mine={{
        question: "Do you deliver?",
        answer: "Yes, to every UK postcode.",
        category: "Logistics",
        tags: [],
      }}
      onOverwrite={() => {}}
      onDiscard={() => {}}
    />,
  );
  const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  // The fields keep the user's text (use_edit_session.ts); no sentence may claim otherwise.
  assert.doesNotMatch(text, /their version is shown/i);
  assert.match(text, /Your text is still in the editor and has not been saved\./);
  assert.match(text, /Their version: saved by ben@example\.com at /);
  assert.match(text, /How their version differs from yours/);
});
