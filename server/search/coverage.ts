/**
 * How much of a question a section covers (docs/decisions/0011-search-retrieval.md): each question
 * term weighs by its rarity and is credited when the section has it, a typo of it or a WordNet
 * related word of it; a word of general English one letter from a site word ("drivers",
 * "divers") earns "near" credit, which ranks sections but does not count as covering the question:
 * typo tolerance never turns one real word into another.
 */
import { fuzzyCredit, nearestVariant } from "./typos.ts";

/** Credit a term earns when only a related word of it occurs in the section. */
export const RELATED_CREDIT = 0.7;
/** Letters from which a word of general English one letter from a site word is a spelling of it. */
export const SPELLING_VARIANT_LENGTH = 9;

/**
 * Where a section's coverage of a question comes from, each a share (0–1) of the question's total
 * term weight: `direct + typo + related` is its coverage, `near` what ranking adds to it.
 */
export interface CoverageEvidence {
  /** Question terms the section contains as they are. */
  direct: number;
  /** Typos of question terms the section contains (credited below a direct match). */
  typo: number;
  /** Question terms the section has only a WordNet related word of (at 0.7 of their weight). */
  related: number;
  /** Credit for words of general English one letter from a site word. */
  near: number;
  /** Weight of the heaviest question term the section does not cover at all, as a share of the
   * heaviest term a question can have (a term of one section); 0 when every term is covered. */
  missing: number;
}

/** What coverage reads about the question, gathered once per search. */
export interface CoverageContext {
  /** Rarity of a term (see `SearchIndex.termWeight`). */
  weight: (term: string) => number;
  /** Rarity of a term of one section, the heaviest possible. */
  maxWeight: number;
  /** Longest typed word behind each question term. */
  lengths: Map<string, number>;
  /** Whether the site uses a term (a question term it uses was meant as typed). */
  known: (term: string) => boolean;
  /** Question words the site never uses, as typed, by term. */
  typed: Map<string, string>;
  /** Question terms the site never uses that are words of general English. */
  words: Set<string>;
  /** Filled with question terms a section met only through related or near words. */
  related: Set<string>;
}

/** A section as coverage sees it. */
export interface CoveredSection {
  /** Terms of the section's own text. */
  terms: ReadonlySet<string>;
  /** WordNet related terms of its words that it does not use itself. */
  related: ReadonlySet<string>;
  /** Index terms MiniSearch matched in the section (question terms, their typos, prefixes). */
  matched: readonly string[];
}

/** The coverage of `terms` by `section`, and where it comes from. */
export function coverageOf(
  section: CoveredSection,
  terms: readonly string[],
  context: CoverageContext,
): { coverage: number; nearCoverage: number; evidence: CoverageEvidence } {
  const { terms: own, related } = section;
  // Index terms matched in this section through typo tolerance or prefixes.
  const matched = section.matched.filter((term) => !terms.includes(term));
  let total = 0;
  const credit = { direct: 0, typo: 0, related: 0, near: 0 };
  let missing = 0;
  for (const term of terms) {
    if (own.has(term)) {
      const weight = context.weight(term);
      total += weight;
      credit.direct += weight;
      continue;
    }
    const candidates = matched.filter((variant) => own.has(variant));
    const word = context.typed.get(term);
    const length = context.lengths.get(term) ?? term.length;
    const typo = nearestVariant(term, candidates, length) ??
      (word ? nearestVariant(word, candidates, length) : undefined);
    if (typo) {
      // Weighed as the word the visitor meant: the site word, or the word as typed when the site
      // uses that too ("contact" meant as typed, not "contract").
      const meant = context.known(term);
      const weight = context.weight(meant ? term : typo.variant);
      total += weight;
      // A word of general English the site never uses, one letter from a site word ("drivers",
      // "divers"), is another word, not a typo: it helps ranking but does not make the question
      // answerable; unless it is long, when it is a spelling of the site word ("confectionary",
      // "confectionery").
      const earned = weight * fuzzyCredit(typo.distance, length);
      const variant = length >= SPELLING_VARIANT_LENGTH && typo.distance <= 1;
      if (context.words.has(term) && !variant) credit.near += earned;
      else credit.typo += earned;
      continue;
    }
    const weight = context.weight(term);
    total += weight;
    if (related.has(term)) {
      credit.related += weight * RELATED_CREDIT;
      context.related.add(term);
      continue;
    }
    missing = Math.max(missing, weight);
  }
  const share = (part: number) => total === 0 ? 0 : part / total;
  const coverage = share(credit.direct + credit.typo + credit.related);
  return {
    coverage,
    nearCoverage: coverage + share(credit.near),
    evidence: {
      direct: share(credit.direct),
      typo: share(credit.typo),
      related: share(credit.related),
      near: share(credit.near),
      missing: missing / context.maxWeight,
    },
  };
}
