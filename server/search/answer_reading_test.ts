import assert from "node:assert/strict";
import {
  historyAsked,
  plainWording,
  proposesTime,
  statesHistory,
  typoReadings,
} from "./answer_reading.ts";

Deno.test("idioms read as the plain word: replying, the whole country, 'can I expect…to'", () => {
  assert.equal(plainWording("When will you get back to me?"), "When will you reply to me?");
  assert.equal(plainWording("will anyone ring me back"), "will anyone reply");
  assert.equal(
    plainWording("how long before my jam is sold right across the UK"),
    "how long before my jam is sold nationwide",
  );
  assert.equal(plainWording("When can I expect someone to answer?"), "When will someone answer?");
  // Not an idiom: "back" as a body part, a country named as a place.
  assert.equal(plainWording("Does the chair support my back?"), "Does the chair support my back?");
  assert.equal(
    plainWording("Do you ship to the country of Peru?"),
    "Do you ship to the country of Peru?",
  );
});

Deno.test("a misspelt word reads as the nearest term the search matched, the commonest on a tie", () => {
  const known = (term: string) => ["deliv", "reliev", "believ", "parcel"].includes(term);
  const weight = (term: string) => term === "deliv" ? 1 : 4;
  const isWord = (word: string) => ["deliver", "relieve", "believe", "registration"].includes(word);
  assert.deepEqual(
    [...typoReadings(
      ["delliver", "parcels"],
      ["reliev", "deliv", "believ"],
      known,
      weight,
      isWord,
    )],
    [["delliv", "deliv"]],
  );
  // A real word the site never uses is no misspelling.
  assert.equal(typoReadings(["registration"], ["regist"], known, weight, isWord).size, 0);
});

Deno.test("a duration asked up to now, and the span of years that answers it", () => {
  assert.ok(historyAsked("How long has the shop been open?"));
  assert.ok(historyAsked("how long have you lot been trading"));
  assert.ok(historyAsked("How many years have you worked with farmers?"));
  assert.ok(!historyAsked("How long does delivery take?"));
  assert.ok(!historyAsked("How long do you keep my details?"));
  assert.ok(statesHistory("Our family has farmed here for over 60 years."));
  assert.ok(statesHistory("A team with 15+ years of experience in cheese."));
  assert.ok(statesHistory("We have traded since 1987."));
  assert.ok(!statesHistory("Orders arrive within 3 days."));
  assert.ok(!statesHistory("We keep records for 6 years after you leave."));
});

Deno.test("a yes/no question proposing a time", () => {
  assert.ok(proposesTime("Could it arrive the same day?"));
  assert.ok(proposesTime("can you deliver within 48 hours"));
  assert.ok(proposesTime("Can I have it tomorrow?"));
  assert.ok(!proposesTime("Can I order online?"));
});
