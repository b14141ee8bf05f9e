/**
 * Starting the site, shared by `main.ts` and the tests so both run the same steps in the same
 * order: open the database (reads on this thread, writes through the writer's worker), apply the
 * migrations, read the build's manifest, load every page module (so no first render suspends and
 * each page's metadata stays in the streamed shell; ADR 0006), build the app and start its
 * background jobs. `close()` undoes it in reverse.
 */
import type { Client } from "@libsql/client";
import { NOT_FOUND_PAGE, PAGE_ROUTES } from "../shared/routes.ts";
import { type AppInstance, createApp, type FeatureOverrides } from "./app.ts";
import { type BuildManifest, readManifest } from "./build_manifest.ts";
import type { Config } from "./config.ts";
import { openStore } from "./db/client.ts";
import { migrate } from "./db/migrations.ts";
import { siteMigrations } from "./db/schema.ts";
import type { Writer } from "./db/writer.ts";
import { createLifecycle } from "./jobs/job.ts";
import type { Logger } from "./log.ts";

/** Options of {@linkcode startSite}. */
export interface StartOptions {
  /** Clock in ms since the epoch (tests fix it). */
  now?: () => number;
  /** Feature replacements (tests, benchmarks). */
  overrides?: FeatureOverrides;
  /** Start the background jobs (default true). */
  background?: boolean;
  /** The build to serve (default: `dist/manifest.json`). */
  manifest?: BuildManifest;
  /** Where the site reports (default: the JSON logger, `server/log.ts`). */
  log?: Logger;
}

/** A started site. */
export interface Site extends AppInstance {
  db: Client;
  writer: Writer;
  /** Migrations this start applied. */
  migrated: string[];
  /** Stops the jobs (queued events and e-mails finish), drains the writer, closes the database. */
  close(): Promise<void>;
}

/** Loads every page module, so the first render of each route never suspends. */
export async function preloadPages(): Promise<void> {
  await Promise.all([
    ...PAGE_ROUTES.map((route) => route.page.preload()),
    NOT_FOUND_PAGE.preload(),
  ]);
}

/**
 * Starts the site described by `config`; see the module comment for the steps.
 *
 * @throws {Error} "Cannot read dist/manifest.json: run `deno task build`" without a build; the
 * writer's error when the database cannot be migrated.
 */
export async function startSite(config: Config, options: StartOptions = {}): Promise<Site> {
  const { env } = config;
  const store = await openStore(env.DATABASE_URL, {
    authToken: env.TURSO_AUTH_TOKEN,
    budgetMs: env.DATABASE_WRITE_TIMEOUT_MS,
  });
  const { db, writer } = store;
  try {
    const migrated = await migrate({ db, writer }, siteMigrations({ siteLinks: config.siteLinks }));
    const manifest = options.manifest ?? await readManifest();
    await preloadPages();
    const instance = await createApp({
      config,
      db,
      writer,
      manifest,
      ...(options.now ? { now: options.now } : {}),
      ...(options.overrides ? { overrides: options.overrides } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
    const lifecycle = createLifecycle(instance.jobs);
    if (options.background ?? true) lifecycle.start();
    return {
      ...instance,
      db,
      writer,
      migrated,
      async close() {
        await lifecycle.stop();
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
