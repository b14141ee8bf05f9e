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
import type { HeaderPairs } from "./http/security_headers.ts";
import {
  type ContentCoding,
  encodeBody,
  prepareAnswers,
  type PreparedAnswers,
  preparedResponse,
} from "./render/encoded_body.ts";
import type { CachedPage, PageCache } from "./render/page_cache.ts";
import { resolvePage } from "./render/page_status.ts";
import { renderPage } from "./render/render_page.tsx";

/**
 * Loads per-request data for a dynamic route, or answers for it (e.g. a redirect to a login).
 * Registered per route path ("/search"). The page is rendered with the route's status unless the
 * loader sets another one, and any headers, on the context (`c.status`, `c.header`).
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
  /**
   * Headers every cached page carries (the document security headers,
   * `server/http/security_headers.ts`), built into its header lists once.
   */
  headers?: HeaderPairs;
}

const HTML = "text/html; charset=utf-8";

/**
 * The pathname of a request URL as `new URL(url).pathname` gives it, without parsing: a Request's
 * URL is already serialised (dot segments resolved, characters percent-encoded), so the path is
 * the text from the first "/" after the authority to "?" or "#".
 */
export function pathnameOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start === -1) return "/";
  let end = url.length;
  const query = url.indexOf("?", start);
  if (query !== -1) end = query;
  const hash = url.indexOf("#", start);
  if (hash !== -1 && hash < end) end = hash;
  return url.slice(start, end);
}

/** The page routes and the page cache's answer, for `server/app.ts`. */
export interface PagesApp {
  /** The page routes, mounted last (a catch-all GET). */
  app: Hono;
  /**
   * The cached answer to a GET or HEAD `request` when the cache holds its path for the current
   * year and content version (any query string ignored: a cached page has no loader, so nothing
   * reads it), honouring `Accept-Encoding` and `If-None-Match`; otherwise undefined. Synchronous:
   * the routes answer a hit with it first, and the fast path ahead of the Hono chain
   * (`server/http/cached_fast_path.ts`) calls the same function, so both send the same bytes and
   * headers. `also` is one more header to send, last (the fast path's request id); `wanted`, the
   * encoding the caller already chose from `Accept-Encoding`.
   */
  cachedAnswer(
    request: Request,
    also?: [string, string],
    wanted?: ContentCoding,
  ): Response | undefined;
}

/** The page routes (see {@linkcode PagesApp}). */
export function createPagesApp(options: PagesOptions): PagesApp {
  const { manifest, cache } = options;
  const loaders = options.loaders ?? {};
  const log = options.log ? { log: options.log } : {};
  const cachedHeaders: HeaderPairs = [
    ["Content-Type", HTML],
    ["Cache-Control", "public, max-age=0, must-revalidate"],
    ...(options.headers ?? []),
  ];
  const answers = new WeakMap<CachedPage, PreparedAnswers>();
  function answerCached(
    request: Request,
    page: CachedPage,
    also?: [string, string],
    wanted?: ContentCoding,
  ): Response {
    let prepared = answers.get(page);
    if (!prepared) {
      prepared = prepareAnswers(page.body, { status: page.status, headers: cachedHeaders });
      answers.set(page, prepared);
    }
    return preparedResponse(request, page.body, prepared, also, wanted);
  }
  let yearAt = -Infinity;
  let year = 0;
  /** The footer's year, worked out at most once a second. */
  function currentYear(): number {
    const now = options.now();
    if (now - yearAt >= 1000 || now < yearAt) {
      yearAt = now;
      year = new Date(now).getFullYear();
    }
    return year;
  }

  function cachedAnswer(
    request: Request,
    also?: [string, string],
    wanted?: ContentCoding,
  ): Response | undefined {
    // A page cached under its own path is a 200 with nothing per request: answered before the URL
    // is parsed. (Not-found pages share entries keyed "404 …", which no path matches, and a path
    // that redirects is never cached.)
    const hit = cache.get(
      `${currentYear()} ${options.content().version} ${pathnameOf(request.url)}`,
    );
    return hit && answerCached(request, hit, also, wanted);
  }

  const app = new Hono().get("*", async (c) => {
    const hit = cachedAnswer(c.req.raw);
    if (hit) return hit;

    const content = options.content();
    const url = new URL(c.req.url);
    const outcome = resolvePage(url.pathname, content);
    if (outcome.kind === "redirect") return c.redirect(outcome.location + url.search, 301);
    const { status, match } = outcome;
    const config: PublicConfig = {
      origin: options.origin,
      year: currentYear(),
      iconSprite: manifest.iconSprite,
      links: options.links?.() ?? NO_SITE_LINKS,
    };
    // A static page's code is not loaded on a first visit (ADR 0013): no chunks in its boot plan.
    const pageModule = match && !match.route.static ? match.route.module : undefined;
    const loader = match ? loaders[match.route.path] : undefined;

    if (match?.route.dynamic || loader) {
      // A loader may answer with another status and headers through the context (`c.status`,
      // `c.header`), e.g. 429 with Retry-After for a search over the allowance.
      c.status(status);
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
      return c.body(stream, {
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
    return answerCached(c.req.raw, page);
  });
  return { app, cachedAnswer };
}
