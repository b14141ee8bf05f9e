import assert from "node:assert/strict";
import { CONTENT_MESSAGES, type ContentItem } from "../../../schemas/content.ts";
import {
  editReducer,
  type EditSession,
  emptyFields,
  isDirty,
  mayAutosave,
  startSession,
} from "./edit_session.ts";
import { fieldErrors } from "./field_errors.ts";

function insight(overrides: Partial<ContentItem<"insights">> = {}): ContentItem<"insights"> {
  return {
    id: "i1",
    collection: "insights",
    status: "draft",
    publishAt: null,
    position: 0,
    version: 3,
    updatedAt: "2026-11-26T12:00:00.000Z",
    updatedBy: "ann@example.com",
    createdAt: "2026-11-20T12:00:00.000Z",
    slug: "shelf-news",
    title: "Shelf news",
    category: "Retail",
    excerpt: "What changed",
    description: "",
    keywords: [],
    bodyHtml: "<p>Original</p>",
    imageId: "",
    imageAlt: "",
    author: "",
    date: "",
    ...overrides,
  };
}

function edit(session: EditSession, name: string, value: unknown): EditSession {
  return editReducer(session, { type: "edited", name, value });
}

Deno.test("a 409 keeps the user's text and shows theirs; overwrite names their version", () => {
  let session = startSession("insights", insight());
  session = edit(session, "bodyHtml", "<p>Mine</p>");
  session = editReducer(session, { type: "save-started", kind: "save" });
  const theirs = insight({ version: 4, bodyHtml: "<p>Theirs</p>", updatedBy: "bob@example.com" });
  session = editReducer(session, { type: "conflict", message: CONTENT_MESSAGES.stale, theirs });

  assert.equal(session.fields.bodyHtml, "<p>Mine</p>");
  assert.equal(session.conflict?.theirs.updatedBy, "bob@example.com");
  assert.equal(session.baseVersion, 3);
  assert.equal(isDirty(session), true);
  assert.equal(mayAutosave(session), false, "no autosave while the choice is open");

  const overwrite = editReducer(session, { type: "overwrite-chosen" });
  assert.equal(overwrite.conflict, null);
  assert.equal(overwrite.baseVersion, 4, "the next PATCH names their version on purpose");
  assert.equal(overwrite.fields.bodyHtml, "<p>Mine</p>");
  assert.equal(isDirty(overwrite), true);
});

Deno.test("discarding mine loads their version and tells the body editor to start again", () => {
  let session = startSession("insights", insight());
  session = edit(session, "title", "My title");
  const theirs = insight({ version: 4, title: "Their title" });
  session = editReducer(session, { type: "conflict", message: "stale", theirs });
  const discarded = editReducer(session, { type: "discard-chosen" });
  assert.equal(discarded.fields.title, "Their title");
  assert.equal(discarded.baseVersion, 4);
  assert.equal(discarded.conflict, null);
  assert.equal(isDirty(discarded), false);
  assert.equal(discarded.loadCount, session.loadCount + 1);
});

Deno.test("text typed while a save is under way stays unsaved after it", () => {
  let session = startSession("insights", insight());
  session = edit(session, "title", "First");
  const sent = session.editCount;
  session = editReducer(session, { type: "save-started", kind: "autosave" });
  session = edit(session, "title", "First and more");
  session = editReducer(session, {
    type: "saved",
    item: insight({ version: 4, title: "First" }),
    kind: "autosave",
    sentEditCount: sent,
  });
  assert.equal(session.fields.title, "First and more");
  assert.equal(session.baseVersion, 4);
  assert.equal(isDirty(session), true);
  assert.equal(mayAutosave(session), true);
});

Deno.test("only a saved draft with changes autosaves; published and new items never do", () => {
  assert.equal(mayAutosave(edit(startSession("insights", insight()), "title", "x")), true);
  assert.equal(mayAutosave(startSession("insights", insight())), false, "nothing changed");
  assert.equal(
    mayAutosave(edit(startSession("insights", insight({ status: "published" })), "title", "x")),
    false,
  );
  assert.equal(mayAutosave(edit(startSession("insights"), "title", "x")), false);
});

Deno.test("a refused save shows field messages; editing a field clears its message", () => {
  let session = startSession("insights", insight());
  session = editReducer(session, {
    type: "refused",
    message: "Check the marked fields",
    fields: { slug: CONTENT_MESSAGES.slugTaken, title: CONTENT_MESSAGES.titleRequired },
  });
  assert.equal(session.errors.slug, CONTENT_MESSAGES.slugTaken);
  session = edit(session, "slug", "another-slug");
  assert.deepEqual(session.errors, { title: CONTENT_MESSAGES.titleRequired });
});

Deno.test("new items start from the schema's defaults and are checked with its messages", () => {
  const fields = emptyFields("insights");
  assert.deepEqual(fields.keywords, []);
  assert.equal(fields.title, "");
  const errors = fieldErrors("insights", { ...fields, slug: "Bad Slug" });
  assert.equal(errors.title, CONTENT_MESSAGES.titleRequired);
  assert.equal(errors.slug, CONTENT_MESSAGES.slug);
  assert.match(
    fieldErrors("company", { ...emptyFields("company"), phone: "call us" }).phone ?? "",
    /phone number/,
  );
});

Deno.test("an image without alt text is refused before any request", () => {
  const fields = { ...emptyFields("people"), name: "Ann Lee", role: "Buyer", imageId: "up-1" };
  assert.deepEqual(fieldErrors("people", fields), { imageAlt: CONTENT_MESSAGES.altRequired });
  assert.deepEqual(fieldErrors("people", { ...fields, imageAlt: "Ann Lee smiling" }), {});
});
