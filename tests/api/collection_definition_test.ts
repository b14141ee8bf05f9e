/**
 * A collection is one definition (ADR 0028): a test-only `events` collection, registered by this
 * file and never shipped, with one page component and nothing else, reaches every surface. The
 * staff API takes it and sanitises its rich text, its items are published on their route, listed
 * in the sitemap with the day of their last edit, in the Atom feed, found by search on a second
 * instance of the same database, and a changed slug answers 301 to the new address.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createElement } from "react";
import * as z from "zod/mini";
import { CONTENT_LIMITS, CONTENT_MESSAGES } from "../../shared/schemas/content.ts";
import { isoDate, line, richText, slug } from "../../shared/schemas/field_kinds.ts";
import { defineCollection } from "../../shared/content/collections/define.ts";
import { registerCollection } from "../../shared/content/collections/registry.ts";
import type { ContentCollection } from "../../shared/content/collections/registry.ts";
import { publishedItems, useContent } from "../../shared/content/published.ts";
import { lazyPage } from "../../shared/lazy_page.tsx";
import { usePageBody } from "../../shared/pages/page_bodies.ts";
import { useRouteParams } from "../../shared/route_params.tsx";
import { registerPageRoute } from "../../shared/routes.ts";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { API, editorSession, page, searchFinds, send } from "./content_api_fixtures.ts";
import { signInCookie, testClock, waitFor } from "./staff_fixtures.ts";

/** An event as its page reads it; `id` is the slug, as for every routed collection. */
interface PublishedEvent {
  id: string;
  title: string;
  date: string;
  modified: string;
}

const EVENTS = defineCollection({
  name: "events",
  label: "Events",
  noun: "event",
  fields: z.object({
    slug: slug(CONTENT_LIMITS.slugMax, CONTENT_MESSAGES.slug),
    title: line(CONTENT_LIMITS.titleMax),
    date: isoDate(),
    bodyHtml: richText(CONTENT_LIMITS.bodyBytesMax, CONTENT_MESSAGES.bodyMax),
  }),
  titleField: "title",
  labels: {
    slug: { label: "Slug" },
    title: { label: "Title" },
    date: { label: "Date" },
    bodyHtml: { label: "Body" },
  },
  route: {
    field: "slug",
    path: "/events/:id",
    taken: "Another event has this slug",
    body: "bodyHtml",
  },
  publishing: {
    item: ({ fields, updatedAt }, context): PublishedEvent => ({
      id: fields.slug,
      title: fields.title,
      date: fields.date,
      modified: context.day(updatedAt),
    }),
    lastmod: (event) => event.modified,
    search: (events, context) =>
      events.map((event) => ({
        path: context.pathOf(event),
        title: event.title,
        sections: [{
          heading: event.title,
          passages: context.blocksOf(event).flatMap((block) =>
            block.type === "paragraph" ? [block.text] : []
          ),
        }],
      })),
    feed: (event) => ({
      title: event.title,
      summary: event.title,
      published: event.date,
      updated: event.modified,
    }),
  },
});

const EVENTS_NAME = EVENTS.name as unknown as ContentCollection;

/** The one page component of the collection: its title and its sanitised body. */
function EventPage() {
  const { id = "" } = useRouteParams();
  const event = (publishedItems(useContent(), EVENTS_NAME) as unknown as PublishedEvent[])
    .find((item) => item.id === id);
  if (!event) return createElement("h1", null, "No such event");
  return createElement(
    "article",
    null,
    createElement("h1", null, event.title),
    createElement("div", {
      className: "prose",
      dangerouslySetInnerHTML: { __html: usePageBody(`/events/${id}`) },
    }),
  );
}

const BODY = "<p>Buyers from the symbol groups meet new brands at the Halvergate trade day.</p>" +
  '<img src="/images/x.png" alt="Trade day hall" onerror="alert(1)"><script>alert(2)</script>' +
  '<p><a href="javascript:alert(3)">Register</a></p>';

