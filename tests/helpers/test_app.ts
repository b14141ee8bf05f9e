/**
 * The real site, started the way `main.ts` starts it (`startSite`), against a fresh temporary
 * database: for `app.request()` tests (no socket) and for browser tests through
 * {@linkcode startTestServer}. The configuration is an explicit record, never the developer's
 * environment, so no test reads a real SMTP server or a hosted model.
 */
import { join } from "node:path";
import type { FeatureOverrides } from "../../server/app.ts";
import { readManifest } from "../../server/build_manifest.ts";
import { type Config, loadConfig } from "../../server/config.ts";
import type { ServeHandler } from "../../server/http/cached_fast_path.ts";
import { type Site, startSite } from "../../server/startup.ts";
import { newestSourceTime } from "../../tools/build.ts";

/** A test site and its folder; `cleanup()` stops it and deletes the files. */
export interface TestApp extends Site {
  dir: string;
  cleanup(): Promise<void>;
}

/** Options of {@linkcode createTestApp}. */
export interface TestAppOptions {
  /** Variables on top of the test defaults (a temporary database, NODE_ENV=test). */
  env?: Record<string, string>;
  /** Clock in ms since the epoch. */
  now?: () => number;
  overrides?: FeatureOverrides;
  /** Start the background jobs (default true, as in production). */
  background?: boolean;
  /**
   * Migrate and seed this site's own new database at start, as a first start does, instead of
   * copying the process's migrated template (made by an earlier test, at an earlier time): for
   * tests of what the first start writes.
   */
  firstStart?: boolean;
}

let buildChecked: Promise<void> | undefined;

/**
 * Refuses to test an old bundle: the test runner builds first, but a single test file run by hand
 * after editing `client/` or `shared/` would otherwise test yesterday's JavaScript.
 */
function checkBuildIsFresh(): Promise<void> {
  buildChecked ??= (async () => {
    assertFreshBuild((await readManifest()).sourceTime, await newestSourceTime());
  })();
  return buildChecked;
}

/**
 * Throws when a build made from sources last changed at `builtFrom` (ms) is older than the
 * sources now (`newest`, ms).
 *
 * @throws {Error} "dist/ is older than client/ or shared/: run `deno task build` …".
 */
export function assertFreshBuild(builtFrom: number, newest: number): void {
  if (builtFrom < newest) {
    throw new Error(
      "dist/ is older than client/ or shared/: run `deno task build` (or `deno task test`) first",
    );
  }
}

/**
 * Overrides for a test that counts an allowance exactly: a count that waits past the rate-limit
 * store's 200 ms budget on a loaded machine is kept in memory and may come out one short
 * (server/rate_limit/store.ts), so such a site waits for the database instead. Not for a test
 * that holds the write lock: its requests would wait for the lock.
 */
export const EXACT_RATE_LIMITS = { rateLimitBudgetMs: 60_000 } as const;

/** Every test site's variables unless a test sets its own. */
const DEFAULT_ENV = { PUBLIC_ORIGIN: "http://localhost:8000", NODE_ENV: "test" } as const;

/** Migrated databases this test process copies from, by site links. */
const templates = new Map<string, Promise<string>>();
let templateRoot: Promise<string> | undefined;

Deno.test.afterAll(async () => {
  const root = await templateRoot?.catch(() => undefined);
  templateRoot = undefined;
  templates.clear();
  if (root) await Deno.remove(root, { recursive: true }).catch(() => {});
});

/**
 * A database file the site has started on once (every migration and seed applied), made once per
 * test process for each `siteLinks`: applying the migrations is a large part of a start, and every
 * test would apply the same ones. Of the configuration only the site links reach the database
 * (the company document's first state, `server/content/seed.ts`); the template is made with the
 * test defaults and those links.
 */
function migratedTemplate(siteLinks: Config["siteLinks"]): Promise<string> {
  const key = JSON.stringify(siteLinks);
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      templateRoot ??= Deno.makeTempDir({ prefix: "site-test-templates-" });
      const dir = await Deno.makeTempDir({ dir: await templateRoot });
      const path = join(dir, "site.db");
      const config = loadConfig({ ...DEFAULT_ENV, DATABASE_URL: `file:${path}` });
      const site = await startSite(
        { ...config, siteLinks },
        { overrides: { accessLog: false }, background: false },
      );
      await site.close();
      return path;
    })();
    templates.set(key, template);
  }
  return template;
}

/** Copies a closed database file (and its write-ahead log, if it kept one) to `to`. */
async function copyDatabase(from: string, to: string): Promise<void> {
  await Deno.copyFile(from, to);
  await Deno.copyFile(`${from}-wal`, `${to}-wal`).catch((error) => {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  });
}

/**
 * Starts the site on a new temporary libSQL file, a copy of a migrated one unless `env` names a
 * DATABASE_URL (the site's own start then finds nothing left to migrate, as on a restart).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  await checkBuildIsFresh();
  const dir = await Deno.makeTempDir({ prefix: "site-test-" });
  const config = loadConfig({
    DATABASE_URL: `file:${join(dir, "site.db")}`,
    ...DEFAULT_ENV,
    ...options.env,
  });
  if (!options.env?.DATABASE_URL && !options.firstStart) {
    await copyDatabase(await migratedTemplate(config.siteLinks), join(dir, "site.db"));
  }
  const site = await startSite(config, {
    overrides: { accessLog: false, ...options.overrides },
    ...(options.now ? { now: options.now } : {}),
    ...(options.background === undefined ? {} : { background: options.background }),
  });
  return {
    ...site,
    dir,
    async cleanup() {
      await site.close();
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    },
  };
}

/** A running test server on 127.0.0.1 with a random port. */
export interface TestServer extends TestApp {
  origin: string;
  close(): Promise<void>;
}

/** Starts the site on 127.0.0.1:0; PUBLIC_ORIGIN is the server's own origin. */
export async function startTestServer(options: TestAppOptions = {}): Promise<TestServer> {
  let handler: ServeHandler = () => new Response("Starting", { status: 503 });
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    // No connection info: every test request is the one client "local" (client_address.ts).
    (request) => handler(request),
  );
  const origin = `http://127.0.0.1:${server.addr.port}`;
  const app = await createTestApp({
    ...options,
    env: { PUBLIC_ORIGIN: origin, ...options.env },
  });
  // What main.ts serves: cached pages on the fast path, the rest through the Hono chain.
  handler = app.fetch;
  return {
    ...app,
    origin,
    async close() {
      await server.shutdown();
      await app.cleanup();
    },
  };
}
