/**
 * The seed of the content collections (ADR 0014; docs/requirements.md#content): the
 * insights and FAQ items the site was built with, as they were, so a fresh start shows exactly the
 * spec (ids, dates, texts, the `-ization` redirect). Bodies are rendered from their typed blocks to
 * the same HTML the article page printed. After the seed, staff publish and edit; these modules are
 * read by nothing else on the server, and never by the browser.
 */
import type { InStatement } from "@libsql/client";
import { renderToStaticMarkup } from "react-dom/server";
import { FAQ_ITEMS } from "../../shared/content/faq.ts";
import { INSIGHT_ARTICLES } from "../../shared/content/insights/articles.ts";
import { LEGACY_INSIGHT_REDIRECTS } from "../../shared/content/insights/summaries.ts";
import { ArticleBody } from "../../shared/pages/insights/article_body.tsx";
import type { CompanyFields } from "../../shared/schemas/company_details.ts";
import type { FaqFields } from "../../shared/content/collections/faq.ts";
import type { InsightFields } from "../../shared/content/collections/insights.ts";
import { INSIGHT_CATEGORIES_NAME } from "../../shared/content/collections/insight_categories.ts";
import type { SiteLinks } from "../../shared/content/site_links.ts";
import { contentVersionBump, type LoadedContent } from "./store.ts";
import type { StoredItem } from "./stored_item.ts";

/** Who saved seeded items. */
export const SEED_AUTHOR = "seed";

