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
  const chosen: RankedDocument[] = [];
  for (const result of retrieval.results) {
    if (result.coverage < Math.max(MIN_COVERAGE, best.coverage * RELATIVE_COVERAGE)) continue;
    if (result.score < minScore) continue;
    const samePage = chosen.filter((other) => other.document.path === result.document.path);
    if (samePage.length >= SECTIONS_PER_PAGE) continue;
    const pages = new Set(chosen.map((other) => other.document.path));
    if (samePage.length === 0 && pages.size >= MAX_SOURCES) continue;
    chosen.push(result);
  }
  return chosen;
}
