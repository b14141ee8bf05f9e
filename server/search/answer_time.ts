/**
 * Durations, how soon something is done, and dates and time windows: how a question asks "how
 * long", "how soon" or "when", and whether a sentence states a duration, a speed or a time
 * (docs/decisions/0011-search-retrieval.md). Separate from `answer_kind.ts`, which reads only what
 * kind of fact is asked, because telling a wait from a state that lasts ("how long until you
 * answer?" against "how long do you keep my details?") needs rules of its own on both sides.
 */
import { askingPart } from "./answer_kind.ts";
import { termOf } from "./text.ts";

/**
 * A duration: a figure, "10+" or a range ("4-6", "3 to 6"), then a unit, perhaps after one
 * qualifying word ("2 business days", "10 working days", "10+ years"). The company's "10+ years"
 * stands by "UK" in many sentences, but a duration leads only by the question's rarest word it
 * stands by ("launch"), so it no longer answers every "how long…" that names the UK.
 */
export const DURATION =
  /\b\d+\+?(?:\s*(?:[-\u2013]|to)\s*\d+)?\s*(?:[a-z]+\s+)?(?:hours?|days?|weeks?|months?|years?)\b|\bone month\b|\bnext-day\b/i;
/**
 * A duration framed as an extent, counted from an event or measuring an amount ("for 24 months",
 * "24 months from the date we receive it", "30 days after it was queued", "10+ years of
 * experience"): how long a state lasts, not how soon something is done. "Within" bounds a wait
 * however it goes on ("within 4-8 weeks of onboarding" is how soon placements follow).
 */
const EXTENT = new RegExp(
  `\\bfor (?:up to |at least |about |around |a further )?(?:${DURATION.source})|(?<!\\bwithin (?:\\d+\\+?\\s*(?:[-\u2013]|to)\\s*)?)(?:${DURATION.source}) (?:after|from|ago|of)\\b`,
  "gi",
);

/**
 * How English asks how soon something is done: "how quickly / soon / fast…", and a "how long"
 * that waits for an event or a task ("how long until you answer?", "how long before we are in
 * shops?", "how long will it take you to reply?", "how long does onboarding take?", "how long do
 * you have to reply?"), not one
 * asking how long a state lasts ("how long do you
 * keep my details?", "how long has the firm been trading?").
 */
const SPEED_ASKED =
  /\bhow (?:quickly|soon|fast)\b|\bhow long (?:until|till|til|before)\b|\bhow long\b.*\b(?:take|takes|taking)\b|\bhow long (?:do|does|will|would|did) (?:you|they|we|i|\w+ \w+) (?:have|get) to\b/;

/**
 * Whether `question` asks how soon something is done ("how quickly will you answer?", "how fast
 * does someone get back to me?", "how long until…"; {@linkcode SPEED_ASKED}), not how long a state
 * lasts ("how long do you keep my details?").
 */
export function asksSpeed(question: string): boolean {
  return SPEED_ASKED.test(askingPart(question));
}

/**
 * How a duration is asked: "speed" how soon something is done ({@linkcode asksSpeed}), "extent"
 * how long a state lasts (any other "how long…": "how long do you keep my details?"), undefined
 * when the question does not say ("delivery time", "onboarding duration").
 */
export function durationAsked(question: string): "speed" | "extent" | undefined {
  if (asksSpeed(question)) return "speed";
  return /\bhow long\b/.test(askingPart(question)) ? "extent" : undefined;
}

/**
 * The verb of a question asking how soon something is done: the action whose speed is asked
 * ("how quickly will you answer?" → "answer", "how soon do you reply…" → "reply", "how long until
 * you answer…" → "answer", "how long will it take you to reply?" → "reply"), or null. A
 * duration answers it when it stands by that verb or a WordNet relative ("We will respond within
 * one month"), even when the verb is too common to count as a topic word.
 */
export function speedAction(question: string): string | null {
  const match =
    /\bhow (?:(?:quickly|soon|fast)|long (?:until|till|til|before|(?:(?:will|would|does|do|did|should|might|could) )?it take(?: (?:you|them|someone|somebody|anyone|your \w+|the \w+))? to|(?:do|does|will|would|did) (?:you|they|we|i|\w+ \w+) (?:have|get) to)) (?:(?:will|would|do|does|did|can|could|should|is|are|might|must) )?(?:(?:you|we|i|they|someone|somebody|anyone|anybody|he|she|it|(?:your|the|my|our) \w+) )?(\w+)/
      .exec(askingPart(question));
  return match ? termOf(match[1]!) : null;
}

/**
 * Whether `sentence` states how soon something is done: a duration that is not an extent
 * ({@linkcode EXTENT}): "We reply to every enquiry within 24 hours" does, "We keep each enquiry
 * for 24 months" does not.
 */
export function statesSpeed(sentence: string): boolean {
  return DURATION.test(sentence.replace(EXTENT, " "));
}

/** A date: a month and a year ("October 2025"), or a year alone ("2028"). */
export const DATE =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4}\b|\b(?:19|20)\d{2}\b/;
const MONTH =
  "(?:January|February|March|April|May|June|July|August|September|October|November|December)";
/**
 * A point or window in time written without a clock or a year: a month after a preposition or
 * before a day ("from April", "by 1 October"), a season, a part or quarter of the year ("the first
 * half of the year", "Q3"), a year counted from another ("the previous year"), a time ahead of an
 * event ("six months ahead", "weeks before"). Christmas or Easter name an event, not when it is.
 */
export const TIME_WINDOW = new RegExp(
  [
    `\\b(?:in|from|since|by|until|till|before|after|during|early|late|mid-?|each|every|next|last|this) ${MONTH}\\b`,
    `\\b\\d{1,2}(?:st|nd|rd|th)? ${MONTH}\\b`,
    "\\b(?:spring|summer|autumn|winter|midsummer|midwinter)\\b",
    "\\b(?:first|second|third|fourth|last|final|early|later?) (?:half|quarter|part|months?) of (?:the|each|every) year\\b",
    "\\bQ[1-4]\\b",
    "\\b(?:the )?(?:previous|following|next|same|coming) (?:year|month|week|season)\\b",
    "\\b(?:\\d+|a few|several|many|some|one|two|three|four|five|six|eight|nine|ten|twelve|eighteen) (?:days|weeks|months|years) (?:ahead|before|in advance|earlier|beforehand|early)\\b",
    "\\bthe (?:days|weeks|months) (?:before|ahead of|leading up to)\\b",
  ].join("|"),
  "i",
);
/** A time of day ("9:00") or a day the office is closed: opening hours. */
export const CLOCK = /\b\d{1,2}:\d{2}\b|\bclosed\b/i;

/**
 * Whether `sentence` states when something happens: a date, a year, a month, a season, a time of
 * day or a window ("October 2025", "first half of the year", "from April 2022", "9:00 AM").
 */
export function statesTime(sentence: string): boolean {
  return CLOCK.test(sentence) || DATE.test(sentence) || DURATION.test(sentence) ||
    TIME_WINDOW.test(sentence);
}
