import assert from "node:assert/strict";
import { composeAnswer } from "./answer.ts";
import { asked, firstSentence } from "../../tests/helpers/answer_fixtures.ts";
import { giving } from "./answer_giving.ts";
import { asksSpeed, durationAsked, speedAction, statesSpeed, statesTime } from "./answer_time.ts";
import { pageDocuments } from "./document.ts";
import { createSearchIndex } from "./index.ts";
import { siteSearchIndex } from "./service.ts";
import { termOf } from "./text.ts";

Deno.test("a duration with a qualifying word or written as a range still gives a duration", () => {
  assert.equal(giving("duration", "We aim to respond within 2 business days.", asked()), "gives");
  assert.equal(giving("duration", "Refunds are made within 10 working days.", asked()), "gives");
  assert.equal(giving("duration", "Expect results in 3 to 6 months.", asked()), "gives");
  // A count of things is no duration.
  assert.equal(giving("duration", "We work with 100+ brands.", asked()), "none");
});

Deno.test("a 'when' question is answered by a date or window anywhere in a sentence on its topic", () => {
  for (
    const sentence of [
      "Ranges are chosen in the first half of the year.",
      "The levy has applied from April to imported goods.",
      "Plan the summer range the previous year.",
      "Guides come out in the weeks before each event.",
    ]
  ) {
    assert.ok(statesTime(sentence), sentence);
  }
  assert.equal(statesTime("Shoppers buy a box of chocolates on Christmas Eve."), false);
  // The date closes the clause; the question's word opens it, out of a figure's reach.
  assert.equal(
    giving(
      "time",
      "A deposit scheme for single-use drinks containers is planned to start in October 2027.",
      asked("deposit"),
    ),
    "answers",
  );
  assert.equal(
    giving(
      "time",
      "For Christmas, the large grocers choose ranges in the first half of the year.",
      asked("christmas"),
    ),
    "answers",
  );
});

Deno.test("asked how soon, the duration of a state does not say how soon it is done", () => {
  assert.equal(asksSpeed("How quickly do you reply to letters?"), true);
  assert.equal(asksSpeed("How long do you keep my letters?"), false);
  assert.equal(statesSpeed("We reply to every letter within 5 days."), true);
  assert.equal(statesSpeed("We keep every letter for 6 years and then shred it."), false);
  assert.equal(statesSpeed("Each letter is shredded 6 years after it arrives."), false);
  assert.equal(statesSpeed("Our clerks, with 20 years of practice, read every letter."), false);
  assert.equal(speedAction("If I write to you, how soon will you reply?"), termOf("reply"));
  assert.equal(speedAction("how fast does the warehouse ship orders"), termOf("ship"));
});

Deno.test("a 'how long' waiting for an event or a task asks how soon, not how long a state lasts", () => {
  assert.equal(asksSpeed("How long until you answer my letter?"), true);
  assert.equal(asksSpeed("how long before my parcel is posted"), true);
  assert.equal(asksSpeed("How long will it take you to reply?"), true);
  assert.equal(asksSpeed("how long it take until my order arrive"), true);
  assert.equal(asksSpeed("How long do you have to reply to my complaint?"), true);
  assert.equal(asksSpeed("How long do you keep my letters?"), false);
  assert.equal(asksSpeed("How long has the shop been open?"), false);
  assert.equal(speedAction("How long until you answer my letter?"), termOf("answer"));
  assert.equal(speedAction("How long will it take you to reply?"), termOf("reply"));
  assert.equal(speedAction("How long do you have to reply to my complaint?"), termOf("reply"));
  assert.equal(durationAsked("How long do you keep my letters?"), "extent");
  assert.equal(durationAsked("How soon will you post it?"), "speed");
  assert.equal(durationAsked("parcel delivery time"), undefined);
  // "Within" bounds a wait, counted from an event or not.
  assert.equal(statesSpeed("Parcels are posted within 2-3 days of payment."), true);
  assert.equal(statesSpeed("Parcels are kept 30 days after they arrive."), false);
});

Deno.test("a 'when' question leads with the sentence dating its topic, wherever the date stands", () => {
  const index = siteSearchIndex();
  for (
    const question of [
      "When is the deposit scheme for single-use drinks containers going live?",
      "When does the returnable container deposit begin in England?",
    ]
  ) {
    const answer = composeAnswer(question, index.search(question), index);
    const first = answer.content.split(/(?<=\]\.)\s+/)[0]!;
    assert.match(first, /October 2027/, question);
  }
});

Deno.test("asked how soon something is done, the time it takes leads, not how long a record is kept", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/letters", title: "Letters" }, [{
      heading: "Writing to us",
      passages: [
        "We keep every letter you send us for 6 years and then shred it securely.",
        "Our team answers each letter within 5 working days.",
      ],
    }]),
  );
  assert.match(
    firstSentence(index, "How soon will I hear back about my letter?"),
    /within 5 working days/,
  );
  // How long a letter is kept is still answered by the period it is kept for.
  assert.match(firstSentence(index, "How long do you keep a letter?"), /for 6 years/);
});
