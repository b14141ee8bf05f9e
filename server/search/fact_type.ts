/**
 * The kinds of fact a question asks the company for that a page states in a form of its own (a sum
 * of money, an identifying number, a registration, a person, a share, a date or a time), read
 * from the question. Whether a sentence states one is `fact_statement.ts`: a question of such a
 * type is answered only when a top section states a fact of its type (`answerability.ts`;
 * docs/decisions/0011-search-retrieval.md, "Declining"). What a question asks for in general, and
 * which sentence leads the answer, is `answer_kind.ts`.
 *
 * This module owns the types, the keyword query and the order the readings are tried in (the
 * first that matches wins); each reading is a module of its own: who the company is and its
 * numbers, officers, clients and premises (`fact_identity.ts`), money (`fact_money.ts`), dates,
 * times, periods and past events (`fact_time.ts`), employment (`fact_employment.ts`), and what the
 * company may not offer at all (`fact_offer.ts`).
 */
import { employmentAsked } from "./fact_employment.ts";
import { NAMES_ASKED, numberAsked, personAsked, placeAsked } from "./fact_identity.ts";
import { accountsAsked, amountAsked, shareAsked } from "./fact_money.ts";
import {
  ACCOUNT_ASKED,
  hoursElsewhereAsked,
  OWN_ORDER,
  PARKING_ASKED,
  PRESS_ASKED,
  PRICE_LIST_ASKED,
  privateAsked,
  procedureElsewhereAsked,
} from "./fact_offer.ts";
import { dateOrTimeAsked, PAST_EVENT_ASKED, periodProposed } from "./fact_time.ts";
import { askingSentence, splitWords } from "./text.ts";

/**
 * Facts a page states in a form of its own, which a passage sharing the question's words may well
 * not hold: a sum of money ("How much does a pallet cost?", "What was your turnover?", "graduate
 * salary"), the company's own identifying number ("What's your VAT number?", "your phone
 * number"), which pages naming VAT or a phone state without giving one, and a person asked for
 * by an office a person holds ("Who is the managing director?", "who founded Crownbridge?"),
 * which pages naming the company state without naming anyone. "Who is the data controller?" and
 * "Who is the importer of record?" are not person questions: a company or a role answers them,
 * so only the office titles in `fact_identity.ts` make one. A share the company charges ("What
 * percentage commission do you take?") is answered only by a percentage or a fraction, and a date
 * of the company's own ("When will you reach net zero?", "Has Crownbridge set a target year?") only
 * by a date, a year or another time: pages naming commission or net zero state neither. A period
 * the visitor proposes ("Do you give retailers 30 day payment terms?") is answered only by a
 * period stated about a word of the question, and something of the company's in a named place
 * ("is there a depot of yours in Manchester?") only by a section naming the place. Some things
 * are asked of the company that it may not offer at all: a job ("are you hiring?"), a sale or an
 * errand for a private buyer ("for personal use", "near me"), parking, another business's opening
 * hours, an account on the site ("retailer login"), a press office, a price list, a procedure with
 * another named organisation ("register my trade mark with the UK IPO"); each is answered only by
 * a sentence offering it, which a page sharing the question's words ("half the job", the office's
 * address) may lack. The company's own accounts ("What was your turnover last year?") are a sum
 * stated in a sentence naming them, not a law's turnover threshold. An event of the company's past
 * ("Have you ever had a data breach?") is stated only by a page saying it happened, not one naming
 * the word ("We will not be liable for … breach").
 */
export type FactType =
  | "amount"
  | "identifier"
  | "registration"
  | "person"
  | "share"
  | "date"
  | "time"
  | "period"
  | "place"
  | "order"
  | "names"
  | "employment"
  | "private"
  | "parking"
  | "hours_elsewhere"
  | "account"
  | "press"
  | "price_list"
  | "accounts"
  | "elsewhere"
  | "past_event";

/** A question word or auxiliary opening a sentence that asks. */
const QUESTION_OPENER =
  /^(?:how|what|when|where|why|who|which|do|does|did|is|are|can|could|will|would|should|has|have|any)\b/;
/** Longest query, in words, read as keywords naming what it wants ("graduate scheme salary"). */
const KEYWORD_QUERY_WORDS = 5;

/**
 * Whether `asking` (its lower case `lower`) is a keyword query: no "?", no question word or
 * auxiliary first, and at most {@linkcode KEYWORD_QUERY_WORDS} words, or two or more such parts
 * joined by "and" or a comma ("company registration number and VAT number"): a list of keyword
 * queries is one too.
 */
function isKeywordQuery(asking: string, lower: string): boolean {
  if (asking.includes("?") || QUESTION_OPENER.test(lower)) return false;
  return lower.split(/\s*,\s*|\s+and\s+/).every((part) => {
    const words = splitWords(part).length;
    return words > 0 && words <= KEYWORD_QUERY_WORDS;
  });
}

/**
 * The kind of fact `question` asks for, read from its asking sentence: a sum of money ("how much
 * does … cost", "what is/was … <money noun>", a keyword query naming a money noun: "wholesale
 * price list"), the company's own identifying number (a "<word> number" asked of "you" or the
 * company: "What's your VAT number?", "crownbridge telephone number"; not "the ICO's helpline
 * number", which a page states), its registration number (a number named by the register:
 * "companies house registration number", with or without "your"), or a person asked for by an
 * office ("Who is the CEO?", "who founded Crownbridge", "crownbridge managing director"), a
 * telephone number named in a keyword query ("customer service number") or asked for first ("what
 * phone number can I ring"), a share the company charges ("what percentage commission do you
 * take"; not "what proportion of corner shops do you supply"), a date of the company's own ("when will you be net zero"), a period the visitor
 * proposes to the company ("do you give retailers 30 day payment terms") or something of the
 * company's in a named place ("is there a depot of yours in Manchester"); `undefined` for anything
 * else.
 */
export function factTypeOf(question: string): FactType | undefined {
  const asking = askingSentence(question).replace(/^(?:and|so|but|then|ok|okay)[,\s]+/i, "");
  const lower = asking.toLowerCase();
  if (PRESS_ASKED.test(lower)) return "press";
  if (PRICE_LIST_ASKED.test(lower)) return "price_list";
  const keywords = isKeywordQuery(asking, lower);
  if (amountAsked(asking, lower, keywords)) {
    return accountsAsked(lower, keywords) ? "accounts" : "amount";
  }
  const number = numberAsked(lower, keywords);
  if (number !== undefined) return number;
  if (personAsked(lower, keywords)) return "person";
  if (shareAsked(lower)) return "share";
  if (periodProposed(question, lower)) return "period";
  if (placeAsked(lower, keywords)) return "place";
  if (OWN_ORDER.test(lower)) return "order";
  if (employmentAsked(question, lower, keywords)) return "employment";
  if (privateAsked(lower)) return "private";
  if (ACCOUNT_ASKED.test(lower)) return "account";
  if (PAST_EVENT_ASKED.test(lower)) return "past_event";
  if (PARKING_ASKED.test(lower)) return "parking";
  if (hoursElsewhereAsked(lower)) return "hours_elsewhere";
  if (NAMES_ASKED.test(lower)) return "names";
  if (procedureElsewhereAsked(lower)) return "elsewhere";
  return dateOrTimeAsked(lower, keywords);
}
