/**
 * Acronyms the site defines (docs/decisions/0042-search-on-minisearch.md): the pages write an
 * expansion beside its acronym ("Web Content Accessibility Guidelines (WCAG)", "PECR (Privacy and
 * Electronic Communications Regulations)"); a visitor types one where a section uses the other, so
 * each section is indexed under the other form too. Read from the corpus at every build (the
 * initial-letter reading of Schwartz and Hearst, 2003), so an acronym staff define in a later
 * article is read too.
 */
import { normaliseText } from "./text.ts";

/** Words that may stand between the letter-giving words of an expansion ("Code of Practice"). */
const JOINING = new Set("a an and at by for from in of on or the to with".split(" "));

/** Whether `words` spell `acronym` by their initial letters, joining words skipped. */
function spells(words: readonly string[], acronym: string): boolean {
  const letters = words.filter((word) => !JOINING.has(word.toLowerCase()));
  return letters.length === acronym.length && words.length > 0 &&
    !JOINING.has(words[0]!.toLowerCase()) &&
    letters.every((word, i) => word[0]!.toUpperCase() === acronym[i]);
}

/**
 * Acronym (lower case) → its expansion (normalised text), from "words (ACR)" and "ACR (words)" in
 * `texts`.
 *
 * @example
 * acronymsOf(["Web Content Accessibility Guidelines (WCAG) 2.2"]).get("wcag");
 * // "web content accessibility guidelines"
 */
export function acronymsOf(texts: Iterable<string>): Map<string, string> {
  const table = new Map<string, string>();
  for (const text of texts) {
    for (const match of text.matchAll(/((?:[A-Za-z][\w-]*\s+){1,10}?)\(([A-Z]{2,8})s?\)/g)) {
      const acronym = match[2]!;
      const words = match[1]!.trim().split(/[\s-]+/);
      for (
        let start = Math.max(0, words.length - 2 * acronym.length);
        start < words.length;
        start++
      ) {
        if (spells(words.slice(start), acronym)) {
          table.set(acronym.toLowerCase(), normaliseText(words.slice(start).join(" ")));
          break;
        }
      }
    }
    for (const match of text.matchAll(/\b([A-Z]{2,8})s?\s+\(([^()\n]+)\)/g)) {
      const words = match[2]!.trim().split(/[\s-]+/);
      if (spells(words, match[1]!)) {
        table.set(match[1]!.toLowerCase(), normaliseText(words.join(" ")));
      }
    }
  }
  return table;
}

/**
 * What a section gains from `table`: the expansion of each acronym it uses, and each acronym
 * whose expansion it writes, as one text to index.
 */
export function acronymText(table: ReadonlyMap<string, string>, text: string): string {
  const normal = ` ${normaliseText(text).replace(/[^a-z0-9]+/g, " ")} `;
  const gained: string[] = [];
  for (const [acronym, expansion] of table) {
    if (normal.includes(` ${acronym} `)) gained.push(expansion);
    else if (normal.includes(` ${expansion.replace(/[^a-z0-9]+/g, " ")} `)) gained.push(acronym);
  }
  return gained.join(" \n");
}
