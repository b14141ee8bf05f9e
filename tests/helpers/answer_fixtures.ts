/**
 * Shared pieces of the answer tests (`server/search/answer_test.ts` and the `answer_*_test.ts`
 * files beside the modules an answer is read and composed with): the site origin a search service
 * cites, a visitor's words as the search asks with them, and the sentence an answer leads with.
 */
import { composeAnswer } from "../../server/search/answer.ts";
import type { createSearchIndex } from "../../server/search/index.ts";
import { termOf } from "../../server/search/text.ts";

/** The site origin the tests' search services make citations absolute on. */
export const ORIGIN = "https://www.example.test";

/** The analysed terms of a visitor's words, as the search asks with them. */
export function asked(...words: string[]): Set<string> {
  return new Set(words.map((word) => termOf(word)!));
}

/** The first sentence of the answer to `question` over `index`. */
export function firstSentence(
  index: ReturnType<typeof createSearchIndex>,
  question: string,
): string {
  const answer = composeAnswer(question, index.search(question), index);
  return answer.content.split(/(?<=\]\.)\s+/)[0] ?? "";
}
