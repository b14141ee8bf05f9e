import assert from "node:assert/strict";
import { SEARCH_NO_ANSWER } from "../../shared/content/search.ts";
import { ORIGIN } from "../../tests/helpers/answer_fixtures.ts";
import { createSearchService } from "./service.ts";

Deno.test("an out-of-scope question gets the no-answer reply, which cites no page", async () => {
  const service = createSearchService({ origin: ORIGIN });
  for (
    const question of [
      "What's the weather in Paris?",
      "Who won the football World Cup?",
      "bitcoin price",
    ]
  ) {
    const outcome = await service.answer(question);
    assert.equal(outcome.kind, "no-answer", question);
    assert.equal(outcome.response.content, SEARCH_NO_ANSWER.text);
    assert.deepEqual(outcome.response.citations, []);
    assert.deepEqual(outcome.response.sources, []);
  }
});
