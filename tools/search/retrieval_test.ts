import assert from "node:assert/strict";
import { SEARCH_SUGGESTIONS } from "../../shared/content/search.ts";
import { buildCorpus } from "../../server/search/corpus.ts";
import { EVAL_SET } from "./eval_questions_own.ts";
import { evaluate, missedTargets } from "./evaluate.ts";
import { createSearchService, siteSearchIndex } from "../../server/search/service.ts";

Deno.test("buildCorpus indexes every public page with unique ids and real anchors only", () => {
  const corpus = buildCorpus();
  assert.equal(new Set(corpus.map((document) => document.id)).size, corpus.length);
  const paths = new Set(corpus.map((document) => document.path));
  for (const path of ["/", "/services", "/distribution", "/partner", "/contact", "/privacy"]) {
    assert.ok(paths.has(path), path);
  }
  assert.ok(paths.has("/insights/digital-shelf-optimisation"));
  const homeAnchors = corpus.filter((d) => d.path === "/" && d.url !== "/").map((d) => d.url);
  assert.deepEqual(
    homeAnchors.sort(),
    ["/#about", "/#contact", "/#insights", "/#partner", "/#services"],
  );
  assert.ok(corpus.every((document) => document.passages.length > 0));
});

Deno.test("search understands a typo and a trade synonym", () => {
  const index = siteSearchIndex();
  const typo = index.search("wholesale distrbution network");
  assert.ok(typo.results.slice(0, 3).some((result) => result.document.path === "/distribution"));
  assert.ok(typo.variants.includes("distribut"));
  const synonym = index.search("Do you supply corner shops?");
  assert.ok(
    synonym.results.slice(0, 3).some((result) =>
      /convenience/i.test(result.document.passages.join(" "))
    ),
  );
});

Deno.test("every suggestion chip is answered with sources", async () => {
  const service = createSearchService({ origin: "https://example.test" });
  for (const chip of SEARCH_SUGGESTIONS) {
    const outcome = await service.answer(chip);
    assert.equal(outcome.kind, "answer", chip);
    assert.ok((outcome.response.sources ?? []).length > 0, chip);
  }
});

Deno.test("the evaluation set meets issue 4's quality targets", async () => {
  const { metrics } = await evaluate(
    createSearchService({ origin: "https://example.test" }),
    EVAL_SET,
  );
  assert.deepEqual(missedTargets(metrics), []);
  assert.ok(EVAL_SET.length >= 40);
  assert.ok(EVAL_SET.filter((item) => item.kind === "out-of-scope").length >= 10);
});
