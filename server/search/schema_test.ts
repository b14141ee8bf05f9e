import assert from "node:assert/strict";
import {
  SEARCH_QUERY_LIMITS,
  SEARCH_QUERY_MESSAGES,
  searchCacheKey,
  SearchRequestSchema,
  SearchResponseSchema,
} from "../../shared/schemas/search.ts";

Deno.test("SearchRequestSchema trims the query and accepts 1 to 300 characters", () => {
  assert.deepEqual(SearchRequestSchema.parse({ query: "  onboarding  " }), { query: "onboarding" });
  const longest = "a".repeat(SEARCH_QUERY_LIMITS.max);
  assert.equal(SearchRequestSchema.parse({ query: ` ${longest} ` }).query, longest);
});

Deno.test("SearchRequestSchema rejects blank, too long and missing queries with a message", () => {
  const blank = SearchRequestSchema.safeParse({ query: "   " });
  assert.equal(blank.success, false);
  assert.equal(blank.error?.issues[0]?.message, SEARCH_QUERY_MESSAGES.required);
  const long = SearchRequestSchema.safeParse({ query: "a".repeat(SEARCH_QUERY_LIMITS.max + 1) });
  assert.equal(long.error?.issues[0]?.message, SEARCH_QUERY_MESSAGES.tooLong);
  assert.equal(SearchRequestSchema.safeParse({}).success, false);
  assert.equal(SearchRequestSchema.safeParse({ query: 42 }).success, false);
});

Deno.test("SearchRequestSchema refuses line breaks and hidden characters with a message", () => {
  for (const query of ["who\nare you", "who are\u202E you", "\u200B\u200B", "who\u0000"]) {
    const result = SearchRequestSchema.safeParse({ query });
    assert.equal(
      result.error?.issues[0]?.message,
      "Please remove line breaks and hidden characters from your question",
      JSON.stringify(query),
    );
  }
  assert.equal(SearchRequestSchema.parse({ query: "Cafe\u0301 brands" }).query, "Café brands");
});

Deno.test("SearchResponseSchema accepts the spec's shape without sources", () => {
  assert.equal(SearchResponseSchema.safeParse({ content: "Text" }).success, true);
  assert.equal(SearchResponseSchema.safeParse({ citations: [] }).success, false);
});

Deno.test("searchCacheKey ignores case, spacing and closing punctuation", () => {
  assert.equal(
    searchCacheKey("  How long   does Onboarding take? "),
    "how long does onboarding take",
  );
});
