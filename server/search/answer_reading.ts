/**
 * How the answer reads a question's wording before choosing its lead sentence
 * (docs/decisions/0011-search-retrieval.md, "Answers"): English idioms that name a plain word
 * ("get back to me" replies, "all over the country" is nationwide), a misspelt word read as the
 * site's word the search matched it to, a duration asked up to now ("how long has the firm been
 * trading?") and a time a yes/no question proposes ("…the very next day?"). The retrieval reads the
 * question as typed; only the answer's choice of sentence reads it this way.
 */
import { termOf } from "./text.ts";
import { editDistance } from "./typos.ts";

/**
 * Phrasal verbs of replying ("get back to me", "hear back from you", "write back", "call me
 * back", "come back to us"): English says "reply" with them, and the site states its reply times
 * with "reply" or "respond".
 */
const REPLY_IDIOM =
  /\b(?:get|gets|getting|got|come|comes|coming|write|writes|writing|call|calls|calling|ring|rings|phone|phones|hear|hears|hearing|heard)(?: (?:me|us|you|him|her|them))? back\b(?: (?:to|from) (?:me|us|you|him|her|them)\b)?/gi;

/**
 * Phrases of English for the whole of a country ("all over the country", "across the UK",
 * "throughout Britain", "everywhere in the UK", "country-wide", "UK-wide"): the site says
 * "nationwide" ("nationwide distribution within 3-6 months").
 */
const NATIONWIDE_IDIOM =
  /\b(?:(?:all over|all across|right across|across|throughout|everywhere in|around|in every part of|the length and breadth of) (?:the )?(?:whole |entire )?(?:country|nation|uk|united kingdom|great britain|britain|england)|(?:country|nation|uk|britain)-?wide)\b/gi;

/**
 * "Can I expect someone to…" frames the verb that is asked ("When can I expect someone to reply?"
 * asks when someone will reply); "expect" names no topic.
 */
const EXPECT_FRAME =
  /\b(?:can|could|should|do|may|might) (?:i|we) expect (someone|somebody|anyone|anybody|you|them|it) to\b/gi;

/**
 * `question` with the idioms above written as the plain word the site uses ("When will somebody
 * get back to me?" → "When will somebody reply to me?"; "how long until we are stocked all over the
 * country" → "…stocked nationwide"; "when can I expect someone to…" → "when will someone…").
 */
export function plainWording(question: string): string {
  return question
    .replace(REPLY_IDIOM, (phrase) => /\bto\b|\bfrom\b/i.test(phrase) ? "reply to me" : "reply")
    .replace(NATIONWIDE_IDIOM, "nationwide")
    .replace(EXPECT_FRAME, (_, who: string) => `will ${who}`);
}

/**
 * The site's term each misspelt question word stands for: a word of no English (`isWord`) whose
 * term the site never uses (`known`) is read as the index term the search matched it to
 * (`variants`) nearest by edit distance (one edit at most), the one the site uses most on a tie
 * (lowest `termWeight`): "deliever" ("deliev") → "deliv", not "reliev" or "believ". A real word the
 * site does not use ("registration") is no misspelling. Keyed by the word's term.
 */
export function typoReadings(
  words: readonly string[],
  variants: readonly string[],
  known: (term: string) => boolean,
  termWeight: (term: string) => number,
  isWord: (word: string) => boolean,
): Map<string, string> {
  const readings = new Map<string, string>();
  for (const word of words) {
    const term = termOf(word);
    if (term === null || term.length < 4 || known(term) || isWord(word.toLowerCase())) continue;
    // Two slips in a long word ("delivar": "deliv"), one in a short one.
    const maxDistance = word.length >= 7 ? 2 : 1;
    let best: { variant: string; distance: number; weight: number } | undefined;
    for (const variant of variants) {
      const distance = editDistance(term, variant, maxDistance);
      if (distance > maxDistance) continue;
      const weight = termWeight(variant);
      if (
        !best || distance < best.distance || (distance === best.distance && weight < best.weight)
      ) {
        best = { variant, distance, weight };
      }
    }
    if (best) readings.set(term, best.variant);
  }
  return readings;
}

/**
 * How English asks how long a state has lasted up to now: "how long has / have <subject> been…"
 * ("How long has the firm been trading?", "how long have you been in business"), "how many years
 * have you…". The answer is a span of years of activity, not a wait.
 */
const HISTORY_ASKED =
  /\bhow long (?:has|have) (?:\w+ ){0,3}?(?:been|had|traded|operated|existed|worked|run)\b|\bhow many years (?:has|have)\b|\bhow long (?:is|are) (?:\w+ ){0,2}?(?:around|in business|trading)\b/i;

/** Whether `question` asks how long something has lasted up to now ({@linkcode HISTORY_ASKED}). */
export function historyAsked(question: string): boolean {
  return HISTORY_ASKED.test(question);
}

/**
 * How English states a span of activity up to now: years of experience or in a field ("10+ years
 * of experience", "25 years in the trade"), "for over 20 years" (not a term counted from an event: "for 6 years after you leave"), "since 2009", "founded in 1998",
 * decades. A wait in weeks or hours ("onboarding in 4-6 weeks") is not one.
 */
const HISTORY_STATED =
  /\b\d+\+?\s*years?(?: of| in)\b|\bfor (?:over |more than |nearly |almost |about )?\d+\+?\s*years\b(?! (?:after|from|once|when|until|following)\b)|\bsince (?:19|20)\d{2}\b|\b(?:founded|established|set up|started|began|trading|operating) (?:in |since )?(?:19|20)\d{2}\b|\b(?:decades?|\d+\+?\s*years?) experience\b/i;

/** Whether `sentence` states a span of activity up to now ({@linkcode HISTORY_STATED}). */
export function statesHistory(sentence: string): boolean {
  return HISTORY_STATED.test(sentence);
}

/**
 * A time a yes/no question proposes ("can I get more the very next day?", "could it arrive within
 * 48 hours?", "can you deliver overnight?"): the answer states a time, whatever it says of yes or
 * no ("…with a next-day option when a retailer needs stock urgently").
 */
const PROPOSED_TIME =
  /\b(?:next|same|following) day\b|\bovernight\b|\btomorrow\b|\b(?:within|in|under) (?:a|an|one|two|three|\d+) (?:hours?|days?|weeks?|months?)\b|\b\d+ (?:hours?|days?|weeks?|months?)\b/i;

/** Whether a yes/no `question` proposes a time ({@linkcode PROPOSED_TIME}). */
export function proposesTime(question: string): boolean {
  return PROPOSED_TIME.test(question);
}
