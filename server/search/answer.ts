/**
 * Extractive answers (docs/decisions/0042-search-on-minisearch.md): one to three whole sentences
 * quoted from the sections that cover the question, the sentence that gives the asked fact first
 * (a duration for "how long…", a figure for "how many…"), each followed by the number of its
 * page; or the no-answer reply, which cites nothing, when no top section covers enough of the
 * question (never invent an answer; an off-topic question is declined).
 */
import { SEARCH_NO_ANSWER } from "../../shared/content/search.ts";
import type { SearchDocument } from "./document.ts";
import type { RankedDocument, Retrieval, SearchIndex } from "./index.ts";
import { factMissing } from "./fact_kinds.ts";
import { splitSentences, termsOf } from "./text.ts";

/** Share of the question's weight a top section must cover for the site to answer… */
export const MIN_COVERAGE = 0.2;
/**
 * …and must cover when a common English word of the part that asks is unknown to the site: an
 * off-topic question meets a page through a word or two ("a recipe for banana bread").
 */
export const MIN_COVERAGE_UNKNOWN = 0.35;
/** Top sections of which the answer is built around the one covering most. */
const ANCHOR_DEPTH = 2;
/** Pages an answer may cite, and sections of one page it may quote. */
const MAX_SOURCES = 3;
const SECTIONS_PER_PAGE = 2;
/** Sentences in an answer, and the share of the best score a further one must reach. */
const MAX_SENTENCES = 3;
const EXTRA_SENTENCE = 0.55;
/** Factor of a sentence giving the kind of fact the question asks for: it leads. */
const GIVES_BOOST = 10;
/** Further sections read for a sentence giving the kind of fact asked, and how much of the
 * question they must cover (a share of the first section's coverage). */
const FURTHER_SECTIONS = 8;
const FURTHER_COVERAGE = 0.6;
/** How fast a sentence's score falls with its section's rank among the answer's sections. */
const RANK_DECAY = 0.25;
/** Factor of a sentence that only restates the question's or its heading's words. */
const RESTATES = 0.2;

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

