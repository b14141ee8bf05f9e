/**
 * Page rendering for every GET that is not an API call or a file: resolves the route, answers
 * redirects, serves cached bytes for static pages and streams dynamic ones.
 */
import { type Context, Hono } from "hono";
import type { PageData, PublicConfig } from "../shared/public_config.tsx";
import type { PublicContent } from "../shared/content/published.ts";
import { NO_SITE_LINKS, type SiteLinks } from "../shared/content/site_links.ts";
import type { RouteMatch, RoutePath } from "../shared/routes.ts";
import type { BuildManifest } from "./build_manifest.ts";
import type { Logger } from "./log.ts";
import { encodeBody, encodedResponse } from "./render/encoded_body.ts";
import type { PageCache } from "./render/page_cache.ts";
import { resolvePage } from "./render/page_status.ts";
import { renderPage } from "./render/render_page.tsx";

/**
 * Loads per-request data for a dynamic route, or answers for it (e.g. a redirect to a login).
 * Registered per route path ("/search").
 */
export type PageDataLoader = (c: Context, match: RouteMatch) => Promise<PageData | Response>;

/** Data loaders by route path: a misspelt path does not compile. */
export type PageLoaders = Partial<Record<RoutePath, PageDataLoader>>;

/** Options of {@linkcode createPagesApp}. */
export interface PagesOptions {
  manifest: BuildManifest;
  cache: PageCache;
  origin: string;
  now: () => number;
  loaders?: PageLoaders;
  /** Outbound links and company details now, embedded in the public configuration. */
  links?: () => SiteLinks;
  /** The published content now (the content registry's snapshot, ADR 0014). */
  content: () => PublicContent;
  /** Where render errors are reported (default: the JSON logger, `server/log.ts`). */
  log?: Logger;
}

const HTML = "text/html; charset=utf-8";

/** The page routes, mounted last (a catch-all GET). */
export function createPagesApp(options: PagesOptions) {
  const { manifest, cache } = options;
  const loaders = options.loaders ?? {};
  const log = options.log ? { log: options.log } : {};
  return new Hono().get("*", async (c) => {
    const url = new URL(c.req.url);
    const content = options.content();
    const outcome = resolvePage(url.pathname, content);
    if (outcome.kind === "redirect") return c.redirect(outcome.location + url.search, 301);
    const { status, match } = outcome;
    const config: PublicConfig = {
      origin: options.origin,
      year: new Date(options.now()).getFullYear(),
      iconSprite: manifest.iconSprite,
      links: options.links?.() ?? NO_SITE_LINKS,
    };
    // A static page's code is not loaded on a first visit (ADR 0013): no chunks in its boot plan.
    const pageModule = match && !match.route.static ? match.route.module : undefined;
    const loader = match ? loaders[match.route.path] : undefined;

    if (match?.route.dynamic || loader) {
      let data: PageData = {};
      if (loader && match) {
        const loaded = await loader(c, match);
        if (loaded instanceof Response) return loaded;
        data = loaded;
      }
      const stream = await renderPage({
        url,
        config,
        manifest,
        data,
        content,
        pageModule,
        signal: c.req.raw.signal,
        ...log,
      });
      return new Response(stream, {
        status,
        headers: { "Content-Type": HTML, "Cache-Control": "private, no-store" },
      });
    }

    // One cache entry per route path; every unknown path shares the 404 entries, so visitors
    // cannot grow the cache.
    const key = `${config.year} ${content.version} ${
      status === 404 ? (match ? `404 ${match.route.path}` : "404") : url.pathname
    }`;
    const page = await cache.getOrCreate(key, async () => {
      const stream = await renderPage({ url, config, manifest, content, pageModule, ...log });
      await stream.allReady;
      const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
      return { status, body: await encodeBody(bytes) };
    });
    return encodedResponse(c.req.raw, page.body, {
      status: page.status,
      headers: { "Content-Type": HTML, "Cache-Control": "public, max-age=0, must-revalidate" },
    });
  });
}
