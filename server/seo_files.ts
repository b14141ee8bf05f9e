/**
 * Crawler and install files: `/robots.txt`, `/sitemap.xml` (every indexable route with absolute
 * URLs from PUBLIC_ORIGIN; /admin is excluded), the Atom feed (`/feed.xml`) of the newest items
 * of every collection whose definition gives a feed entry (the insights), and
 * `/site.webmanifest`. The sitemap and the feed are built from the published snapshot (the one
 * content registry, ADR 0014) once per version of it, which moves on when a scheduled item goes
 * live too.
 */
import { Feed } from "feed";
import { Hono } from "hono";
import { FEED_PATH, FEED_TITLE } from "../shared/seo/feed.ts";
import { WEB_APP_MANIFEST_PATH } from "../shared/boot_plan.ts";
import { COMPANY_NAME, COMPANY_SHORT_NAME } from "../shared/content/company.ts";
import { THEME_COLOUR } from "../shared/components/seo.tsx";
import { fillRoute, pageRoutes } from "../shared/routes.ts";
import { publishedItems } from "../shared/content/published.ts";
import type { FeedEntry } from "../shared/content/collections/define.ts";
import {
  collectionDefinitions,
  type ContentCollection,
} from "../shared/content/collections/registry.ts";
import type { ContentSnapshot } from "./content/registry.ts";

/**
 * Absolute URLs of every indexable page: each route once, a collection's route once per live
 * item, with the day its page last changed as `lastmod` (the snapshot's `pages`).
 */
export function sitemapEntries(
  origin: string,
  snapshot: Pick<ContentSnapshot, "pages">,
): { loc: string; lastmod?: string }[] {
  const entries: { loc: string; lastmod?: string }[] = [];
  for (const route of pageRoutes()) {
    if (!route.indexable) continue;
    if (route.collection) {
      for (const { value, lastmod } of snapshot.pages.get(route.path) ?? []) {
        entries.push({ loc: origin + fillRoute(route.path, encodeURIComponent(value)), lastmod });
      }
    } else {
      entries.push({ loc: origin + route.path });
    }
  }
  return entries;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function sitemapXml(origin: string, snapshot: ContentSnapshot): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    sitemapEntries(origin, snapshot).map((entry) =>
      `  <url><loc>${escapeXml(entry.loc)}</loc>${
        entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""
      }</url>`
    ).join("\n") +
    `\n</urlset>\n`;
}

/** A feed entry with its page (the entry's link) and that page's body (the entry's content). */
interface PageEntry extends FeedEntry {
  page: string;
}

/** Every live item's feed entry, of every collection whose definition gives one, newest first. */
function feedEntries(snapshot: ContentSnapshot): PageEntry[] {
  const entries: PageEntry[] = [];
  for (const definition of collectionDefinitions()) {
    const { publishing, route } = definition;
    if (!publishing?.feed || !route) continue;
    const items = publishedItems(snapshot.public, definition.name as ContentCollection);
    for (const item of items as readonly { id: string }[]) {
      entries.push({ ...publishing.feed(item), page: fillRoute(route.path, item.id) });
    }
  }
  return entries.sort((a, b) => b.published.localeCompare(a.published));
}

/**
 * The Atom feed (RFC 4287) of the newest published items, built with the `feed` library. An
 * entry's title and summary are plain text, written `type="text"` and escaped (RFC 4287 §3.1), so
 * a reader shows `<img onerror=…>` in a title as those characters; only the content, the page body
 * sanitised when it was saved (server/content/sanitize.ts), is `type="html"`.
 */
export function contentFeed(origin: string, snapshot: ContentSnapshot): string {
  const entries = feedEntries(snapshot).slice(0, FEED_ENTRIES);
  const newest = entries[0];
  const feed = new Feed({
    id: `${origin}/insights`,
    link: `${origin}/insights`,
    title: FEED_TITLE,
    description: "UK FMCG market, retail and distribution insight",
    language: "en-GB",
    copyright: `© ${COMPANY_NAME}`,
    updated: newest ? new Date(newest.updated) : new Date(0),
    feedLinks: { atom: `${origin}${FEED_PATH}` },
  });
  // feed 6 writes every entry title and summary as type="html" CDATA (lib/feed.js, atom1), and its
  // XML writer splits only the first "]]>" of a CDATA value: each text goes in as a placeholder
  // and is written below as escaped type="text".
  const texts: string[] = [];
  const placeholder = (text: string) => `feed-text-${texts.push(text) - 1}`;
  for (const entry of entries) {
    const link = `${origin}${entry.page}`;
    feed.addItem({
      id: link,
      link,
      title: placeholder(entry.title),
      description: placeholder(entry.summary),
      content: snapshot.bodies.get(entry.page) ?? "",
      date: new Date(entry.updated),
      published: new Date(entry.published),
      ...(entry.category ? { category: [{ name: entry.category }] } : {}),
      ...(entry.author ? { author: [{ name: entry.author }] } : {}),
    });
  }
  return feed.atom1().replace(
    /<(title|summary) type="html"><!\[CDATA\[feed-text-(\d+)\]\]><\/\1>/g,
    (_, tag: string, index: string) =>
      `<${tag} type="text">${escapeXml(texts[Number(index)] ?? "")}</${tag}>`,
  );
}

/** Entries in the feed: the newest insights. */
const FEED_ENTRIES = 20;

/**
 * The crawler files for `origin` (PUBLIC_ORIGIN).
 *
 * @param snapshot the published snapshot now (the content registry's `current`).
 */
export function createSeoFilesApp(origin: string, snapshot: () => ContentSnapshot) {
  // Rebuilt when the published snapshot's version changes, not per request.
  let built: { version: number; sitemap: string; feed: string } | undefined;
  function files() {
    const current = snapshot();
    if (built?.version !== current.public.version) {
      built = {
        version: current.public.version,
        sitemap: sitemapXml(origin, current),
        feed: contentFeed(origin, current),
      };
    }
    return built;
  }
  // Published content changes at any time: crawlers revalidate (the ETag-free body is cheap).
  const fresh = { "Cache-Control": "public, max-age=0, must-revalidate" };
  const robots = `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\n` +
    `Sitemap: ${origin}/sitemap.xml\n`;
  const manifest = JSON.stringify({
    name: COMPANY_NAME,
    short_name: COMPANY_SHORT_NAME,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME_COLOUR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  });
  const cache = { "Cache-Control": "public, max-age=3600" };
  return new Hono()
    .get("/robots.txt", (c) => c.text(robots, 200, cache))
    .get(
      "/sitemap.xml",
      (c) => c.body(files().sitemap, 200, { ...fresh, "Content-Type": "application/xml" }),
    )
    .get(
      FEED_PATH,
      (c) =>
        c.body(files().feed, 200, {
          ...fresh,
          "Content-Type": "application/atom+xml; charset=utf-8",
        }),
    )
    .get(
      WEB_APP_MANIFEST_PATH,
      (c) => c.body(manifest, 200, { ...cache, "Content-Type": "application/manifest+json" }),
    );
}