/** The reply when the site has no answer: says so and cites nothing. */
export function noAnswer(): ComposedAnswer {
  return { kind: "no-answer", content: SEARCH_NO_ANSWER.text, sources: [] };
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

const MONTH =
  "(january|february|march|april|may|june|july|august|september|october|november|december)";
/** Kinds of fact a question asks for, each with the shape of a sentence that gives one. */
const ASKS: readonly { question: RegExp; gives: RegExp }[] = [
  {
    question: /\b(how (long|quick(ly)?|soon|fast|often)|turnaround|lead times?)\b/i,
    gives: new RegExp(
      "\\b(\\d+(\\s*[-–]\\s*\\d+)?\\+?\\s*(\\w+\\s)?(hours?|days?|weeks?|months?|years?|minutes?)|" +
        "within|same[- ]day|next[- ]day|daily|weekly|monthly)\\b",
      "i",
    ),
  },
  {
    question: /\b(when|since|what (year|date|month))\b/i,
    gives: new RegExp(
      `\\b(${MONTH}|(19|20)\\d\\d|\\d+\\s*(hours?|days?|weeks?|months?|years?))\\b`,
      "i",
    ),
  },
  {
    question:
      /\b(how (many|much|big|large|heavy)|what (percentage|share|proportion|size)|minimum|cost|price|fees?|pay)\b/i,
    gives: /(\d|£|%|\b(free|no charge|no fixed)\b)/i,
  },
  {
    question: /\b(where|address|located|based|postcode)\b/i,
    gives: /\b([A-Z]{1,2}\d{1,2}[A-Z]? \d[A-Z]{2}|based in|located|address)\b/,
  },
  { question: /\b(email|e-mail|phone|call|telephone)\b/i, gives: /(@|\b\d{3,}\b)/ },
];

/**
 * The sections an answer may draw on, none when the site cannot answer: built around the top
 * section covering most of the question (at least {@linkcode MIN_COVERAGE}); then those close to
 * it in coverage and score, from at most three pages.
 */
export function answerableSections(question: string, retrieval: Retrieval): RankedDocument[] {
  if (factMissing(question, retrieval)) return [];
  const top = retrieval.results.slice(0, ANCHOR_DEPTH);
  const anchor = top.reduce<RankedDocument | undefined>(
    (best, result) => !best || result.coverage > best.coverage ? result : best,
    undefined,
  );
  const least = retrieval.unknown.length > 0 ? MIN_COVERAGE_UNKNOWN : MIN_COVERAGE;
  if (!anchor || anchor.coverage < least) return [];
  const minScore = Math.min(anchor.score, 0.5 * retrieval.results[0]!.score);
  const chosen: RankedDocument[] = [];
  for (const result of retrieval.results) {
    if (result.coverage < anchor.coverage * 0.8 || result.score < minScore) continue;
    const samePage = chosen.filter((other) => other.document.path === result.document.path);
    const pages = new Set(chosen.map((other) => other.document.path));
    if (samePage.length >= SECTIONS_PER_PAGE) continue;
    if (samePage.length === 0 && pages.size >= MAX_SOURCES) continue;
    chosen.push(result);
  }
  return chosen;
}

interface Candidate {
  text: string;
  section: RankedDocument;
  position: number;
  terms: Set<string>;
  score: number;
  /** Adds nothing to the question's and heading's words ("Excerpt about Zestora."). */
  restates: boolean;
}

/**
 * Composes the answer to a retrieval: sentences scored by the weight of the question terms they
 * (or their heading) hold, favouring the best sections and early sentences, and sentences that give
 * the kind of fact asked for; the best first, at most two more that score close to it.
 */
export function composeAnswer(
  question: string,
  retrieval: Retrieval,
  index: Pick<SearchIndex, "termWeight" | "documents">,
): ComposedAnswer {
  const sections = answerableSections(question, retrieval);
  if (sections.length === 0) return noAnswer();
  const asked = new Set(retrieval.terms);
  const gives = ASKS.filter((kind) => kind.question.test(question)).map((kind) => kind.gives);
  const weight = (terms: Iterable<string>) => {
    let sum = 0;
    for (const term of terms) if (asked.has(term)) sum += index.termWeight(term);
    return sum;
  };
  const candidatesOf = (section: RankedDocument, rank: number): Candidate[] => {
    const heading = new Set(termsOf(section.document.heading));
    return section.document.passages.flatMap(splitSentences).map((text, position) => {
      const terms = new Set(termsOf(text));
      const own = weight(terms);
      const fromHeading = weight([...heading].filter((term) => !terms.has(term)));
      // A sentence adding nothing to the question's and heading's words names the topic
      // without saying anything about it.
      const restates = [...terms].filter((term) => !asked.has(term) && !heading.has(term))
        .length <= 1;
      const score = (own + 0.5 * fromHeading + 0.1) *
        (restates ? RESTATES : 1) *
        (gives.some((pattern) => pattern.test(text)) ? GIVES_BOOST : 1) *
        (1 / (1 + RANK_DECAY * rank)) * (1 / (1 + 0.08 * position)) * section.coverage ** 2;
      return { text, section, position, terms, score, restates };
    });
  };
  const candidates = sections.flatMap(candidatesOf);
  // A question asking for a duration, a figure or a date is answered by a sentence that gives
  // one: the next retrieved sections covering the question may hold it.
  const giving = (candidate: Candidate) => gives.some((pattern) => pattern.test(candidate.text));
  if (gives.length > 0) {
    const least = sections[0]!.coverage * FURTHER_COVERAGE;
    const further = retrieval.results.filter((result) =>
      !sections.includes(result) && result.coverage >= least
    ).slice(0, FURTHER_SECTIONS);
    candidates.push(
      ...further.flatMap((result) => candidatesOf(result, sections.length)).filter(giving),
    );
  }
  // An item whose retrieved sections only name it (an excerpt that restates its title) is
  // answered from its body: the page's other sections, in reading order.
  const anchor = sections[0]!;
  if (candidates.every((candidate) => candidate.restates)) {
    const body = index.documents.filter((document) =>
      document.path === anchor.document.path && !sections.some((s) => s.document === document)
    ).flatMap((document) => candidatesOf({ ...anchor, document }, 0));
    if (body.length > 0) candidates.splice(0, candidates.length, ...body);
  }
  candidates.sort((a, b) => b.score - a.score);
  const picked: Candidate[] = [];
  for (const candidate of candidates) {
    if (picked.length >= MAX_SENTENCES) break;
    if (picked.length > 0 && candidate.score < candidates[0]!.score * EXTRA_SENTENCE) break;
    const page = candidate.section.document.path;
    if (picked.filter((p) => p.section.document.path === page).length >= 2) continue;
    if (picked.some((p) => overlap(p.terms, candidate.terms) > 0.7)) continue;
    picked.push(candidate);
  }
  return picked.length === 0 ? noAnswer() : numbered(picked);
}

/** Share of the smaller set's terms the two sets share. */
function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/**
 * The best sentence first; the others grouped by page in order of first use, in reading order
 * within a page; pages numbered from 1 in that order, each cited once.
 */
function numbered(picked: Candidate[]): ComposedAnswer {
  const pathOf = (candidate: Candidate) => candidate.section.document.path;
  const [first, ...rest] = picked;
  const order = [...new Set(picked.map(pathOf))];
  const sources = order.map((path) => {
    const { document } = picked.find((candidate) => pathOf(candidate) === path)!.section;
    return { path, url: document.url, title: sourceTitle(document) };
  });
  const sequence = [
    first!,
    ...order.flatMap((path) =>
      rest.filter((c) => pathOf(c) === path).sort((a, b) =>
        a.section === b.section ? a.position - b.position : 0
      )
    ),
  ];
  const parts = sequence.map((c) => withMarker(c.text, order.indexOf(pathOf(c)) + 1));
  return { kind: "answer", content: parts.join(" "), sources };
}
