/**
 * What a question asks for (a duration, a number, a time, a place, a yes or no), read from its
 * opening words, and whether a sentence gives it: the answer leads with such a sentence
 * (docs/decisions/0011-search-retrieval.md).
 */
import { COMPANY_NAME } from "../../shared/content/company.ts";
import { isEnglishWord } from "./english_words.ts";
import { askingSentence, splitWords, termOf } from "./text.ts";

/** What a question asks for, read from its opening words. */
export type Expectation = "duration" | "number" | "yes-no" | "time" | "place" | "other";

/**
 * A duration: a figure, "10+" or a range ("4-6", "3 to 6"), then a unit, perhaps after one
 * qualifying word ("2 business days", "10 working days", "10+ years"). The company's "10+ years"
 * stands by "UK" in many sentences, but a duration leads only by the question's rarest word it
 * stands by ("launch"), so it no longer answers every "how long…" that names the UK.
 */
const DURATION =
  /\b\d+\+?(?:\s*(?:[-\u2013]|to)\s*\d+)?\s*(?:[a-z]+\s+)?(?:hours?|days?|weeks?|months?|years?)\b|\bone month\b|\bnext-day\b/i;
const DATE =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4}\b|\b(?:19|20)\d{2}\b/;
const MONTH =
  "(?:January|February|March|April|May|June|July|August|September|October|November|December)";
/**
 * A point or window in time written without a clock or a year: a month after a preposition or
 * before a day ("from April", "by 1 October"), a season, a part or quarter of the year ("the first
 * half of the year", "Q3"), a year counted from another ("the previous year"), a time ahead of an
 * event ("six months ahead", "weeks before"). Christmas or Easter name an event, not when it is.
 */
const TIME_WINDOW = new RegExp(
  [
    `\\b(?:in|from|since|by|until|till|before|after|during|early|late|mid-?|each|every|next|last|this) ${MONTH}\\b`,
    `\\b\\d{1,2}(?:st|nd|rd|th)? ${MONTH}\\b`,
    "\\b(?:spring|summer|autumn|winter|midsummer|midwinter)\\b",
    "\\b(?:first|second|third|fourth|last|final|early|later?) (?:half|quarter|part|months?) of (?:the|each|every) year\\b",
    "\\bQ[1-4]\\b",
    "\\b(?:the )?(?:previous|following|next|same|coming) (?:year|month|week|season)\\b",
    "\\b(?:\\d+|a few|several|many|some|one|two|three|four|five|six|eight|nine|ten|twelve|eighteen) (?:days|weeks|months|years) (?:ahead|before|in advance|earlier|beforehand|early)\\b",
    "\\bthe (?:days|weeks|months) (?:before|ahead of|leading up to)\\b",
  ].join("|"),
  "i",
);
const NUMBER = /\d/;
const YES_NO = /^(?:yes|no)\b|\b(?:no longer|no fixed|not|never|free of charge|free)\b/i;
const CLOCK = /\b\d{1,2}:\d{2}\b|\bclosed\b/i;
/** A UK postcode ("UB3 3NB") or a sentence that gives an address. */
const PLACE = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\baddress is\b/;
/** Words (stop words aside) between a figure and the question term it counts ("100+ brand partners"). */
const FIGURE_REACH = 3;

/** Prepositions that frame a question word ("for how long…", "by how much…"). */
const FRAMING =
  /^(?:for|by|in|after|within|to|at|from|above|below|over|under|up to)\s+(?=how\b|what\b|when\b)/;
/** …of which these ask for a threshold, a figure ("above what turnover…", "from what age…"). */
const THRESHOLD = /^(?:above|below|over|under|at|from|up to)\s+what\b/;

/** The asking sentence of `question` in lower case, without a leading "and", "so"… */
function askingPart(question: string): string {
  return askingSentence(question).toLowerCase().replace(/^(?:and|so|but|then|ok|okay)[,\s]+/, "");
}

/**
 * What `question` asks for, from the opening words of its asking sentence ("how long…" a
 * duration, "how many…" a number, "when…" a time, "where is…" a place, "do you…" a yes or no),
 * past a framing preposition ("for how long…"); "other" for anything else.
 */
