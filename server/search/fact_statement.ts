/**
 * Whether a sentence states a fact of a {@linkcode FactType} (a sum of money, an identifying
 * number, a registration, a person, a share, a date or a time, a period, a place, order tracking,
 * names): a question of such a type is answered only when a top section states one
 * (`answerability.ts`; docs/decisions/0011-search-retrieval.md, "Declining"). Which type a question
 * asks for is read by `fact_type.ts`.
 */
import { isEnglishWord } from "./english_words.ts";
import { splitWords, termOf } from "./text.ts";
import { termsByFigure } from "./answer_figures.ts";
import { answeredTerms } from "./answer_giving.ts";
import { CLOCK, DATE, statesTime, TIME_WINDOW } from "./answer_time.ts";
import { COMPANY_WORDS, isOtherName } from "./fact_identity.ts";
import { ACCOUNTS_NOUN } from "./fact_money.ts";
import type { FactType } from "./fact_type.ts";

/** A sum of money, or a sentence saying there is none to pay ("free", "no listing fees"). */
const AMOUNT =
  /£\s?\d|\b\d[\d,.]*\s*(?:pounds|pence)\b|\b(?:million|billion) pounds\b|\bfree\b|\bno (?:\w+ )?(?:fees?|charges?)\b/i;

/**
 * Jobs offered: vacancies, careers, "we are hiring / recruiting", "join our team", "apply for the
 * role". A page saying a task is "half the job" offers none.
 */
