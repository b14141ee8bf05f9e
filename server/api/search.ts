/**
 * `POST /api/search` (spec §3, §7; issue 4) and the data loader that renders `/search?q=…` on the
 * server. Both share one search service (answers cached per normalised query) and one per-address
 * allowance, so reloading a shared link costs the same as asking through the form.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { rateLimiter } from "hono-rate-limiter";
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
import { clientAddress } from "../middleware/client_address.ts";
import { jsonOnly } from "../middleware/json_only.ts";
import type { PageDataLoader } from "../pages.ts";
import type { LlmConfig } from "../search/llm_config.ts";
import {
  createWindowStore,
  DEFAULT_SEARCH_RATE_LIMIT,
  type RateLimit,
} from "../search/rate_store.ts";
import { createSearchService, type SearchService } from "../search/service.ts";

/** Largest accepted request body, in bytes: a 300-character question in JSON is well under 4 KB. */
export const SEARCH_BODY_LIMIT_BYTES = 4 * 1024;

/** Answer to a client over its allowance. */
const TOO_MANY = "Too many searches from this address. Please try again in a minute.";

/** Options of {@linkcode createSearchRoutes}. */
export interface SearchRoutesOptions {
  /** PUBLIC_ORIGIN without a trailing slash: citations are absolute URLs on it. */
  origin: string;
  trustProxy?: boolean;
  /** Searches per address per window, API and pages together (default 30 a minute). */
  rateLimit?: RateLimit;
  /** The optional language model, parsed by `loadSearchLlmConfig` (default: none, offline). */
  llm?: LlmConfig | null;
  /** Replaces the global `fetch` for the language model (tests). */
  fetch?: typeof fetch;
  /** Replaces the service built from the options above (tests). */
  service?: SearchService;
}

/** The API sub-app (mount at `/api/search`) and the `/search` page loader. */
export interface SearchRoutes {
  api: Hono;
  loader: PageDataLoader;
  service: SearchService;
}

/** Builds the search service, the API and the page loader. */
export function createSearchRoutes(options: SearchRoutesOptions): SearchRoutes {
  const service = options.service ?? createSearchService({
    origin: options.origin,
    llm: options.llm ?? null,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const rate = options.rateLimit ?? DEFAULT_SEARCH_RATE_LIMIT;
  const store = createWindowStore(rate);
  const trustProxy = options.trustProxy ?? false;

  const api = new Hono().post(
    "/",
    rateLimiter({
      windowMs: rate.windowMs,
      limit: rate.limit,
      standardHeaders: "draft-6",
      store,
      keyGenerator: (c) => clientAddress(c, trustProxy),
      handler: (c) => c.json<ApiError>({ error: TOO_MANY }, 429),
    }),
    jsonOnly,
    bodyLimit({
      maxSize: SEARCH_BODY_LIMIT_BYTES,
      onError: (c) => c.json<ApiError>({ error: "Search request is too large" }, 413),
    }),
    zValidator("json", SearchRequestSchema, (result, c) => {
      if (!result.success) {
        const message = result.error.issues[0]?.message ?? "Invalid search request";
        return c.json<ApiError>({ error: message }, 400);
      }
    }),
    async (c) => {
      const { query } = c.req.valid("json");
      try {
        const outcome = await service.answer(query);
        return c.json<SearchResponse>(outcome.response);
      } catch (error) {
        // The service never rejects; this keeps a future bug from becoming a 500.
        console.error("Search failed", error);
        return c.json<ApiError>({ error: SEARCH_FAILURE_MESSAGE }, 503);
      }
    },
  );

  const loader: PageDataLoader = async (c) => {
    const parsed = SearchQuerySchema.safeParse(c.req.query(SEARCH_QUERY_PARAM) ?? "");
    if (!parsed.success) return {};
    const query = parsed.data;
    let data: SearchPageData;
    if (!store.allow(clientAddress(c, trustProxy))) {
      data = { query, failed: true };
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
