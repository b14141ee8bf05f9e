/**
 * Whether a sentence gives what a question asks for, and about which of its terms: the reading of
 * a sentence against an {@linkcode Expectation}, which decides the sentence that leads an answer
 * (docs/decisions/0011-search-retrieval.md). It brings the kinds of fact read in `answer_time.ts`,
 * `answer_figures.ts` and `answer_names.ts` together with the forms only this reading needs: a
 * yes or no, a way to do something, an address and the members of a class.
 */
import type { Expectation } from "./answer_kind.ts";
import { figureTerms, termsByFigure, withoutStepNumbers } from "./answer_figures.ts";
import { statesCode, statesName, statesTitle } from "./answer_names.ts";
import { DATE, DURATION, statesTime } from "./answer_time.ts";
import { splitWords, termOf } from "./text.ts";

const NUMBER = /\d/;
const YES_NO = /^(?:yes|no)\b|\b(?:no longer|no fixed|not|never|free of charge|free)\b/i;
/**
 * A sentence opening with "we" or "you" and a modal or "do" (affirmed or denied) or "never"/"only"
 * (a clause in the middle, "until you do…", "…and we will…", is not the sentence's claim): how
 * English answers a yes/no question asked of the company or of the reader ("Can you…?" "We can…"; "Do you…?"
 * "We do not…"; "Can I…?" "You can…").
 */
const REPLY =
  /^(?:(?:yes|no)[.,!]?\s+)?(?:we|you)\s+(?:can(?:not)?|can't|could|will|won't|would|do|don't|does|may|must|never|only|always)\b/i;

/**
 * The way to do something, as English states it: through or via a thing, using it, by doing
 * something, or an instruction to use it ("through the "Cookie settings" link", "by e-mailing
 * us", "Use the link…"); "sell-through" is a noun.
 */
const MEANS = /(?<![-\w])(?:through|via|using|by \w+ing)\b(?! which| whom)|^use\b/i;

/** Whether `sentence` holds one of the `asked` terms. */
function holdsTerm(sentence: string, asked: ReadonlySet<string>): boolean {
  return splitWords(sentence).some((word) => {
    const term = termOf(word);
    return term !== null && asked.has(term);
  });
}

/** A UK postcode ("UB3 3NB") or a sentence that gives an address. */
const PLACE = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\baddress is\b/;

/**
 * A sentence marking out members of a class: a defining clause after "those", "anyone" or "any
 * <noun>" ("large producers are those with turnover above two million pounds", "anyone who
 * sells…"), or a bound ("above a turnover of…", "more than 50 tonnes").
 */
const MARKS_OUT =
  /\b(?:those|anyone|anybody|any \w+) (?:with|that|who|whose|above|over|below|under)\b|\b(?:above|over|below|under|more than|less than|at least|fewer than) (?:an? )?(?:annual )?(?:turnover|threshold|£?\d)/i;

/**
 * The question terms a sentence giving what the question asks for gives it about: for a time
 * ("when…?") every question term of a sentence that states one, since a date closes its clause
 * ("…ranges are reviewed in the first half of the year") rather than standing by the noun it
 * dates; for a figure, the terms standing by it ({@linkcode termsByFigure}).
 */
export function answeredTerms(
  expectation: Expectation,
  sentence: string,
  asked: ReadonlySet<string>,
): string[] {
  const text = withoutStepNumbers(sentence);
  if (
    expectation !== "time" && expectation !== "name" && expectation !== "role" &&
    expectation !== "means" &&
    expectation !== "members" && expectation !== "code"
  ) {
    return termsByFigure(text, asked);
  }
  const own = new Set(
    splitWords(text).map((word) => termOf(word)).filter((term): term is string => term !== null),
  );
  return [...asked].filter((term) => own.has(term));
}

/**
 * The `related` question terms a figure of `sentence` gives only through a WordNet related word
 * standing by it ({@linkcode figureTerms}); none for a time or a name, which answer by the
 * question's own words in their sentence.
 */
export function answeredByRelated(
  expectation: Expectation,
  sentence: string,
  asked: ReadonlySet<string>,
  related: ReadonlySet<string>,
): string[] {
  if (
    expectation === "time" || expectation === "name" || expectation === "role" ||
    expectation === "members" || expectation === "code" ||
    related.size === 0
  ) return [];
  return figureTerms(sentence, asked, related).related;
}

/**
 * How far a sentence gives what the question asks for: "gives" has such a thing (any duration for
 * "how long…?"), "answers" has it about the question's topic (the duration next to the question's
 * own words, an address), "none" has nothing of the kind.
 */
export type Giving = "none" | "gives" | "answers";

/**
 * How far `sentence` gives what a question expecting `expectation` about `asked` terms asks; a
 * figure standing by a WordNet related word of one of the `related` terms answers too.
 */
export function giving(
  expectation: Expectation,
  sentence: string,
  asked: ReadonlySet<string>,
  related: ReadonlySet<string> = new Set(),
): Giving {
  const text = withoutStepNumbers(sentence);
  const figure = (found: boolean): Giving =>
    !found ? "none" : answeredTerms(expectation, text, asked).length > 0 ||
        answeredByRelated(expectation, text, asked, related).length > 0
      ? "answers"
      : "gives";
  switch (expectation) {
    case "duration":
      return figure(DURATION.test(text) || DATE.test(text));
    case "time":
      return figure(statesTime(text));
    case "number":
      return figure(NUMBER.test(text));
    case "place":
      return PLACE.test(text) ? "answers" : "none";
    case "name":
      return figure(statesName(text));
    case "role":
      return figure(statesTitle(text));
    case "code":
      return figure(statesCode(text));
    case "members":
      // Only with the question's words: "those with" and "more than" are common enough.
      return MARKS_OUT.test(text) && holdsTerm(text, asked) ? "answers" : "none";
    case "means":
      // "Through" or "using" is too common to give a way on its own: only with the question's
      // words (so the retrieval's boost for sections giving the asked kind never applies).
      return MEANS.test(text) && holdsTerm(text, asked) ? "answers" : "none";
    case "yes-no":
      // A "Yes" or "No" says nothing of what it answers: it never leads on that alone. A
      // sentence in which "we" or "you" can, will, do or never do something the question names
      // answers it ("We can send any template as a Word document" for "Can I get a Word file?").
      if (REPLY.test(text) && holdsTerm(text, asked)) return "answers";
      return YES_NO.test(text) ? "gives" : "none";
    default:
      return "none";
  }
}
