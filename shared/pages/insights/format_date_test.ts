import assert from "node:assert/strict";
import { formatArticleDate } from "./format_date.ts";

Deno.test("formatArticleDate prints an ISO date in the en-GB long style", () => {
  assert.equal(formatArticleDate("2025-04-08"), "8 April 2025");
  assert.equal(formatArticleDate("2024-12-31"), "31 December 2024");
  assert.equal(formatArticleDate("2025-01-01"), "1 January 2025");
});

Deno.test("formatArticleDate rejects text that is not yyyy-mm-dd", () => {
  for (const bad of ["", "2025-4-8", "2025-13-01", "2025-00-10", "8 April 2025", "2025-04-00"]) {
    assert.throws(() => formatArticleDate(bad), RangeError, bad);
  }
});
