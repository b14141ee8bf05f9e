/**
 * Composition of extractive answers: one to three whole sentences from the sections an answer may
 * draw on (`answer_sections.ts`), the one that answers the question first (a number, a duration or
 * a yes/no when the question asks for one; candidates scored in `answer_sentences.ts`), each
 * followed by the number of its page; or the no-answer reply, which cites nothing, when the site
 * cannot answer (docs/decisions/0011-search-retrieval.md: never invent an answer).
 */
import type { RankedDocument, Retrieval, SearchIndex } from "./index.ts";
import type { SearchDocument } from "./corpus.ts";
import { adverbTerms, type Expectation, expectationOf } from "./answer_kind.ts";
import { countAsked } from "./answer_figures.ts";
import { asksSpeed, durationAsked, speedAction } from "./answer_time.ts";
import { MIN_COVERAGE } from "./answerability.ts";
import { askingSentence, isSoftTerm, questionTermsOf, splitWords, termsOf } from "./text.ts";
import { isEnglishWord } from "./english_words.ts";
import { historyAsked, plainWording, proposesTime, typoReadings } from "./answer_reading.ts";
import { answerableSections, noAnswer } from "./answer_sections.ts";
import {
  type Candidate,
  sameFactAsked,
  type Scoring,
  sentenceCandidates,
} from "./answer_sentences.ts";

