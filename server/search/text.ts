/**
 * Text analysis shared by the index and the questions, so both sides turn words into the same
 * terms (docs/decisions/0042-search-on-minisearch.md): lower case, accents and apostrophes removed,
 * British "-ise" folded onto "-ize", a standard English stop-word list (the `stopword` package)
 * dropped, then Porter2 stems. A question is first reduced to its content words: greetings,
 * politeness and the asker's state of mind are dropped too, so a long chatty question searches
 * like its short form.
 */
import { eng } from "stopword";
import porter2 from "wink-porter2-stemmer";

const stem: (word: string) => string = porter2;

/**
 * The package's English list, plus the question words and auxiliaries it leaves out ("when",
 * "why", "does"): a typed question is full of them and they name no topic.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...eng,
  ..."does doing done whats when why whom whose its not no yes so us ours yours will shall any anything something someone please tell know explain information info im ive id youre dont doesnt cant wont isnt arent"
    .split(" "),
]);

/**
 * Padding of a chatty question: greetings, thanks, politeness and the asker's state of mind
 * ("hi, hoping you can help, I was wondering…"). Dropped from questions only; pages keep them.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  ("hi hello hey hiya dear sir madam thanks thank thx cheers regards kind kindly wishes " +
    "morning afternoon evening wondering wonder wondered curious hoping hope hoped appreciate " +
    "grateful sorry apologies bother bothering quick question questions query queries anyone " +
    "anybody somebody guys folks lovely possibly perhaps maybe basically honestly actually " +
    "simply ok okay sure pls advance excuse interested great really just want wanted looking " +
    "find out need trying understand wanting keen happy glad able let lets trouble love " +
    "loved lovely day silly million nice wonderful awesome hopefully whether sorry")
    .split(" "),
);

/**
 * Prepares raw text for tokenising: lower case, accents stripped, "&" read as "and", apostrophes
 * removed ("shoppers'" → "shoppers") and common compound spellings joined ("e-commerce").
 */
export function normaliseText(text: string): string {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['\u2018\u2019`]/g, "")
    .replace(/\be[\s-](commerce|mail)/g, "e$1");
}

/** Splits text into normalised words (letters and digits); everything else separates. */
export function splitWords(text: string): string[] {
  return normaliseText(text).split(/[^a-z0-9]+/).filter((word) => word.length > 0);
}

/** Stem of one lower-case word, British "-ise" spellings folded onto "-ize" first. */
export function stemWord(word: string): string {
  if (/^\d+$/.test(word)) return word;
  return stem(word.replace(/^(\w{3,})is(e|es|ed|ing|ation|ations)$/, "$1iz$2"));
}

const TERMS = new Map<string, string | null>();

/** Index term of one word, or `null` for a stop word ("Warehousing" → "warehous"). */
export function termOf(word: string): string | null {
  const lower = word.toLowerCase();
  let term = TERMS.get(lower);
  if (term === undefined) {
    term = STOP_WORDS.has(lower) ? null : stemWord(lower);
    // Visitors' typos could grow the cache without end.
    if (TERMS.size > 50_000) TERMS.clear();
    TERMS.set(lower, term);
  }
  return term;
}

/** The terms of `text`, in order, stop words removed. */
export function termsOf(text: string): string[] {
  return splitWords(text).map(termOf).filter((term): term is string => term !== null);
}

/** The content words of a question, as typed (lower case): stop and filler words dropped. */
export function contentWords(question: string): string[] {
  return splitWords(question).filter((word) => !FILLER_WORDS.has(word) && termOf(word));
}

/** The distinct terms of a question's content words, in order. */
export function questionTermsOf(question: string): string[] {
  return [...new Set(contentWords(question).map((word) => termOf(word)!))];
}

/**
 * The part of a question that asks: of its last sentence ending in "?" (else its last sentence),
 * the clause from the last question word after a comma, colon or dash ("We make shampoo in Italy,
 * what does the UK require?" → "what does the UK require?"). The rest tells about the asker.
 */
export function askingPart(question: string): string {
  const sentences = splitSentences(question.replace(/([.?!])\s+/g, "$1\n"));
  const sentence = sentences.findLast((s) => s.endsWith("?")) ?? sentences.at(-1) ?? "";
  const clauses = [...sentence.matchAll(ASKING_CLAUSE)];
  const last = clauses.at(-1);
  return last?.index === undefined ? sentence : sentence.slice(last.index + last[1]!.length);
}

/** A clause opening with a question word after a comma, semicolon, colon or dash. */
const ASKING_CLAUSE =
  /([,;:\u2013\u2014-]\s+(?:and\s+|so\s+|but\s+)?)(?:how|what|whats|when|where|which|who|why|can|could|do|does|is|are|will|would|should)\b/gi;

/**
 * Splits prose into sentences at ".", "?" or "!" followed by a space and a capital letter or digit;
 * "e.g." stays whole because a lower-case word follows it.
 */
export function splitSentences(text: string): string[] {
  return text.split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.?!])\s+(?=["'\u2018\u201c(]?[A-Z0-9])/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}