export function expectationOf(question: string): Expectation {
  const asking = askingPart(question);
  if (THRESHOLD.test(asking)) return "number";
  const q = asking.replace(FRAMING, "");
  if (
    /^(?:how (?:long|quickly|soon|fast)|how many (?:weeks|days|months|years|hours)|since when)\b/
      .test(q)
  ) {
    return "duration";
  }
  if (/^when\b/.test(q)) return "time";
  if (/^where(?:'s| is| are)\b/.test(q)) return "place";
  if (/^(?:what time|are you open|is (?:anyone|someone) there)\b/.test(q)) return "time";
  if (/^(?:how (?:many|much|big)|what (?:share|percentage|proportion|number))\b/.test(q)) {
    return "number";
  }
  // "Could you tell me how many…" asks for the number, not a yes or no.
  if (EMBEDDED_DURATION.test(asking)) return "duration";
  if (EMBEDDED_NUMBER.test(asking)) return "number";
  if (/^(?:do|does|did|is|are|can|could|will|would|should|has|have|must)\b/.test(q)) {
    return "yes-no";
  }
  return namedExpectation(asking);
}

/**
 * A "how long" asked inside the sentence ("I'm wondering how long it takes…", "could you tell
 * me how many…").
 */
const EMBEDDED_DURATION = /\bhow (?:long|quickly|soon|fast)\b/;
const EMBEDDED_NUMBER = /\bhow (?:many|much)\b/;
/**
 * A query without a question word that names what it wants: a time taken ("onboarding duration",
 * "response time", "years in business") or a figure ("number of brand partners", "pallet size",
 * "EPR threshold"); a phone or company number is not a count.
 */
const DURATION_NOUN =
  /\b(?:duration|durations|timescales?|timeframes?|time ?frames?|turnaround|lead ?times?|(?:response|reply|delivery|onboarding|processing|waiting|answer) times?|years)\b/;
const NUMBER_NOUN =
  /\b(?:(?<!(?:phone|telephone|contact|fax|company|registration|reference|account|vat) )number of|how many|size|sizes|dimensions?|percentage|proportion|amount of|minimum|maximum|thresholds?)\b/;

/** What a question that opens with no question word asks for, from the words it asks with. */
function namedExpectation(asking: string): Expectation {
  if (DURATION_NOUN.test(asking)) return "duration";
  if (NUMBER_NOUN.test(asking)) return "number";
  return "other";
}

/** Figures written as words ("within one month", "two million pounds"). */
const NUMBER_WORDS: ReadonlySet<string> = new Set(
  ("one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty " +
    "hundred thousand million billion").split(" "),
);

function isFigure(word: string): boolean {
  return /\d/.test(word) || NUMBER_WORDS.has(word);
}

/**
 * The question terms (or typos of them) that stand within {@linkcode FIGURE_REACH} words of a
 * figure in `sentence`: what the figure counts ("100+ brand partners" for "how many brands"), not
 * a figure about something else in the same sentence ("10+ years"). Step numbers are no figures.
 */
export function termsByFigure(sentence: string, asked: ReadonlySet<string>): string[] {
  const text = withoutStepNumbers(sentence);
  // Stop words do not count towards the distance ("20 per cent of the product's energy").
  const terms = splitWords(text).map((word) => isFigure(word) ? word : termOf(word))
    .filter((term): term is string => term !== null);
  const found = new Set<string>();
  terms.forEach((term, i) => {
    if (!isFigure(term)) return;
    const near = terms.slice(Math.max(0, i - FIGURE_REACH), i + FIGURE_REACH + 1);
    for (const other of near) if (asked.has(other)) found.add(other);
  });
  return [...found];
}

/** "Step 01, …" numbers a step; it is not a figure. */
function withoutStepNumbers(sentence: string): string {
  return sentence.replace(/\b(?:step|stage) \d+\b/gi, "");
}

/**
 * Whether `sentence` states when something happens: a date, a year, a month, a season, a time of
 * day or a window ("October 2025", "first half of the year", "from April 2022", "9:00 AM").
 */
export function statesTime(sentence: string): boolean {
  return CLOCK.test(sentence) || DATE.test(sentence) || DURATION.test(sentence) ||
    TIME_WINDOW.test(sentence);
}

/**
 * The question terms a sentence giving what the question asks for gives it about: for a time
 * ("when…?") every question term of a sentence that states one, since a date closes its clause
 * ("…ranges are reviewed in the first half of the year") rather than standing by the noun it
 * dates; for a figure, the terms standing by it ({@linkcode termsByFigure}).
 */
export function answeredTerms(
  expectation: Expectation,
  sentence: string,
  asked: ReadonlySet<string>,
): string[] {
  const text = withoutStepNumbers(sentence);
  if (expectation !== "time") return termsByFigure(text, asked);
  const own = new Set(
    splitWords(text).map((word) => termOf(word)).filter((term): term is string => term !== null),
  );
  return [...asked].filter((term) => own.has(term));
}

/**
 * How far a sentence gives what the question asks for: "gives" has such a thing (any duration for
 * "how long…?"), "answers" has it about the question's topic (the duration next to the question's
 * own words, an address), "none" has nothing of the kind.
 */
export type Giving = "none" | "gives" | "answers";

/** How far `sentence` gives what a question expecting `expectation` about `asked` terms asks. */
export function giving(
  expectation: Expectation,
  sentence: string,
  asked: ReadonlySet<string>,
): Giving {
  const text = withoutStepNumbers(sentence);
  const figure = (found: boolean): Giving =>
    !found ? "none" : answeredTerms(expectation, text, asked).length > 0 ? "answers" : "gives";
  switch (expectation) {
    case "duration":
      return figure(DURATION.test(text) || DATE.test(text));
    case "time":
      return figure(statesTime(text));
    case "number":
      return figure(NUMBER.test(text));
    case "place":
      return PLACE.test(text) ? "answers" : "none";
    case "yes-no":
      // A "Yes" or "No" says nothing of what it answers: it never leads on that alone.
      return YES_NO.test(text) ? "gives" : "none";
    default:
      return "none";
  }
}

/**
 * Facts a page states in a form of its own, which a passage sharing the question's words may well
 * not hold: a sum of money ("How much does a pallet cost?", "What was your turnover?", "graduate
 * salary"), the company's own identifying number ("What's your VAT number?", "your phone
 * number"), which pages naming VAT or a phone state without giving one, and a person asked for
 * by an office a person holds ("Who is the managing director?", "who founded Crownbridge?"),
 * which pages naming the company state without naming anyone. "Who is the data controller?" and
 * "Who is the importer of record?" are not person questions: a company or a role answers them,
 * so only the titles of {@linkcode PERSON_ROLE} make one. A share the company takes ("What
 * percentage commission do you take?") is answered only by a percentage or a fraction, and a date
 * of the company's own ("When will you reach net zero?", "Has Crownbridge set a target year?") only
 * by a date, a year or another time: pages naming commission or net zero state neither.
 */
export type FactType =
  | "amount"
  | "identifier"
  | "registration"
  | "person"
  | "share"
  | "date"
  | "time";

/**
 * Nouns naming a sum of money; written with a capital they are part of a name ("Clubcard Prices").
 * A margin or a commission is a share, stated as a percentage or in words ("a strong retailer
 * margin"), not a sum; "the cost of living" is a topic, not a price.
 */
const MONEY_NOUN =
  /\b(?:salary|salaries|pay|wage|wages|revenue|turnover|price|prices|cost|costs|fee|fees|profit|profits)\b(?! of living)/;
/** "How much does … cost / charge / pay / earn / make". */
const HOW_MUCH_MONEY =
  /^how much (?:does|do|would|will|is|are|did|was|were)\b.*\b(?:cost|costs|charge|charges|pay|earn|make)\b/;
/** A question word or auxiliary opening a sentence that asks. */
const QUESTION_OPENER =
  /^(?:how|what|when|where|why|who|which|do|does|did|is|are|can|could|will|would|should|has|have|any)\b/;
/** Longest query, in words, read as keywords naming what it wants ("graduate scheme salary"). */
const KEYWORD_QUERY_WORDS = 5;

/**
 * The company as a question names it: "you", "your", or the first word of its trading name
 * ("Crownbridge's").
 */
const THE_COMPANY = new RegExp(
  `\\b(?:you|your|${COMPANY_NAME.split(" ")[0]!.toLowerCase()}(?:'s)?)\\b`,
);
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
 * A share asked for: "what percentage / % / share / proportion / cut / commission", "how much
 * commission", "how big a cut", "percentage fee". A margin is not among them: the pages speak of
 * retailers' margins in words ("a strong retailer margin"), and "What margin do you expect
 * retailers to make?" is answered by them, so a margin question is left to coverage.
 */
const SHARE_ASKED =
  /\b(?:what|which) (?:percentage|per ?cent|%|share|proportion|cut|commission)(?![a-z])|\bhow (?:much|big|large) (?:a )?(?:commission|cut|share)\b|\b(?:percentage|%) (?:commission|cut|fee)\b/;
/**
 * A date asked for: "what year / date / month", "by when", "a target date / year", "a deadline",
 * answered by a date or a year; a "when…" is answered by any time, a duration too ("When do you
 * delete my enquiry?": "after 24 months"). Only a date of the company's own makes a fact type
 * ({@linkcode THE_COMPANY}): "When does the deposit scheme start?" asks of a law the pages date.
 */
const DATE_ASKED =
  /\b(?:what|which) (?:year|date|month)\b|\bby when\b|\b(?:target|deadline|completion) (?:date|year)s?\b|\bdeadline\b/;
/**
 * When the company will do something: "when will you…", "when are you going / planning to…",
 * "when do you plan / intend / aim to…". Other "when" questions ask for hours, reply times or
 * retention periods the pages state in words a time alone can answer.
 */
const PLAN_ASKED =
  /^when (?:will|shall|would)\b|^when (?:are|is) [a-z' ]+ (?:going|planning|aiming|hoping|due|set) to\b|^when do(?:es)? [a-z' ]+ (?:plan|intend|aim|expect|hope|want) to\b/;
/**
 * A telephone number named in a keyword query ("phone number call sales team", "customer service
 * number"): whose number is not said, and the company's own is what such a query asks for on the
 * company's site; a page stating another body's number (the ICO's helpline) answers it only when
 * it ranks among the top sections.
 */
const PHONE_NUMBER =
  /\b(?:(?:tele)?phone|contact|helpline|hotline|customer services?|support|sales|mobile) (?:number|no)\b|\bnumber to (?:call|ring|phone)\b/;

/**
 * The kind of fact `question` asks for, read from its asking sentence: a sum of money ("how much
 * does … cost", "what is/was … <money noun>", a keyword query naming a money noun: "wholesale
 * price list"), the company's own identifying number (a "<word> number" asked of "you" or the
 * company: "What's your VAT number?", "crownbridge telephone number"; not "the ICO's helpline
 * number", which a page states), its registration number (a number named by the register:
 * "companies house registration number", with or without "your"), or a person asked for by an
 * office ("Who is the CEO?", "who founded Crownbridge", "crownbridge managing director"), a
 * telephone number named in a keyword query ("customer service number"), a share asked of the
 * company ("what percentage commission do you take") or a date of the company's own ("when will
 * you be net zero"); `undefined` for anything else.
 */
export function factTypeOf(question: string): FactType | undefined {
  const asking = askingSentence(question).replace(/^(?:and|so|but|then|ok|okay)[,\s]+/i, "");
  const lower = asking.toLowerCase();
  if (HOW_MUCH_MONEY.test(lower)) return "amount";
  // The money noun as written: "Prices" in "Tesco Clubcard Prices" names a scheme.
  if (/^what(?:'s| is| was| are| were)\b/.test(lower) && MONEY_NOUN.test(asking)) return "amount";
  const keywords = !asking.includes("?") &&
    splitWords(asking).length <= KEYWORD_QUERY_WORDS && !QUESTION_OPENER.test(lower);
  if (keywords && MONEY_NOUN.test(asking)) return "amount";
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
  if (keywords && PHONE_NUMBER.test(lower)) return "identifier";
  if (WHO_IS_ROLE.test(lower) || WHO_FOUNDED.test(lower) || NAME_OF_ROLE.test(lower)) {
    return "person";
  }
  // "crownbridge ceo", "managing director crownbridge distribution".
  if (keywords && PERSON_ROLE.test(lower)) return "person";
  // Asked of the company after the share is named: "what share retailers expect" (after "Can
  // you help us…") asks a share of the retailers'.
  const share = SHARE_ASKED.exec(lower);
  if (share && THE_COMPANY.test(lower.slice(share.index))) return "share";
  if (THE_COMPANY.test(lower)) {
    if (DATE_ASKED.test(lower)) return "date";
    if (PLAN_ASKED.test(lower)) return "time";
  }
  return undefined;
}

/** A sum of money, or a sentence saying there is none to pay ("free", "no listing fees"). */
const AMOUNT =
  /£\s?\d|\b\d[\d,.]*\s*(?:pounds|pence)\b|\b(?:million|billion) pounds\b|\bfree\b|\bno (?:\w+ )?(?:fees?|charges?)\b/i;

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

/** The company's own name is no person's ("Crownbridge Distribution" pairs it with a word anyway). */
const COMPANY_WORDS: ReadonlySet<string> = new Set(COMPANY_NAME.toLowerCase().split(" "));

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
    // Opening hours answer a "when are you open" without repeating its words.
    case "time":
      return CLOCK.test(sentence) ||
        (statesTime(sentence) && answeredTerms("time", sentence, asked).length > 0);
  }
}
