/**
 * Who the company is, read from a question: how a question names the company ("you", "your",
 * "Crownbridge's") and which words name something else (another business, a public body, a
 * place), and the facts of its identity a question may ask for: a number that identifies it (its
 * VAT, telephone or Companies House registration number), a person holding one of its offices,
 * the businesses it names as its clients, and its premises in a named place. Separate from
 * `fact_type.ts`, which orders the readings, because every other reading (`fact_money.ts`,
 * `fact_time.ts`, `fact_employment.ts`, `fact_offer.ts`) and `fact_statement.ts` ask whether a word
 * is the company's, and this module imports none of them.
 */
import { COMPANY_NAME } from "../../shared/content/company.ts";
import { isEnglishWord } from "./english_words.ts";

/** The first word of the company's trading name, as a question writes it ("crownbridge"). */
export const COMPANY_FIRST = COMPANY_NAME.split(" ")[0]!.toLowerCase();

/**
 * The company as a question names it: "you", "your", or the first word of its trading name
 * ("Crownbridge's").
 */
export const THE_COMPANY = new RegExp(
  `\\b(?:you|your|${COMPANY_NAME.split(" ")[0]!.toLowerCase()}(?:'s)?)\\b`,
);

/** The words of the company's own name: no person's, no place's ("Crownbridge Distribution"). */
export const COMPANY_WORDS: ReadonlySet<string> = new Set(COMPANY_NAME.toLowerCase().split(" "));

/** Days and months, written with a capital and so no words of the English list. */
const CALENDAR_NAME =
  /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$|^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;

/** Whether `word` names something other than the company: no English word, day, month or company word. */
export function isOtherName(word: string | undefined): boolean {
  return word !== undefined && word.length > 2 && !isEnglishWord(word) &&
    !CALENDAR_NAME.test(word) && !COMPANY_WORDS.has(word);
}

/**
 * A number that names something rather than counting it: "<word> number" not followed by "of"
 * ("VAT number", "registration number"; not "the number of brands"), in the singular: "sales
 * numbers" are figures.
 */
const NAMING_NUMBER = /\b[a-z]+ number\b(?! of\b)/;
/**
 * The register that numbers a company, named in the question: a "registration number" or a
 * "Companies House" number is the company's own even when the question does not say "your".
 */
const COMPANY_REGISTER =
  /\b(?:companies house|company (?:registration )?number|(?:company )?registration number|registered number)\b/;

/**
 * A telephone number named in a keyword query ("phone number call sales team", "customer service
 * number"): whose number is not said, and the company's own is what such a query asks for on the
 * company's site; a page stating another body's number (the ICO's helpline) answers it only when
 * it ranks among the top sections.
 */
const PHONE_NUMBER =
  /\b(?:(?:tele)?phone|contact|helpline|hotline|customer services?|support|sales|mobile) (?:number|no)\b|\bnumber to (?:call|ring|phone)\b/;

/**
 * A question opening by asking for a telephone number, nobody else's named ("what phone number can
 * I ring to speak to someone", "What's the contact number?"): on the company's site it asks for the
 * company's. A number named as another's ("the phone number of the data protection regulator",
 * "their phone number", "the ICO's helpline number") is not matched.
 */
const PHONE_NUMBER_ASKED = new RegExp(
  `^(?:what|which)(?:'s| is)?\\s+(?:(?:the|a|your)\\s+)?(?:${PHONE_NUMBER.source})(?!\\s+(?:of|for)\\b)`,
);

/**
 * Which number of the company's the asking sentence `lower` asks for (`keywords` when it is a
 * keyword query): its registration, when the register names the number ("companies house
 * registration number", with or without "your"); an identifier, when the number is asked of "you"
 * or the company ("What's your VAT number?", "crownbridge fax number") or a telephone number is
 * named in a keyword query or asked for first ("customer service number", "what phone number can
 * I ring"); `undefined` for anything else ("the ICO's helpline number", which a page states).
 */
