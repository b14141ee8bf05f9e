import assert from "node:assert/strict";
import { groundAnswer } from "./grounding.ts";

const SOURCES = [
  {
    passages: [
      "Onboarding typically takes 4-6 weeks, covering product setup, compliance checks, logistics and sell-in materials.",
      "UK delivery takes 24-48 hours, with a next-day option when a retailer needs stock urgently.",
    ],
  },
  { passages: ["We reply to every enquiry within 24 hours."] },
];

Deno.test("groundAnswer keeps sentences their cited source supports and drops invented ones", () => {
  const result = groundAnswer(
    "Onboarding takes 4-6 weeks [1]. Delivery to shops takes 24-48 hours [1]. " +
      "We distribute to Mars and Jupiter [1].",
    SOURCES,
  );
  assert.equal(
    result.content,
    "Onboarding takes 4-6 weeks [1]. Delivery to shops takes 24-48 hours [1].",
  );
  assert.deepEqual(result.sentences.map((sentence) => sentence.kept), [true, true, false]);
});

Deno.test("groundAnswer drops a sentence whose figure the source does not state", () => {
  const result = groundAnswer(
    "Onboarding takes 4-6 weeks [1]. Onboarding takes 2 weeks [1].",
    SOURCES,
  );
  assert.equal(result.content, "Onboarding takes 4-6 weeks [1].");
});

Deno.test("groundAnswer needs the cited source itself, not another one, to support a sentence", () => {
  const result = groundAnswer("We reply to every enquiry within 24 hours [1].", SOURCES);
  assert.equal(result.content, null);
  assert.equal(
    groundAnswer("We reply to every enquiry within 24 hours [2].", SOURCES).content,
    "We reply to every enquiry within 24 hours [2].",
  );
});

Deno.test("groundAnswer gives up when less than half of the answer is supported", () => {
  const result = groundAnswer(
    "Onboarding takes 4-6 weeks [1]. Our lunar depot opens soon [1]. Mars gets daily drops [1].",
    SOURCES,
  );
  assert.equal(result.content, null);
  assert.equal(groundAnswer("An answer that cites nothing at all.", SOURCES).content, null);
});
