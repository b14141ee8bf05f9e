/**
 * The Hono application: request ids and security headers around the health checks, each
 * feature's API, the crawler files, static files and the pages. Built from explicit dependencies
 * so tests can call `app.request()` against a temporary database with no socket (Hono's own
 * testing habit); `server/startup.ts` builds it for `main.ts` and the tests alike.
 */
import type { Client } from "@libsql/client";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import type { BuildManifest } from "./build_manifest.ts";
import type { Config } from "./config.ts";
import {
  DatabaseUnavailableError,
  isTransientCode,
  STORAGE_MESSAGES,
  troubleOf,
} from "./db/errors.ts";
import type { Writer } from "./db/writer.ts";
import {
  type AnalyticsFeature,
  type AnalyticsOverrides,
  wireAnalytics,
} from "./features/analytics.ts";
import { type ContentFeature, wireContent } from "./features/content.ts";
import { type CspReportsFeature, wireCspReports } from "./features/csp_reports.ts";
import { type EnquiriesFeature, wireEnquiries } from "./features/enquiries.ts";
import type { Feature, FeatureContext } from "./features/feature.ts";
import { type MailFeature, type MailOverrides, wireMail } from "./features/mail.ts";
import { type RepliesFeature, wireReplies } from "./features/replies.ts";
import { wireRetention } from "./features/retention.ts";
import { type SearchFeature, type SearchOverrides, wireSearch } from "./features/search.ts";
import { type SearchCurationFeature, wireSearchCuration } from "./features/search_curation.ts";
import { type StaffFeature, type StaffOverrides, wireStaff } from "./features/staff.ts";
import { cachedPageFastPath, type ServeHandler } from "./http/cached_fast_path.ts";
import { resolveClientAddress } from "./http/client_address.ts";
import { createHealthApp } from "./http/health.ts";
import { requestLog } from "./http/request_log.ts";
import { documentSecurityHeaders, securityHeaders } from "./http/security_headers.ts";
import type { Job } from "./jobs/job.ts";
import { errorMessage, log as jsonLog, type Logger } from "./log.ts";
import { createPageCache, type PageCache } from "./render/page_cache.ts";
import { createPagesApp, type PageLoaders } from "./pages.ts";
import { createRateLimitStore, type RateRule } from "./rate_limit/store.ts";
import { createSeoFilesApp } from "./seo_files.ts";
import { contactOf, siteLinksFromCompany } from "./site_links_config.ts";
import { createStaticApp } from "./static_files.ts";

/** Replacements of feature internals that tests and benchmarks make; production uses none. */
export interface FeatureOverrides {
  mail?: MailOverrides;
  staff?: StaffOverrides;
  analytics?: AnalyticsOverrides;
  search?: SearchOverrides;
  /** Replaces the enquiry allowance. */
  contactRateRule?: RateRule;
  /** Replaces the CSP report allowance. */
  cspReportRateRule?: RateRule;
  /** Content version check interval, ms (default 250). */
  contentPollMs?: number;
  /** Search curation version check interval, ms (default 250). */
  curationPollMs?: number;
  /** Log one JSON line per request (default true; tests turn it off). */
  accessLog?: boolean;
  /**
   * How long an allowance's count may wait for the database before it is kept in memory, ms
   * (default 200, server/rate_limit/store.ts); tests that count a limit exactly on a loaded
   * machine lengthen it.
   */
  rateLimitBudgetMs?: number;
}

/** What the app is built from. */
export interface AppDeps {
  config: Config;
  db: Client;
  writer: Writer;
  manifest: BuildManifest;
  /** Clock in ms since the epoch (default `Date.now`); tests fix it. */
  now?: () => number;
  /** Identifies this process among instances sharing the database (default: a random UUID). */
  instanceId?: string;
  overrides?: FeatureOverrides;
  /** Where the site reports (default: the JSON logger, `server/log.ts`); tests record it. */
  log?: Logger;
}

