/**
 * Acronyms the site defines (docs/decisions/0011-search-retrieval.md, "Retrieval"): the pages
 * write an expansion beside its acronym ("Web Content Accessibility Guidelines (WCAG)", "PECR
 * (Privacy and Electronic Communications Regulations)") or use both apart ("fast-moving consumer
 * goods" on one page, "UK FMCG" on many). A visitor uses one where a section uses the other, so a
 * section with the acronym is indexed under its expansion's words and a section with the expansion
 * under the acronym (`index_data.ts`).
 *
 * The definitions are read from the corpus at every build by the initial letters of words, not
 * from a hand list, so an acronym staff define in a later article is read too. This is the
 * initial-letter reading of Schwartz and Hearst's abbreviation definitions (Pacific Symposium on
 * Biocomputing 2003), kept strict because a short acronym's letters begin many word runs by chance.
 */
import { termOf, termsOf } from "./text.ts";

/** Acronym term (as {@linkcode termOf} gives it) → index terms of its expansion, in order. */
export type AcronymTable = ReadonlyMap<string, readonly string[]>;

/**
 * Letters from which an acronym is read from an expansion anywhere in the corpus, not only one
 * written in brackets beside it: "FMCG" is spelt by one word run of the site, while a three-letter
 * acronym's letters begin runs by chance ("products onto shelves" for "POS").
 */
export const UNBRACKETED_LETTERS = 4;
/**
 * Words an expansion may hold between the words that give its letters ("Equality and Human Rights
 * Commission", "high in fat, salt or sugar"); they never give a letter, and never begin or end it.
 */
const JOINING_WORDS: ReadonlySet<string> = new Set(
  "a an and at by for from in of on or the to with".split(" "),
);

