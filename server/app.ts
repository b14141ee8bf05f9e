/**
 * The Hono application: security headers and compression around the JSON API, crawler files,
 * static files and the pages. Built from explicit dependencies so tests can call `app.request()`
 * against a temporary database with no socket (Hono's own testing habit).
 */
import type { Client } from "@libsql/client";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import type { BuildManifest } from "../tools/build.ts";
import { createContactApi } from "./api/contact.ts";
import { createSearchRoutes, type SearchRoutesOptions } from "./api/search.ts";
import {
  type AnalyticsArea,
  type AnalyticsAreaOptions,
  createAnalyticsArea,
} from "./analytics/analytics_area.ts";
import type { Writer } from "./db/writer.ts";
import { createEnquiryStore, type EnquiryStore } from "./enquiries/store.ts";
import type { Env } from "./env.ts";
import type { SiteLinks } from "../shared/content/site_links.ts";
import { securityHeaders } from "./middleware/security_headers.ts";
import { createPageCache, type PageCache } from "./render/page_cache.ts";
import { createPagesApp, type PageDataLoader } from "./pages.ts";
import { createSeoFilesApp } from "./seo_files.ts";
import { createStaffArea, type StaffArea, type StaffAreaOptions } from "./staff/staff_area.ts";
import { createStaticApp } from "./static_files.ts";

/** What the app is built from. */
export interface AppDeps {
  env: Env;
  db: Client;
  writer: Writer;
  manifest: BuildManifest;
  /** Clock in ms since the epoch (default `Date.now`); tests fix it. */
  now?: () => number;
  /** Per-address limit of `POST /api/contact` (default 10 per 10 minutes). */
  contactRateLimit?: { limit: number; windowMs: number };
  /** Staff area, e-mail outbox and retention settings (tests point SMTP at a local server). */
  staffArea?: StaffAreaOptions;
  /** Consent and analytics settings (tests allow headless browsers; the bench lifts limits). */
  analytics?: AnalyticsAreaOptions;
  /** Search rate limit, language-model environment and `fetch` (tests lift the limit). */
  search?: Omit<SearchRoutesOptions, "origin" | "trustProxy">;
  /** Outbound links and company registration (server/site_links_config.ts); default: none. */
  siteLinks?: SiteLinks;
}

/** The app and the services behind it, for `main.ts` and tests. */
export interface AppInstance {
  app: Hono;
  enquiries: EnquiryStore;
  pageCache: PageCache;
  /** Staff accounts, sessions, audit log, e-mail outbox and its worker. */
  staff: StaffArea;
  /** Consent log, analytics intake and its write queue. */
  analytics: AnalyticsArea;
  /** Stops background work (workers, timers). */
  close(): Promise<void>;
}

/** Builds the application. */
export async function createApp(deps: AppDeps): Promise<AppInstance> {
  const now = deps.now ?? Date.now;
  const enquiries = createEnquiryStore({ db: deps.db, writer: deps.writer, now });
  const pageCache = createPageCache();
  const loaders: Record<string, PageDataLoader> = {};
  const staff = createStaffArea({
    env: deps.env,
    db: deps.db,
    writer: deps.writer,
    enquiries,
    now,
    ...deps.staffArea,
  });
  Object.assign(loaders, staff.loaders);
  const analytics = createAnalyticsArea({
    env: deps.env,
    db: deps.db,
    writer: deps.writer,
    now,
    guards: staff.guards,
    ...deps.analytics,
  });
  Object.assign(loaders, analytics.loaders);
  const search = createSearchRoutes({
    origin: deps.env.PUBLIC_ORIGIN,
    trustProxy: deps.env.TRUST_PROXY,
    ...deps.search,
  });
  loaders["/search"] = search.loader;
  const app = new Hono();

  app.use(securityHeaders({ hsts: deps.env.PUBLIC_ORIGIN.startsWith("https://") }));
  app.use(compress());

  app.route(
    "/api/contact",
    createContactApi({
      enquiries,
      trustProxy: deps.env.TRUST_PROXY,
      onStored: () => staff.worker.wake(),
      ...(deps.contactRateLimit ? { rateLimit: deps.contactRateLimit } : {}),
    }),
  );
  app.route("/api", staff.api);
  app.route("/api", analytics.api);
  app.route("/api/search", search.api);
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));
  app.route("/", createSeoFilesApp(deps.env.PUBLIC_ORIGIN));
  app.route("/", await createStaticApp());
  app.route(
    "/",
    createPagesApp({
      manifest: deps.manifest,
      cache: pageCache,
      origin: deps.env.PUBLIC_ORIGIN,
      now,
      loaders,
      ...(deps.siteLinks ? { links: deps.siteLinks } : {}),
    }),
  );

  app.notFound((c) => c.text("Not found", 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json({ error: error.message || "Bad request" }, status);
    }
    console.error("Unhandled error", c.req.method, c.req.path, error);
    return c.json({ error: "Something went wrong. Please try again later." }, 500);
  });

  staff.start();
  return {
    app,
    enquiries,
    pageCache,
    staff,
    analytics,
    async close() {
      // Queued analytics events are written before the process lets go of the database.
      await Promise.all([staff.close(), analytics.close()]);
    },
  };
}
