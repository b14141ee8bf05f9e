/**
 * Extractive answers: one to three whole sentences from the best-matching sections, the one that
 * answers the question first (a number, a duration or a yes/no when the question asks for one),
 * each followed by the number of its page; or the no-answer reply, which cites nothing, when the
 * site cannot answer (`answerability.ts`) (docs/decisions/0011-search-retrieval.md: never invent an answer).
 */
import type { RankedDocument, Retrieval, SearchIndex } from "./index.ts";
import { SEARCH_NO_ANSWER } from "../../shared/content/search.ts";
import type { SearchDocument } from "./corpus.ts";
import { relatedTermsOf } from "./related_words.ts";
import { type Expectation, expectationOf, giving, termsByFigure } from "./answer_kind.ts";
import { anchorSection, ANSWERABILITY_DEPTH, isAnswerable, MIN_COVERAGE } from "./answerability.ts";
import { isSoftTerm, splitSentences, splitWords, termsOf } from "./text.ts";

/** Sentences in an extractive answer: the answer first, then at most two that add to it. */
export const ANSWER_SENTENCES = { min: 1, max: 3 } as const;
/** Pages an answer may cite; more would dilute it. */
const MAX_SOURCES = 3;
/** Sections of one page an answer may quote. */
const SECTIONS_PER_PAGE = 2;
/** Sentences taken from one page at most. */
const MAX_PER_SOURCE = 2;
/** Sentences after the first must score this share of the best sentence. */
const EXTRA_SENTENCE = 0.55;
/** Bonus of a sentence that has what the question asks for (a duration, a number, a yes/no). */
const KIND_BONUS = 2;
/** Sections further down the ranking searched for a sentence giving what the question asks. */
const FURTHER_SECTIONS = 8;
/** …for a yes or no. */
const FURTHER_SECTIONS_YES_NO = 4;
/** …when they cover this share of what the best section covers. */
const FURTHER_COVERAGE = 0.7;
/** A sentence giving what the question asks for leads when it scores this share of the best. */
const LEAD_SHARE = 0.35;
/** …and at this share when it gives it about the question's own topic. */
const ANSWER_LEAD_SHARE = 0.1;
/** Share of the heading's question terms credited to a sentence giving what the question asks. */
const TOPIC_SHARE = 0.5;
/**
 * A sentence that introduces what follows instead of stating anything ("This policy explains the
 * cookies…", "Three examples of what…"): it names the question's topic, so it matches well, yet
 * answers nothing; it leads only when no sentence that states something is near.
 */
const SIGNPOST =
  /^(?:(?:this|these|the following|below|here) (?:\w+ )?(?:policy|statement|page|section|article|guide|notice|terms|document|list|table)s? (?:explains?|describes?|sets? out|covers?|tells? you|lists?|summari[sz]es?|gives?)\b|(?:\w+ )?(?:examples?|ways?|reasons?) (?:of|to|why) (?:what|how|why)\b)/i;
/** Share of its score a signpost sentence keeps. */
const SIGNPOST_SHARE = 0.35;
/** Shortest sentence quoted, in words: shorter ones are labels or fragments. */
const MIN_WORDS = 5;
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

/**
 * The reply when the site has no answer: says so and cites nothing (no page answers the question;
 * citing /contact would read as if it did). The search page offers the contact page as an action
 * beside it (`SEARCH_NO_ANSWER.cta`, docs/requirements.md#search-answers).
 */
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

/**
 * The sections an answer may draw on, none when the site cannot answer (`answerability.ts`):
 * close to the best in coverage and score, from at most three pages, two sections of a page at
 * most (a page's sections share one citation).
 */
export function answerableSections(question: string, retrieval: Retrieval): RankedDocument[] {
  if (!isAnswerable(question, retrieval)) return [];
  // Built around the first of the top sections that covers enough of the question, else the one
  // that covers most.
  const best =
    retrieval.results.slice(0, ANSWERABILITY_DEPTH).find((result) =>
      result.coverage >= MIN_COVERAGE
    ) ?? anchorSection(retrieval);
  if (!best) return [];
  // The anchor section is always usable, even when a section that covers less scores far higher.
  const minScore = Math.min(
    best.score,
    RELATIVE_SCORE * Math.max(...retrieval.results.map((result) => result.score)),
  );
  const chosen: RankedDocument[] = [];
  for (const result of retrieval.results) {
    if (result.coverage < Math.max(MIN_COVERAGE, best.coverage * RELATIVE_COVERAGE)) continue;
    if (result.score < minScore) continue;
    const samePage = chosen.filter((other) => other.document.path === result.document.path);
    if (samePage.length >= SECTIONS_PER_PAGE) continue;
    const pages = new Set(chosen.map((other) => other.document.path));
    if (samePage.length === 0 && pages.size >= MAX_SOURCES) continue;
    chosen.push(result);
  }
  return chosen;
}