const JOBS_OFFERED =
  /\b(?:vacanc(?:y|ies)|careers?|internships?|apprenticeships?|traineeships?|job openings?|work experience|(?:graduate|trainee) (?:schemes?|programmes?))\b|\bwe(?:'re| are) (?:hiring|recruiting)\b|\bjoin (?:our|the) team\b|\bapply for (?:a|this|the|our) (?:job|role|position)s?\b/i;
/**
 * Private buyers spoken of: "for personal use", "members of the public", "private customers",
 * "we do not sell to consumers": a page saying whether it serves a private person answers one.
 */
const PRIVATE_BUYERS =
  /\bpersonal use\b|\bmembers of the public\b|\bprivate (?:individuals?|customers?|buyers?|persons?)\b|\bsells? (?:directly )?to (?:the public|consumers|individuals)\b/i;
/**
 * An account offered to the visitor: "you can log in", "customers sign in", a newsletter, "open an
 * account". Staff signing in to a private area is no account of a visitor's.
 */
const ACCOUNT_OFFERED =
  /\b(?:you|customers|retailers|partners|visitors|members) (?:can )?(?:log|sign) (?:in|on)\b|\bnewsletters?\b|\bsubscribe\b|\bopen (?:a|an) (?:[a-z]+ )?account\b/i;
/** A press office or its material offered: "press office", "media kit", "press enquiries". */
const PRESS_OFFERED =
  /\b(?:press|media) (?:office|kit|pack|centre|center|room|releases?|enquir(?:y|ies)|contacts?)\b|\bnewsroom\b|\bjournalists\b/i;
/** A price list offered: "our price list", "download the rate card". */
const PRICE_LIST_OFFERED = /\bprice ?lists?\b|\bprice sheets?\b|\brate cards?\b/i;
/** A sentence about the company itself: "we", "our", its name. */
const OF_THE_COMPANY = new RegExp(`\\b(?:we|our|us|${[...COMPANY_WORDS][0]})\\b`, "i");

/**
 * The company said to have done or to do something: the company ("we", "our team", its name) with
 * a verb in the past, the perfect or the present ("we have helped", "Crownbridge won", "we help
 * brands from abroad": what it does, it has done). A modal or a negation states no event: "We will
 * not be liable for … breach", "we do not…".
 */
const COMPANY_DOES = new RegExp(
  `\\b(?:we|${
    [...COMPANY_WORDS][0]
  }|our (?:company|team|business))(?:'ve)? (?!(?:will|would|may|might|can|could|shall|should|must|do not|don't|never|are not|cannot)\\b)[a-z]+\\b`,
  "i",
);

/**
 * A sentence that states no event: a modal, a negation or a condition ("the regulator can fine
 * businesses", "We will not be liable…", "if a breach happens").
 */
const HEDGED =
  /\b(?:will|would|may|might|can|could|shall|should|must|not|never|cannot|if)\b|n't\b/i;

/**
 * Whether `sentence` states an event of the company's past or practice with one of the `asked`
 * terms (the event's word, `eventTermsOf` in `fact_time.ts`): unhedged, and either with the company
 * as its subject ({@linkcode COMPANY_DOES}: "We helped a tea brand…") or, when `ownPage`, anywhere
 * on a page of the company's own services, whose every sentence says what the company does
 * ("Health & Beauty includes: vitamins and food supplements"). An article on the market or a
 * legal page speaks of others ("the regulator can fine businesses…").
 */
export function statesCompanyEvent(
  sentence: string,
  asked: ReadonlySet<string>,
  ownPage: boolean,
): boolean {
  return !HEDGED.test(sentence) && (ownPage || COMPANY_DOES.test(sentence)) &&
    splitWords(sentence).some((word) => asked.has(termOf(word) ?? ""));
}

/** Parking spoken of: "parking", "a car park", "park on site". */
const PARKING = /\b(?:parking|car parks?|park (?:on|at|in|outside|nearby|near))\b/i;

/** A period stated: a figure counting days, weeks, months or years ("within 30 days", "4-6 weeks"). */
const PERIOD_STATED = /\b\d+(?:\s*[-\u2013]\s*\d+)?\+?[- ]?(?:days?|weeks?|months?|years?)\b/i;
/** Terms of the units themselves: a question term only when it is not the period's unit. */
const PERIOD_UNITS: ReadonlySet<string> = new Set(["day", "week", "month", "year"]);

/** A page offering to track an order: "track your order", "your order number". */
const ORDER_TRACKING =
  /\b(?:track|trace)(?:ing)? (?:your|an?|the) (?:parcels?|orders?|deliver(?:y|ies)|packages?|shipments?)\b|\b(?:order|tracking) number\b/i;

/** An identifying number: six digits or more, perhaps grouped by spaces or hyphens ("0303 123 1113"). */
const IDENTIFIER = /\d(?:[ -]?\d){5,}/;

/**
 * A company's registration stated: a register word ("registered", "registration", "company
 * number", "Companies House") and a number of six digits or more, or two letters and six digits
 * (Scottish and Northern Irish companies: "SC123456"). A regulator's phone number on the same page
 * is no registration number.
 */
function statesRegistration(sentence: string): boolean {
  return /\b(?:registered|registration|company (?:no|number)|companies house)\b/i.test(sentence) &&
    (IDENTIFIER.test(sentence) || /\b[A-Z]{2}\d{6}\b/.test(sentence));
}

/**
 * A share stated: a percentage ("20%", "20 per cent", "twenty percent") or a fraction in words ("a
 * third", "half of", "one in five", "three quarters").
 */
const SHARE =
  /\d\s?%|\b(?:per ?cent|percent)\b|\b(?:a|one|two) (?:half|third|quarter|fifth|tenth)s?\b|\bthree quarters\b|\bhalf of\b|\bone in (?:\d+|[a-z]+)\b/i;

/** Two or three words written with a capital, in a row ("Priya Shah", "Mary Anne Hughes"). */
const CAPITALISED_RUN =
  /\b[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?(?:\s+[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?){1,2}\b/g;

/**
 * Whether `sentence` names a person: two or three capitalised words in a row, the first and the
 * last of which are names rather than words of general English (`english_words.ts`: a word
 * written mostly with a capital, or not listed at all: "Priya Shah", "James Whitfield"). Place and
 * company names pair a name with an English word ("Pump Lane", "Wycliffe House", "Tesco Express",
 * "Northern Ireland"), so they name nobody. A person whose first name or surname is also an English
 * word ("Mark Baker") is missed; the question is then declined rather than answered with no name.
 */
export function namesPerson(sentence: string): boolean {
  for (const [run] of sentence.matchAll(CAPITALISED_RUN)) {
    const words = run.split(/\s+/).map((word) => word.toLowerCase().replace(/'s$/, ""));
    const isName = (word: string) => word.split(/[-']/).every((part) => !isEnglishWord(part));
    if (isName(words[0]!) && isName(words.at(-1)!) && !COMPANY_WORDS.has(words[0]!)) return true;
  }
  return false;
}

/**
 * Whether `sentence` names something: a word written with a capital past its first word (and past
 * a title before a colon) that is no word of general English and not the company's own name
 * ("…stocked by Tesco, Sainsbury's and Spar"). A page naming no brand, client or retailer answers
 * no "which brands do you distribute".
 */
export function namesSomething(sentence: string): boolean {
  // A short lead-in before a colon is a title written with capitals ("Compliance and
  // Traceability: batch and date tracking…"), not a name.
  const words = sentence.replace(/^[^:]{0,60}:\s/, "").split(/\s+/).slice(1);
  return words.some((raw) => {
    const word = /^[("'‘“]?([A-Z][a-z]+)(?:['’]s)?\b/.exec(raw)?.[1]?.toLowerCase();
    return word !== undefined && word.length > 2 && !isEnglishWord(word) &&
      !COMPANY_WORDS.has(word);
  });
}

/**
 * Whether `sentence` states a fact of `type`: a sum of money, or that there is none to pay; an
 * identifying number; a person's name; a percentage or a fraction standing by one of the `asked`
 * question terms ({@linkcode termsByFigure}); a date or a year; for a "when…", any time
 * ({@linkcode statesTime}).
 */
export function statesFactType(
  type: FactType,
  sentence: string,
  asked: ReadonlySet<string> = new Set(),
): boolean {
  switch (type) {
    case "amount":
      return AMOUNT.test(sentence);
    case "identifier":
      return IDENTIFIER.test(sentence);
    case "registration":
      return statesRegistration(sentence);
    case "person":
      return namesPerson(sentence);
    case "share":
      // The share must stand by a word of the question: "60% of UK convenience stores" answers
      // "what share of stores do you reach", not "what percentage commission do you take".
      return SHARE.test(sentence) && termsByFigure(sentence, asked).length > 0;
    // A date or a time about something the question names: the plastic packaging tax's April
    // 2022 dates no plan of the company's.
    case "date":
      return (DATE.test(sentence) || TIME_WINDOW.test(sentence)) &&
        answeredTerms("time", sentence, asked).length > 0;
    // A period the visitor proposes is answered by one the page states about a word of the
    // question other than the unit: "24-48 hours" answers no "30 day payment terms".
    case "period":
      return PERIOD_STATED.test(sentence) &&
        answeredTerms("time", sentence, asked).some((term) => !PERIOD_UNITS.has(term));
    // The place named beside another word of the question: "Scotland and Wales are developing
    // their own rules" names no warehouse in Scotland.
    case "place": {
      const names = new Set(
        splitWords(sentence).filter((word) => /^[a-z]{3,}$/.test(word) && !isEnglishWord(word))
          .map((word) => termOf(word)).filter((term): term is string =>
            term !== null && asked.has(term)
          ),
      );
      return names.size > 0 &&
        answeredTerms("time", sentence, asked).some((term) => !names.has(term));
    }
    case "order":
      return ORDER_TRACKING.test(sentence);
    case "names":
      return namesSomething(sentence);
    case "employment":
      return JOBS_OFFERED.test(sentence);
    case "private":
      return PRIVATE_BUYERS.test(sentence);
    case "parking":
      return PARKING.test(sentence);
    case "press":
      return PRESS_OFFERED.test(sentence);
    case "price_list":
      return PRICE_LIST_OFFERED.test(sentence);
    // The company's own turnover: a sum in a sentence about the company naming the account, not
    // a law's threshold nor a price of the company's.
    case "accounts":
      return AMOUNT.test(sentence) && OF_THE_COMPANY.test(sentence) &&
        ACCOUNTS_NOUN.test(sentence.toLowerCase());
    // A procedure with another organisation: a sentence naming it.
    case "elsewhere":
      return splitWords(sentence).some((word) =>
        isOtherName(word) && asked.has(termOf(word) ?? "")
      );
    case "account":
      return ACCOUNT_OFFERED.test(sentence);
    // An event of the company's, read from one sentence: the company its subject. On a page of
    // its own services any sentence states one (`factTypeRank` in `answerability.ts`).
    case "past_event":
      return statesCompanyEvent(sentence, asked, false);
    // Hours beside the business the question names: the company's office hours are its own.
    case "hours_elsewhere":
      return CLOCK.test(sentence) &&
        splitWords(sentence).some((word) => isOtherName(word) && asked.has(termOf(word) ?? ""));
    // Opening hours answer a "when are you open" without repeating its words.
    case "time":
      return CLOCK.test(sentence) ||
        (statesTime(sentence) && answeredTerms("time", sentence, asked).length > 0);
  }
}
