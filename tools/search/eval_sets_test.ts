import assert from "node:assert/strict";
import { PAGE_HEADS } from "../../shared/routes.ts";
import { INSIGHT_ARTICLES } from "../../shared/content/insights/articles.ts";
import { DEV_FACT_QUESTIONS, DEV_SPLIT, DEV_VISITOR_QUESTIONS } from "./dev_split.ts";
import { TEST_FACTS, TEST_QUESTIONS } from "./eval_questions_test.ts";
import { statesFact } from "./evaluate.ts";

const visitor = [...DEV_VISITOR_QUESTIONS, ...TEST_QUESTIONS];
const facts = [...DEV_FACT_QUESTIONS, ...TEST_FACTS];

Deno.test("the evaluation has 120+ visitor and 30+ fact questions, dev and test disjoint", () => {
  assert.ok(visitor.length >= 120, `${visitor.length} visitor questions`);
  assert.ok(facts.length >= 30, `${facts.length} fact questions`);
  const dev = new Set(DEV_SPLIT.map((item) => item.question));
  for (const item of [...TEST_QUESTIONS, ...TEST_FACTS]) assert.ok(!dev.has(item.question));
  assert.ok(TEST_QUESTIONS.some((item) => item.expected.length === 0));
});

Deno.test("every expected page of the evaluation exists", () => {
  const pages = new Set<string>([
    ...Object.keys(PAGE_HEADS),
    ...INSIGHT_ARTICLES.map((article) => `/insights/${article.id}`),
  ]);
  for (const item of [...visitor, ...facts]) {
    for (const page of item.expected) assert.ok(pages.has(page), `${item.question}: ${page}`);
  }
});

Deno.test("statesFact reads only the first sentence, ignoring dashes, case and markers", () => {
  assert.equal(statesFact("Onboarding takes 4–6 weeks [1]. Then more.", ["4-6 weeks"]), true);
  assert.equal(
    statesFact("Onboarding is quick [1]. It takes 4-6 weeks [1].", ["4-6 weeks"]),
    false,
  );
  assert.equal(statesFact("Yes, many partners are abroad [1].", ["yes"]), true);
});