interface Candidate {
  text: string;
  /** Whether the sentence gives what the question asks for. */
  meets: boolean;
  /** Whether it gives what the question asks for about the question's own topic. */
  answers: boolean;
  /** Weight of the rarest question term its figure stands by (0 when it does not answer). */
  strength: number;
  terms: Set<string>;
  score: number;
  source: number;
  position: number;
}

/**
 * The quotable sentences of a section: a bare "Yes." or "No." joins the sentence after it, and
 * lead-ins to a list ("…are these:"), headings and fragments are left out.
 */
function quotableSentences(passages: readonly string[]): string[] {
  const sentences = passages.flatMap(splitSentences);
  const quotable: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    let text = sentences[i]!;
    if (/^(?:yes|no)[.!]$/i.test(text) && sentences[i + 1]) text = `${text} ${sentences[++i]}`;
    quotable.push(text);
  }
  return quotable;
}

function isFragment(text: string): boolean {
  return text.endsWith("?") || text.endsWith(":") || !/[.!]$/.test(text) ||
    text.split(/\s+/).length < MIN_WORDS;
}

/** Terms and related-word terms of each quoted sentence; the corpus's sentences are finite. */
const SENTENCES = new Map<string, { terms: Set<string>; related: Set<string> }>();

function analysedSentence(text: string): { terms: Set<string>; related: Set<string> } {
  let analysed = SENTENCES.get(text);
  if (!analysed) {
    const terms = new Set(termsOf(text));
    analysed = { terms, related: relatedTermsOf(splitWords(text), terms) };
    SENTENCES.set(text, analysed);
  }
  return analysed;
}

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/** How sentences are scored against one question. */
interface Scoring {
  own: Set<string>;
  variants: Set<string>;
  expectation: Expectation;
  termWeight: (term: string) => number;
}

/**
 * `text` without a leading "Yes" or "No" ("No. We…" → "We…", "No, we charge…" → "We charge…"):
 * the opener answers the FAQ's own question, which the visitor did not ask.
 */
function withoutYesNo(text: string): string {
  return text.replace(
    /^(?:yes|no)(?:[.!]\s+|,\s+)(\S)/i,
    (_, first: string) => first.toUpperCase(),
  );
}

/**
 * The weighted share (0–1) of `heading`'s topic terms (not generic ones) that the question asks,
 * itself or as a typo/related variant; 1 for a heading with no topic terms.
 */
function askedShare(
  heading: string,
  own: ReadonlySet<string>,
  variants: ReadonlySet<string>,
  termWeight: (term: string) => number,
): number {
  let asked = 0;
  let all = 0;
  for (const term of new Set(termsOf(heading))) {
    if (isSoftTerm(term)) continue;
    all += termWeight(term);
    if (own.has(term) || variants.has(term)) asked += termWeight(term);
  }
  return all === 0 ? 1 : asked / all;
}

/**
 * When `document` is an FAQ whose question asks for the same kind of fact as the visitor's
 * (a duration, a number, a time; `answer_kind.ts`), the weight of the heaviest topic term the two
 * questions share; else 0. A yes or no is too common a kind to tell anything.
 */
export function sameFactAsked(
  document: Pick<SearchDocument, "heading">,
  expectation: Expectation,
  own: ReadonlySet<string>,
  termWeight: (term: string) => number,
): number {
  const { heading } = document;
  if (expectation === "other" || expectation === "yes-no" || !heading.endsWith("?")) return 0;
  if (expectationOf(heading) !== expectation) return 0;
  let weight = 0;
  for (const term of termsOf(heading)) {
    if (!isSoftTerm(term) && own.has(term)) weight = Math.max(weight, termWeight(term));
  }
  return weight;
}

/**
 * The quotable sentences of one section scored against the question: by the rare question terms
 * they contain (typos and related words count less), favouring the best section, early sentences
 * and sentences that give what the question asks for.
 */
