import assert from "node:assert/strict";
import { adverbTerms, expectationOf } from "./answer_kind.ts";
import { termOf } from "./text.ts";

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

Deno.test("'which <kind> <verb>…' after keywords asks which ones", () => {
  assert.equal(expectationOf("bag levy which shops have to pay"), "members");
  assert.equal(expectationOf("bag levy shops"), "other");
});

Deno.test("'back' after a verb of replying is an adverb, not a topic word", () => {
  assert.deepEqual(adverbTerms("When will somebody get back to me?"), [termOf("back")]);
  assert.deepEqual(adverbTerms("how soon will I hear back from you"), [termOf("back")]);
  assert.deepEqual(adverbTerms("What goes on the back of the pack?"), []);
});

Deno.test("a keyword query naming an address asks for a place, spelt with one 'd' or not", () => {
  assert.equal(expectationOf("bakery head office adress"), "place");
  assert.equal(expectationOf("What is the shop's postcode?"), "place");
  assert.equal(expectationOf("bakery email address"), "other");
});

Deno.test("'when will…' asked after the context without a comma asks a time", () => {
  assert.equal(expectationOf("after I post the letter when will you answer"), "time");
});
