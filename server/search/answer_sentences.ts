/**
 * Sentence choice within the sections an answer draws on: each quotable sentence scored against
 * the question by the rare question terms it contains (typos and related words count less), its
 * section, its position and whether it gives what the question asks for (a duration, a number,
 * a yes or no; `answer_kind.ts`). `answer.ts` picks from these candidates.
 */
import type { RankedDocument } from "./index.ts";
import type { SearchDocument } from "./corpus.ts";
import { relatedTermsOf } from "./related_words.ts";
import { type Expectation, expectationOf } from "./answer_kind.ts";
import { withoutDurations } from "./answer_figures.ts";
import { answeredByRelated, answeredTerms, giving } from "./answer_giving.ts";
import { durationAsked, statesSpeed, statesTime } from "./answer_time.ts";
import { statesHistory } from "./answer_reading.ts";
import { isSoftTerm, splitSentences, splitWords, termsOf } from "./text.ts";

/** Bonus of a sentence that has what the question asks for (a duration, a number, a yes/no). */
const KIND_BONUS = 2;
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
/** Share of its weight a typo or prefix variant of a question term is credited with. */
const VARIANT_SHARE = 0.85;
/** Share of an FAQ's weight a figure loses for each sentence it stands after the first. */
const POSITION_STEP = 0.05;
/** A sentence in the company's own voice. */
const FIRST_PERSON = /\b(?:we|our|us)\b/i;
/** Strength a span of years in the company's own voice adds (a topic word's weight, about). */
const OWN_HISTORY = 1;
/** Shortest sentence quoted, in words: shorter ones are labels or fragments. */
const MIN_WORDS = 5;

