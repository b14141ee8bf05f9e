import assert from "node:assert/strict";
import { factTypeOf } from "./fact_type.ts";

Deno.test("keyword queries joined by 'and' or a comma are read as keywords", () => {
  assert.equal(factTypeOf("crownbridge vat number, company number"), "registration");
  assert.equal(factTypeOf("head office address and customer service number"), "identifier");
  // Each part of a list must be a short query: a long clause is no keyword query.
  assert.equal(
    factTypeOf("we sell crisps in our own shops and want a supplier with a phone number"),
    undefined,
  );
});

Deno.test("a press office, a price list, the company's accounts and a named body's procedure are fact types", () => {
  const cases: [string, string | undefined][] = [
    ["Where can a journalist find your press pack?", "press"],
    ["crownbridge newsroom", "press"],
    ["Could you email me your current pricelist?", "price_list"],
    ["snack wholesale rate card", "price_list"],
    ["What were your profits in 2023?", "accounts"],
    ["yearly revenue turnover", "accounts"],
    ["How do we apply for an export licence from DEFRA?", "elsewhere"],
    // A trade press the pages write about is no press office; a law's threshold is no account of
    // the company's; a sum asked for the asker's own product stays a sum.
    ["Which trade press reads corner-shop owners?", undefined],
    ["What turnover makes a producer pay the packaging levy?", undefined],
    ["How much does it cost to store a pallet?", "amount"],
    // A word between "my" and the order noun.
    ["trace my oline order", "order"],
  ];
  for (const [question, type] of cases) assert.equal(factTypeOf(question), type, question);
});
