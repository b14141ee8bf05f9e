/**
 * The candidate signals of intent the decline lab (`decline_lab.ts`) reads of one question beside
 * production's coverage and focus word, and the index facts they need (section terms, their
 * WordNet relatives, document frequencies); tools/search/lab_notes.md, tenth
 * round.
 */
import { anchorSection } from "../../server/search/answerability.ts";
import { englishRarity, isEnglishWord } from "../../server/search/english_words.ts";
import type { Retrieval } from "../../server/search/index.ts";
import {
  askingSentence,
  FILLER_WORDS,
  isSoftTerm,
  splitWords,
  termOf,
} from "../../server/search/text.ts";

/** What the lab reads of the index beyond a retrieval. */
export interface Site {
  /** Sections each term occurs in (absent: the site never uses it). */
  frequency: ReadonlyMap<string, number>;
  sections: number;
  /** Terms of each section and its WordNet related terms, by section id. */
  terms: ReadonlyMap<string, { terms: ReadonlySet<string>; related: ReadonlySet<string> }>;
  /** Every WordNet related term of some section. */
  relatedAnywhere: ReadonlySet<string>;
}

/** Rarity of a word in general English as a log rank (NaN for a name, typo or new term). */
function logRarity(word: string): number {
  const rarity = englishRarity(word);
  // Characters before the term in a list of one term a line: about eight per rank.
  return rarity === Infinity ? NaN : Math.log(1 + rarity / 8);
}

/** The candidate signals of one question. */
export const SIGNALS = [
  "coverage",
  "focusUnknown",
  "intentAnchor",
  "intentTop",
  "unknownRarest",
  "siteAffinity",
  "logScore",
  "terms",
  "article",
] as const;
/** The name of one candidate signal. */
export type Signal = typeof SIGNALS[number];

/**
 * The signals of `question`: production's coverage and focus word, and candidates of intent, each
 * question word weighed by its rarity in general English (SUBTLEX-US; words outside its list and
 * words only of the context around the asking sentence at half):
 * - `intentAnchor`: share of that weight the answer's section covers (its own term 1, a related
 *   word 0.7); `intentTop`: the same over the top three sections, with site words elsewhere at 0.5;
 * - `unknownRarest`: rarity of the rarest word neither the site nor a WordNet relative of a site
 *   word has, over the question's rarest word's (0 when every word is known);
 * - `siteAffinity`: the mean log ratio of a word's share of the site's sections to its frequency
 *   in general English (a unigram likelihood ratio, the question's "clarity" against English);
 * - `logScore` (the first section's score, log), `terms` (log count), `article` (the answer's
 *   section is an insight article).
 */
export function signalsOf(
  question: string,
  retrieval: Retrieval,
  site: Site,
): Record<Signal, number> {
  const anchor = anchorSection(retrieval);
  const anchorTerms = anchor ? site.terms.get(anchor.document.id) : undefined;
  const top = retrieval.results.slice(0, 3).flatMap(({ document }) =>
    site.terms.get(document.id) ?? []
  );
  const asked = new Set(splitWords(askingSentence(question)));
  const seen = new Set<string>();
  let weight = 0, inAnchor = 0, inTop = 0, rarest = 0, rarestUnknown = 0, affinity = 0, words = 0;
  for (const word of splitWords(question)) {
    if (FILLER_WORDS.has(word)) continue;
    const term = termOf(word);
    if (!term || isSoftTerm(term) || seen.has(term)) continue;
    seen.add(term);
    const rarity = logRarity(word);
    if (Number.isNaN(rarity) || !isEnglishWord(word)) continue;
    const w = asked.has(word) ? rarity : rarity / 2;
    const credit = (terms?: { terms: ReadonlySet<string>; related: ReadonlySet<string> }) =>
      terms?.terms.has(term) ? 1 : terms?.related.has(term) ? 0.7 : 0;
    const onSite = site.frequency.has(term) ? 1 : site.relatedAnywhere.has(term) ? 0.6 : 0;
    weight += w;
    inAnchor += w * credit(anchorTerms);
    inTop += w * Math.max(...top.map(credit), onSite / 2);
    rarest = Math.max(rarest, w);
    if (onSite === 0) rarestUnknown = Math.max(rarestUnknown, w);
    const share = ((site.frequency.get(term) ?? 0) + (site.relatedAnywhere.has(term) ? 0.5 : 0) +
      0.1) / site.sections;
    affinity += Math.log(share) + rarity;
    words++;
  }
  const first = retrieval.results[0];
  return {
    coverage: anchor?.coverage ?? 0,
    focusUnknown: retrieval.focus?.known === false ? 1 : 0,
    intentAnchor: weight ? inAnchor / weight : 0,
    intentTop: weight ? inTop / weight : 0,
    unknownRarest: rarest ? rarestUnknown / rarest : 0,
    siteAffinity: words ? affinity / words : 0,
    logScore: Math.log(1 + (first?.score ?? 0)),
    terms: Math.log(1 + retrieval.terms.length),
    article: anchor?.document.path.startsWith("/insights/") ? 1 : 0,
  };
}

/** One question as the lab sees it. */
export interface Row {
  question: string;
  answerable: boolean;
  /** Production's decision. */
  answered: boolean;
  /** Nothing retrieved: declined whatever a model says. */
  empty: boolean;
  signals: Record<Signal, number>;
}
