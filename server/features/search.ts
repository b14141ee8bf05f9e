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
import { buildCorpus, type CorpusContent } from "../search/corpus.ts";
import { createSearchIndex } from "../search/index.ts";
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

/** The corpus content of a registry snapshot: published insights (bodies as blocks) and FAQ. */
export function corpusContent(snapshot: ContentSnapshot): CorpusContent {
  return {
    articles: snapshot.public.insights.map((insight) => ({
      id: insight.id,
      title: insight.title,
      excerpt: insight.excerpt,
      category: insight.category,
      keywords: insight.keywords,
      body: htmlToBlocks(snapshot.bodies.get(insight.id) ?? ""),
    })),
    faq: snapshot.public.faq,
    people: snapshot.public.people,
    brands: snapshot.public.brands,
    caseStudies: snapshot.public.caseStudies,
    ...(snapshot.company.email ? { contact: contactOf(snapshot.company) } : {}),
  };
}

/** The wired feature. */
export interface SearchFeature extends Feature {
  service: SearchService;
}

/** Wires the search API and page loader. */
export function wireSearch(ctx: FeatureContext, overrides: SearchOverrides = {}): SearchFeature {
  const { content, ...rest } = overrides;
  const routes = createSearchRoutes({
    origin: ctx.config.env.PUBLIC_ORIGIN,
    rateLimits: ctx.rateLimits,
    llm: ctx.config.searchLlm,
    log: ctx.log,
    ...rest,
    ...(content && !rest.service
      ? { index: createSearchIndex(buildCorpus(corpusContent(content.current()))) }
      : {}),
  });
  if (content && !rest.service) {
    let pending: ReturnType<typeof setTimeout> | undefined;
    // Building the index holds this instance's thread for about a second on two loaded cores:
    // only a change of what search reads (not a phone number or an image upload) pays for it.
    let indexed = JSON.stringify(corpusContent(content.current()));
    content.onChange((snapshot) => {
      const next = JSON.stringify(corpusContent(snapshot));
      if (next === indexed) return;
      indexed = next;
      // Off the request path, and once for a burst of changes.
      clearTimeout(pending);
      pending = setTimeout(() => {
        const started = performance.now();
        try {
          routes.service.replaceIndex(createSearchIndex(buildCorpus(corpusContent(snapshot))));
          ctx.log("info", "search index rebuilt", {
            ms: Math.round(performance.now() - started),
            version: snapshot.public.version,
          });
        } catch (error) {
          ctx.log("error", "search index rebuild failed", { error: errorMessage(error) });
        }
      }, 0);
    });
  }
  return {
    api: [{ path: "/api/search", app: routes.api }],
    loaders: { "/search": routes.loader },
    service: routes.service,
  };
}
