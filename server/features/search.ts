/**
 * The search feature (docs/requirements.md#search): `POST /api/search` and the loader that renders
 * `/search?q=` on the server, sharing one service and one allowance. The index is built from the
 * published content (the one content registry, ADR 0014) and rebuilt in the background whenever
 * it changes, so a published article is found and an unpublished one is not.
 */
import { createSearchRoutes } from "../api/search.ts";
import { htmlToBlocks } from "../content/body_blocks.ts";
import type { ContentRegistry, ContentSnapshot } from "../content/registry.ts";
import { errorMessage } from "../log.ts";
import type { ArticleBlock } from "../../shared/content/insights/types.ts";
import { buildCorpus, type CorpusContent, type SearchDocument } from "../search/corpus.ts";
import { createSearchIndex } from "../search/index.ts";
import { createSearchIndexBuilder } from "../search/index_builder.ts";
import { contactOf } from "../site_links_config.ts";
import type { RateRule } from "../rate_limit/store.ts";
import type { SearchService } from "../search/service.ts";
import type { SearchCuration } from "../search_curation/curation.ts";
import type { Feature, FeatureContext } from "./feature.ts";

/** Replacements tests make. */
export interface SearchOverrides {
  /** Replaces the global `fetch` for the language model. */
  fetch?: typeof fetch;
  /** Replaces the service built from the configuration. */
  service?: SearchService;
  /** Replaces the allowance. */
  rateRule?: RateRule;
  /** The published content the index is built from (absent: the seed, as in unit tests). */
  content?: ContentRegistry;
  /** Staff synonyms and pins, and the report of declined questions (ADR 0026). */
  curation?: SearchCuration;
}

/**
 * The corpus content of a registry snapshot: its published lists, page bodies as blocks, and the
 * company's contact details.
 *
 * @param blocks reads a body's HTML as blocks (default {@linkcode htmlToBlocks}).
 */
export function corpusContent(
  snapshot: ContentSnapshot,
  blocks: (html: string) => ArticleBlock[] = htmlToBlocks,
): CorpusContent {
  return {
    content: snapshot.public,
    blocksOf: (page) => blocks(snapshot.bodies.get(page) ?? ""),
    ...(snapshot.company.email ? { contact: contactOf(snapshot.company) } : {}),
  };
}

/**
 * Reads the search corpus of registry snapshots: the site's pages plus the published content. It
 * runs on the serving thread and hands the corpus to the index build, so the building worker
 * loads none of the page modules; bodies unchanged since the previous snapshot are not parsed
 * again (a publish changes one).
 */
export function publishedCorpusReader(): (snapshot: ContentSnapshot) => SearchDocument[] {
  let previous = new Map<string, ArticleBlock[]>();
  return (snapshot) => {
    const current = new Map<string, ArticleBlock[]>();
    const blocks = (html: string) => {
      const found = current.get(html) ?? previous.get(html) ?? htmlToBlocks(html);
      current.set(html, found);
      return found;
    };
    const documents = buildCorpus(corpusContent(snapshot, blocks));
    previous = current;
    return documents;
  };
}

/** The wired feature. */
export interface SearchFeature extends Feature {
  service: SearchService;
}

/** Wires the search API and page loader. */
export function wireSearch(ctx: FeatureContext, overrides: SearchOverrides = {}): SearchFeature {
  const { content, ...rest } = overrides;
  const builder = content && !rest.service ? createSearchIndexBuilder() : undefined;
  const publishedCorpus = publishedCorpusReader();
  let corpus: readonly SearchDocument[] = content ? publishedCorpus(content.current()) : [];
  const routes = createSearchRoutes({
    origin: ctx.config.env.PUBLIC_ORIGIN,
    rateLimits: ctx.rateLimits,
    llm: ctx.config.searchLlm,
    log: ctx.log,
    ...rest,
    // Built before the site serves, like the pages.
    ...(content && builder
      ? {
        index: createSearchIndex(corpus),
      }
      : {}),
  });
  if (!content || !builder) {
    return {
      api: [{ path: "/api/search", app: routes.api }],
      loaders: { "/search": routes.loader },
      service: routes.service,
    };
  }

  // Only a change of the corpus (not a phone number or an image upload) rebuilds. A burst of
  // changes builds at most twice: the one under way and the newest waiting.
  let indexed = JSON.stringify(corpus);
  let waiting: { documents: readonly SearchDocument[]; version: number } | undefined;
  let building = false;
  async function buildWaiting() {
    building = true;
    while (waiting) {
      const { documents, version } = waiting;
      waiting = undefined;
      const started = performance.now();
      try {
        const index = await builder!.build(documents);
        routes.service.replaceIndex(index);
        ctx.log("info", "search index rebuilt", {
          // Change seen → new index answering, and the build's own part of it.
          ms: Math.round(performance.now() - started),
          buildMs: Math.round(index.buildMs),
          version,
        });
      } catch (error) {
        ctx.log("error", "search index rebuild failed", { error: errorMessage(error) });
      }
    }
    building = false;
  }
  content.onChange((snapshot) => {
    const documents = publishedCorpus(snapshot);
    const text = JSON.stringify(documents);
    if (text === indexed) return;
    indexed = text;
    corpus = documents;
    waiting = { documents, version: snapshot.public.version };
    if (!building) void buildWaiting();
  });
  return {
    api: [{ path: "/api/search", app: routes.api }],
    loaders: { "/search": routes.loader },
    service: routes.service,
    jobs: [{
      name: "search index builder",
      start: () => builder.start(),
      stop: () => builder.stop(),
    }],
  };
}
