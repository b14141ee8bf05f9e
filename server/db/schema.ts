/**
 * Every migration of the app, in the order applied. Each store keeps its list beside it (e.g.
 * `server/enquiries/migrations.ts`); this file only orders them, so a newcomer sees the whole
 * schema history in one place. The order is the order existing databases were migrated in: a new
 * migration goes at the end of its list, and a new list at the end of this one.
 */
import type { SiteLinks } from "../../shared/content/site_links.ts";
import { ANALYTICS_MIGRATIONS } from "../analytics/migrations.ts";
import { companyMigrations, CONTENT_MIGRATIONS } from "../content/migrations.ts";
import { CSP_REPORT_MIGRATIONS } from "../csp_reports/migrations.ts";
import { ENQUIRY_MIGRATIONS } from "../enquiries/migrations.ts";
import { SAVED_REPLY_MIGRATIONS } from "../enquiries/saved_reply_migrations.ts";
import { THREAD_MIGRATIONS } from "../enquiries/thread_migrations.ts";
import { HEALTH_CHECK_MIGRATIONS } from "../http/migrations.ts";
import { JOB_LEASE_MIGRATIONS } from "../jobs/migrations.ts";
import { OUTBOX_MIGRATIONS } from "../mail/migrations.ts";
import { RATE_LIMIT_MIGRATIONS } from "../rate_limit/migrations.ts";
import { SEARCH_CURATION_MIGRATIONS } from "../search_curation/migrations.ts";
import { STAFF_MIGRATIONS } from "../staff/migrations.ts";
import type { Migration } from "./migrations.ts";

/**
 * Every migration that needs nothing from the deployment, in order: all but the company
 * document's (see {@linkcode siteMigrations}). Tools and tests that need the tables without a
 * configuration (the staff command line, test databases) apply these.
 */
export const ALL_MIGRATIONS: readonly Migration[] = [
  ...ENQUIRY_MIGRATIONS,
  ...STAFF_MIGRATIONS,
  ...OUTBOX_MIGRATIONS,
  ...ANALYTICS_MIGRATIONS,
  ...RATE_LIMIT_MIGRATIONS,
  ...JOB_LEASE_MIGRATIONS,
  ...HEALTH_CHECK_MIGRATIONS,
  ...CONTENT_MIGRATIONS,
  ...SEARCH_CURATION_MIGRATIONS,
  ...CSP_REPORT_MIGRATIONS,
  ...THREAD_MIGRATIONS,
  ...SAVED_REPLY_MIGRATIONS,
];

/** What the site's migrations take from the deployment. */
export interface MigrationDeployment {
  /** The configured site links: the company document's first state (ADR 0014). */
  siteLinks: SiteLinks;
  /** Clock in ms since the epoch (default `Date.now`): the seeded document's save time. */
  now?: () => number;
}

/** The whole history, applied at start-up (`server/startup.ts`): {@linkcode ALL_MIGRATIONS}, then the company document's. */
export function siteMigrations(deployment: MigrationDeployment): readonly Migration[] {
  const at = (deployment.now ?? Date.now)();
  return [...ALL_MIGRATIONS, ...companyMigrations(deployment.siteLinks, at)];
}
