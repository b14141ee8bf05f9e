/**
 * The sections an extractive answer may draw on, and the reply when there are none: the site
 * declines a question it cannot answer (`answerability.ts`) with a reply that cites nothing
 * (docs/decisions/0011-search-retrieval.md: never invent an answer).
 */
import type { RankedDocument, Retrieval } from "./index.ts";
import { SEARCH_NO_ANSWER } from "../../shared/content/search.ts";
import type { ComposedAnswer } from "./answer.ts";
import { anchorSection, ANSWERABILITY_DEPTH, isAnswerable, MIN_COVERAGE } from "./answerability.ts";

/** Pages an answer may cite; more would dilute it. */
const MAX_SOURCES = 3;
/** Sections of one page an answer may quote. */
const SECTIONS_PER_PAGE = 2;
/** A section is used only when it covers this share of what the best one covers. */
const RELATIVE_COVERAGE = 0.8;
/** …and scores at least this share of the best section's score. */
const RELATIVE_SCORE = 0.5;

/**
 * The reply when the site has no answer: says so and cites nothing (no page answers the question;
 * citing /contact would read as if it did). The search page offers the contact page as an action
 * beside it (`SEARCH_NO_ANSWER.cta`, docs/requirements.md#search-answers).
 */
export function noAnswer(): ComposedAnswer {
  return { kind: "no-answer", content: SEARCH_NO_ANSWER.text, sources: [] };
}

/**
 * The sections an answer may draw on, none when the site cannot answer (`answerability.ts`):
 * close to the best in coverage and score, from at most three pages, two sections of a page at
 * most (a page's sections share one citation).
 */
export function answerableSections(question: string, retrieval: Retrieval): RankedDocument[] {
  if (!isAnswerable(question, retrieval)) return [];
  // Built around the first of the top sections that covers enough of the question, else the one
  // that covers most.
  const best =
    retrieval.results.slice(0, ANSWERABILITY_DEPTH).find((result) =>
      result.coverage >= MIN_COVERAGE
    ) ?? anchorSection(retrieval);
  if (!best) return [];
  // The anchor section is always usable, even when a section that covers less scores far higher.
  const minScore = Math.min(
    best.score,
    RELATIVE_SCORE * Math.max(...retrieval.results.map((result) => result.score)),
  );
  return withinSourceLimits(
    retrieval.results.filter((result) =>
      result.coverage >= Math.max(MIN_COVERAGE, best.coverage * RELATIVE_COVERAGE) &&
      result.score >= minScore
    ),
  );
}

/**
 * Least share of the question a section must cover for a hosted model to be shown it when the
 * extractive answer declines; below it no section shares more than a stray word with the question
 * ("What is the best pizza in London?" retrieves nothing), and asking would only cost a call. Of
 * the answerable questions the extractive answer declined over the evaluation's dev and fresh
 * splits, each of the 44 with an answering page among the top three had a section covering at
 * least this much; no floor or focus word told them from the off-topic ones, so the model judges
 * (tools/search/lab_notes.md, "A hosted model decides the declines").
 */
export const MODEL_MIN_COVERAGE = 0.15;

/**
 * The sections a hosted model reads when the extractive answer declines `retrieval`'s question
 * (docs/decisions/0011-search-retrieval.md: with a model configured, the model decides
 * answerability from the passages): when the section the answer would be built around covers at
 * least {@linkcode MODEL_MIN_COVERAGE}, the best-ranked sections covering that much, within the
 * same limits as an answer's sources; none otherwise, and the question is declined without asking
 * the model.
 */
export function modelSections(retrieval: Retrieval): RankedDocument[] {
  // Measured on the section the answer would be built around (of the top two, the one covering
  // most), as the extractive decision reads it.
  if ((anchorSection(retrieval)?.coverage ?? 0) < MODEL_MIN_COVERAGE) return [];
  return withinSourceLimits(
    retrieval.results.filter((result) => result.coverage >= MODEL_MIN_COVERAGE),
  );
}

/**
 * `results` in their order, keeping at most {@linkcode SECTIONS_PER_PAGE} sections of a page and
 * {@linkcode MAX_SOURCES} pages.
 */
function withinSourceLimits(results: readonly RankedDocument[]): RankedDocument[] {
  const chosen: RankedDocument[] = [];
  for (const result of results) {
    const samePage = chosen.filter((other) => other.document.path === result.document.path);
    if (samePage.length >= SECTIONS_PER_PAGE) continue;
    const pages = new Set(chosen.map((other) => other.document.path));
    if (samePage.length === 0 && pages.size >= MAX_SOURCES) continue;
    chosen.push(result);
  }
  return chosen;
}
