import assert from "node:assert/strict";
import { ANSWER_SENTENCES, composeAnswer, withMarker } from "./answer.ts";
import { firstSentence, ORIGIN } from "../../tests/helpers/answer_fixtures.ts";
import { pageDocuments } from "./document.ts";
import { createSearchIndex } from "./index.ts";
import { createSearchService, siteSearchIndex } from "./service.ts";

function markers(content: string): number[] {
  return [...content.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
}

Deno.test("composeAnswer quotes 2-4 sentences, each marked with its source", () => {
  const index = siteSearchIndex();
  const answer = composeAnswer(
    "How long does onboarding take?",
    index.search("How long does onboarding take?"),
    index,
  );
  assert.equal(answer.kind, "answer");
  const sentences = answer.content.split(/(?<=\]\.)\s+/);
  assert.ok(sentences.length >= ANSWER_SENTENCES.min && sentences.length <= ANSWER_SENTENCES.max);
  for (const sentence of sentences) assert.match(sentence, /\[\d+\]\.$/);
  // Numbers start at 1, refer to listed sources and every source is cited.
  const used = new Set(markers(answer.content));
  assert.deepEqual([...used].sort(), answer.sources.map((_, i) => i + 1));
  assert.match(answer.content, /4-6 weeks/);
});

Deno.test("composeAnswer cites each page once", () => {
  const index = siteSearchIndex();
  for (const question of ["Wholesale distribution network", "Brand marketing services"]) {
    const answer = composeAnswer(question, index.search(question), index);
    const paths = answer.sources.map((source) => source.path);
    assert.equal(new Set(paths).size, paths.length, question);
  }
});

Deno.test("answers cite absolute URLs on PUBLIC_ORIGIN that match their sources", async () => {
  const outcome = await createSearchService({ origin: ORIGIN }).answer("UK retail partnerships");
  const { citations = [], sources = [] } = outcome.response;
  assert.ok(citations.length > 0);
  assert.deepEqual(citations, sources.map((source) => source.url));
  for (const url of citations) assert.ok(url.startsWith(`${ORIGIN}/`), url);
  assert.ok(Math.max(...markers(outcome.response.content)) <= citations.length);
});

Deno.test("withMarker puts the citation before the closing punctuation", () => {
  assert.equal(withMarker("Stock is held regionally.", 2), "Stock is held regionally [2].");
  assert.equal(withMarker("Is it fast?", 1), "Is it fast [1]?");
  assert.equal(withMarker("No stop", 3), "No stop [3].");
});

Deno.test("a figure standing by the question's weightier words leads, from another section of the quoted page", () => {
  // The home page lists "UK delivery in 24-48 hours" among its services and states
  // "nationwide distribution within 3-6 months" in another section.
  const index = siteSearchIndex();
  const first = firstSentence(
    index,
    "How long until we have nationwide distribution across the UK?",
  );
  assert.match(first, /nationwide distribution within 3-6 months/);
});

Deno.test("two figures by the same word: the one whose section holds the question's topic leads", () => {
  // Both figures answer by "respond" (a relative of "reply") alone, and the section about access
  // problems ranks first; only the other holds the question's "subject" beside its "access" and
  // "request".
  const index = createSearchIndex([
    ...pageDocuments({ path: "/help", title: "Help" }, [{
      heading: "Access problems on the site",
      passages: [
        "If a page is hard to access, send us a request to change it.",
        "We aim to respond within 3 working days.",
      ],
    }]),
    ...pageDocuments({ path: "/records", title: "Records" }, [{
      heading: "Your rights",
      passages: [
        "As the subject of the records we keep, you can request access to them.",
        "We will respond within 6 weeks, wherever you are.",
      ],
    }]),
  ]);
  assert.match(
    firstSentence(index, "how long do you have to reply to my subject access request"),
    /6 weeks/,
  );
});

Deno.test("a misspelt verb asked how fast is read as the word the search matched it to", () => {
  const index = createSearchIndex([
    ...pageDocuments({ path: "/help", title: "Help" }, [{
      heading: "How quickly do you deliver?",
      passages: ["Parcels reach most addresses within 2 days of the order."],
    }]),
    ...pageDocuments({ path: "/cakes", title: "Cakes" }, [{
      heading: "Birthday cakes",
      passages: ["Designing a birthday cake with you takes 3 weeks from the first sketch."],
    }]),
  ]);
  assert.match(firstSentence(index, "how fast do you delivver a birthday cake"), /2 days/);
});

Deno.test("'all over the country' asks for the nationwide figure, not one by the other words", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/growth", title: "Growth" }, [{
      heading: "Growing with us",
      passages: [
        "New bakers are stocked in their first shops within 6 weeks.",
        "Most bakers reach nationwide sales within 9 months of joining.",
      ],
    }]),
  );
  assert.match(
    firstSentence(index, "how long until my bread is stocked all over the country"),
    /9 months/,
  );
});

Deno.test("'get back to me' asks for the reply time an FAQ gives by a relative word", () => {
  // The visitor's words meet a section about forms; the FAQ says "respond", the reply says "reply".
  const index = createSearchIndex([
    ...pageDocuments({ path: "/forms", title: "Forms" }, [{
      heading: "Filling in our order form",
      passages: [
        "Fill in the order form with the cake size and the flavour, and the date on the back.",
      ],
    }]),
    ...pageDocuments({ path: "/faq", title: "FAQ" }, [{
      heading: "How quickly will you respond to my message?",
      passages: ["We reply to every message within 6 hours."],
    }]),
  ]);
  assert.match(
    firstSentence(index, "once I fill in the order form, when will somebody get back to me?"),
    /6 hours/,
  );
});
