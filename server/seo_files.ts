/**
 * Crawler and install files: `/robots.txt`, `/sitemap.xml` (every indexable route with absolute
 * URLs from PUBLIC_ORIGIN; /admin is excluded), the Atom feed of insights (`/feed.xml`) and
 * `/site.webmanifest`. The sitemap and the feed are built from the published content (the one
 * content registry, ADR 0014) once per version of the published snapshot, which moves on when a
 * scheduled item goes live too.
 */
import { Feed } from "feed";
import { Hono } from "hono";
import type { PublicContent } from "../shared/content/published.ts";
import { FEED_PATH, FEED_TITLE } from "../shared/seo/feed.ts";
import { WEB_APP_MANIFEST_PATH } from "../shared/boot_plan.ts";
import { COMPANY_NAME, COMPANY_SHORT_NAME } from "../shared/content/company.ts";
import { THEME_COLOUR } from "../shared/components/seo.tsx";
import { fillRoute, PAGE_ROUTES, type PageRoute } from "../shared/routes.ts";

/** Absolute URLs of every indexable page, with the article dates as `lastmod`. */
export function sitemapEntries(
  origin: string,
  content: PublicContent,
): { loc: string; lastmod?: string }[] {
  const entries: { loc: string; lastmod?: string }[] = [];
  for (const route of PAGE_ROUTES as readonly PageRoute[]) {
    if (!route.indexable) continue;
    if (route.params) {
      for (const { value, lastmod } of route.params.values(content)) {
        const loc = origin + fillRoute(route.path, encodeURIComponent(value));
        entries.push(lastmod ? { loc, lastmod } : { loc });
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

function sitemapXml(origin: string, content: PublicContent): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    sitemapEntries(origin, content).map((entry) =>
      `  <url><loc>${escapeXml(entry.loc)}</loc>${
        entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""
      }</url>`
    ).join("\n") +
    `\n</urlset>\n`;
}

/**
 * The Atom feed (RFC 4287) of the newest published insights, built with the `feed` library. An
 * entry's title and summary are plain text, written `type="text"` and escaped (RFC 4287 §3.1), so
 * a reader shows `<img onerror=…>` in a title as those characters; only the content, the body
 * sanitised when it was saved (server/content/sanitize.ts), is `type="html"`.
 *
 * @param bodyOf sanitised body HTML of an insight by slug (the entry's content).
 */
export function insightsFeed(
  origin: string,
  content: PublicContent,
  bodyOf: (slug: string) => string | undefined,
): string {
  const newest = content.insights[0];
  const feed = new Feed({
    id: `${origin}/insights`,
    link: `${origin}/insights`,
    title: FEED_TITLE,
    description: "UK FMCG market, retail and distribution insight",
    language: "en-GB",
    copyright: `© ${COMPANY_NAME}`,
    updated: newest ? new Date(newest.dateModified ?? newest.date) : new Date(0),
    feedLinks: { atom: `${origin}${FEED_PATH}` },
  });
  // feed 6 writes every entry title and summary as type="html" CDATA (lib/feed.js, atom1), and its
  // XML writer splits only the first "]]>" of a CDATA value: each text goes in as a placeholder
  // and is written below as escaped type="text".
  const texts: string[] = [];
  const placeholder = (text: string) => `feed-text-${texts.push(text) - 1}`;
  for (const insight of content.insights.slice(0, FEED_ENTRIES)) {
    const link = `${origin}/insights/${insight.id}`;
    feed.addItem({
      id: link,
      link,
      title: placeholder(insight.title),
      description: placeholder(insight.excerpt),
      content: bodyOf(insight.id) ?? "",
      date: new Date(insight.dateModified ?? insight.date),
      published: new Date(insight.date),
      category: [{ name: insight.category }],
      ...(insight.author ? { author: [{ name: insight.author }] } : {}),
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

/** Source of the published content for the crawler files. */
export interface SeoContentSource {
  content(): PublicContent;
  body(slug: string): string | undefined;
}

/** The crawler files for `origin` (PUBLIC_ORIGIN). */
export function createSeoFilesApp(origin: string, source: SeoContentSource) {
  // Rebuilt when the published snapshot's version changes, not per request.
  let built: { version: number; sitemap: string; feed: string } | undefined;
  function files() {
    const content = source.content();
    if (built?.version !== content.version) {
      built = {
        version: content.version,
        sitemap: sitemapXml(origin, content),
        feed: insightsFeed(origin, content, source.body),
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