/** ms of an ISO date at 00:00 UTC. */
function dayMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The inner HTML of a rendered body (without the page's `.prose` wrapper). */
function bodyHtml(article: (typeof INSIGHT_ARTICLES)[number]): string {
  const html = renderToStaticMarkup(ArticleBody({ blocks: article.body }));
  return html.replace(/^<div[^>]*>/, "").replace(/<\/div>$/, "");
}

/** One seeded item, as the store keeps it (every seeded item is published). */
type SeedItem = Omit<StoredItem, "status" | "version" | "updatedBy">;

function insertItem(item: SeedItem): InStatement[] {
  const data = JSON.stringify(item.fields);
  return [
    {
      sql: `INSERT OR IGNORE INTO content_items
              (id, collection, slug, status, publish_at, position, version, data, created_at,
               updated_at, updated_by)
            VALUES (?, ?, ?, 'published', ?, ?, 1, ?, ?, ?, ?)`,
      args: [
        item.id,
        item.collection,
        item.slug,
        item.publishAt,
        item.position,
        data,
        item.createdAt,
        item.updatedAt,
        SEED_AUTHOR,
      ],
    },
    {
      sql: `INSERT OR IGNORE INTO content_revisions
              (item_id, version, kind, status, publish_at, position, data, saved_at, saved_by)
            VALUES (?, 1, 'seed', 'published', ?, ?, ?, ?, ?)`,
      args: [item.id, item.publishAt, item.position, data, item.updatedAt, SEED_AUTHOR],
    },
  ];
}

/** The seeded insights and FAQ items. */
function seedItems(): SeedItem[] {
  const items: SeedItem[] = [];
  for (const article of INSIGHT_ARTICLES) {
    const fields: InsightFields = {
      slug: article.id,
      title: article.title,
      category: article.category,
      excerpt: article.excerpt,
      description: article.description,
      keywords: [...article.keywords],
      bodyHtml: bodyHtml(article),
      imageId: article.image,
      imageAlt: article.imageAlt,
      author: article.author,
      date: article.date,
    };
    items.push({
      id: `insight-${article.id}`,
      collection: "insights",
      slug: article.id,
      publishAt: dayMs(article.date),
      position: 0,
      fields,
      createdAt: dayMs(article.date),
      updatedAt: dayMs(article.dateModified ?? article.date),
    });
  }
  FAQ_ITEMS.forEach((item, index) => {
    const fields: FaqFields = {
      question: item.question,
      answer: item.answer,
      category: item.category,
      tags: [...(item.tags ?? [])],
    };
    items.push({
      id: `faq-${item.id}`,
      collection: "faq",
      slug: null,
      publishAt: null,
      position: (index + 1) * 10,
      fields,
      createdAt: 0,
      updatedAt: 0,
    });
  });
  return items;
}

/** Statements that seed insights, FAQ items and the redirects (one migration). */
export function seedStatements(): InStatement[] {
  const statements = seedItems().flatMap(insertItem);
  for (const [oldSlug, newSlug] of Object.entries(LEGACY_INSIGHT_REDIRECTS)) {
    statements.push({
      sql:
        "INSERT OR IGNORE INTO content_redirects (collection, old_slug, new_slug) VALUES (?, ?, ?)",
      args: ["insights", oldSlug, newSlug],
    });
  }
  statements.push(contentVersionBump());
  return statements;
}

/**
 * The insight categories as a managed list (`shared/content/collections/insight_categories.ts`):
 * one live entry, with its seed revision, for each category the stored insights name, so a fresh
 * start offers the spec's categories and an older database keeps every category it has (typos
 * included, for staff to rename: the insights follow). Read from the insights rather than the spec
 * so that no insight is left in a category the list lacks.
 */
export function insightCategorySeed(): InStatement[] {
  return [
    `INSERT INTO content_items (id, collection, slug, status, publish_at, position, version, data,
       created_at, updated_at, updated_by)
     SELECT 'category-' || lower(hex(randomblob(8))), '${INSIGHT_CATEGORIES_NAME}', NULL,
       'published', NULL, 0, 1, json_object('name', category), first_at, first_at, '${SEED_AUTHOR}'
     FROM (SELECT json_extract(data, '$.category') AS category, min(created_at) AS first_at
           FROM content_items WHERE collection = 'insights' GROUP BY 1)
     WHERE category IS NOT NULL AND category != ''
       AND category NOT IN (SELECT json_extract(data, '$.name') FROM content_items
                            WHERE collection = '${INSIGHT_CATEGORIES_NAME}')`,
    `INSERT OR IGNORE INTO content_revisions
       (item_id, version, kind, status, publish_at, position, data, saved_at, saved_by)
     SELECT id, 1, 'seed', 'published', NULL, 0, data, updated_at, updated_by FROM content_items
     WHERE collection = '${INSIGHT_CATEGORIES_NAME}' AND version = 1`,
    contentVersionBump(),
  ];
}

/**
 * What a fresh start has stored, without a database: the evaluation tools and unit tests build the
 * published snapshot, and from it the search corpus, from this (the running site reads the store).
 */
export function seededContent(): LoadedContent {
  return {
    version: 1,
    items: seedItems().map((item) => ({
      ...item,
      status: "published",
      version: 1,
      updatedBy: SEED_AUTHOR,
    })),
    redirects: Object.entries(LEGACY_INSIGHT_REDIRECTS).map(([from, to]) => ({
      collection: "insights",
      from,
      to,
    })),
  };
}

/**
 * Gives the seeded FAQ items, and their seed revisions, the time they were seeded: the seed wrote
 * 0 (1 January 1970) for them, as the spec gives them no dates, and the content screens printed
 * that. The time is when the seed migration was applied (`schema_migrations.applied_at`), the
 * moment they entered the store; items staff saved since keep their own times.
 */
export function faqSeedTimes(): InStatement[] {
  const seededAt = `(SELECT CAST(ROUND((julianday(applied_at) - 2440587.5) * 86400000) AS INTEGER)
    FROM schema_migrations WHERE id = '0301_content_seed')`;
  return [
    `UPDATE content_revisions SET saved_at = ${seededAt}
      WHERE kind = 'seed' AND saved_at = 0
        AND item_id IN (SELECT id FROM content_items WHERE collection = 'faq')`,
    `UPDATE content_items SET created_at = ${seededAt} WHERE collection = 'faq' AND created_at = 0`,
    `UPDATE content_items SET updated_at = ${seededAt} WHERE collection = 'faq' AND updated_at = 0`,
  ];
}

/**
 * The contact details the spec prints (docs/requirements.md#contact, #footer), as the company
 * document's first state: the general enquiries inbox, the postal address and the office hours,
 * verbatim. Pages, e-mails and JSON-LD read the published document, never this.
 */
export const SPEC_COMPANY_CONTACT = {
  email: "enquiries@crownbridge.co.uk",
  streetAddress: "Unit 7a, Pump Lane",
  locality: "Hayes",
  region: "England",
  postcode: "UB3 3NB",
  officeHours: "Monday to Friday: 9:00 AM to 5:30 PM\nSaturday and Sunday: Closed",
} as const satisfies Partial<CompanyFields>;

/**
 * The company document's first state, from the spec's contact details and the deployment's
 * configuration (ADR 0014: the environment variables that used to be the source are the seed).
 * Applied once, by the first start that finds no company document.
 */
export function companySeedStatements(links: SiteLinks, at: number): InStatement[] {
  const social = (network: string) =>
    links.social.find((link) => link.network === network)?.href ?? "";
  const fields: CompanyFields = {
    phone: "",
    ...SPEC_COMPANY_CONTACT,
    registeredName: links.registration?.name ?? "",
    companyNumber: links.registration?.number ?? "",
    registeredOffice: links.registration?.office ?? "",
    vatNumber: "",
    linkedinUrl: social("LinkedIn"),
    instagramUrl: social("Instagram"),
    facebookUrl: social("Facebook"),
  };
  return [
    ...insertItem({
      id: "company",
      collection: "company",
      slug: null,
      publishAt: null,
      position: 0,
      fields,
      createdAt: at,
      updatedAt: at,
    }),
    contentVersionBump(),
  ];
}

/**
 * Removes the company document's own footer hours line (`hoursSummary`): the footer works it out
 * from the office hours (`officeHoursSummary`, shared/content/site_links.ts), the one field staff
 * edit, so /contact and the footer can no longer disagree. The item's version stays (an editor
 * open on it saves as before; the schema drops the old field from what it sends), and revisions
 * keep the line they were saved with, as history.
 */
export function companyHoursSummaryRemoval(): InStatement[] {
  return [
    `UPDATE content_items SET data = json_remove(data, '$.hoursSummary')
      WHERE id = 'company' AND json_type(data, '$.hoursSummary') IS NOT NULL`,
    contentVersionBump(),
  ];
}

/**
 * Adds the spec's contact details to a company document saved before they were part of it (one
 * migration; a fresh start's seed already has them). Fields staff set are kept: the document is
 * merged over the spec values (RFC 7396), in the item and in each of its revisions, so restoring
 * an older revision keeps them too.
 */
export function companyContactStatements(): InStatement[] {
  const defaults = JSON.stringify(SPEC_COMPANY_CONTACT);
  return [
    {
      sql: "UPDATE content_items SET data = json_patch(?, data) WHERE id = 'company'",
      args: [defaults],
    },
    {
      sql: "UPDATE content_revisions SET data = json_patch(?, data) WHERE item_id = 'company'",
      args: [defaults],
    },
    contentVersionBump(),
  ];
}
