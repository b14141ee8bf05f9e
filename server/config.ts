/**
 * The site's whole configuration, read from the environment once at start-up (epic-stack's
 * `env.server.ts` habit). Each feature keeps the zod schema of its own variables beside its code;
 * this module composes them, so a bad value anywhere stops start-up with one message naming every
 * bad variable, and nothing else in `server/` reads the environment. Tests pass an explicit
 * record, so a developer's own variables (SMTP, a hosted model) never leak into a test.
 */
import { z } from "zod";
import { type Env, EnvSchema, loadEnv } from "./env.ts";
import { loadMailConfig, type MailConfig, MailEnvSchema } from "./mail/config.ts";
import { type LimitsConfig, LimitsEnvSchema, loadLimitsConfig } from "./rate_limit/config.ts";
import {
  loadRetentionConfig,
  type RetentionConfig,
  RetentionEnvSchema,
} from "./retention/config.ts";
import { type LlmConfig, loadSearchLlmConfig, SearchLlmConfigSchema } from "./search/llm_config.ts";
import type { SiteLinks } from "../shared/content/site_links.ts";
import { loadSiteLinksConfig, SiteLinksConfigSchema } from "./site_links_config.ts";

/** The validated configuration of one process. */
export interface Config {
  /** Port, database, origin, proxies, storage budget. */
  env: Env;
  /** Staff inbox, SMTP or .eml folder, outbox tuning. */
  mail: MailConfig;
  /** Retention periods of every kind of personal data. */
  retention: RetentionConfig;
  /** Per-address allowances that deployments may change. */
  limits: LimitsConfig;
  /** The optional hosted language model of search (null: offline answers). */
  searchLlm: LlmConfig | null;
  /** Outbound links and registered company details shown on the site (none unless set). */
  siteLinks: SiteLinks;
}

/** Every feature's variable schema; the README's configuration table is checked against it. */
export const CONFIG_SCHEMAS: readonly z.ZodObject[] = [
  EnvSchema,
  MailEnvSchema,
  RetentionEnvSchema,
  LimitsEnvSchema,
  SearchLlmConfigSchema,
  SiteLinksConfigSchema,
];

/** Names of every variable the site reads. */
export function configVariables(): string[] {
  return CONFIG_SCHEMAS.flatMap((schema) => Object.keys(schema.shape));
}

/**
 * Parses every feature's variables from `source` (default: the process environment).
 *
 * @throws {Error} "Invalid configuration: …" naming each bad variable.
 */
export function loadConfig(
  source: Record<string, string | undefined> = Deno.env.toObject(),
): Config {
  const problems: string[] = [];
  function part<T>(load: () => T): T | undefined {
    try {
      return load();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }
  const env = part(() => loadEnv(source));
  const mail = part(() =>
    loadMailConfig(source, { databaseUrl: env?.DATABASE_URL ?? "file:data/site.db" })
  );
  const retention = part(() => loadRetentionConfig(source));
  const limits = part(() => loadLimitsConfig(source));
  const searchLlm = part(() => loadSearchLlmConfig(source));
  const siteLinks = part(() => loadSiteLinksConfig(source));
  if (
    problems.length || !env || !mail || !retention || !limits || searchLlm === undefined ||
    !siteLinks
  ) {
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  return { env, mail, retention, limits, searchLlm, siteLinks };
}
