/**
 * The snapshot's redirects follow the collections' definitions (shared/content/collections/): an
 * old slug of a routed collection answers with its route's path, only while it leads to a live
 * item; a collection without a route has no addresses to keep.
 */
import assert from "node:assert/strict";
import { buildSnapshot } from "./registry.ts";
import type { StoredItem } from "./store.ts";

const AT = Date.parse("2026-11-29T09:00:00Z");

function item(overrides: Partial<StoredItem>): StoredItem {
  return {
    id: crypto.randomUUID(),
    collection: "insights",
    slug: null,
    status: "published",
    publishAt: null,
    position: 0,
    version: 1,
    fields: {},
    createdAt: AT - 1_000,
    updatedAt: AT - 1_000,
    updatedBy: "editor@example.com",
    ...overrides,
  };
}

const article = (slug: string, status: StoredItem["status"] = "published") =>
  item({
    slug,
    status,
    fields: {
      slug,
      title: slug,
      category: "Market Trends",
      excerpt: "An excerpt.",
      description: "",
      keywords: [],
      bodyHtml: "<p>Body</p>",
      imageId: "",
      imageAlt: "",
      author: "",
      date: "",
    },
  });

Deno.test("an old slug of a routed collection redirects under its route, to live items only", () => {
  const snapshot = buildSnapshot(
    {
      version: 3,
      items: [article("new-name"), article("a-draft", "draft")],
      redirects: [
        { collection: "insights", from: "old-name", to: "new-name" },
        { collection: "insights", from: "older-name", to: "new-name" },
        { collection: "insights", from: "was-public", to: "a-draft" },
      ],
    },
    AT,
    new Map(),
  );
  assert.deepEqual(snapshot.public.redirects, {
    "/insights/:id": { "old-name": "new-name", "older-name": "new-name" },
  });
});

Deno.test("a collection without a route keeps no redirects", () => {
  const snapshot = buildSnapshot(
    {
      version: 1,
      items: [
        item({
          collection: "faq",
          fields: { question: "Q", answer: "A", category: "x", tags: [] },
        }),
      ],
      redirects: [{ collection: "faq", from: "a", to: "b" }],
    },
    AT,
    new Map(),
  );
  assert.deepEqual(snapshot.public.redirects, {});
});
