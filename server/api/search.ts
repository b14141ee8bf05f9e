/**
 * `POST /api/search` (docs/requirements.md#search) and the data loader that renders `/search?q=…` on the
 * server. Both share one search service (answers cached per normalised query) and one per-address
 * allowance, so reloading a shared link costs the same as asking through the form.
 */
import { Hono } from "hono";
import { SEARCH_FAILURE_MESSAGE } from "../../shared/content/search.ts";
import type { ApiError } from "../../shared/schemas/enquiry.ts";
import {
  SEARCH_PAGE_DATA_KEY,
  SEARCH_QUERY_PARAM,
  type SearchPageData,
  SearchQuerySchema,
  SearchRequestSchema,
  type SearchResponse,
} from "../../shared/schemas/search.ts";
import { errorMessage, log as jsonLog, type Logger } from "../log.ts";
import { clientKey } from "../http/client_address.ts";
import { jsonEndpoint, retryAfterSeconds } from "../http/json_endpoint.ts";
import type { PageDataLoader } from "../pages.ts";
import type { RateLimitStore, RateRule } from "../rate_limit/store.ts";
import type { LlmConfig } from "../search/llm_config.ts";
import type { SearchIndex } from "../search/index.ts";
import { createSearchService, type SearchService } from "../search/service.ts";
import type { SearchCuration } from "../search_curation/curation.ts";

/** Largest accepted request body, in bytes: a 300-character question in JSON is well under 4 KB. */
export const SEARCH_BODY_LIMIT_BYTES = 4 * 1024;

/** Answer to a client over its allowance (docs/requirements.md#search-limits, verbatim). */
const TOO_MANY = "Too many searches from this address. Please try again in a minute.";

/** The message of the first thing wrong with a question, as the API and the page both show it. */
function invalidQueryMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? "Invalid search request";
}

/** Searches per address, API and `/search?q=` pages together: 30 a minute. */
export const SEARCH_RATE_RULE: RateRule = { name: "search", limit: 30, windowMs: 60_000 };

/** Options of {@linkcode createSearchRoutes}. */
export interface SearchRoutesOptions {
  /** PUBLIC_ORIGIN without a trailing slash: citations are absolute URLs on it. */
  origin: string;
  rateLimits: RateLimitStore;
  /** Overrides {@linkcode SEARCH_RATE_RULE}. */
  rateRule?: RateRule;
  /** The optional language model (null: offline extractive answers). */
  llm: LlmConfig | null;
  /** Replaces the global `fetch` for the language model (tests). */
  fetch?: typeof fetch;
  /** Replaces the service built from the options above (tests). */
  service?: SearchService;
  /** The index to answer from (default: the site's, built from the seed content). */
  index?: SearchIndex;
  /** Where failures are reported (default: the JSON logger, `server/log.ts`). */
  log?: Logger;
  /** Staff synonyms and pins, and the report of declined questions (ADR 0026). */
  curation?: SearchCuration;
}

/** The API sub-app (mount at `/api/search`) and the `/search` page loader. */
export interface SearchRoutes {
  api: Hono;
  loader: PageDataLoader;
  service: SearchService;
}

/** Builds the search service, the API and the page loader. */
export function createSearchRoutes(options: SearchRoutesOptions): SearchRoutes {
  const log = options.log ?? jsonLog;
  const service = options.service ?? createSearchService({
    origin: options.origin,
    llm: options.llm,
    log,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.index ? { index: options.index } : {}),
    ...(options.curation ? { curation: options.curation } : {}),
  });
  const rule = options.rateRule ?? SEARCH_RATE_RULE;

  const api = new Hono().post(
    "/",
    jsonEndpoint({
      schema: SearchRequestSchema,
      maxBytes: SEARCH_BODY_LIMIT_BYTES,
      tooLarge: "Search request is too large",
      invalid: (error) => ({ error: invalidQueryMessage(error) }),
      rateLimit: { store: options.rateLimits, rule, tooMany: TOO_MANY },
    }),
    async (c) => {
      const { query } = c.req.valid("json");
      try {
        const outcome = await service.answer(query);
        return c.json<SearchResponse>(outcome.response);
      } catch (error) {
        // The service never rejects; this keeps a future bug from becoming a 500.
        log("error", "search failed", { error: errorMessage(error) });
        return c.json<ApiError>({ error: SEARCH_FAILURE_MESSAGE }, 503);
      }
    },
  );

  // The page answers as the API would (docs/requirements.md#search-limits, #abuse): a refused
  // question is a 400 and a visitor over the allowance a 429 with Retry-After, each with the API's
  // message, not the outage message. An empty box is the idle page.
  const loader: PageDataLoader = async (c) => {
    const asked = c.req.query(SEARCH_QUERY_PARAM) ?? "";
    if (!asked.trim()) return {};
    const parsed = SearchQuerySchema.safeParse(asked);
    let data: SearchPageData;
    if (!parsed.success) {
      c.status(400);
      data = { query: asked, error: invalidQueryMessage(parsed.error) };
      return { [SEARCH_PAGE_DATA_KEY]: data };
    }
    const query = parsed.data;
    const decision = await options.rateLimits.take(rule, clientKey(c));
    if (!decision.allowed) {
      // The page sends no RateLimit-* headers, so cached and streamed pages keep the same headers.
      c.header("Retry-After", String(retryAfterSeconds(decision.resetAt)));
      c.status(429);
      data = { query, error: TOO_MANY };
    } else {
      try {
        data = { query, response: (await service.answer(query)).response };
      } catch {
        data = { query, failed: true };
      }
    }
    return { [SEARCH_PAGE_DATA_KEY]: data };
  };

  return { api, loader, service };
}