/** A quotable sentence scored against the question. */
export interface Candidate {
  text: string;
  /** Whether the sentence gives what the question asks for. */
  meets: boolean;
  /** Whether it gives what the question asks for about the question's own topic. */
  answers: boolean;
  /** Weight of the rarest question term its figure stands by (0 when it does not answer). */
  strength: number;
  /**
   * Whether it answers as the figure of an FAQ whose own question asks the same kind of fact
   * about the visitor's topic ({@linkcode sameFactAsked}): the site's own answer to that question.
   */
  faq: boolean;
  /**
   * Whether that FAQ asks it only through a WordNet relative of the visitor's word ("respond" for
   * "reply"): a figure by the visitor's own topic words in its section is stronger evidence.
   */
  faqByRelative: boolean;
  /**
   * Weight of the asking part's topic terms its section has, anywhere in its heading or text: what
   * tells two figures standing by the same word apart ("respond within one month" under the data
   * rights that name an access request, not "respond within 2 business days" under reporting a
   * page problem, for "how long do you have to reply to my subject access request").
   */
  context: number;
  /** The sentence's own terms. */
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

/** Terms of each section's heading and text; the corpus's sections are finite. */
const SECTIONS = new WeakMap<SearchDocument, Set<string>>();

function sectionTerms(document: SearchDocument): Set<string> {
  let terms = SECTIONS.get(document);
  if (!terms) {
    terms = new Set(termsOf(`${document.heading}\n${document.passages.join("\n")}`));
    SECTIONS.set(document, terms);
  }
  return terms;
}

/** How sentences are scored against one question. */
export interface Scoring {
  own: Set<string>;
  variants: Set<string>;
  expectation: Expectation;
  /** Whether the question asks how soon something is done (`asksSpeed`), not how long it lasts. */
  speed?: boolean;
  /** The verb whose speed is asked (`speedAction`: "answer" in "how quickly will you answer?"). */
  action?: string | null;
  /** How a duration is asked (`durationAsked`): how soon, how long a state lasts, or unsaid. */
  durationAsked?: "speed" | "extent" | undefined;
  /** Whether the question asks for a count of things (`countAsked`): durations give none. */
  count?: boolean;
  /**
   * The terms of the question's asking part (`askingSentence`); the rest tells about the asker
   * ("my UK contact says it is already too late…"). Absent: every term asks; the caller gives
   * every term when the asking part has none ("How do I do that?").
   */
  asking?: ReadonlySet<string>;
  /**
   * Whether the question asks how long something has lasted up to now (`historyAsked`: "how long
   * has the firm been trading?"): a span of years of activity answers, a wait does not.
   */
  history?: boolean;
  /**
   * Whether a yes/no question proposes a time (`proposesTime`: "can I get more the very next
   * day?"): a sentence stating a time with a word of the asking part answers it.
   */
  proposedTime?: boolean;

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
 * questions share; else 0. A yes or no is too common a kind to tell anything. When `asked` says
 * how the visitor asks for a duration (`durationAsked`), the FAQ must not ask the other way: how soon something is done ("How quickly
 * will you respond to my enquiry?") is not how long a state lasts ("How long do you keep my
 * enquiry?").
 */
export function sameFactAsked(
  document: Pick<SearchDocument, "heading">,
  expectation: Expectation,
  own: ReadonlySet<string>,
  termWeight: (term: string) => number,
  asked?: "speed" | "extent",
  relatives = false,
): number {
  const { heading } = document;
  if (expectation === "other" || expectation === "yes-no" || !heading.endsWith("?")) return 0;
  const faqExpects = expectationOf(heading);
  // "When will somebody get back to me?" asks how soon, as "How quickly will you respond?" does.
  const soonAsked = expectation === "time" && faqExpects === "duration" &&
    durationAsked(heading) === "speed";
  if (faqExpects !== expectation && !soonAsked) return 0;
  if (expectation === "duration" && asked !== undefined) {
    const faqAsks = durationAsked(heading);
    if (faqAsks !== undefined && faqAsks !== asked) return 0;
  }
  let weight = 0;
  for (const term of termsOf(heading)) {
    if (!isSoftTerm(term) && own.has(term)) weight = Math.max(weight, termWeight(term));
  }
  if (weight > 0 || !relatives) return weight;
  // A topic word asked as a WordNet relative of the FAQ's word answers at half weight ("When will
  // somebody reply?" and "How quickly will you respond…?"), when the FAQ's question has every
  // topic word asked, itself or by a relative: "how soon will you reply to my accessibility
  // report?" asks of a report, not of the enquiries the FAQ answers for.
  const { terms, related } = analysedSentence(heading);
  for (const term of own) {
    if (isSoftTerm(term)) continue;
    if (!related.has(term) && !terms.has(term)) return 0;
    if (related.has(term)) weight = Math.max(weight, termWeight(term) * 0.5);
  }
  return weight;
}

/**
 * The quotable sentences of one section scored against the question: by the rare question terms
 * they contain (typos and related words count less), favouring the best section, early sentences
 * and sentences that give what the question asks for.
 */
export function sentenceCandidates(
  section: RankedDocument,
  source: number,
  {
    own,
    variants,
    expectation,
    speed = false,
    action = null,
    durationAsked,
    count = false,
    asking,
    history = false,
    proposedTime = false,
    termWeight,
  }: Scoring,
): Candidate[] {
  const candidates: Candidate[] = [];
  // The question's terms, which a figure must stand by to give what it asks; generic verbs too
  // ("how long is my choice kept?": "we keep each record for 24 months").
  const asked = new Set([...own, ...variants]);
  // The question's own topic terms, whose WordNet related words by a figure answer at half weight
  // ("respond within one month" for "reply"); not generic words ("long", "keep"), which relate
  // to a figure's every unit ("period"), nor typo variants, one guess removed already.
  const topical = new Set([...own].filter((term) => !isSoftTerm(term)));
  // Asked how soon something is done, the doing is what the duration must stand by, common verb
  // or not ("answer" ~ "We will respond within one month").
  if (action !== null && own.has(action)) topical.add(action);
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
  // Of the asking part: "If my shelves run empty, how quickly can you restock?" does not ask how
  // quickly products reach shelves.
  const sameAskedOwn = sameFactAsked(
    section.document,
    expectation,
    asking ?? own,
    termWeight,
    durationAsked,
  );
  const sameAsked = sameAskedOwn ||
    sameFactAsked(section.document, expectation, asking ?? own, termWeight, durationAsked, true);
  const ownQuestionAsked = expectation === "yes-no" &&
    (!heading.endsWith("?") || askedShare(heading, own, variants, termWeight) >= 0.5);
  // A figure answers by the rarest question word it stands by ("launch" over "UK"); a time or a
  // name answers by all the question words of its sentence, as the date closes the clause it
  // dates and a name ends the phrase it completes ("governed by the law of England and Wales").
  // Only the asking part's words count there: a sentence naming the asker's own context ("gift
  // boxes", "too late", "UK") says nothing of when the supermarkets decide.
  const counts = (term: string) => !asking || asking.has(term);
  const inSection = sectionTerms(section.document);
  const context = [...topical].filter((term) => counts(term) && inSection.has(term))
    .reduce((sum, term) => sum + termWeight(term), 0);
  const answerStrength = (kind: Expectation, text: string, related: Set<string>): number => {
    const terms = answeredTerms(kind, text, asked);
    if (
      kind === "time" || kind === "name" || kind === "role" || kind === "means" ||
      kind === "members" || kind === "code"
    ) {
      // A topic word of the question written in the sentence as a WordNet relative counts at
      // half weight ("decide" ~ "…the festive plan is settled").
      const byRelated = [...topical].filter((term) =>
        !terms.includes(term) && counts(term) && related.has(term)
      );
      return terms.filter(counts).map(termWeight).reduce((sum, weight) => sum + weight, 0) +
        byRelated.reduce((sum, term) => sum + termWeight(term) * 0.5, 0);
    }
    // A typo or prefix variant weighs less than the question's own word, as in the score:
    // "partnership" by a figure answers "number of brand partners" less than "partners" does.
    const weights = terms.map((term) => termWeight(term) * (own.has(term) ? 1 : VARIANT_SHARE));
    const byRelated = answeredByRelated(kind, text, asked, topical).map((term) =>
      termWeight(term) * 0.5
    );
    return Math.max(0, ...weights, ...byRelated);
  };
  quotableSentences(section.document.passages).forEach((sentence, position) => {
    if (isFragment(sentence)) return;
    const text = ownQuestionAsked ? sentence : withoutYesNo(sentence);
    const { terms, related } = analysedSentence(text);
    let weight = 0;
    for (const term of own) {
      if (terms.has(term)) weight += termWeight(term);
      else if (related.has(term)) weight += termWeight(term) * 0.5;
    }
    for (const term of variants) if (terms.has(term)) weight += termWeight(term) * VARIANT_SHARE;
    if (position < 2) weight += headingWeight * (position === 0 ? 0.6 : 0.3);
    // Asked how many things, a duration is no count of them ("10+ years of experience" for "how
    // many shops…"): its figures are read without durations.
    const figures = count ? withoutDurations(text) : text;
    const kindGiven = giving(expectation, figures, asked, topical);
    // Asked how soon, a duration that only says how long a state lasts ("we keep each enquiry
    // for 24 months") gives a duration but not about what is asked.
    const spoken = speed && kindGiven === "answers" && !statesSpeed(text) ? "gives" : kindGiven;
    // Asked how long something has lasted up to now, a span of years of activity answers ("10+
    // years of experience"), wherever the question's words stand, and a wait ("onboarding in 4-6
    // weeks") only gives a duration. A yes/no question proposing a time is answered by a sentence
    // stating a time with a word of its asking part ("…with a next-day option…").
    const given = history
      ? (statesHistory(text) ? "answers" : spoken === "answers" ? "gives" : spoken)
      : proposedTime && spoken !== "answers" && statesTime(figures) &&
          [...terms].some((term) => !isSoftTerm(term) && (asking ?? own).has(term))
      ? "answers"
      : spoken;
    const gives = given === "gives" && sameAsked > 0 ? "answers" : given;
    // The FAQ's answer states its figure first; later figures add to it ("Onboarding itself
    // usually takes 4-6 weeks" after the time to reach shelves).
    const faqStrength = given === "none" ? 0 : sameAsked * (1 - POSITION_STEP * position);
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
        ? Math.max(faqStrength, answerStrength(expectation, figures, related)) +
          // Asked how long the business has been going, its own years ("With 10+ years in UK
          // FMCG, we…") come before a team member's ("…strategists with 10+ years of
          // experience"): English states its own history in the first person.
          (history && FIRST_PERSON.test(text) ? OWN_HISTORY : 0)
        : 0,
      faq: faqStrength > 0,
      faqByRelative: faqStrength > 0 && sameAskedOwn === 0,
      context,
      score: (weight / lengthPenalty + 0.5) * sectionPrior * positionPrior * kind,
      source,
      position,
    });
  });
  return candidates;
}
