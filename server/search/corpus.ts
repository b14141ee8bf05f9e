/**
 * The search corpus: every section of every page the route table names copy for (service, legal
 * and other static pages, `content_walk.ts`), then the sections each collection's definition gives
 * for its published items (FAQ items on /services, insight articles by section, people and brands
 * on /about, case studies on /marketing: shared/content/collections/), per
 * docs/decisions/0042-search-on-minisearch.md: answers come from the site's own content.
 */
import type { ArticleBlock } from "../../shared/content/insights/types.ts";
import { type PublicContent, publishedItems } from "../../shared/content/published.ts";
import type { SearchContext } from "../../shared/content/collections/define.ts";
import {
  collectionDefinitions,
  type ContentCollection,
} from "../../shared/content/collections/registry.ts";
import { fillRoute, type HeadPath, PAGE_HEADS } from "../../shared/routes.ts";
import type { CompanyContact } from "../../shared/content/site_links.ts";
import { htmlToBlocks } from "../content/body_blocks.ts";
import { buildSnapshot } from "../content/registry.ts";
import { seededContent, SPEC_COMPANY_CONTACT } from "../content/seed.ts";
import { contactOf } from "../site_links_config.ts";
import { routePageDocuments } from "./content_walk.ts";
import { pageDocuments, pageNameOf, type SearchDocument, sentence } from "./document.ts";

export type { SearchDocument } from "./document.ts";

/** What the corpus indexes besides the pages' own copy. */
export interface CorpusContent {
  /** The published lists (the content registry's snapshot). */
  content: PublicContent;
  /** The body of a routed item's page ("/insights/retail-trends") as typed blocks. */
  blocksOf(page: string): readonly ArticleBlock[];
  /** The company's published contact details (the contact page's card). */
  contact?: CompanyContact;
}

let seed: CorpusContent | undefined;

/**
 * The content a fresh start publishes (the seed, `server/content/seed.ts`, through the same
 * snapshot the registry builds): what the evaluation tools and unit tests index when no database is
 * involved. The running site indexes what the content registry has published instead.
 */
export function seedCorpusContent(): CorpusContent {
  if (!seed) {
    const snapshot = buildSnapshot(seededContent(), Date.now(), new Map());
    seed = {
      content: snapshot.public,
      blocksOf: (page) => htmlToBlocks(snapshot.bodies.get(page) ?? ""),
      contact: contactOf(SPEC_COMPANY_CONTACT),
    };
  }
  return seed;
}

/** The documents each collection's definition gives for its published items. */
function collectionDocuments(content: CorpusContent): SearchDocument[] {
  return collectionDefinitions().flatMap((definition) => {
    const search = definition.publishing?.search;
    if (!search) return [];
    const route = definition.route;
    const pathOf = (item: { id: string }) => route ? fillRoute(route.path, item.id) : "";
    const context: SearchContext<{ id: string }> = {
      pathOf,
      blocksOf: (item) => content.blocksOf(pathOf(item)),
      pageName: (path) => pageNameOf(path as HeadPath),
      head: (path) => PAGE_HEADS[path as HeadPath],
      sentence,
    };
    const items = publishedItems(content.content, definition.name as ContentCollection);
    return search(items, context).flatMap((page) => {
      const documents = pageDocuments(page, page.sections);
      return page.id
        ? documents.map((document, index) => ({ ...document, id: `${page.id} ${index}` }))
        : documents;
    });
  });
}

/**
 * Every searchable section of the site, in a stable order. Pure: reads the pages' copy and
 * `content` (the published collections; by default the seed).
 */
export function buildCorpus(content: CorpusContent = seedCorpusContent()): SearchDocument[] {
  return [
    ...routePageDocuments(content.contact),
    ...collectionDocuments(content),
  ].filter((document) => document.passages.length > 0);
}
