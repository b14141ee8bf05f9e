import assert from "node:assert/strict";
import { namesPerson, statesCompanyEvent, statesFactType } from "./fact_statement.ts";
import { termOf } from "./text.ts";

Deno.test("statesFactType: a sum of money, or that there is none to pay", () => {
  assert.ok(statesFactType("amount", "Storage costs £12 per pallet a week."));
  assert.ok(statesFactType("amount", "Assessing your range is free and without obligation."));
  assert.ok(statesFactType("amount", "We charge no listing fees."));
  assert.ok(statesFactType("amount", "Producers with turnover above two million pounds pay."));
  assert.ok(!statesFactType("amount", "We review your pricing against the category."));
});

Deno.test("statesFactType: an identifying number is six digits or more, grouped or not", () => {
  assert.ok(statesFactType("identifier", "Call the helpline on 0303 123 1113."));
  assert.ok(statesFactType("identifier", "Our VAT number is GB123456789."));
  assert.ok(!statesFactType("identifier", "We reach 30,000+ retail touchpoints in 24-48 hours."));
  assert.ok(!statesFactType("identifier", "Registered for VAT since 2019."));
});

Deno.test("namesPerson finds a personal name, not a place or a company", () => {
  assert.ok(namesPerson("The business was started in 2014 by Aisha Okafor."));
  assert.ok(statesFactType("person", "Our managing director, Tomasz Kowalczyk, leads the team."));
  for (
    const sentence of [
      "Our address is Unit 7a, Pump Lane, Hayes, England, UB3 3NB.",
      "Write to the Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow.",
      "Crownbridge Distribution is a UK distributor for fast-moving consumer goods.",
      "Tesco Express and Sainsbury's Local are supplied from their own depots.",
    ]
  ) {
    assert.equal(namesPerson(sentence), false, sentence);
  }
});

Deno.test("statesFactType: a share stated by a word of the question", () => {
  const asked = new Set(["commission", "sales"].map((word) => termOf(word)!));
  const stores = new Set(["convenience", "stores"].map((word) => termOf(word)!));
  const sentence = "We reach 60% of UK convenience stores.";
  assert.ok(statesFactType("share", sentence, stores));
  assert.ok(statesFactType("share", "Commission is 12 per cent of net sales.", asked));
  // A percentage about something else states no commission.
  assert.equal(statesFactType("share", sentence, asked), false);
});

Deno.test("statesFactType: a date answers only with a word of the question beside it", () => {
  const asked = new Set(["electric", "van"].map((word) => termOf(word)!));
  assert.ok(statesFactType("date", "Our van fleet goes electric in 2028.", asked));
  assert.equal(statesFactType("date", "The tax started in April 2022.", asked), false);
  // "10+ years" is how long, not when.
  assert.equal(statesFactType("date", "10+ years of electric van know-how.", asked), false);
  assert.ok(statesFactType("time", "Our office is open 9:00 to 17:30.", asked));
});

Deno.test("a press office, a price list or the company's turnover is stated only where offered", () => {
  assert.ok(statesFactType("press", "Journalists can reach our press office on the number below."));
  assert.ok(!statesFactType("press", "Trade press aimed at independent retailers reaches owners."));
  assert.ok(statesFactType("price_list", "Partners receive our price list when they sign."));
  assert.ok(!statesFactType("price_list", "A case of twelve costs £9.60 at trade price."));
  assert.ok(statesFactType("accounts", "Our turnover reached £12 million last year."));
  assert.ok(!statesFactType("accounts", "Producers with turnover above two million pounds pay."));
  const asked = new Set(["apply", "export", "licenc", "defra"].map((word) => termOf(word) ?? word));
  assert.ok(statesFactType("elsewhere", "Apply to DEFRA for the licence online.", asked));
  assert.ok(!statesFactType("elsewhere", "Export licences take a few weeks to apply for.", asked));
});

Deno.test("an event is stated unhedged, by the company or on a page of its own services", () => {
  const asked = new Set([termOf("breach")!]);
  assert.ok(statesCompanyEvent("We reported a breach to the ICO in 2024.", asked, false));
  assert.ok(!statesCompanyEvent("We will not be liable for any breach of contract.", asked, true));
  assert.ok(!statesCompanyEvent("Buyers treat a breach of terms seriously.", asked, false));
  assert.ok(statesCompanyEvent("Buyers treat a breach of terms seriously.", asked, true));
});
