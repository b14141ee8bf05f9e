/**
 * The one way a feature joins the site. Each feature (enquiries, e-mail, staff, consent and
 * analytics, search, retention) exports one wiring function that takes the shared
 * {@linkcode FeatureContext} and returns a {@linkcode Feature}: its API sub-apps, its page data
 * loaders and its background jobs. `server/app.ts` mounts them in a loop; `server/startup.ts`
 * runs every job through one lifecycle.
 */
import type { Client } from "@libsql/client";
import type { Hono } from "hono";
import type { Config } from "../config.ts";
import type { Writer } from "../db/writer.ts";
import type { Job } from "../jobs/job.ts";
import type { Logger } from "../log.ts";
import type { PageLoaders } from "../pages.ts";
import type { RateLimitStore } from "../rate_limit/store.ts";

/** What every feature is built from. */
export interface FeatureContext {
  config: Config;
  /** Reads (the serving thread's connection). */
  db: Client;
  /** Every write (see server/db/writer.ts). */
  writer: Writer;
  /** Clock in ms since the epoch; tests fix it. */
  now: () => number;
  /** The site-wide rate-limit store shared by every endpoint. */
  rateLimits: RateLimitStore;
  /** Identifies this process among the instances sharing the database (job leases). */
  instanceId: string;
  /** The site's one logger (`server/log.ts`): every component that reports takes this one. */
  log: Logger;
}

/** A wired feature. */
export interface Feature {
  /** API sub-apps and the path each is mounted at (e.g. `/api/contact`). */
  api: { path: string; app: Hono }[];
  /** Data loaders of the pages this feature serves, by route path. */
  loaders?: PageLoaders;
  /** Background work, started and stopped by the site's lifecycle in the order listed. */
  jobs?: Job[];
}
