/**
 * FAQ content and its filter rule (docs/requirements.md#faq): counts, ids, categories, search ×
 * category.
 */
import assert from "node:assert/strict";
import * as faq from "./faq.ts";
import { FAQ_CATEGORIES, FAQ_ITEMS, type FaqItem, filterFaqItems } from "./faq.ts";
import { HOME_FAQ } from "./home_contact.ts";

Deno.test("FAQ items: 14-18 with unique ids, every category used, default-open ids exist", () => {
  assert.ok(FAQ_ITEMS.length >= 14 && FAQ_ITEMS.length <= 18, `${FAQ_ITEMS.length} items`);
  const ids = FAQ_ITEMS.map((item) => item.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const category of FAQ_CATEGORIES) {
    assert.ok(FAQ_ITEMS.some((item) => item.category === category), category);
  }
  assert.ok(faq.DEFAULT_OPEN_FAQ_IDS.length >= 1 && faq.DEFAULT_OPEN_FAQ_IDS.length <= 2);
  for (const id of faq.DEFAULT_OPEN_FAQ_IDS) assert.ok(ids.includes(id), id);
  assert.deepEqual(faq.FAQ_FILTER_OPTIONS.map((option) => option.label), [
    "All Questions",
    ...FAQ_CATEGORIES,
  ]);
  assert.equal(faq.FAQ_UI.emptyTitle, "No questions found");
  assert.equal(faq.FAQ_UI.emptyHint, "Try adjusting your search terms or category filter");
  assert.equal(faq.FAQ_UI.stillHaveQuestions.heading, "Still have questions?");
  assert.deepEqual(faq.FAQ_UI.stillHaveQuestions.cta, { label: "Get in Touch", href: "/contact" });
});

const SAMPLE: readonly FaqItem[] = [
  { id: "a", category: "General", question: "Who are you?", answer: "A UK distributor." },
  {
    id: "b",
    category: "Logistics",
    question: "How fast is delivery?",
    answer: "Usually within two days.",
    tags: ["Next Day"],
  },
  { id: "c", category: "Services", question: "Do you design POS?", answer: "Yes, delivery too." },
];

function ids(items: readonly FaqItem[]): string[] {
  return items.map((item) => item.id);
}

Deno.test("filterFaqItems returns everything for an empty query and category All", () => {
  assert.deepEqual(ids(filterFaqItems(SAMPLE)), ["a", "b", "c"]);
  assert.deepEqual(ids(filterFaqItems(SAMPLE, { query: "   ", category: "All" })), [
    "a",
    "b",
    "c",
  ]);
});

Deno.test("filterFaqItems matches question, answer or tag, ignoring case", () => {
  assert.deepEqual(ids(filterFaqItems(SAMPLE, { query: "WHO" })), ["a"]);
  assert.deepEqual(ids(filterFaqItems(SAMPLE, { query: "two days" })), ["b"]);
  assert.deepEqual(ids(filterFaqItems(SAMPLE, { query: "next day" })), ["b"]);
  assert.deepEqual(ids(filterFaqItems(SAMPLE, { query: "Delivery" })), ["b", "c"]);
  assert.deepEqual(ids(filterFaqItems(SAMPLE, { query: "warehouse" })), []);
});

Deno.test("filterFaqItems keeps the chosen category only, exactly", () => {
  assert.deepEqual(ids(filterFaqItems(SAMPLE, { category: "Logistics" })), ["b"]);
  assert.deepEqual(ids(filterFaqItems(SAMPLE, { category: "Partnership" })), []);
});

Deno.test("filterFaqItems combines search and category with AND", () => {
  assert.deepEqual(ids(filterFaqItems(SAMPLE, { query: "delivery", category: "Services" })), [
    "c",
  ]);
  assert.deepEqual(ids(filterFaqItems(SAMPLE, { query: "who", category: "Logistics" })), []);
  assert.deepEqual(ids(filterFaqItems(FAQ_ITEMS, { query: "ukca", category: "Services" })), [
    "uk-compliance",
  ]);
});

/** Both FAQs a visitor reads: the searchable list and the home page's five questions. */
const EVERY_QUESTION: readonly { question: string; answer: string }[] = [
  ...FAQ_ITEMS,
  ...HOME_FAQ.entries,
];

/** A question a visitor answers with yes or no: it opens with an auxiliary verb. */
const YES_NO_QUESTION =
  /^(?:do|does|did|can|could|is|are|was|were|will|would|should|shall|have|has|may|might)\b/i;

/** A question whose answer is a time or an amount. */
const HOW_LONG_QUESTION = /^how (?:long|quickly|soon|many|much|often)\b/i;

function firstSentence(text: string): string {
  return text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;
}

Deno.test("every yes/no FAQ question is answered Yes or No in its first sentence", () => {
  const yesNo = EVERY_QUESTION.filter((item) => YES_NO_QUESTION.test(item.question));
  assert.ok(yesNo.length >= 8, `${yesNo.length} yes/no questions`);
  for (const { question, answer } of yesNo) {
    assert.match(firstSentence(answer), /^(?:Yes|No)\b/, question);
  }
});

Deno.test("every how-long or how-quickly FAQ question gets its figure in the first sentence", () => {
  const timed = EVERY_QUESTION.filter((item) => HOW_LONG_QUESTION.test(item.question));
  assert.ok(timed.length >= 4, `${timed.length} questions`);
  for (const { question, answer } of timed) {
    assert.match(firstSentence(answer), /\d/, question);
  }
});