/** Sentences in an extractive answer: the answer first, then at most two that add to it. */
export const ANSWER_SENTENCES = { min: 1, max: 3 } as const;
/** Sentences taken from one page at most. */
const MAX_PER_SOURCE = 2;
/** Sentences after the first must score this share of the best sentence. */
const EXTRA_SENTENCE = 0.55;
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
/** Share of the smaller set's terms the two sets share. */
function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
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
  index: Pick<SearchIndex, "termWeight"> & Partial<Pick<SearchIndex, "documents">>,
): ComposedAnswer {
  const sections = answerableSections(question, retrieval);
  if (sections.length === 0) return noAnswer();
  // Idioms read as the site's plain word ("get back to me": reply; "all over the country":
  // nationwide); the retrieval has already read the question as typed.
  const wording = plainWording(question);
  // A misspelt word is the site's word the search matched it to ("deliever": "deliver").
  const typos = index.documents
    ? typoReadings(
      splitWords(question),
      retrieval.variants,
      knownTerms(index.documents),
      index.termWeight,
      isEnglishWord,
    )
    : new Map<string, string>();
  const read = (terms: readonly string[]) => terms.map((term) => typos.get(term) ?? term);
  // "Back" in "get back to me" is an adverb: "backed by senior strategists" is not about it.
  const adverbs = new Set([...adverbTerms(question), ...adverbTerms(wording)]);
  const own = new Set(
    read([...retrieval.terms, ...questionTermsOf(wording)]).filter((term) => !adverbs.has(term)),
  );
  const variants = new Set(retrieval.variants);
  const expectation = expectationOf(wording);
  // The terms of the asking part; the rest of a chatty question tells about the asker.
  // An asking part of no topic words ("How do I do that?") leaves the whole question asking.
  const askingTerms = read(questionTermsOf(askingSentence(wording))).filter((term) =>
    !adverbs.has(term)
  );
  const asking = askingTerms.length > 0 ? new Set(askingTerms) : own;
  const durationIs = expectation === "duration" ? durationAsked(wording) : undefined;
  const action = expectation === "duration" ? speedAction(wording) : null;
  const scoring: Scoring = {
    own,
    variants,
    expectation,
    speed: expectation === "duration" && asksSpeed(wording),
    action: action === null ? null : typos.get(action) ?? action,
    durationAsked: durationIs,
    count: expectation === "number" && countAsked(wording),
    asking,
    history: expectation === "duration" && historyAsked(wording),
    proposedTime: expectation === "yes-no" && proposesTime(wording),
    termWeight: index.termWeight,
  };
  const candidates = sections.flatMap((section, source) =>
    sentenceCandidates(section, source, scoring)
  );
  // A question that asks for a duration, a number or a date is answered by a sentence that gives
  // one: when the chosen sections have none, the next sections that cover the question may.
  // A yes or no never "answers" on its own (see `giving`): any sentence giving one will do.
  const satisfies = (candidate: Candidate) =>
    expectation === "yes-no" ? candidate.meets : candidate.answers;
  const satisfied = candidates.some(satisfies);
  // A yes or no is too common ("not") to look for widely.
  const wide = expectation !== "yes-no";
  // When the chosen sections answer, the other sections of their pages are still read for a
  // figure standing by weightier question words: a page states "24-48 hours" for delivery in its
  // list of services and "nationwide distribution within 3-6 months" in its steps, and the first
  // chosen section is not always the one that holds the asked figure.
  const answeredStrength = Math.max(0, ...candidates.filter(satisfies).map((c) => c.strength));
  if (expectation !== "other" && (!satisfied || wide)) {
    const best = retrieval.results[0]!.coverage;
    const quoted = new Set(sections.map((section) => section.document.path));
    // Words the retrieval never searched for (an idiom's plain word, a misspelling's reading):
    // any retrieved section holding one is read for a figure standing by it ("all over the
    // country": the FAQ's "nationwide distribution within 3-6 months").
    const searched = new Set(retrieval.terms);
    const unseen = [...asking].filter((term) => !searched.has(term) && !isSoftTerm(term));
    const further = retrieval.results.filter((result) =>
      !sections.includes(result) &&
      ((wide && quoted.has(result.document.path)) ||
        (wide &&
          sameFactAsked(
              result.document,
              expectation,
              asking,
              index.termWeight,
              durationIs,
              !satisfied,
            ) > 0) ||
        (!satisfied && result.coverage >= Math.max(MIN_COVERAGE, best * FURTHER_COVERAGE)))
    ).slice(0, wide ? FURTHER_SECTIONS : FURTHER_SECTIONS_YES_NO);
    if (wide) {
      further.push(
        ...retrieval.results.filter((result) =>
          !sections.includes(result) && !further.includes(result) &&
          unseen.some((term) => holdsTerm(result.document, term))
        ).slice(0, FURTHER_SECTIONS),
        ...unretrievedFaqs(retrieval, index, expectation, asking, durationIs, !satisfied),
      );
    }
    for (const result of further) {
      const meeting = sentenceCandidates(result, sections.length, scoring).filter((candidate) =>
        satisfies(candidate) && (!satisfied || candidate.strength > answeredStrength)
      );
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
  // An FAQ asking the same kind of fact about the visitor's topic answers however little of the
  // rest of the visitor's question its section covers ("after we sign with you, how long until our
  // products are on a shop shelf?": "How quickly can my products reach UK shelves?"), and before a
  // figure that merely stands by the same word elsewhere: it is the site's own answer to the
  // question.
  const answering = candidates.filter((candidate) =>
    candidate.answers && (candidate.faq || candidate.score >= top * ANSWER_LEAD_SHARE)
  );
  // Two figures standing by the same word tie: the FAQ's own answer first, then the one whose
  // section holds more of what the asking part is about.
  // An FAQ asking it only through a relative of the visitor's word ("respond" for "reply") comes
  // after a section holding more of the asking part's words ("report an accessibility issue").
  const ownFaq = (c: Candidate) => c.faq && !c.faqByRelative;
  const stronger = (a: Candidate, b: Candidate) =>
    a.strength > b.strength ||
    (a.strength === b.strength &&
      (ownFaq(a) !== ownFaq(b)
        ? ownFaq(a)
        : a.context !== b.context
        ? a.context > b.context
        : a.faq && !b.faq));
  const strongest = answering.reduce<Candidate | undefined>(
    (best, candidate) => !best || stronger(candidate, best) ? candidate : best,
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

/** Whether a section's heading, keywords or text has `term`. */
function holdsTerm(document: SearchDocument, term: string): boolean {
  return sectionTermsOf(document).has(term);
}

const SECTION_TERMS = new WeakMap<SearchDocument, Set<string>>();

/** A section's terms (heading, keywords, text), read once. */
function sectionTermsOf(document: SearchDocument): Set<string> {
  let terms = SECTION_TERMS.get(document);
  if (!terms) {
    terms = new Set(
      termsOf(`${document.heading}\n${document.keywords}\n${document.passages.join("\n")}`),
    );
    SECTION_TERMS.set(document, terms);
  }
  return terms;
}

/** Every term the site's sections use (heading, text, keywords), per corpus. */
const KNOWN_TERMS = new WeakMap<readonly SearchDocument[], Set<string>>();

/** Whether the site uses a term, read from `documents` once. */
function knownTerms(documents: readonly SearchDocument[]): (term: string) => boolean {
  let known = KNOWN_TERMS.get(documents);
  if (!known) {
    known = new Set(documents.flatMap((document) => [...sectionTermsOf(document)]));
    KNOWN_TERMS.set(documents, known);
  }
  const terms = known;
  return (term) => terms.has(term);
}

/**
 * The site's FAQs outside the retrieval whose own question asks the same kind of fact about a
 * topic word of the visitor's (`sameFactAsked`): "How quickly will you respond to my enquiry?" for
 * "how fast does someone get back to me after I send my enquiry?", which shares too few words
 * with it to be retrieved. They rank last (no score, no coverage); a sentence of theirs leads only
 * as the FAQ's own figure, when no sentence states the fact more strongly.
 */
function unretrievedFaqs(
  retrieval: Retrieval,
  index: Partial<Pick<SearchIndex, "documents">> & Pick<SearchIndex, "termWeight">,
  expectation: Expectation,
  asking: ReadonlySet<string>,
  durationIs: "speed" | "extent" | undefined,
  relatives: boolean,
): RankedDocument[] {
  if (!index.documents) return [];
  const retrieved = new Set(retrieval.results.map((result) => result.document));
  return index.documents.filter((document) =>
    !retrieved.has(document) && document.heading.endsWith("?") &&
    sameFactAsked(document, expectation, asking, index.termWeight, durationIs, relatives) > 0
  ).map((document) => ({
    document,
    score: 0,
    coverage: 0,
    evidence: { direct: 0, typo: 0, related: 0, near: 0, missing: 1 },
  }));
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
