/**
 * Tables of staff-published content (ADR 0014): items of every collection, their revisions, old
 * slugs that answer 301, uploaded images, and the one-row content version every instance polls.
 * The second migration seeds the collections with the content the site was built with
 * (`server/content/seed.ts`), so a fresh start shows exactly the spec.
 */
import type { SiteLinks } from "../../shared/content/site_links.ts";
import type { Migration } from "../db/migrations.ts";
import {
  companyContactStatements,
  companyHoursSummaryRemoval,
  companySeedStatements,
  faqSeedTimes,
  insightCategorySeed,
  seedStatements,
} from "./seed.ts";

/** Migrations of the content feature, appended to `ALL_MIGRATIONS`. */
export const CONTENT_MIGRATIONS: readonly Migration[] = [
  {
    id: "0300_content",
    statements: [
      `CREATE TABLE IF NOT EXISTS content_items (
        id TEXT PRIMARY KEY,
        collection TEXT NOT NULL,
        slug TEXT,
        status TEXT NOT NULL,
        publish_at INTEGER,
        position INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL,
        data TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        updated_by TEXT NOT NULL
      )`,
      `CREATE UNIQUE INDEX IF NOT EXISTS content_items_slug
        ON content_items (collection, slug) WHERE slug IS NOT NULL`,
      "CREATE INDEX IF NOT EXISTS content_items_collection ON content_items (collection, status)",
      `CREATE TABLE IF NOT EXISTS content_revisions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        item_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        kind TEXT NOT NULL,
        status TEXT NOT NULL,
        publish_at INTEGER,
        position INTEGER NOT NULL DEFAULT 0,
        data TEXT NOT NULL,
        saved_at INTEGER NOT NULL,
        saved_by TEXT NOT NULL
      )`,
      `CREATE UNIQUE INDEX IF NOT EXISTS content_revisions_item
        ON content_revisions (item_id, version)`,
      `CREATE TABLE IF NOT EXISTS content_redirects (
        collection TEXT NOT NULL,
        old_slug TEXT NOT NULL,
        new_slug TEXT NOT NULL,
        PRIMARY KEY (collection, old_slug)
      )`,
      `CREATE TABLE IF NOT EXISTS content_images (
        id TEXT PRIMARY KEY,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        created_by TEXT NOT NULL
      )`,
      `CREATE TABLE IF NOT EXISTS content_image_files (
        image_id TEXT NOT NULL,
        width INTEGER NOT NULL,
        format TEXT NOT NULL,
        bytes BLOB NOT NULL,
        PRIMARY KEY (image_id, width, format)
      )`,
      // One row; every content write increments it in the same transaction (ADR 0014).
      "CREATE TABLE IF NOT EXISTS content_state (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)",
      "INSERT OR IGNORE INTO content_state (id, version) VALUES (1, 1)",
    ],
  },
  { id: "0301_content_seed", statements: seedStatements() },
  // The seeded FAQ items read "1 Jan 1970": they get the time they were seeded.
  { id: "0305_faq_seed_times", statements: faqSeedTimes() },
  // An insight's category is chosen from a managed list, seeded from the insights' own.
  { id: "0306_insight_categories", statements: insightCategorySeed() },
];

/**
 * Migrations of the company document, which starts from the deployment's configuration (`links`,
 * the site links of server/site_links_config.ts) at `at` (ms since the epoch), so they are built
 * per start; they come after every other migration (`server/db/schema.ts`).
 */
export function companyMigrations(links: SiteLinks, at: number): readonly Migration[] {
  return [
    // The company document starts from the deployment's configuration, once (ADR 0014).
    { id: "0302_company_details", statements: companySeedStatements(links, at) },
    // Contact details joined the document later: an older one gets the spec's (ADR 0014).
    { id: "0303_company_contact", statements: companyContactStatements() },
    // The footer's hours line is worked out from the office hours: its own field goes.
    { id: "0304_company_hours_one_field", statements: companyHoursSummaryRemoval() },
  ];
}
