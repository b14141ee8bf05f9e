/**
 * Extractive answers (issue 4): the best two to four sentences from the best-matching sections,
 * each followed by the number of its page, or the no-answer reply pointing to /contact when no
 * section covers enough of the question (decisions.md: never invent an answer).
 */
import { pageNameOf } from "./document.ts";
import type { RankedDocument, Retrieval, SearchIndex } from "./index.ts";
import { SEARCH_NO_ANSWER } from "../../shared/content/search.ts";
import type { SearchDocument } from "./corpus.ts";
import { splitSentences, termsOf } from "./text.ts";

/**
 * Least share of a question the best section must cover before the site answers. Below it the
 * question is about something our pages do not discuss ("bitcoin price": only "price" is ours).
 */
export const MIN_COVERAGE = 0.55;
/** Sentences in an extractive answer (issue 4: the best 2–4). */
export const ANSWER_SENTENCES = { min: 2, max: 4 } as const;
/** Pages an answer may cite; more would dilute it. */
const MAX_SOURCES = 3;
/** Sentences taken from one page at most. */
const MAX_PER_SOURCE = 2;
/** A second sentence below this share of the best gives way to the sentence after the best. */
const WEAK_SECOND = 0.3;
/** Sentences beyond the minimum must score this share of the best sentence. */
const EXTRA_SENTENCE = 0.55;
/** A section is used only when it covers this share of what the best one covers. */
const RELATIVE_COVERAGE = 0.8;
/** …and scores at least this share of the best section's score. */
const RELATIVE_SCORE = 0.5;

/** A page an answer cites; `url` is the site path (plus anchor) of the section used. */
export interface AnswerSource {
  path: string;
  url: string;
  title: string;
}

/** An answer before URLs are made absolute: `content` carries `[n]` markers into `sources`. */
export interface ComposedAnswer {
  kind: "answer" | "no-answer";
  content: string;
  sources: AnswerSource[];
}

/** The contact page, the only source of a no-answer reply. */
export const CONTACT_SOURCE: AnswerSource = {
  path: "/contact",
  url: "/contact",
  title: pageNameOf("/contact"),
};

/** The reply when the site has no answer: says so and points to /contact as source [1]. */
export function noAnswer(): ComposedAnswer {
  return {
    kind: "no-answer",
    content: withMarker(SEARCH_NO_ANSWER.text, 1),
    sources: [CONTACT_SOURCE],
  };
}

/** Title of a cited section as listed under "Sources:". */
export function sourceTitle(document: SearchDocument): string {
  if (document.path.startsWith("/insights/") || document.heading === document.pageTitle) {
    return document.pageTitle;
  }
  return `${document.pageTitle}: ${document.heading}`;
}

/** Puts " [n]" before a sentence's closing punctuation: "…in 4-6 weeks [1]." */
export function withMarker(text: string, n: number): string {
  const match = /^(.*?)([.?!]+)?$/s.exec(text.trim());
  return `${match?.[1] ?? text} [${n}]${match?.[2] ?? "."}`;
}

/** The sections an answer may draw on: close to the best in coverage and score, ≤ 1 per page. */
export function answerableSections(retrieval: Retrieval): RankedDocument[] {
  const best = retrieval.results[0];
  if (!best || best.coverage < MIN_COVERAGE) return [];
  const topScore = Math.max(...retrieval.results.map((result) => result.score));
  const chosen: RankedDocument[] = [];
  for (const result of retrieval.results) {
    if (chosen.length >= MAX_SOURCES) break;
    if (result.coverage < Math.max(MIN_COVERAGE, best.coverage * RELATIVE_COVERAGE)) continue;
    if (result.score < topScore * RELATIVE_SCORE) continue;
    if (chosen.some((other) => other.document.path === result.document.path)) continue;
    chosen.push(result);
  }
  return chosen;
}

interface Candidate {
  text: string;
  terms: Set<string>;
  score: number;
  source: number;
  position: number;
}

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/**
 * Composes the answer to a retrieval: sentences scored by the rare question terms they contain
 * (synonyms count half), favouring the best section and early sentences; near-duplicates skipped.
 */
