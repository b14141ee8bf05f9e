/**
 * Whether the site can answer a question at all (docs/decisions/0011-search-retrieval.md): a top
 * section must cover enough of the question's information (`coverage.ts`), and the word that
 * carries the question's intent, its rarest in general English, must be one the site knows
 * (`Retrieval.focus`). An off-topic question often shares common words with a page ("the best
 * pizza delivery in London" meets the delivery pages) while its one telling word ("pizza") is
 * nowhere on the site; declining it beats quoting an unrelated page. And a question asking the
 * company for a fact of a type of its own (`fact_type.ts`: a sum of money, its identifying or
 * registration number, a person holding an office, a share it charges, a date, a period the
 * visitor proposes, something of its in a named place, its own accounts), or for something it
 * never offers (a job, a sale to a private buyer, parking, another business's hours, an account on
 * the site, a press office, a price list, a procedure with another named organisation), or asked
 * whether an event ever happened to it ("Have you ever had a data breach?"), is answered
 * only where a top section states or offers one.
 */
import type { RankedDocument, Retrieval } from "./index.ts";
import { statesCompanyEvent, statesFactType } from "./fact_statement.ts";
import { eventTermsOf } from "./fact_time.ts";
import { factTypeOf } from "./fact_type.ts";
import { questionTermsOf, splitSentences } from "./text.ts";

/** Top sections the decision looks at, and of which the answer is built around one. */
export const ANSWERABILITY_DEPTH = 2;
/** Share of the question's information a top section must cover for the site to answer. */
export const MIN_COVERAGE = 0.35;
/**
 * …and must cover when the site does not know the question's focus word: a section covering most
 * of a question answers it even in the visitor's own words ("…on our jars for Britain?"), while
 * an off-topic question meets a page only through a word or two ("a recipe for banana bread").
 */
export const MIN_COVERAGE_UNKNOWN_FOCUS = 0.5;

/**
 * The top section the answer is built around: of the first {@linkcode ANSWERABILITY_DEPTH}, the
 * one covering the most of the question (the first on a tie); the first-ranked section can win on
 * a repeated word while the second covers the question.
 */
export function anchorSection(retrieval: Retrieval): RankedDocument | undefined {
  let best: RankedDocument | undefined;
  for (const result of retrieval.results.slice(0, ANSWERABILITY_DEPTH)) {
    if (!best || result.coverage > best.coverage) best = result;
  }
  return best;
}

/**
 * Top sections searched for a fact of the type a question asks for (a sum of money, an
 * identifying or registration number, a person's name); set by
 * leave-one-split-out cross-validation over the evaluation's splits (`deno task search:decline-cv`,
 * tools/search/lab_notes.md, twelfth round).
 */
export const FACT_TYPE_DEPTH = 3;

/**
 * Whether a top section covers enough of the question: at least {@linkcode MIN_COVERAGE}, and
 * {@linkcode MIN_COVERAGE_UNKNOWN_FOCUS} when the site does not know its focus word.
 */
export function coversEnough(retrieval: Retrieval): boolean {
  const anchor = anchorSection(retrieval);
  if (!anchor || anchor.coverage < MIN_COVERAGE) return false;
  return retrieval.focus?.known !== false || anchor.coverage >= MIN_COVERAGE_UNKNOWN_FOCUS;
}

/**
 * Prior weight of a section on a page of the company's own services (`corpus.ts`: insight
 * articles weigh 0.85, legal pages 0.5, closing call-to-action bands 0.6).
 */
const OWN_PAGE_WEIGHT = 1;

/**
 * When `question` asks for a fact of a type of its own (`factTypeOf` in `fact_type.ts`), the
 * 0-based rank of the first retrieved section with a sentence stating one (for a place, the
 * section as a whole; `Infinity` when none does); `undefined` for other questions.
 */
export function factTypeRank(question: string, retrieval: Retrieval): number | undefined {
  const type = factTypeOf(question);
  if (!type) return undefined;
  // An event of the company's past is stated by the event's own word, not any word of the question.
  const asked = type === "past_event" ? eventTermsOf(question) : new Set(questionTermsOf(question));
  // A place is stated by a section naming it with another word of the question anywhere in it
  // (the contact section's address names Hayes, its heading the office); the other types by one
  // sentence.
  const rank = retrieval.results.findIndex(({ document }) => {
    if (type === "place") {
      return statesFactType(type, [document.heading, ...document.passages].join(" \n"), asked);
    }
    // An event of the company's: on a page of its own services (the corpus weighs those 1,
    // articles and legal pages less: `corpus.ts`) any sentence says what the company does.
    const states = type === "past_event"
      ? (sentence: string) =>
        statesCompanyEvent(sentence, asked, document.weight >= OWN_PAGE_WEIGHT)
      : (sentence: string) => statesFactType(type, sentence, asked);
    return document.passages.some((passage) => splitSentences(passage).some(states));
  });
  return rank === -1 ? Infinity : rank;
}

/**
 * Whether the site can answer `question` from `retrieval`: a top section covers enough of it
 * ({@linkcode coversEnough}), and when it asks for a fact of a type of its own (a sum of money,
 * the company's own number, a person, a share it charges, a date, a period, a place), one of the
 * top {@linkcode FACT_TYPE_DEPTH} sections states one. A page can share every word of "What is the
 * salary for a brand strategist?" and state no salary: quoting it answers nothing.
 */
export function isAnswerable(question: string, retrieval: Retrieval): boolean {
  if (!coversEnough(retrieval)) return false;
  return (factTypeRank(question, retrieval) ?? 0) < FACT_TYPE_DEPTH;
}
