import assert from "node:assert/strict";
import { composeAnswer } from "./answer.ts";
import { firstSentence } from "../../tests/helpers/answer_fixtures.ts";
import { adverbTerms, expectationOf } from "./answer_kind.ts";
import { siteSearchIndex } from "./service.ts";
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

Deno.test("a question framed by a preposition, or after a sentence of context, still leads with its figure", () => {
  const index = siteSearchIndex();
  const first = (question: string) =>
    composeAnswer(question, index.search(question), index).content.split(/(?<=\]\.)\s+/)[0];
  assert.match(first("For how long are analytics events kept?") ?? "", /13 months/);
  assert.match(
    first("By how much did the Dutch confectionery maker's distribution grow?") ?? "",
    /150%/,
  );
  // A figure in words answers a duration question.
  assert.match(first("How quickly do you respond to a request for my data?") ?? "", /one month/);
});

Deno.test("a keyword query that names a time or a size is answered with it first", () => {
  const index = siteSearchIndex();
  const first = (question: string) =>
    composeAnswer(question, index.search(question), index).content.split(/(?<=\]\.)\s+/)[0];
  assert.match(first("GDPR subject access request response time") ?? "", /one month/);
  assert.match(first("uk pallet size depot") ?? "", /1200 by 1000/);
});

Deno.test("a keyword query naming a threshold is answered with the figure first", () => {
  const index = siteSearchIndex();
  const question = "packaging waste fee threshold";
  const answer = composeAnswer(question, index.search(question), index);
  const [first] = answer.content.split(/(?<=\]\.)\s+/);
  assert.match(first ?? "", /50 tonnes/);
});

Deno.test("'get back to me' asks for a reply, not about something 'backed' by a figure", () => {
  // The site's accessibility page states the reply time; the home page's steps say "…within 4-8
  // weeks, backed by launch marketing".
  const index = siteSearchIndex();
  assert.match(
    firstSentence(index, "Should I report a broken page, how soon would you get back to me?"),
    /^We aim to respond within 2 business days/,
  );
});