function sentenceCandidates(
  section: RankedDocument,
  source: number,
  { own, variants, expectation, termWeight }: Scoring,
): Candidate[] {
  const candidates: Candidate[] = [];
  // The question's terms, which a figure must stand by to give what it asks; generic verbs too
  // ("how long is my choice kept?": "we keep each record for 24 months").
  const asked = new Set([...own, ...variants]);
  // When the question matches an FAQ question, the answer's opening sentences answer it even
  // without repeating its words.
  const { heading, keywords } = section.document;
  let headingWeight = 0;
  let topicWeight = 0;
  let genericWeight = 0;
  for (const term of new Set(termsOf(`${heading}\n${keywords}`))) {
    if (!own.has(term) && !variants.has(term)) continue;
    if (isSoftTerm(term)) genericWeight += termWeight(term);
    else topicWeight += termWeight(term);
  }
  if (heading.endsWith("?")) headingWeight = topicWeight + genericWeight;
  // A "Yes" or "No" opening an FAQ answer answers the FAQ's own question, and the visitor's only
  // when theirs is that one: "Is the first evaluation free of charge?" must not hear the "No" of
  // "Do you charge listing fees?". Asked means most of the FAQ question's topic words are asked.
  // An FAQ whose own question asks for the same kind of fact about a topic of the visitor's
  // question ("How quickly can my products reach UK shelves?" for "how many weeks until our
  // products are in the shops?") answers it with the figure it gives, near the visitor's words
  // or not.
  const sameAsked = sameFactAsked(section.document, expectation, own, termWeight);
  const ownQuestionAsked = expectation === "yes-no" &&
    (!heading.endsWith("?") || askedShare(heading, own, variants, termWeight) >= 0.5);
  quotableSentences(section.document.passages).forEach((sentence, position) => {
    if (isFragment(sentence)) return;
    const text = ownQuestionAsked ? sentence : withoutYesNo(sentence);
    const { terms, related } = analysedSentence(text);
    let weight = 0;
    for (const term of own) {
      if (terms.has(term)) weight += termWeight(term);
      else if (related.has(term)) weight += termWeight(term) * 0.5;
    }
    for (const term of variants) if (terms.has(term)) weight += termWeight(term) * 0.85;
    if (position < 2) weight += headingWeight * (position === 0 ? 0.6 : 0.3);
    const given = giving(expectation, text, asked);
    const gives = given === "gives" && sameAsked > 0 ? "answers" : given;
    // A sentence giving what the question asks for is about its section's topic: the figure
    // under "Reporting a problem" is the time taken to answer a report. Generic words ("long",
    // "keep") name no topic.
    if (gives !== "none" && expectation !== "yes-no") weight += topicWeight * TOPIC_SHARE;
    // A sentence that shares no word with the question or its section heading is quoted only
    // when it answers what the question asks for ("where is your office?": the address).
    if (weight === 0 && gives !== "answers") return;
    // Long sentences match more words by chance; divide by a gentle length penalty.
    const lengthPenalty = Math.sqrt(Math.max(8, terms.size) / 8);
    const sectionPrior = section.coverage * (1 - 0.15 * source);
    const positionPrior = 1 - Math.min(position, 6) * 0.03;
    const kind = (gives === "none" ? 1 : KIND_BONUS) * (SIGNPOST.test(text) ? SIGNPOST_SHARE : 1);
    candidates.push({
      // A bare "Yes." or "No." answers the FAQ's own question; quoted for a question that is not
      // a yes/no one ("brand marketing services") it answers nothing the visitor asked.
      text,
      terms,
      meets: gives !== "none",
      answers: gives === "answers",
      strength: gives === "answers"
        ? Math.max(sameAsked, ...termsByFigure(text, asked).map(termWeight))
        : 0,
      score: (weight / lengthPenalty + 0.5) * sectionPrior * positionPrior * kind,
      source,
      position,
    });
  });
  return candidates;
}

/**
 * Composes the answer to a retrieval: sentences scored by the rare question terms they contain
 * (typos and related words count less), favouring the best section, early sentences and, when
 * the question asks for a duration, a number or a yes/no, sentences that give one. The best
 * sentence comes first; at most two more follow when they score close to it.
 */
