import assert from "node:assert/strict";
import { READ_MORE_LABEL } from "../../content/insights/articles.ts";
import { CARD_READ_MORE_LABEL } from "./insights_copy.ts";

Deno.test("the card's 'Read More' label matches the insights content module", () => {
  assert.equal(CARD_READ_MORE_LABEL, READ_MORE_LABEL);
});