export function composeAnswer(
  retrieval: Retrieval,
  index: Pick<SearchIndex, "termWeight">,
): ComposedAnswer {
  const sections = answerableSections(retrieval);
  if (sections.length === 0) return noAnswer();
  const own = new Set(retrieval.terms);
  const variants = new Set(retrieval.variants);
  const synonyms = new Set(retrieval.expansions);
  const candidates: Candidate[] = [];
  sections.forEach((section, source) => {
    const sentences = section.document.passages.flatMap(splitSentences);
    // When the question matches an FAQ question, the answer's opening sentences answer it even
    // without repeating its words.
    const { heading, keywords } = section.document;
    let headingWeight = 0;
    if (heading.endsWith("?")) {
      for (const term of new Set(termsOf(`${heading}\n${keywords}`))) {
        if (own.has(term) || variants.has(term)) headingWeight += index.termWeight(term);
      }
    }
    sentences.forEach((text, position) => {
      if (text.endsWith("?") || text.split(/\s+/).length < 4) return;
      const terms = new Set(termsOf(text));
      let weight = 0;
      for (const term of terms) {
        if (own.has(term)) weight += index.termWeight(term);
        else if (variants.has(term)) weight += index.termWeight(term) * 0.85;
        else if (synonyms.has(term)) weight += index.termWeight(term) * 0.5;
      }
      if (position < 2) weight += headingWeight * (position === 0 ? 0.5 : 0.3);
      // A sentence that shares no word with the question or its section heading is never quoted.
      if (weight === 0) return;
      // Long sentences match more words by chance; divide by a gentle length penalty.
      const lengthPenalty = Math.sqrt(Math.max(8, terms.size) / 8);
      const sectionPrior = section.coverage * (1 - 0.15 * source);
      const positionPrior = 1 - Math.min(position, 6) * 0.03;
      candidates.push({
        text,
        terms,
        score: (weight / lengthPenalty + 0.5) * sectionPrior * positionPrior,
        source,
        position,
      });
    });
  });
  candidates.sort((a, b) => b.score - a.score);
  const picked: Candidate[] = [];
  const bestScore = candidates[0]?.score ?? 0;
  for (const candidate of candidates) {
    if (picked.length >= ANSWER_SENTENCES.max) break;
    if (picked.length >= ANSWER_SENTENCES.min && candidate.score < bestScore * EXTRA_SENTENCE) {
      break;
    }
    if (picked.filter((p) => p.source === candidate.source).length >= MAX_PER_SOURCE) continue;
    if (picked.some((p) => overlap(p.terms, candidate.terms) > 0.7)) continue;
    picked.push(candidate);
  }
  const first = picked[0];
  if (!first) return noAnswer();
  // One sentence is rarely an answer: it often introduces what follows it ("Four principles guide
  // how we work…"), so the next sentence of the same section completes it, and does so better
  // than a sentence that merely shares a word with the question.
  const second = picked[1];
  if (second && second.score < first.score * WEAK_SECOND && picked.length === 2) picked.pop();
  if (picked.length < ANSWER_SENTENCES.min) {
    const next =
      sections[first.source]!.document.passages.flatMap(splitSentences)[first.position + 1];
    if (next) picked.push({ ...first, text: next, terms: new Set(), position: first.position + 1 });
  }
  return numbered(picked, sections);
}

/** Orders picked sentences by source (best first), reading order within one, and numbers them. */
function numbered(picked: Candidate[], sections: RankedDocument[]): ComposedAnswer {
  const order: number[] = [];
  for (const candidate of picked) {
    if (!order.includes(candidate.source)) order.push(candidate.source);
  }
  const sources: AnswerSource[] = [];
  const parts: string[] = [];
  for (const source of order) {
    const document = sections[source]!.document;
    sources.push({ path: document.path, url: document.url, title: sourceTitle(document) });
    const sentences = picked.filter((c) => c.source === source).sort((a, b) =>
      a.position - b.position
    );
    for (const sentence of sentences) parts.push(withMarker(sentence.text, sources.length));
  }
  return { kind: "answer", content: parts.join(" "), sources };
}
