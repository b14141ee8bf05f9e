import assert from "node:assert/strict";
import { composeAnswer } from "./answer.ts";
import { firstSentence } from "../../tests/helpers/answer_fixtures.ts";
import { sameFactAsked } from "./answer_sentences.ts";
import { pageDocuments } from "./document.ts";
import { createSearchIndex } from "./index.ts";
import { siteSearchIndex } from "./service.ts";
import { termsOf } from "./text.ts";

Deno.test("a figure standing by the question's rarest word leads, and a section's heading says what its figure is about", () => {
  const index = siteSearchIndex();
  const first = (question: string) =>
    composeAnswer(question, index.search(question), index).content.split(/(?<=\]\.)\s+/)[0];
  // "UK" stands by many durations on the site; "launch" by the one asked for.
  assert.match(first("How long until my product launches in the UK?") ?? "", /launch.*4-8 weeks/i);
  // "We aim to respond within 2 business days" shares no word with the question; its section,
  // "Reporting a problem…", does.
  assert.match(
    first("How long do you take to answer an accessibility problem report?") ?? "",
    /2 business days/,
  );
  // Generic words of a heading ("How long we keep data") say nothing of what its figures are
  // about: the retention of server logs, which has no figure, is not answered by another row's.
  assert.match(first("How long do you keep server logs?") ?? "", /server logs/i);
});

Deno.test("a bare Yes or No opens an answer only when the visitor asked a yes/no question", () => {
  const index = siteSearchIndex();
  const answer = (question: string) => composeAnswer(question, index.search(question), index);
  assert.match(answer("Do you offer brand management?").content, /^Yes\. Brand Management/);
  for (const search of ["Brand marketing services", "brand management"]) {
    const content = answer(search).content;
    assert.match(content, /^Brand Management covers/, search);
  }
});

Deno.test("a sentence that only introduces a page does not lead the answer", () => {
  const index = siteSearchIndex();
  const first = (question: string) =>
    composeAnswer(question, index.search(question), index).content.split(/(?<=\]\.)\s+/)[0];
  // "This statement explains the standard we work to…" names the topic and states nothing.
  assert.match(first("accessibility standard") ?? "", /WCAG\) version 2\.2 at level AA/);
});

Deno.test("the company's age, written '10+ years', answers how long it has been around", () => {
  const index = siteSearchIndex();
  const question = "How long has the company been around?";
  const first = composeAnswer(question, index.search(question), index).content.split(
    /(?<=\]\.)\s+/,
  )[0];
  assert.match(first ?? "", /10\+ years/);
});

Deno.test("an FAQ answer's yes or no leads only when the visitor asked that FAQ's question", () => {
  const index = siteSearchIndex();
  const answerTo = (question: string) =>
    composeAnswer(question, index.search(question), index).content;
  // The FAQ's own question: its "No" is the answer.
  assert.match(answerTo("Do you charge listing fees?"), /^No\b/);
  // Another yes/no question answered from the same FAQ item: its "No" would deny what the
  // sentence then states (the assessment is free), so the sentence is quoted without it.
  const other = answerTo("Is the first evaluation of my products free of charge?");
  assert.doesNotMatch(other, /^(?:Yes|No)\b/);
  assert.match(other, /free and without obligation/);
});

Deno.test("an FAQ asking the same kind of fact about the visitor's topic leads with its figure", () => {
  // A small site of our own: one section shares most words of the question and states no
  // duration; the FAQ shares two ("parcels", "reach") and gives the duration in days, not the
  // weeks asked about, so no figure of it stands by the visitor's words, and it covers too little
  // of the question to be searched for one on main.
  const index = createSearchIndex([
    ...pageDocuments({ path: "/shipping", title: "Shipping" }, [{
      heading: "How quickly do parcels reach customers abroad?",
      passages: ["Customers outside the country usually wait 10-14 days, depending on customs."],
    }]),
    ...pageDocuments({ path: "/about", title: "About" }, [{
      heading: "Our workshop",
      passages: [
        "Our shop sends parcels every week, and each parcel is packed by hand before it reaches you.",
      ],
    }]),
  ]);
  const question = "We run a shop in Norway. How many weeks until my parcels reach our shop?";
  const answer = composeAnswer(question, index.search(question), index);
  assert.equal(answer.kind, "answer");
  const [first] = answer.content.split(/(?<=\]\.)\s+/);
  assert.match(first!, /10-14 days/, answer.content);
  assert.equal(answer.sources[0]?.path, "/shipping");
});

Deno.test("sameFactAsked: the FAQ's question must ask the same kind of fact about a shared topic", () => {
  const weight = () => 1;
  const own = new Set(termsOf("How many days until my parcels arrive?"));
  const faq = (heading: string) => ({ heading });
  assert.equal(sameFactAsked(faq("How quickly do parcels arrive?"), "duration", own, weight), 1);
  // Another kind of fact, another topic, or not a question: no.
  assert.equal(sameFactAsked(faq("How many parcels do you send?"), "duration", own, weight), 0);
  assert.equal(sameFactAsked(faq("How long do refunds take?"), "duration", own, weight), 0);
  assert.equal(sameFactAsked(faq("Parcel delivery times"), "duration", own, weight), 0);
  // A yes or no is too common a kind to tell anything.
  assert.equal(sameFactAsked(faq("Do parcels arrive?"), "yes-no", own, weight), 0);
});

