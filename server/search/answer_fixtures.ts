/**
 * Shared pieces of the tests beside the modules an answer is read with (`answer_*_test.ts`): a
 * visitor's words as the search asks with them.
 */
import { termOf } from "./text.ts";

/** The analysed terms of a visitor's words, as the search asks with them. */
export function asked(...words: string[]): Set<string> {
  return new Set(words.map((word) => termOf(word)!));
}
