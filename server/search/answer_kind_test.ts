import assert from "node:assert/strict";
import { expectationOf, factTypeOf, giving, statesFactType, termsByFigure } from "./answer_kind.ts";
import { termOf } from "./text.ts";

/** The analysed terms of a visitor's words, as the search asks with them. */
function asked(...words: string[]): Set<string> {
  return new Set(words.map((word) => termOf(word)!));
}

Deno.test("a duration with a qualifying word or written as a range still gives a duration", () => {
  assert.equal(giving("duration", "We aim to respond within 2 business days.", asked()), "gives");
  assert.equal(giving("duration", "Refunds are made within 10 working days.", asked()), "gives");
  assert.equal(giving("duration", "Expect results in 3 to 6 months.", asked()), "gives");
  // A count of things is no duration.
  assert.equal(giving("duration", "We work with 100+ brands.", asked()), "none");
});

Deno.test("termsByFigure names the question words a figure counts, not those further off", () => {
  const sentence =
    "Stage 05, Market Launch: first placements within 4-8 weeks, supported by launch " +
    "promotion in the UK.";
  assert.deepEqual(termsByFigure(sentence, asked("launch", "brand")), [termOf("launch")]);
  // The step number is not a figure: "market" stands by "05" only.
  assert.deepEqual(termsByFigure(sentence, asked("market")), []);
});

Deno.test("a query with no question word still asks for what it names", () => {
  assert.equal(expectationOf("onboarding duration"), "duration");
  assert.equal(expectationOf("GDPR subject access request response time"), "duration");
  assert.equal(expectationOf("crownbridge number of brand partners"), "number");
  assert.equal(expectationOf("uk pallet size depot"), "number");
  // A phone number is not a count.
  assert.equal(expectationOf("What's the phone number of the data protection regulator?"), "other");
  assert.equal(expectationOf("brand management"), "other");
});

Deno.test("a keyword query naming a threshold asks for a figure, one naming years a duration", () => {
  assert.equal(expectationOf("sugar levy threshold"), "number");
  assert.equal(expectationOf("vat registration thresholds uk"), "number");
  assert.equal(expectationOf("team years trading"), "duration");
  // "Year" alone names a period, not a length of time ("year of founding").
  assert.equal(expectationOf("crownbridge founding year"), "other");
});

Deno.test("a 'how long' asked inside a chatty sentence is still a duration question", () => {
  assert.equal(
    expectationOf("Good morning, I'm wondering how long it normally takes to get back to me?"),
    "duration",
  );
  assert.equal(expectationOf("Could you tell me how many stores you reach?"), "number");
});

Deno.test("factTypeOf reads a question asking for a sum of money", () => {
  for (
    const question of [
      "What's the hourly wage for a van driver?",
      "How much would a trial run of leaflets cost us?",
      "Hello. How much does it cost to store a pallet?",
      "biscuit wholesale prices",
    ]
  ) {
    assert.equal(factTypeOf(question), "amount", question);
  }
  for (
    const question of [
      // A capitalised "Prices" names a scheme; a "how much" of sugar is no sum; a long query is
      // a sentence, not keywords; a person is not a kind of fact read here.
      "What's your view of Clubcard Prices?",
      "How much sugar can a soft drink have before the levy?",
      "Any tips on keeping a premium price against own label ranges",
      "Do you charge listing fees?",
      "Who is the head of buying?",
      // A margin is a share, not a sum; the cost of living is a topic.
      "What margin do corner shops expect?",
      "What is the cost of living doing to snack sales?",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
});

Deno.test("statesFactType: a sum of money, or that there is none to pay", () => {
  assert.ok(statesFactType("amount", "Storage costs £12 per pallet a week."));
  assert.ok(statesFactType("amount", "Assessing your range is free and without obligation."));
  assert.ok(statesFactType("amount", "We charge no listing fees."));
  assert.ok(statesFactType("amount", "Producers with turnover above two million pounds pay."));
  assert.ok(!statesFactType("amount", "We review your pricing against the category."));
});

Deno.test("factTypeOf reads a question asking for the company's own identifying number", () => {
  for (
    const question of [
      "Could you send me your EORI number, please?",
      "What is your company number at Companies House?",
      "crownbridge fax number",
    ]
  ) {
    assert.equal(factTypeOf(question), "identifier", question);
  }
  for (
    const question of [
      // A count, figures, and another body's number (which a page states) are not asked of the
      // company.
      "What's the number of wholesalers you supply?",
      "Will you want to see our weekly sales numbers?",
      "What is the Information Commissioner's helpline number?",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
});

Deno.test("statesFactType: an identifying number is six digits or more, grouped or not", () => {
  assert.ok(statesFactType("identifier", "Call the helpline on 0303 123 1113."));
  assert.ok(statesFactType("identifier", "Our VAT number is GB123456789."));
  assert.ok(!statesFactType("identifier", "We reach 30,000+ retail touchpoints in 24-48 hours."));
  assert.ok(!statesFactType("identifier", "Registered for VAT since 2019."));
});