/** The app, its features and their background jobs, for `startup.ts` and tests. */
export interface AppInstance {
  app: Hono;
  /**
   * What `Deno.serve` is given: cached public pages answered ahead of the Hono chain,
   * everything else `app.fetch` (`server/http/cached_fast_path.ts`). Tests that call
   * `app.request()` take the chain for every request; the two answer alike.
   */
  fetch: ServeHandler;
  pageCache: PageCache;
  enquiries: EnquiriesFeature["store"];
  mail: MailFeature;
  staff: StaffFeature;
  /** Staff replies and the inbound receiver of the enquirers' answers. */
  replies: RepliesFeature;
  analytics: AnalyticsFeature;
  search: SearchFeature;
  content: ContentFeature;
  searchCuration: SearchCurationFeature;
  cspReports: CspReportsFeature;
  /**
   * Every background job, in start order: the e-mail sender, the analytics writer, the retention
   * purge. They stop in reverse, so the purge ends before the writers it shares the database with.
   */
  jobs: Job[];
}

/**
 * Answers an error no handler caught. Storage failures are temporary for the client (503 with
 * Retry-After); only a bug is a 500, and it is logged with the request id.
 */
function answerError(error: Error, c: import("hono").Context, log: Logger): Response {
  if (error instanceof HTTPException) {
    return c.json({ error: error.message || "Bad request" }, error.status);
  }
  const code = (error as { code?: string }).code;
  if (
    error instanceof DatabaseUnavailableError || isTransientCode(code) ||
    error.name === "WriteError"
  ) {
    const retryAfter = error instanceof DatabaseUnavailableError ? error.retryAfterSeconds : 2;
    const trouble = troubleOf(error);
    log(trouble === "busy" ? "warn" : "error", `storage unavailable: ${trouble}`, {
      requestId: c.get("requestId" as never),
      path: c.req.path,
      code,
      error: errorMessage(error),
    });
    c.header("Retry-After", String(retryAfter));
    return c.json({ error: STORAGE_MESSAGES[trouble] }, 503);
  }
  log("error", "unhandled error", {
    requestId: c.get("requestId" as never),
    method: c.req.method,
    path: c.req.path,
    error: errorMessage(error),
    stack: error.stack,
  });
  return c.json({ error: "Something went wrong. Please try again later." }, 500);
}