Deno.test("an FAQ asking how soon leads a 'how long until…' question with its first figure", () => {
  // A small site of our own: the FAQ shares only "parcel" with the visitor's question, and the
  // page about parcels shares more words but states how long a parcel is kept.
  const index = createSearchIndex([
    ...pageDocuments({ path: "/help", title: "Help" }, [{
      heading: "How quickly will you post my parcel?",
      passages: [
        "Most parcels leave within 2-3 days of payment, depending on the size of the order. Packing itself usually takes 1 day.",
      ],
    }]),
    ...pageDocuments({ path: "/parcels", title: "Parcels" }, [{
      heading: "Parcels for collection",
      passages: [
        "Parcels waiting for collection at our counter in Wales are kept for 30 days and then sent back.",
        "Each parcel is wrapped in recycled paper and sealed with paper tape in our workshop in Wales.",
      ],
    }]),
  ]);
  assert.match(
    firstSentence(
      index,
      "Once I have paid, how long until my parcel is actually on its way from Wales?",
    ),
    /^Most parcels leave within 2-3 days of payment/,
  );
});

Deno.test("a chatty 'when…' question is answered about its asking part, not the asker's story", () => {
  // A small site of our own: the first sentence holds more of the asker's words ("wedding",
  // "cake", "late", "July"), the second answers when couples decide.
  const index = createSearchIndex(
    pageDocuments({ path: "/weddings", title: "Wedding cakes" }, [{
      heading: "Planning a wedding cake",
      passages: [
        "A wedding cake may need its design agreed in spring, baking in late July and delivery to the venue by early autumn.",
        "For summer weddings, most couples typically choose their cakes in the first half of the year, so by midsummer the diary is settled.",
      ],
    }]),
  );
  assert.match(
    firstSentence(
      index,
      "Our wedding is in September and my sister says ordering a cake is already too late because it's July?? When do couples decide on their cakes?",
    ),
    /^For summer weddings, most couples typically choose their cakes in the first half/,
  );
});

Deno.test("an FAQ asking how quickly is the same fact as 'when will…', and not as 'how long…keep'", () => {
  const faq = { heading: "How quickly will you post my parcel?" };
  const weight = () => 1;
  assert.ok(sameFactAsked(faq, "time", new Set(termsOf("parcel")), weight) > 0);
  assert.equal(sameFactAsked(faq, "duration", new Set(termsOf("parcel")), weight, "extent"), 0);
  assert.ok(sameFactAsked(faq, "duration", new Set(termsOf("parcel")), weight, "speed") > 0);
});

Deno.test("a figure by the question's own word leads before one by a longer word it prefixes", () => {
  // A small site of our own: "membership" and "members" are as rare, and a figure stands by each;
  // the sentence with "membership" shares more of the question.
  const index = createSearchIndex([
    ...pageDocuments({ path: "/club", title: "The club" }, [{
      heading: "Our walking club",
      passages: [
        "Every club membership request is answered in 48 hours.",
        "Over 300 members walk with us across the county every year.",
      ],
    }]),
    ...pageDocuments({ path: "/walks", title: "Walks" }, [{
      heading: "Weekly walks",
      passages: ["A leader takes a walk every Sunday, and guests are welcome to join."],
    }]),
  ]);
  assert.match(firstSentence(index, "number of club members"), /^Over 300 members walk/);
});

Deno.test("asked how long a business has been going, its years of activity lead, not a wait", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/about", title: "About" }, [{
      heading: "Our bakery",
      passages: [
        "Bakery orders placed online are ready to collect within 2 days.",
        "Our family has baked bread in this valley for 40 years, and still uses the first oven.",
      ],
    }]),
  );
  assert.match(firstSentence(index, "How long has the bakery been going?"), /40 years/);
});

Deno.test("a yes/no question proposing a time leads with the sentence stating it", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/delivery", title: "Delivery" }, [{
      heading: "Delivery for cafes",
      passages: [
        "When a cafe runs low on bread, our team helps plan more bread for it.",
        "Orders reach cafes within 3 days, with a next-day option for urgent orders.",
      ],
    }]),
  );
  assert.match(
    firstSentence(index, "If my cafe runs low on bread, can I get more the next day?"),
    /next-day option/,
  );
});

Deno.test("asked how long a business has been going, its own years lead, not a team member's", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/about", title: "About" }, [{
      heading: "Our bakery",
      passages: [
        "Every baker on the bakery team brings 20 years of experience to the ovens.",
        "We have baked bread in this valley for 40 years.",
      ],
    }]),
  );
  assert.match(firstSentence(index, "How long has the bakery been going?"), /40 years/);
});
