/**
 * Sentence-level grounding of a language model's answer (docs/decisions/0042-search-on-minisearch.md: answers
 * come from the site's own pages). Each sentence must cite a source it was given and be supported
 * by that source's passages: most of its topical words, and every figure it states, must be there.
 * Unsupported sentences are dropped; when too little remains the caller uses the offline answer.
 */
import { splitSentences, termsOf } from "./text.ts";

/** Least share of a sentence's topical terms its cited passages must contain. */
export const MIN_SUPPORT = 0.6;
/** Least share of the model's sentences that must survive for its answer to be used at all. */
export const MIN_KEPT_SHARE = 0.5;

/** What grounding needs to know of one numbered source. */
export interface GroundingSource {
  passages: readonly string[];
}

/** One sentence of the model's answer and the verdict on it. */
export interface GroundedSentence {
  text: string;
  /** Valid 1-based source numbers it cites. */
  cites: number[];
  /** Share (0–1) of its topical terms found in the cited passages. */
  support: number;
  kept: boolean;
}

/** The outcome: the kept text (markers as the model wrote them) or `null` when too little is left. */
export interface Grounding {
  content: string | null;
  sentences: GroundedSentence[];
}

const MARKER = /\[(\d+(?:\s*[,–-]\s*\d+)*)\]/g;
const FIGURE = /\d+(?:[.,:]\d+)*/g;

/**
 * The numbers a citation marker's inside names ("1", "1, 3", "2-4"; a range of ten at most), in
 * order, repeats kept.
 */
export function markerNumbers(inside: string): number[] {
  const numbers: number[] = [];
  for (const part of inside.split(",")) {
    const [from, to] = part.split(/[–-]/).map((value) => Number(value.trim()));
    if (from === undefined || !Number.isInteger(from)) continue;
    const end = to !== undefined && Number.isInteger(to) && to >= from && to - from < 10
      ? to
      : from;
    for (let n = from; n <= end; n++) numbers.push(n);
  }
  return numbers;
}

function citedNumbers(sentence: string, count: number): number[] {
  const numbers = [...sentence.matchAll(MARKER)].flatMap((match) => markerNumbers(match[1]!));
  return [...new Set(numbers.filter((n) => n >= 1 && n <= count))];
}

/** Terms of each source, computed once per answer. */
function sourceIndex(sources: readonly GroundingSource[]) {
  return sources.map((source) => {
    const text = source.passages.join("\n");
    return { figures: new Set(text.match(FIGURE) ?? []), terms: new Set(termsOf(text)) };
  });
}

/**
 * Judges every sentence of `text` against the sources it cites.
 *
 * @example
 * groundAnswer("Onboarding takes 4-6 weeks [1]. We deliver to Mars [1].", sources).content;
 * // "Onboarding takes 4-6 weeks [1]." — the second sentence is dropped, half the answer is left
 */
export function groundAnswer(text: string, sources: readonly GroundingSource[]): Grounding {
  const indexed = sourceIndex(sources);
  // "…weeks. [1] Next…" → "…weeks [1]. Next…", so each marker stays with its sentence.
  const normalised = text.replace(/([.!?])\s*((?:\[\d[^\]]*\]\s*)+)/g, " $2$1 ").trim();
  const sentences: GroundedSentence[] = splitSentences(normalised).map((sentence) => {
    const cites = citedNumbers(sentence, sources.length);
    const bare = sentence.replace(MARKER, "").replace(/[\u2010-\u2015]/g, "-");
    const terms = [...new Set(termsOf(bare))];
    const cited = cites.map((n) => indexed[n - 1]!);
    const found = terms.filter((term) => cited.some((source) => source.terms.has(term)));
    const support = terms.length === 0 ? 0 : found.length / terms.length;
    const figures = bare.match(FIGURE) ?? [];
    const figuresHold = figures.every((figure) =>
      cited.some((source) => source.figures.has(figure))
    );
    const kept = cites.length > 0 && support >= MIN_SUPPORT && figuresHold;
    return { text: sentence, cites, support, kept };
  });
  const kept = sentences.filter((sentence) => sentence.kept);
  const enough = kept.length > 0 && kept.length >= sentences.length * MIN_KEPT_SHARE;
  return { content: enough ? kept.map((sentence) => sentence.text).join(" ") : null, sentences };
}
