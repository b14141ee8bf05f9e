/**
 * Crawler and install files: `/robots.txt`, `/sitemap.xml` (every indexable route with absolute
 * URLs from PUBLIC_ORIGIN; /admin is excluded) and `/site.webmanifest`.
 */
import { Hono } from "hono";
import { WEB_APP_MANIFEST_PATH } from "../shared/boot_plan.ts";
import { COMPANY_NAME, COMPANY_SHORT_NAME } from "../shared/content/company.ts";
import { THEME_COLOUR } from "../shared/components/seo.tsx";
import { PAGE_ROUTES, type PageRoute } from "../shared/routes.ts";

/** Absolute URLs of every indexable page, with the article dates as `lastmod`. */
export function sitemapEntries(origin: string): { loc: string; lastmod?: string }[] {
  const entries: { loc: string; lastmod?: string }[] = [];
  for (const route of PAGE_ROUTES as readonly PageRoute[]) {
    if (!route.indexable) continue;
    if (route.params) {
      for (const { value, lastmod } of route.params.values()) {
        const loc = origin + route.path.replace(/:[^/]+$/, encodeURIComponent(value));
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

/** The crawler files for `origin` (PUBLIC_ORIGIN). */
export function createSeoFilesApp(origin: string) {
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    sitemapEntries(origin).map((entry) =>
      `  <url><loc>${escapeXml(entry.loc)}</loc>${
        entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""
      }</url>`
    ).join("\n") +
    `\n</urlset>\n`;
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
      (c) => c.body(sitemap, 200, { ...cache, "Content-Type": "application/xml" }),
    )
    .get(
      WEB_APP_MANIFEST_PATH,
      (c) => c.body(manifest, 200, { ...cache, "Content-Type": "application/manifest+json" }),
    );
}