export function composeAnswer(
  question: string,
  retrieval: Retrieval,
  index: Pick<SearchIndex, "termWeight">,
): ComposedAnswer {
  const sections = answerableSections(question, retrieval);
  if (sections.length === 0) return noAnswer();
  const own = new Set(retrieval.terms);
  const variants = new Set(retrieval.variants);
  const expectation = expectationOf(question);
  const scoring = { own, variants, expectation, termWeight: index.termWeight };
  const candidates = sections.flatMap((section, source) =>
    sentenceCandidates(section, source, scoring)
  );
  // A question that asks for a duration, a number or a date is answered by a sentence that gives
  // one: when the chosen sections have none, the next sections that cover the question may.
  // A yes or no never "answers" on its own (see `giving`): any sentence giving one will do.
  const satisfies = (candidate: Candidate) =>
    expectation === "yes-no" ? candidate.meets : candidate.answers;
  if (expectation !== "other" && !candidates.some(satisfies)) {
    const best = retrieval.results[0]!.coverage;
    // Other sections of a page already quoted may hold the figure or address the question asks
    // for; a yes or no is too common ("not") to look for that widely.
    const wide = expectation !== "yes-no";
    const quoted = new Set(sections.map((section) => section.document.path));
    const further = retrieval.results.filter((result) =>
      !sections.includes(result) &&
      ((wide && quoted.has(result.document.path)) ||
        (wide && sameFactAsked(result.document, expectation, own, index.termWeight) > 0) ||
        result.coverage >= Math.max(MIN_COVERAGE, best * FURTHER_COVERAGE))
    ).slice(0, wide ? FURTHER_SECTIONS : FURTHER_SECTIONS_YES_NO);
    for (const result of further) {
      const meeting = sentenceCandidates(result, sections.length, scoring).filter(satisfies);
      if (meeting.length > 0) {
        sections.push(result);
        candidates.push(...meeting);
      }
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  // The sentence giving what the question asks for leads when it is about the question at all.
  const top = candidates[0]?.score ?? 0;
  // Of the sentences whose figure stands by a question word, the one by the rarest word leads:
  // "launch" says more about what a duration measures than "UK", which most pages use.
  const answering = candidates.filter((candidate) =>
    candidate.answers && candidate.score >= top * ANSWER_LEAD_SHARE
  );
  const strongest = answering.reduce<Candidate | undefined>(
    (best, candidate) => !best || candidate.strength > best.strength ? candidate : best,
    undefined,
  );
  const lead = strongest ??
    candidates.find((candidate) => candidate.meets && candidate.score >= top * LEAD_SHARE);
  if (lead && lead !== candidates[0]) {
    candidates.splice(candidates.indexOf(lead), 1);
    candidates.unshift(lead);
  }
  const picked: Candidate[] = [];
  const bestScore = Math.max(0, ...candidates.map((candidate) => candidate.score));
  for (const candidate of candidates) {
    if (picked.length >= ANSWER_SENTENCES.max) break;
    if (picked.length > 0 && candidate.score < bestScore * EXTRA_SENTENCE) break;
    const page = sections[candidate.source]!.document.path;
    if (picked.filter((p) => sections[p.source]!.document.path === page).length >= MAX_PER_SOURCE) {
      continue;
    }
    if (picked.some((p) => overlap(p.terms, candidate.terms) > 0.7)) continue;
    picked.push(candidate);
  }
  if (picked.length === 0) return noAnswer();
  return numbered(picked, sections);
}

/**
 * The best sentence first; the others grouped by page in order of first use, in reading order
 * within a page; pages numbered from 1 in that order, each cited once in the sources.
 */
function numbered(picked: Candidate[], sections: RankedDocument[]): ComposedAnswer {
  const pathOf = (candidate: Candidate) => sections[candidate.source]!.document.path;
  const [first, ...rest] = picked;
  const order: string[] = [pathOf(first!)];
  for (const candidate of rest) {
    if (!order.includes(pathOf(candidate))) order.push(pathOf(candidate));
  }
  const sources: AnswerSource[] = order.map((path) => {
    const { document } = picked.map((c) => sections[c.source]!).find((s) =>
      s.document.path === path
    )!;
    return { path, url: document.url, title: sourceTitle(document) };
  });
  const sequence = [
    first!,
    ...order.flatMap((path) =>
      rest.filter((c) => pathOf(c) === path).sort((a, b) =>
        a.source - b.source || a.position - b.position
      )
    ),
  ];
  const parts = sequence.map((c) => withMarker(c.text, order.indexOf(pathOf(c)) + 1));
  return { kind: "answer", content: parts.join(" "), sources };
}