/** Builds the application and wires every feature; nothing runs in the background yet. */
export async function createApp(deps: AppDeps): Promise<AppInstance> {
  const { config } = deps;
  const overrides = deps.overrides ?? {};
  const ctx: FeatureContext = {
    config,
    db: deps.db,
    writer: deps.writer,
    now: deps.now ?? Date.now,
    rateLimits: createRateLimitStore({
      writer: deps.writer,
      ...(deps.now ? { now: deps.now } : {}),
      ...(overrides.rateLimitBudgetMs ? { budgetMs: overrides.rateLimitBudgetMs } : {}),
    }),
    instanceId: deps.instanceId ?? crypto.randomUUID(),
    log: deps.log ?? jsonLog,
  };

  // Wired in dependency order: enquiries notify through the mail outbox; the staff screens show
  // enquiries and the outbox; the analytics dashboard sits behind the staff sign-in.
  // Acknowledgements print the published contact details; the registry is wired below and read
  // only when an enquiry arrives.
  const mail = wireMail(ctx, () => contactOf(content.registry.current().company), overrides.mail);
  const enquiries = wireEnquiries(ctx, {
    // Store first, then notify: the staff notification and the enquirer's acknowledgement.
    companions: [mail.outbox.companion, mail.outbox.acknowledgement],
    onStored: () => mail.worker.wake(),
    ...(overrides.contactRateRule ? { rateRule: overrides.contactRateRule } : {}),
  });
  const staff = wireStaff(ctx, {
    outbox: mail.outbox,
    enquiries: enquiries.store,
    wake: () => mail.worker.wake(),
    thread: enquiries.thread,
    savedReplies: enquiries.savedReplies,
    ...overrides.staff,
  });
  // Replies in the thread: after the staff feature, whose guards, audit log and inbox they use.
  const replies = wireReplies(ctx, {
    enquiries: enquiries.store,
    thread: enquiries.thread,
    outbox: mail.outbox,
    audit: staff.audit,
    guards: staff.guards,
    inbox: staff.inbox,
    savedReplies: enquiries.savedReplies,
    wake: () => mail.worker.wake(),
  });
  const analytics = wireAnalytics(ctx, {
    guards: staff.guards,
    dashboard: { enquiriesBySource: (range) => enquiries.store.countBySource(range) },
    ...overrides.analytics,
  });
  const content = wireContent(ctx, {
    guards: staff.guards,
    contentPage: staff.contentPage,
    audit: staff.audit,
    ...(overrides.contentPollMs ? { pollMs: overrides.contentPollMs } : {}),
  });
  // Loaded before the first request: every page is rendered from the published content.
  await content.registry.refresh({ force: true });
  // Staff synonyms and pins, and the report of declined questions (ADR 0026); loaded before the
  // first search like the content.
  const searchCuration = wireSearchCuration(ctx, {
    guards: staff.guards,
    audit: staff.audit,
    documents: () => search.service.index.documents,
    ...(overrides.curationPollMs ? { pollMs: overrides.curationPollMs } : {}),
  });
  await searchCuration.refresh();
  const search = wireSearch(ctx, {
    ...overrides.search,
    content: content.registry,
    curation: searchCuration.curation,
  });
  const cspReports = wireCspReports(ctx, {
    guards: staff.guards,
    ...(overrides.cspReportRateRule ? { rateRule: overrides.cspReportRateRule } : {}),
  });
  const retention = wireRetention(ctx);
  const features: Feature[] = [
    mail,
    enquiries,
    staff,
    replies,
    analytics,
    content,
    search,
    searchCuration,
    cspReports,
    retention,
  ];

  const app = new Hono();
  const access = overrides.accessLog ?? true;
  app.use(requestLog({ access }));
  app.use(resolveClientAddress(config.env.TRUST_PROXY));
  const security = { hsts: config.env.PUBLIC_ORIGIN.startsWith("https://") };
  app.use(securityHeaders(security));
  app.use(compress());
  app.route(
    "/",
    createHealthApp({ writer: deps.writer, instanceId: ctx.instanceId, now: ctx.now }),
  );

  const loaders: PageLoaders = {};
  for (const feature of features) {
    for (const { path, app: api } of feature.api) app.route(path, api);
    Object.assign(loaders, feature.loaders);
  }
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));
  app.route(
    "/",
    createSeoFilesApp(config.env.PUBLIC_ORIGIN, () => content.registry.current()),
  );
  app.route("/", await createStaticApp());
  const pageCache = createPageCache();
  const pages = createPagesApp({
    manifest: deps.manifest,
    cache: pageCache,
    origin: config.env.PUBLIC_ORIGIN,
    now: ctx.now,
    loaders,
    links: () =>
      siteLinksFromCompany(
        content.registry.current().company,
        config.siteLinks.proposalFormUrl,
      ),
    content: () => content.registry.current().public,
    log: ctx.log,
    headers: documentSecurityHeaders(security),
  });
  app.route("/", pages.app);
  // A change of published content replaces every cached page (ADR 0014).
  content.registry.onChange(() => pageCache.clear());

  app.notFound((c) => c.text("Not found", 404));
  app.onError((error, c) => answerError(error, c, ctx.log));

  return {
    app,
    fetch: cachedPageFastPath({ cachedAnswer: pages.cachedAnswer, access }, app.fetch),
    pageCache,
    enquiries: enquiries.store,
    mail,
    staff,
    replies,
    analytics,
    search,
    content,
    searchCuration,
    cspReports,
    jobs: features.flatMap((feature) => feature.jobs ?? []),
  };
}