export function numberAsked(
  lower: string,
  keywords: boolean,
): "registration" | "identifier" | undefined {
  if (NAMING_NUMBER.test(lower)) {
    // "companies house registration number": the register names whose number is asked, with or
    // without "your".
    if (
      COMPANY_REGISTER.test(lower) &&
      (keywords || THE_COMPANY.test(lower) || /^what(?:'s| is)\b/.test(lower))
    ) {
      return "registration";
    }
    if (THE_COMPANY.test(lower)) return "identifier";
  }
  if ((keywords || PHONE_NUMBER_ASKED.test(lower)) && PHONE_NUMBER.test(lower)) return "identifier";
  return undefined;
}

/**
 * Offices a person holds in a company: "the CEO", "the chief executive", "the founder", "the
 * owner", "the managing director", "the chairman", "the head of sales". A brand or shop owner is
 * a kind of business, and an importer, a controller or a contact is answered by a company or a role
 * ("Who is the importer of record?"), so none of them is listed; "owner-run shops" and
 * "founder-led brands" name kinds of business too.
 */
const PERSON_ROLE =
  /\b(?:ceo|cfo|coo|cto|md|chief (?:executive|[a-z]+ officer)|(?:co-?)?founders?|(?<!(?:brand|shop|store|business|data|product|site) )owners?|(?:managing |finance |sales |commercial |marketing |operations )?directors?|chair(?:man|woman|person)?|president|boss|proprietor|head of [a-z]+|data protection officer)\b(?!-)/;
/** "Who is the <office>…", "who's your <office>…". */
const WHO_IS_ROLE = new RegExp(
  `^who(?:'s| is| was| are| were)\\s+(?:(?:the|your|their|its|[a-z]+'s)\\s+)?(?:current\\s+|new\\s+)?${PERSON_ROLE.source}`,
);
/**
 * "Who owns / runs / founded / started / set up" the company: a person, or a company that owns
 * it ("Who owns the data I send?" is not asked of the company, and a controller answers it).
 */
const WHO_FOUNDED = new RegExp(
  `^who (?:owns|runs|leads|heads|founded|co-?founded|started|set up|established) (?:${
    COMPANY_NAME.split(" ")[0]!.toLowerCase()
  }|you|your (?:company|business|firm)|the (?:company|business|firm))\\b`,
);
/** "…the name of the <office>", "your <office>'s name". */
const NAME_OF_ROLE = new RegExp(
  `\\bname of (?:(?:the|your|their|its|[a-z]+'s)\\s+)?${PERSON_ROLE.source}|${PERSON_ROLE.source}'s name\\b`,
);

/**
 * Whether the asking sentence `lower` asks for a person by an office they hold: "Who is the
 * CEO?", "who founded Crownbridge", "the name of your chairman", or a keyword query naming an
 * office (`keywords`: "crownbridge managing director").
 */
export function personAsked(lower: string, keywords: boolean): boolean {
  if (WHO_IS_ROLE.test(lower) || WHO_FOUNDED.test(lower) || NAME_OF_ROLE.test(lower)) {
    return true;
  }
  // "crownbridge ceo", "managing director crownbridge distribution".
  return keywords && PERSON_ROLE.test(lower);
}

/**
 * Names asked of the company: "which brands do you distribute", "what retailers do you work with",
 * "who are your clients", "name some of your customers": whom it deals with now ("do you", "have
 * you"), not whom it could reach ("which retailers can you get us into", answered by the kinds of
 * shop). Answered only where a top section names some (`namesSomething`, `fact_statement.ts`).
 */
export const NAMES_ASKED =
  /^(?:which|what) (?:[a-z]+ )?(?:brands|clients|customers|retailers|supermarkets|companies|businesses|partners|chains|manufacturers|suppliers|stockists) (?:do|does|have|did) (?:you|your [a-z]+)\b|^who (?:are|is) (?:some of )?your (?:[a-z]+ )?(?:clients|customers|partners|brands|suppliers)\b|\bname (?:some of |any of |a few of )?your (?:[a-z]+ )?(?:clients|customers|brands|partners|retailers|suppliers)\b/;

/**
 * Something of the company's asked for in a named place: "is there a depot of yours in Manchester",
 * "do you have an office near Leeds", "your warehouse in Cardiff", a keyword query "warehouse in
 * Glasgow". The place is the name after "in", "near" or "around" (a word that is no word of
 * general English, `english_words.ts`).
 */
const PLACE_OF_THE_COMPANY =
  /\b(?:is there|are there|do you have|have you got|of yours|your [a-z]+)\b.*?\b(?:in|near|around) ([a-z]+)\b/;

/** A keyword query naming something in a place: "warehouse in Glasgow". */
const PLACE_KEYWORDS = /^[a-z]+(?: [a-z]+)? (?:in|near) ([a-z]+)$/;

/** Whether the asking sentence `lower` asks for something of the company's in a named place. */
export function placeAsked(lower: string, keywords: boolean): boolean {
  const match = PLACE_OF_THE_COMPANY.exec(lower) ?? (keywords ? PLACE_KEYWORDS.exec(lower) : null);
  const place = match?.[1];
  return place !== undefined && place.length > 2 && !isEnglishWord(place) &&
    !COMPANY_WORDS.has(place);
}
