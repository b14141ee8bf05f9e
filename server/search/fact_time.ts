/**
 * Time asked of the company, read from a question: a date of its own ("When will you reach net
 * zero?", "crownbridge year established"), when it will do something, a period the visitor
 * proposes ("30 day payment terms") and whether an event ever happened to it ("Have you ever had a
 * data breach?"). Separate from `fact_type.ts`, which orders the readings, because each is read
 * from when and how long rather than from what; whether a sentence states one is
 * `fact_statement.ts`.
 */
import { englishRarity, isEnglishWord } from "./english_words.ts";
import { COMPANY_FIRST, COMPANY_WORDS, THE_COMPANY } from "./fact_identity.ts";
import { askingSentence, splitWords, termOf } from "./text.ts";

/**
 * A date asked for: "what year / date / month", "by when", "a target date / year", "a deadline",
 * answered by a date or a year; a "when…" is answered by any time, a duration too ("When do you
 * delete my enquiry?": "after 24 months"). Only a date of the company's own makes a fact type
 * ({@linkcode THE_COMPANY}): "When does the deposit scheme start?" asks of a law the pages date.
 */
const DATE_ASKED =
  /\b(?:what|which) (?:year|date|month)\b|\bby when\b|\b(?:target|deadline|completion) (?:date|year)s?\b|\bdeadline\b/;
/**
 * When the company will do something: "when will you…", "when are you going / planning to…",
 * "when do you plan / intend / aim to…". Other "when" questions ask for hours, reply times or
 * retention periods the pages state in words a time alone can answer.
 */
const PLAN_ASKED =
  /^when (?:will|shall|would)\b|^when (?:are|is) [a-z' ]+ (?:going|planning|aiming|hoping|due|set) to\b|^when do(?:es)? [a-z' ]+ (?:plan|intend|aim|expect|hope|want) to\b/;

/**
 * A period the visitor proposes: a count of days, weeks, months or years ("30 day payment terms",
 * "60-day credit", "30 or 60 days", "12 months or 3 years").
 */
const PERIOD_PROPOSED =
  /\b\d+(?:\s*(?:-|to|or)\s*\d+)?[- ]?(?:days?|weeks?|months?|years?)\b(?!\s+(?:ago|old)\b)/;

/**
 * Whether `question` (its asking sentence in lower case `lower`) proposes a period to the company:
 * "Do you give retailers 30 day payment terms?".
 */
export function periodProposed(question: string, lower: string): boolean {
  // "Do you give retailers 30 day payment terms?", "contract length with you - 12 months or 3
  // years?": the visitor proposes the period; the company is named anywhere in the question.
  return PERIOD_PROPOSED.test(lower) && THE_COMPANY.test(question.toLowerCase());
}

/**
 * How a company came to be, in a keyword query naming a year or a date ("crownbridge founded year",
 * "year established"): the company's own date.
 */
const FOUNDING = /\b(?:founded|established|started|incorporated|formed|set up|founding)\b/;
/** A year or a date named in a keyword query. */
const YEAR_OR_DATE = /\b(?:year|date)\b/;

/**
 * Which time of the company's own the asking sentence `lower` asks for (`keywords` when it is a
 * keyword query): a date ("what year do you plan to…", "crownbridge year established") or the
 * time it will do something ("When will you open a depot in Wales?"); `undefined` for anything
 * else, a date of a law included ("When does the deposit scheme start?").
 */
export function dateOrTimeAsked(lower: string, keywords: boolean): "date" | "time" | undefined {
  // "crownbridge founded year": a year or a date of the company's own, as keywords.
  if (keywords && YEAR_OR_DATE.test(lower) && (FOUNDING.test(lower) || THE_COMPANY.test(lower))) {
    return "date";
  }
  if (THE_COMPANY.test(lower)) {
    if (DATE_ASKED.test(lower)) return "date";
    if (PLAN_ASKED.test(lower)) return "time";
  }
  return undefined;
}

/**
 * A yes or no question about an event in the company's past: "Have you ever had a data breach?",
 * "Has Crownbridge ever been fined?", "Did you ever…", "if you've ever…", or the company winning or
 * being given something ("Has Crownbridge won any awards?", "have you received…"). Only a page
 * stating such an event answers it ({@linkcode eventTermsOf}); a page naming the same noun in
 * another tense ("We will not be liable for … breach") states none. "Have you worked with brands
 * from overseas?" asks what the company does, without "ever", and is left to coverage.
 */
export const PAST_EVENT_ASKED = new RegExp(
  `^(?:have|has|did) (?:you|your [a-z]+|${COMPANY_FIRST}|the (?:company|business|firm))\\b.*?\\bever\\b` +
    `|\\b(?:you've|you have|${COMPANY_FIRST} has) ever\\b` +
    `|^(?:have|has|did) (?:you|your [a-z]+|${COMPANY_FIRST}|the (?:company|business|firm)) (?:ever )?(?:won|win|been awarded|received|been given)\\b`,
);

/** Auxiliaries and verbs of the event question itself, no part of what happened. */
const EVENT_FRAME = /^(?:ever|had|have|has|did|do|been|got|get|any|won|win|received|given)$/;

/**
 * The index terms a page must state, in a sentence about the company's past, to answer a question
 * about an event in it ({@linkcode PAST_EVENT_ASKED}): the asking sentence's word rarest in
 * general English past its auxiliary and subject (`english_words.ts`: "breach" in "Have you ever
 * had a data breach?", "award" in "Has Crownbridge won any industry awards?"), with its WordNet
 * related words (`related_words.ts`: "accolade" for "award"). A common word beside it ("data",
 * "industry") is on many pages about other things.
 */
export function eventTermsOf(question: string): Set<string> {
  const all = splitWords(askingSentence(question));
  // What happened follows "ever" ("…if you've ever helped a tea brand"), else the subject.
  const ever = all.indexOf("ever");
  const words = all.slice(ever === -1 ? 2 : ever + 1).filter((word) =>
    !EVENT_FRAME.test(word) && !COMPANY_WORDS.has(word) && termOf(word) !== null
  );
  // A word of general English first: a place or an acronym ("UK", "EPR") names where or what
  // about, rarely the event; a name is the focus only when the question has no other word.
  const english = words.filter((word) => isEnglishWord(word));
  let focus: string | undefined;
  for (const word of english.length > 0 ? english : words) {
    if (focus === undefined || englishRarity(word) > englishRarity(focus)) focus = word;
  }
  if (focus === undefined) return new Set();
  return new Set([termOf(focus)!]);
}
