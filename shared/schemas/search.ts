/**
 * Search request and response shapes shared by `POST /api/search`, the `/search` page and its
 * server-side loader (docs/requirements.md#search-limits, #search-answers; `sources` is ours, for
 * display). The 300-character limit is ours, ample for a question.
 */
// zod/mini: these schemas ship to the browser with the search page (see shared/schemas/enquiry.ts).
import * as z from "zod/mini";
import { singleLineText } from "./text_rules.ts";

/** Length limits of a search query after trimming, in characters. */
export const SEARCH_QUERY_LIMITS = { min: 1, max: 300 } as const;

/** Validation messages of a search query. */
export const SEARCH_QUERY_MESSAGES = {
  required: "Please enter a question",
  tooLong: `Please keep your question under ${SEARCH_QUERY_LIMITS.max} characters`,
  characters: "Please remove line breaks and hidden characters from your question",
} as const;

/** The query as typed: one line of visible text (text_rules.ts), trimmed, 1–300 characters. */
export const SearchQuerySchema = singleLineText({
  typeMessage: SEARCH_QUERY_MESSAGES.required,
  min: { length: SEARCH_QUERY_LIMITS.min, message: SEARCH_QUERY_MESSAGES.required },
  max: SEARCH_QUERY_LIMITS.max,
  maxMessage: SEARCH_QUERY_MESSAGES.tooLong,
  charactersMessage: SEARCH_QUERY_MESSAGES.characters,
});

/** Body of `POST /api/search` (docs/requirements.md#search-limits: query). */
export const SearchRequestSchema = z.object({ query: SearchQuerySchema });

/** A parsed search request. */
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

/** One source listed under an answer: an absolute URL of our own site and its title. */
export const SearchSourceSchema = z.object({ url: z.string(), title: z.string() });

/** One source listed under an answer. */
export type SearchSource = z.infer<typeof SearchSourceSchema>;

/**
 * Body of a 200 answer (docs/requirements.md#search-limits: content, with newlines shown as line
 * breaks, and optional citations; `sources` lists them for display). `content` refers to sources as
 * `[n]`, counting from 1 in the order of `sources`, which matches `citations`.
 */
export const SearchResponseSchema = z.object({
  content: z.string(),
  citations: z.optional(z.array(z.string())),
  sources: z.optional(z.array(SearchSourceSchema)),
});

/** A search answer. */
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/**
 * What the server renders `/search?q=…` with: the query and its answer, or that it failed, or the
 * API's own message when the question is refused (invalid, or over the allowance:
 * docs/requirements.md#search-limits).
 */
export const SearchPageDataSchema = z.object({
  query: z.string(),
  response: z.optional(SearchResponseSchema),
  failed: z.optional(z.boolean()),
  error: z.optional(z.string()),
});

/** Page data of `/search` under the key {@linkcode SEARCH_PAGE_DATA_KEY}. */
export type SearchPageData = z.infer<typeof SearchPageDataSchema>;

/** Key of {@linkcode SearchPageData} in the page's data record. */
export const SEARCH_PAGE_DATA_KEY = "search";

/** Name of the query-string parameter that carries the question (`/search?q=…`). */
export const SEARCH_QUERY_PARAM = "q";

/**
 * A query as the cache and the URL see it: trimmed, inner whitespace collapsed. Case and
 * punctuation are kept for display; {@linkcode searchCacheKey} ignores them.
 */
export function tidyQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ");
}

/** Cache key of a query: tidied, lower-case, without trailing punctuation ("Onboarding?"). */
export function searchCacheKey(query: string): string {
  return tidyQuery(query).toLowerCase().replace(/[\s?.!]+$/, "");
}
