import assert from "node:assert/strict";
import { PAGE_HEADS } from "../../shared/routes.ts";
import { INSIGHT_ARTICLES } from "../../shared/content/insights/articles.ts";
import { bootstrapIntervals, containsFact, type EvalRow, statesFact } from "./evaluate.ts";
import { loadQuestionSet } from "./question_sets.ts";
import { textOf } from "../../tests/helpers/html_text.ts";
import { createTestApp } from "../../tests/helpers/test_app.ts";

const DEV = loadQuestionSet("dev");
const VALIDATION = loadQuestionSet("validation");
const TEST = loadQuestionSet("test");
const VALIDATION_FACTS = VALIDATION.flatMap((item) =>
  item.facts ? [{ ...item, facts: item.facts }] : []
);
const visitor = [...DEV, ...TEST, ...VALIDATION].filter((item) => !item.facts);
const facts = [...DEV, ...TEST, ...VALIDATION].filter((item) => item.facts);

Deno.test("the evaluation has 120+ visitor and 30+ fact questions, dev and test disjoint", () => {
  assert.ok(visitor.length >= 120, `${visitor.length} visitor questions`);
  assert.ok(facts.length >= 30, `${facts.length} fact questions`);
  const dev = new Set(DEV.map((item) => item.question));
  for (const item of TEST) assert.ok(!dev.has(item.question));
  assert.ok(TEST.some((item) => item.expected.length === 0));
});

Deno.test("the validation split is apart from dev and test, with answerable and unanswerable", () => {
  assert.ok(VALIDATION.length >= 120, `${VALIDATION.length} validation questions`);
  const elsewhere = new Set([...DEV, ...TEST].map((item) => item.question.toLowerCase()));
  for (const item of VALIDATION) assert.ok(!elsewhere.has(item.question.toLowerCase()));
  const unanswerable = VALIDATION.filter((item) => item.expected.length === 0).length;
  assert.ok(unanswerable >= 20, `${unanswerable} unanswerable`);
});

Deno.test("each validation fact is shown, as written, on one of its expected pages", async () => {
  const site = await createTestApp({ background: false });
  try {
    const comparable = (text: string) => text.replace(/[\u2010-\u2015]/g, "-").toLowerCase();
    const pageText = new Map<string, string>();
    for (const page of new Set(VALIDATION_FACTS.flatMap((item) => item.expected))) {
      const html = await (await site.app.request(page)).text();
      pageText.set(page, comparable(textOf(html)));
    }
    for (const item of VALIDATION_FACTS) {
      const shown = item.expected.some((page) =>
        item.facts.some((fact) => pageText.get(page)?.includes(comparable(fact)))
      );
      assert.ok(shown, `${item.question}: ${item.facts.join(" / ")}`);
    }
  } finally {
    await site.cleanup();
  }
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
  // A bare "Yes." is read with the sentence it opens; the sentence after that is not.
  assert.equal(statesFact("Yes. Each has a strategist [1]. More.", ["strategist"]), true);
  assert.equal(statesFact("Yes. Each has one [1]. A strategist [1].", ["strategist"]), false);
});

Deno.test("containsFact reads the whole answer", () => {
  assert.equal(
    containsFact("Onboarding is quick [1]. It takes 4–6 weeks [1].", ["4-6 weeks"]),
    true,
  );
  assert.equal(containsFact("Onboarding is quick [1].", ["4-6 weeks"]), false);
});

Deno.test("bootstrap intervals are fixed by the seed and bracket the measured figure", () => {
  const row = (rank: number | null): EvalRow => ({
    question: `q${rank}`,
    expected: ["/"],
    answered: rank !== null,
    pages: ["/"],
    rank,
    cited: ["/"],
    content: "",
  });
  const perfect = bootstrapIntervals(Array.from({ length: 20 }, () => row(1)), 200);
  assert.deepEqual(perfect.hitAt3, [1, 1]);
  const half = Array.from({ length: 40 }, (_, i) => row(i % 2 === 0 ? 1 : null));
  const [low, high] = bootstrapIntervals(half, 500).hitAt3;
  assert.ok(low < 0.5 && high > 0.5 && low > 0.2 && high < 0.8, `${low}–${high}`);
  assert.deepEqual(bootstrapIntervals(half, 500), bootstrapIntervals(half, 500));
});