Deno.test("a test-only collection defined in one file reaches the staff API, its page, the sitemap, the feed and search on two instances", async () => {
  const unregister = [
    registerCollection(EVENTS),
    registerPageRoute({
      path: "/events/:id",
      page: lazyPage(() => Promise.resolve({ default: EventPage })),
      module: "tests/api/collection_definition_test.ts",
      indexable: true,
      static: true,
      collection: EVENTS_NAME,
    }),
  ];
  const clock = testClock(Date.UTC(2026, 10, 26, 10));
  const overrides = { search: { rateRule: { name: "search", limit: 10_000, windowMs: 60_000 } } };
  const writer = await createTestApp({ now: clock.now, overrides });
  let reader: TestApp | undefined;
  try {
    reader = await createTestApp({
      env: { DATABASE_URL: `file:${join(writer.dir, "site.db")}` },
      overrides,
    });
    const cookie = await editorSession(writer);

    // The staff API: created from its definition alone, the rich text sanitised on write.
    const created = await send(writer, cookie, "POST", `${API}/events`, {
      slug: "halvergate-trade-day",
      title: "Halvergate trade day",
      date: "2026-12-03",
      bodyHtml: BODY,
      status: "published",
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const stored = String(created.body.bodyHtml);
    assert.match(stored, /Buyers from the symbol groups/);
    assert.doesNotMatch(stored, /onerror|<script|javascript:/i);
    const invalid = await send(writer, cookie, "POST", `${API}/events`, {
      slug: "Not A Slug",
      title: "x",
      date: "2026-12-03",
      bodyHtml: "<p>x</p>",
    });
    assert.equal(invalid.status, 400, JSON.stringify(invalid.body));
    assert.match(String(invalid.body.fields?.slug), /lower-case letters/);
    await writer.content.registry.refresh();

    // Its page, from the route entry: the title and the sanitised body in the server HTML.
    const shown = await page(writer, "/events/halvergate-trade-day");
    assert.equal(shown.status, 200);
    assert.match(shown.html, /<h1[^>]*>Halvergate trade day<\/h1>/);
    assert.match(shown.html, /Buyers from the symbol groups/);
    assert.doesNotMatch(shown.html, /onerror=|alert\(2\)/);
    assert.equal((await page(writer, "/events/no-such-event")).status, 404);
    const body = await writer.app.request("/api/content/body/events/halvergate-trade-day");
    assert.equal(body.status, 200);

    // The sitemap and the feed.
    assert.match(
      (await page(writer, "/sitemap.xml")).html,
      /\/events\/halvergate-trade-day<\/loc><lastmod>2026-11-26<\/lastmod>/,
    );
    assert.match(
      (await page(writer, "/feed.xml")).html,
      /<title type="text">Halvergate trade day<\/title>/,
    );

    // Search on this instance and on the second one, which hears of it only by polling.
    const question = "Halvergate trade day symbol groups";
    await waitFor(() => searchFinds(writer, question, "/events/halvergate-trade-day"));
    await waitFor(() => searchFinds(reader!, question, "/events/halvergate-trade-day"));

    // An edit on a later day moves lastmod; a new slug keeps the old address as a 301.
    clock.advance(2 * 24 * 60 * 60_000);
    const later = await signInCookie(writer.app, "editor@example.com");
    const renamed = await send(writer, later, "PATCH", `${API}/events/${created.body.id}`, {
      version: created.body.version,
      slug: "halvergate-buyers-day",
    });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    await writer.content.registry.refresh();
    const old = await page(writer, "/events/halvergate-trade-day");
    assert.equal(old.status, 301);
    assert.equal(old.location, "/events/halvergate-buyers-day");
    assert.equal((await page(writer, "/events/halvergate-buyers-day")).status, 200);
    assert.match(
      (await page(writer, "/sitemap.xml")).html,
      /\/events\/halvergate-buyers-day<\/loc><lastmod>2026-11-28<\/lastmod>/,
    );
    await waitFor(async () => (await page(reader!, "/events/halvergate-trade-day")).status === 301);
  } finally {
    await reader?.cleanup();
    await writer.cleanup();
    for (const remove of unregister) remove();
  }
});
