/**
 * How common a term is in general English: its rank in the list `deno task build` writes from a
 * locked package (`tools/search/english_terms.ts`). The search reads a question's intent from its
 * word rarest in general English (docs/decisions/0042-search-on-minisearch.md).
 */
import { join } from "node:path";
import { DIST } from "../build_manifest.ts";

/** Where the build writes the list. */
export const ENGLISH_TERMS_FILE = join(DIST, "search", "english_terms.txt");

let ranks: Map<string, number> | undefined;

/**
 * The rank of an analysed term among general English terms (0: the most common), or `undefined`
 * for a term English does not list (a name, a typo, a trade word).
 *
 * @throws {Error} when the list has not been built (`deno task build`).
 */
export function englishRank(term: string): number | undefined {
  if (!ranks) {
    let text: string;
    try {
      text = Deno.readTextFileSync(ENGLISH_TERMS_FILE);
    } catch (error) {
      throw new Error(`Cannot read ${ENGLISH_TERMS_FILE}: run deno task build (${error})`);
    }
    ranks = new Map(text.split("\n").filter(Boolean).map((line, rank) => [line, rank]));
  }
  return ranks.get(term);
}