/** Words of `text` as written (case kept, apostrophes dropped; a hyphen separates words). */
function wordsOf(text: string): string[] {
  return text.replace(/['\u2018\u2019]/g, "").split(/[^A-Za-z0-9]+/).filter(Boolean);
}

/** Whether a word gives a letter of an expansion: a word in lower case or capitalised. */
function letterWord(word: string): boolean {
  return /^[A-Za-z][a-z]*$/.test(word) && !JOINING_WORDS.has(word.toLowerCase());
}

/**
 * Where the run of `words` from `start` that spells `acronym` by initial letters ends (exclusive),
 * or -1. Joining words may stand between letter words, one at a time.
 */
function spellsFrom(words: readonly string[], start: number, acronym: string): number {
  let letter = 0;
  let at = start;
  let joined = false;
  while (letter < acronym.length && at < words.length) {
    const word = words[at]!;
    if (letterWord(word) && word[0]!.toUpperCase() === acronym[letter]) {
      letter++;
      at++;
      joined = false;
      continue;
    }
    if (letter > 0 && !joined && JOINING_WORDS.has(word.toLowerCase())) {
      joined = true;
      at++;
      continue;
    }
    return -1;
  }
  return letter === acronym.length ? at : -1;
}

/** The expansion's index terms, or `undefined` when it has fewer terms than letters' worth. */
function expansionTerms(words: readonly string[]): string[] | undefined {
  const terms = termsOf(words.join(" "));
  return terms.length >= 2 ? terms : undefined;
}

/**
 * The acronyms `texts` define (each text a passage, heading or keyword line of the site) and
 * their expansions' terms. An acronym in brackets right after the words that spell it, or before
 * brackets holding only such words, is defined there; one of {@linkcode UNBRACKETED_LETTERS}
 * letters or more, defined nowhere so, by the one run of words anywhere in `texts` that spells it
 * ("fast-moving consumer goods" for "FMCG"). An acronym spelt by runs with different words, or by
 * none, is left out.
 *
 * @example
 * acronymsOf(["Guidelines (WCAG) ...", "Web Content Accessibility Guidelines (WCAG)"]).get("wcag");
 * // ["web", "content", "access", "guidelin"]
 */
export function acronymsOf(texts: Iterable<string>): Map<string, string[]> {
  // One text, one line each: a run never crosses from one line into the next.
  const corpus = [...texts].join("\n");
  const table = new Map<string, string[]>();
  const define = (acronym: string, words: readonly string[]) => {
    const term = termOf(acronym.toLowerCase());
    const terms = expansionTerms(words);
    if (term && terms) table.set(term, terms);
  };
  // "words (ACR)": the run before the bracket must end where the bracket opens.
  for (const match of corpus.matchAll(/\(([A-Z]{2,8})s?\)/g)) {
    const acronym = match[1]!;
    const before = wordsOf(corpus.slice(corpus.lastIndexOf("\n", match.index) + 1, match.index));
    const first = Math.max(0, before.length - 3 * acronym.length);
    for (let start = before.length - 1; start >= first; start--) {
      if (spellsFrom(before, start, acronym) === before.length) {
        define(acronym, before.slice(start));
        break;
      }
    }
  }
  // "ACR (words)": the bracket holds the run and nothing else.
  for (const match of corpus.matchAll(/\b([A-Z]{2,8})s?\s+\(([^()\n]+)\)/g)) {
    const inside = wordsOf(match[2]!);
    if (spellsFrom(inside, 0, match[1]!) === inside.length) define(match[1]!, inside);
  }
  // Longer acronyms defined nowhere in brackets: by the one run of words spelling them. One
  // regular expression an acronym scans the corpus once.
  const acronyms = new Set<string>();
  for (const match of corpus.matchAll(/\b([A-Z]{4,8})s?\b/g)) acronyms.add(match[1]!);
  for (const acronym of acronyms) {
    const term = termOf(acronym.toLowerCase());
    if (!term || table.has(term)) continue;
    const found = new Map<string, string[]>();
    for (const match of corpus.matchAll(runPattern(acronym))) {
      const terms = expansionTerms(wordsOf(match[0]));
      if (terms) found.set(terms.join(" "), terms);
    }
    if (found.size === 1) table.set(term, [...found.values()][0]!);
  }
  return table;
}

/** Joining words as a pattern, each a whole word. */
const JOINING = `(?:${[...JOINING_WORDS].join("|")})(?![A-Za-z0-9])`;
/** What separates words: anything but letters, digits and apostrophes. */
const SEPARATOR = "[^A-Za-z0-9'\u2018\u2019\\n]+";

/**
 * A run of words spelling `acronym` as {@linkcode spellsFrom} reads one: each letter the first
 * letter of a word in lower case or capitalised that is no joining word, one joining word at most
 * between two of them.
 */
function runPattern(acronym: string): RegExp {
  const word = (letter: string) =>
    `(?!${JOINING})[${letter}${letter.toLowerCase()}][a-z'\u2018\u2019]*(?![A-Za-z0-9])`;
  const [first, ...rest] = [...acronym];
  const tail = rest.map((letter) => `${SEPARATOR}(?:${JOINING}${SEPARATOR})?${word(letter)}`);
  return new RegExp(`(?<![A-Za-z0-9'\u2018\u2019])${word(first!)}${tail.join("")}`, "g");
}

/**
 * Terms a section gains from `table`: the expansion's terms of each acronym it uses, and each
 * acronym whose expansion it writes as a run of adjacent terms (every adjacent pair in `pairs`).
 * Terms the section has already are left out.
 */
export function acronymTermsOf(
  table: AcronymTable,
  terms: ReadonlySet<string>,
  pairs: ReadonlySet<string>,
): Set<string> {
  const gained = new Set<string>();
  for (const [acronym, expansion] of table) {
    if (terms.has(acronym)) {
      for (const term of expansion) if (!terms.has(term)) gained.add(term);
    } else if (
      expansion.every((term, i) => i === 0 || pairs.has(`${expansion[i - 1]} ${term}`))
    ) {
      gained.add(acronym);
    }
  }
  return gained;
}
