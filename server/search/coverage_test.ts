import assert from "node:assert/strict";
import { type CoverageContext, coverageOf } from "./coverage.ts";

/** A question about "contact" and "form", in a site where "contract" is rare and "contact" common. */
function context(): CoverageContext {
  const weights: Record<string, number> = { contact: 1, contract: 3, form: 1 };
  return {
    weight: (term) => weights[term] ?? 2,
    maxWeight: 5,
    known: (term) => term in weights,
    lengths: new Map([["contact", 7], ["form", 4]]),
    typed: new Map(),
    words: new Set(),
    related: new Set(),
  };
}

Deno.test("a site word one letter from another is weighed as typed, not as the other word", () => {
  // "contact form" against a section on contracts: the visitor meant "contact", a common word of
  // the site, so the typo match weighs like "contact" and cannot outweigh the section's miss of
  // "form" ("contract" is rare, and weighing the match like it gave 0.64 coverage).
  const { coverage } = coverageOf(
    { terms: new Set(["contract"]), related: new Set(), matched: ["contract"] },
    ["contact", "form"],
    context(),
  );
  assert.ok(Math.abs(coverage - 0.425) < 1e-9, String(coverage));
});

Deno.test("a word the site never uses is weighed as the site word it is a typo of", () => {
  const { coverage } = coverageOf(
    { terms: new Set(["contract", "form"]), related: new Set(), matched: ["contract", "form"] },
    ["contrakt", "form"],
    { ...context(), lengths: new Map([["contrakt", 8], ["form", 4]]) },
  );
  // "contrakt" weighs like "contract" (3), one slip in a long word earning 0.85 of it.
  assert.ok(Math.abs(coverage - (3 * 0.85 + 1) / 4) < 1e-9, String(coverage));
});

Deno.test("a real word one letter from a site word ranks but does not cover the question", () => {
  // "divers" is a word of its own, not a typo of the site's "drivers".
  const section = {
    terms: new Set(["driver", "form"]),
    related: new Set<string>(),
    matched: ["driver", "form"],
  };
  const asWord = coverageOf(section, ["diver", "form"], {
    ...context(),
    lengths: new Map([["diver", 6], ["form", 4]]),
    words: new Set(["diver"]),
  });
  const asTypo = coverageOf(section, ["diver", "form"], {
    ...context(),
    lengths: new Map([["diver", 6], ["form", 4]]),
  });
  assert.ok(asWord.coverage < asTypo.coverage, `${asWord.coverage} ${asTypo.coverage}`);
  assert.ok(asWord.nearCoverage > asWord.coverage);
});
