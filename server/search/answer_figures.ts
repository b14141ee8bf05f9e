/**
 * Counts and figures: whether a question asks for a count of things rather than of time, and which
 * question terms a figure of a sentence counts, directly or through a WordNet related word
 * (docs/decisions/0011-search-retrieval.md). Separate from `answer_time.ts` because a figure
 * answers by the words standing near it, whatever its unit, and a count asked leaves durations
 * out of a sentence's figures.
 */
import { askingPart } from "./answer_kind.ts";
import { DURATION } from "./answer_time.ts";
import { storedRelatedTermsOf } from "./related_words.ts";
import { splitWords, termOf } from "./text.ts";

/** Words (stop words aside) between a figure and the question term it counts ("100+ brand partners"). */
const FIGURE_REACH = 3;

/**
 * A time unit after "how many" / "number of", however spelt ("monthes"): the count asked is of a
 * duration.
 */
const TIME_UNIT = "(?:sec|min|hour|day|week|mon|year|yr|time)\\w*";
/** "How many shops…", "number of brand partners": a count of things, not of time. */
const COUNT_ASKED = new RegExp(`\\b(?:how many|number of)\\s+(?!${TIME_UNIT}\\b)[a-z]`);

/**
 * Whether `question` asks for a count of things ("how many shops can you reach?", "number of
 * brand partners"), not of time ("how many weeks…"): a duration ("10+ years of experience") counts
 * no such thing, however near the question's words it stands.
 */
export function countAsked(question: string): boolean {
  return COUNT_ASKED.test(askingPart(question));
}

/** Durations in a sentence, global: a count of things asked leaves them out of its figures. */
const DURATIONS = new RegExp(DURATION.source, "gi");

/** `sentence` without its durations ("With 10+ years in UK FMCG…" → "With  in UK FMCG…"). */
export function withoutDurations(sentence: string): string {
  return sentence.replace(DURATIONS, " ");
}

/** Figures written as words ("within one month", "two million pounds"). */
const NUMBER_WORDS: ReadonlySet<string> = new Set(
  ("one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty " +
    "hundred thousand million billion").split(" "),
);

function isFigure(word: string): boolean {
  return /\d/.test(word) || NUMBER_WORDS.has(word);
}

/**
 * The question terms (or typos of them) that stand within {@linkcode FIGURE_REACH} words of a
 * figure in `sentence`: what the figure counts ("100+ brand partners" for "how many brands"), not
 * a figure about something else in the same sentence ("10+ years"). Step numbers are no figures.
 */
export function termsByFigure(sentence: string, asked: ReadonlySet<string>): string[] {
  return figureTerms(sentence, asked, new Set()).direct;
}

/**
 * {@linkcode termsByFigure}'s terms (`direct`), and the terms of `related` (the question's own
 * topic terms, not typos of them) of which a word standing by the figure is a WordNet related
 * word (`related`): "We will respond within one month" gives the time to "reply" or "answer".
 */
export function figureTerms(
  sentence: string,
  asked: ReadonlySet<string>,
  related: ReadonlySet<string>,
): { direct: string[]; related: string[] } {
  const text = withoutStepNumbers(sentence);
  // Stop words do not count towards the distance ("20 per cent of the product's energy").
  const words = splitWords(text).flatMap((word) => {
    const term = isFigure(word) ? word : termOf(word);
    return term === null ? [] : [{ word, term }];
  });
  const direct = new Set<string>();
  const byRelated = new Set<string>();
  words.forEach(({ term }, i) => {
    if (!isFigure(term)) return;
    const near = words.slice(Math.max(0, i - FIGURE_REACH), i + FIGURE_REACH + 1);
    for (const other of near) {
      if (isFigure(other.term)) continue;
      if (asked.has(other.term)) direct.add(other.term);
      if (related.size === 0) continue;
      for (const term of storedRelatedTermsOf(other.word)) {
        if (related.has(term)) byRelated.add(term);
      }
    }
  });
  return { direct: [...direct], related: [...byRelated].filter((term) => !direct.has(term)) };
}

/** "Step 01, …" numbers a step; it is not a figure. */
export function withoutStepNumbers(sentence: string): string {
  return sentence.replace(/\b(?:step|stage) \d+\b/gi, "");
}
