/**
 * The search feature (docs/requirements.md#search): `POST /api/search` and the loader that renders
 * `/search?q=` on the server, sharing one service and one allowance.
 */
import { createSearchRoutes } from "../api/search.ts";
import type { RateRule } from "../rate_limit/store.ts";
import type { SearchService } from "../search/service.ts";
import type { Feature, FeatureContext } from "./feature.ts";

/** Replacements tests make. */
export interface SearchOverrides {
  /** Replaces the global `fetch` for the language model. */
  fetch?: typeof fetch;
  /** Replaces the service built from the configuration. */
  service?: SearchService;
  /** Replaces the allowance. */
  rateRule?: RateRule;
}

/** The wired feature. */
export interface SearchFeature extends Feature {
  service: SearchService;
}

/** Wires the search API and page loader. */
export function wireSearch(ctx: FeatureContext, overrides: SearchOverrides = {}): SearchFeature {
  const routes = createSearchRoutes({
    origin: ctx.config.env.PUBLIC_ORIGIN,
    rateLimits: ctx.rateLimits,
    llm: ctx.config.searchLlm,
    log: ctx.log,
    ...overrides,
  });
  return {
    api: [{ path: "/api/search", app: routes.api }],
    loaders: { "/search": routes.loader },
    service: routes.service,
  };
}
