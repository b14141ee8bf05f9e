import assert from "node:assert/strict";
import { pageDocuments } from "./document.ts";
import { asideOf, focusOf, SOFT_WEIGHT, termWeights } from "./term_weights.ts";
import { questionTermsOf, termOf } from "./text.ts";

const frequency = new Map([["pallet", 1], ["deliveri", 4], ["warehous", 2]]);
const { isGeneric, informativeness } = termWeights(frequency, 8);

Deno.test("informativeness: rarer terms weigh more; a term the site never uses as one of three sections", () => {
  assert.ok(informativeness("pallet") > informativeness("deliveri"));
  assert.equal(informativeness("drone"), Math.log(1 + 8 / 3));
  assert.ok(informativeness("drone") < informativeness("pallet"));
});

Deno.test("a measure noun the site never uses is generic; a soft term weighs as one", () => {
  assert.ok(isGeneric(termOf("duration")!));
  assert.equal(informativeness(termOf("duration")!), SOFT_WEIGHT);
  assert.ok(!isGeneric("pallet"));
});

Deno.test("asideOf: words about the asker weigh at most half the asking sentence's", () => {
  const question = "We run a small bakery in Leeds. Do you deliver pallets?";
  const terms = questionTermsOf(question);
  const { aside, factor } = asideOf(question, terms, informativeness);
  assert.deepEqual([...aside].sort(), ["bakeri", "leed", "run", "small"]);
  const total = (list: readonly string[]) =>
    list.reduce((sum, term) => sum + informativeness(term), 0);
  assert.equal(factor, Math.min(1, 0.5 * total(["deliv", "pallet"]) / total([...aside])));
  assert.ok(factor < 1);
  assert.deepEqual(asideOf("Do you deliver pallets?", ["pallet"], informativeness), {
    aside: new Set(),
    factor: 1,
  });
});

Deno.test("focusOf: the asking sentence's rarest English word, known when a top section relates to it", () => {
  const [section] = pageDocuments({ path: "/depots", title: "Depots" }, [
    { heading: "Depots", passages: ["We store pallets."] },
  ]);
  const context = {
    isGeneric,
    known: (term: string) => frequency.has(term),
    related: () => new Set<string>(),
  };
  const focus = focusOf("Do you deliver pallets?", new Set(), [{ document: section! }], context);
  assert.deepEqual(focus, { word: "pallets", known: true });
  const unknown = focusOf("Do you sell tractors?", new Set(), [{ document: section! }], context);
  assert.equal(unknown?.known, false);
  const related = focusOf("Do you sell tractors?", new Set(), [{ document: section! }], {
    ...context,
    related: () => new Set([termOf("tractors")!]),
  });
  assert.equal(related?.known, true);
});
