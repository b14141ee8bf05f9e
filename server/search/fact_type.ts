/**
 * The kinds of fact a question asks the company for that a page states in a form of its own (a sum
 * of money, an identifying number, a registration, a person, a share, a date or a time), read
 * from the question. Whether a sentence states one is `fact_statement.ts`: a question of such a
 * type is answered only when a top section states a fact of its type (`answerability.ts`;
 * docs/decisions/0011-search-retrieval.md, "Declining"). What a question asks for in general, and
 * which sentence leads the answer, is `answer_kind.ts`.
 */
import { COMPANY_NAME } from "../../shared/content/company.ts";
import { englishRarity, isEnglishWord } from "./english_words.ts";
import { askingSentence, splitWords, termOf } from "./text.ts";

/**
 * Facts a page states in a form of its own, which a passage sharing the question's words may well
 * not hold: a sum of money ("How much does a pallet cost?", "What was your turnover?", "graduate
 * salary"), the company's own identifying number ("What's your VAT number?", "your phone
 * number"), which pages naming VAT or a phone state without giving one, and a person asked for
 * by an office a person holds ("Who is the managing director?", "who founded Crownbridge?"),
 * which pages naming the company state without naming anyone. "Who is the data controller?" and
 * "Who is the importer of record?" are not person questions: a company or a role answers them,
 * so only the titles of {@linkcode PERSON_ROLE} make one. A share the company charges ("What
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

/**
 * Nouns naming a sum of money; written with a capital they are part of a name ("Clubcard Prices").
 * A margin or a commission is a share, stated as a percentage or in words ("a strong retailer
 * margin"), not a sum; "the cost of living" is a topic, not a price.
 */
const MONEY_NOUN =
  /\b(?:salary|salaries|pay|wage|wages|revenue|turnover|price|prices|cost|costs|fee|fees|profit|profits)\b(?! of living)/;
/** "How much does … cost / charge / pay / earn / make". */
const HOW_MUCH_MONEY =
  /^how much (?:does|do|would|will|is|are|did|was|were)\b.*\b(?:cost|costs|charge|charges|charged|pay|paid|earn|make)\b/;
/**
 * "What <money noun> does / do / would / is…" ("What salary does a brand strategist earn?"): the
 * noun straight after the question word names what is asked. A word between them makes the noun a
 * topic ("What rising costs are retailers facing?").
 */
const MONEY_NOUN_ASKED = new RegExp(
  `^(?:what|which) ${MONEY_NOUN.source} (?:does|do|did|would|will|is|are|was|were|can|could|should|might)\\b`,
);
/** "What does … cost": "how much does … cost" in other words. */
const WHAT_DOES_COST = /^what (?:does|do|did|would|will|might) .*\bcost\b/;
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

/** The first word of the company's trading name, as a question writes it ("crownbridge"). */
const COMPANY_FIRST = COMPANY_NAME.split(" ")[0]!.toLowerCase();

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
 * What makes a share a charge the company takes: the share is named as one ("commission", "cut",
 * "fee", "mark-up") or the company takes, keeps, charges or deducts it ("what percentage of each
 * sale do you keep"). Without one, a share asked of the company is one of something it reaches
 * or serves, which the pages state as a coverage figure.
 */
const CHARGE =
  /\b(?:commissions?|cut|fees?|charges?|charging|charged|mark-?ups?|take|takes|taking|keep|keeps|retain|retains|deduct|deducts)\b/;

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
 * A period the visitor proposes: a count of days, weeks, months or years ("30 day payment terms",
 * "60-day credit", "30 or 60 days", "12 months or 3 years").
 */
const PERIOD_PROPOSED =
  /\b\d+(?:\s*(?:-|to|or)\s*\d+)?[- ]?(?:days?|weeks?|months?|years?)\b(?!\s+(?:ago|old)\b)/;
/** A period stated: a figure counting days, weeks, months or years ("within 30 days", "4-6 weeks"). */
export const PERIOD_STATED =
  /\b\d+(?:\s*[-\u2013]\s*\d+)?\+?[- ]?(?:days?|weeks?|months?|years?)\b/i;
/** Terms of the units themselves: a question term only when it is not the period's unit. */
export const PERIOD_UNITS: ReadonlySet<string> = new Set(["day", "week", "month", "year"]);

/**
 * Something of the company's asked for in a named place: "is there a depot of yours in Manchester",
 * "do you have an office near Leeds", "your warehouse in Cardiff", a keyword query "warehouse in
 * Glasgow". The place is the name after "in", "near" or "around" (a word that is no word of
 * general English, `english_words.ts`).
 */
const PLACE_OF_THE_COMPANY =
  /\b(?:is there|are there|do you have|have you got|of yours|your [a-z]+)\b.*?\b(?:in|near|around) ([a-z]+)\b/;
/**
 * How a company came to be, in a keyword query naming a year or a date ("crownbridge founded year",
 * "year established"): the company's own date.
 */
const FOUNDING = /\b(?:founded|established|started|incorporated|formed|set up|founding)\b/;
/** A year or a date named in a keyword query. */
const YEAR_OR_DATE = /\b(?:year|date)\b/;

/**
 * The asker's own order: "track my parcel", "where is my delivery", "the status of my order" (a
 * word may stand between: "my online order", "my parcle delivery", a typo of one noun before
 * another), or
 * an order reference the asker holds ("order number CB-20931", "tracking number 48213"). Its status
 * is known to whoever sent it, and a page states it only for a site that tracks orders.
 */
const OWN_ORDER =
  /\b(?:track|trace|tracking|where(?:'s| is| are)|status of|chase|locate)\b.*\bmy (?:[a-z]+ )?(?:parcels?|orders?|deliver(?:y|ies)|packages?|shipments?|consignments?)\b|\b(?:order|tracking|reference|consignment|parcel) (?:number|no|ref)\.?:?\s*[a-z]*-?\d{4,}\b/;
/** A page offering to track an order: "track your order", "your order number". */
export const ORDER_TRACKING =
  /\b(?:track|trace)(?:ing)? (?:your|an?|the) (?:parcels?|orders?|deliver(?:y|ies)|packages?|shipments?)\b|\b(?:order|tracking) number\b/i;

/**
 * Names asked of the company: "which brands do you distribute", "what retailers do you work with",
 * "who are your clients", "name some of your customers": whom it deals with now ("do you", "have
 * you"), not whom it could reach ("which retailers can you get us into", answered by the kinds of
 * shop). Answered only where a top section names some ({@linkcode namesSomething}).
 */
const NAMES_ASKED =
  /^(?:which|what) (?:[a-z]+ )?(?:brands|clients|customers|retailers|supermarkets|companies|businesses|partners|chains|manufacturers|suppliers|stockists) (?:do|does|have|did) (?:you|your [a-z]+)\b|^who (?:are|is) (?:some of )?your (?:[a-z]+ )?(?:clients|customers|partners|brands|suppliers)\b|\bname (?:some of |any of |a few of )?your (?:[a-z]+ )?(?:clients|customers|brands|partners|retailers|suppliers)\b/;

/**
 * Employment at the company, in the senses WordNet gives first for the words (a job as the
 * activity one is paid for, a vacancy as an unfilled position, hiring as engaging for work): a
 * job to be had ("any job openings", "a job with you", "apply for a job", "jobs" asked after in a
 * keyword query or with "any"), vacancies, careers, internships or apprenticeships, the company
 * hiring or recruiting ("are you hiring", "is Crownbridge recruiting"), or the asker wishing to
 * work for it ("I'd love to work in one of your warehouses", "join your team"). A job as a task
 * ("half the job", "what job does a broker do") and the company hired by a brand ("can we hire you
 * for branding") are not employment.
 */
const EMPLOYMENT_ASKED = new RegExp(
  [
    String.raw`\bjob (?:openings?|vacanc(?:y|ies)|opportunit(?:y|ies)|applications?|offers?)\b`,
    String.raw`\bany (?:[a-z]+ )?jobs?\b`,
    String.raw`\ba (?:[a-z]+ )?job (?:with|at|in) (?:you|your|${COMPANY_FIRST})\b`,
    String.raw`\bapply for (?:a |any )?(?:[a-z]+ )?(?:jobs?|roles?|positions?)\b`,
    String.raw`\b(?:vacanc(?:y|ies)|careers|internships?|apprenticeships?)\b`,
    String
      .raw`\b(?:are|is) (?:you|${COMPANY_FIRST}|the company|your company) (?:currently |still )?(?:hiring|recruiting|employing|taking on)\b`,
    String.raw`\bjoin (?:your|the ${COMPANY_FIRST}) (?:team|company|staff)\b`,
  ].join("|"),
);
/**
 * A learner taken on for work, or the time or scheme of it: WordNet's nouns for someone learning a
 * trade on the job ("trainee", "apprentice", an "intern" as a noun: "take interns", "an intern";
 * the verb "intern" is to confine), a traineeship, work experience, a placement taken by a student
 * ("a summer placement", "placement students", "a year in industry"; a product's "placement" on a
 * shelf is not one), and a scheme, programme or job named by who takes it or when ("graduate
 * scheme", "trainee programme", "summer jobs", "weekend work"). Each is a post the company would
 * have to offer, as a job is.
 */
const LEARNER_POST = new RegExp(
  [
    String.raw`\btrainee(?:s|ships?)?\b`,
    String.raw`\bapprentices?\b`,
    String.raw`\b(?:interns|an intern)\b`,
    String.raw`\bwork experience\b`,
    String.raw`\byear in industry\b`,
    String
      .raw`\b(?:summer|student|students|industrial|industry|work|paid|unpaid|university|uni|sandwich) placements?\b`,
    String.raw`\bplacement (?:students?|years?|schemes?|programmes?|programs?)\b`,
    String
      .raw`\b(?:graduate|grad|trainee|training|management|leadership|apprentice|placement) (?:schemes?|programmes?|programs?)\b`,
    String
      .raw`\b(?:summer|holiday|weekend|seasonal|part-time|part time|saturday|student|graduate|grad|entry-level|entry level) (?:jobs?|work|roles?|positions?)\b`,
  ].join("|"),
);
/** Plural "jobs" in a keyword query ("warehouse jobs hayes"): jobs to be had. */
const JOBS_KEYWORDS = /\bjobs\b/;
/**
 * The asker wishing to work for the company, anywhere in the question ("I'd love to work in one of
 * your warehouses", "looking for work near Hayes"): with a job, role, position or opening asked
 * after, employment. "We'd love to work with you" alone asks for a partnership.
 */
const WISH_TO_WORK =
  /\b(?:love|like|want|wish|hoping|hope|looking) to (?:work|join)\b|\blooking for (?:a )?(?:work|job)\b/;
/** A job, role, position or opening named in the asking sentence. */
const POST = /\b(?:jobs?|roles?|positions?|openings?)\b/;

/**
 * The asker acting as a private person (a consumer), which a business-to-business site serves no
 * one as: buying "for personal use" or "for my own use", something "near me", sent to "our home
 * address" or "for my home" (not a "home market" or "home country", a brand's), "with home
 * delivery" (not "home delivery to shops", a business's), or an account of the asker's with
 * another company named ("my facebook account"). "Near me" with whom the company works
 * ({@linkcode WORK_WITH_ASKED}) is a business asking.
 */
const PRIVATE_ASKER =
  /\bfor (?:my|our) (?:own |personal )?use\b|\bfor personal use\b|\bnear me\b|\b(?:to|for|at) (?:my|our) (?:own )?(?:home|house|flat)\b(?! (?:market|country|nation|region|brand|town)s?\b)|\bhome (?:address|delivery)\b(?! (?:to|for) (?:shops|stores|retailers|businesses|outlets)\b)/;
/**
 * The company asked whom it works with, supplies or serves ("do you work with retailers near me"):
 * the asker is a business looking for partners, not a private buyer.
 */
const WORK_WITH_ASKED =
  /\b(?:you|your [a-z]+) (?:work with|partner with|supply|serve|cover|reach|deal with)\b/;
/** An account of the asker's with a named company: "my facebook account", "my Tesco Clubcard". */
const OWN_ACCOUNT =
  /\bmy ([a-z]+) (?:account|profile|clubcard|card|subscription|membership|login)\b/;

/**
 * Signing up for another company's scheme for shoppers: "sign up for a Tesco Clubcard", "apply for
 * a Nectar card". A number or a licence applied for from a named body ("apply for an EORI number
 * with HMRC") is a business's registration, which the pages may well explain.
 */
const OTHER_SCHEME =
  /\b(?:sign up|apply|register) for (?:a|an) ([a-z]+)\b(?! (?:numbers?|licen[cs]es?|registrations?|certificates?|codes?|permits?)\b)/;

/**
 * The asker speaking of what a business has to sell ("my products", "our brand", "my shop"): "near
 * me" or "our home region" then places a business, not a private buyer ("Can shoppers buy my
 * products near me once you list them?").
 */
const BUSINESS_ASKER =
  /\b(?:my|our) (?:own )?(?:products?|brands?|ranges?|shops?|stores?|business|company|stock|lines?)\b/;

/**
 * An account of the visitor's on the site: logging or signing in, a portal, a password, a
 * newsletter to subscribe to or leave, an account to open ("open a trade account"). Only a site
 * that offers one can answer; "sign up" alone is signing a contract with the company.
 */
const ACCOUNT_ASKED =
  /\b(?:log ?in|log on|logon|sign in|portal|password|newsletters?|(?:un)?subscribe|open (?:a|an) (?:[a-z]+ )?account)\b/;

/**
 * Parking asked after ("is there parking at your office", "where can I park near Pump Lane"): a
 * facility the contact section's address and hours do not state.
 */
const PARKING_ASKED =
  /\b(?:parking|car park|parkng|park (?:my|the|a|near|at|in|nearby|outside))\b|\bwhere (?:can|do|should) (?:i|we) park\b/;

/**
 * Opening hours of another business named in the question ("What time does the Tesco in Hayes
 * close?", "tesco express opening times sunday", "opening hours of Windsor Castle"): the name is
 * no word of general English, not the company's, and not a day or a month.
 */
const HOURS_OF_NAMED =
  /^what time (?:does|do|is|are) (?:the )?([a-z]+)\b.*\b(?:open|close|shut|opening|closing)\b|^([a-z]+)(?: [a-z]+)? (?:opening|closing) (?:times|hours)\b|\b(?:opening|closing) (?:times|hours) (?:of|at|for) (?:the )?([a-z]+)\b/;
/** Days and months, written with a capital and so no words of the English list. */
const CALENDAR_NAME =
  /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$|^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;

/** Whether `word` names something other than the company: no English word, day, month or company word. */
export function isOtherName(word: string | undefined): boolean {
  return word !== undefined && word.length > 2 && !isEnglishWord(word) &&
    !CALENDAR_NAME.test(word) && !COMPANY_WORDS.has(word);
}

/** A keyword query naming something in a place: "warehouse in Glasgow". */
const PLACE_KEYWORDS = /^[a-z]+(?: [a-z]+)? (?:in|near) ([a-z]+)$/;

/** Whether the asking sentence `lower` asks for something of the company's in a named place. */
function placeAsked(lower: string, keywords: boolean): boolean {
  const match = PLACE_OF_THE_COMPANY.exec(lower) ?? (keywords ? PLACE_KEYWORDS.exec(lower) : null);
  const place = match?.[1];
  return place !== undefined && place.length > 2 && !isEnglishWord(place) &&
    !COMPANY_WORDS.has(place);
}

/**
 * A press office or the material it hands out: "press office", "media kit", "press pack", "press
 * releases", "newsroom". A department or a download the company offers to journalists, which a page
 * mentioning the trade press does not offer; a "press contact" is any contact and is not read.
 */
const PRESS_ASKED =
  /\b(?:press|media) (?:office|kit|pack|centre|center|room|releases?)s?\b|\bnewsroom\b/;

/**
 * A price list asked for ("wholesale price list", "your pricelist", "a rate card"): a document the
 * company would hand out, which a page quoting some other sum (a levy, a threshold) does not offer.
 */
const PRICE_LIST_ASKED = /\bprice ?lists?\b|\bprice sheets?\b|\brate cards?\b/;

/**
 * The company's own accounts: its turnover, revenue or profit ("What was your turnover last year?",
 * "annual turnover revenue", "crownbridge revenue 2024"). Stated only in a sentence about the company
 * itself; a threshold of a law ("producers with turnover above two million pounds") is no figure of
 * the company's.
 */
export const ACCOUNTS_NOUN = /\b(?:turnover|revenues?|profits?|earnings)\b/;

/** Words that date a figure of the accounts: "annual", "last year", "2024". */
const ACCOUNTS_PERIOD = /^(?:annual|yearly|year|last|this|previous|\d{4})$/;

/**
 * Whether the asking sentence `lower`, read as asking a sum, asks for the company's own accounts:
 * a turnover, revenue or profit of "your" or the company's ("What was your turnover last year?"),
 * or a keyword query of nothing but such nouns and the period ("annual turnover revenue"). "What
 * turnover do I need to pay packaging fees?" asks a threshold of a law, stated in other sentences.
 */
function accountsAsked(lower: string, keywords: boolean): boolean {
  if (!ACCOUNTS_NOUN.test(lower)) return false;
  if (THE_COMPANY.test(lower)) return true;
  return keywords &&
    splitWords(lower).every((word) => ACCOUNTS_NOUN.test(word) || ACCOUNTS_PERIOD.test(word));
}

/**
 * A procedure with another organisation the question names ("How do I register my trade mark with
 * the UK IPO?", "how can we apply to HMRC for…"): only a page naming that organisation tells how
 * to deal with it. The name is no word of general English nor the company's.
 */
const PROCEDURE_WITH =
  /^how (?:do|can|should|would|could) (?:i|we)\b.*?\b(?:with|at|to|from|through) (?:the )?(?:uk |british )?([a-z]+)\b/;

/**
 * A yes or no question about an event in the company's past: "Have you ever had a data breach?",
 * "Has Crownbridge ever been fined?", "Did you ever…", "if you've ever…", or the company winning or
 * being given something ("Has Crownbridge won any awards?", "have you received…"). Only a page
 * stating such an event answers it ({@linkcode eventTermsOf}); a page naming the same noun in
 * another tense ("We will not be liable for … breach") states none. "Have you worked with brands
 * from overseas?" asks what the company does, without "ever", and is left to coverage.
 */
const PAST_EVENT_ASKED = new RegExp(
  `^(?:have|has|did) (?:you|your [a-z]+|${COMPANY_FIRST}|the (?:company|business|firm))\\b.*?\\bever\\b` +
    `|\\b(?:you've|you have|${COMPANY_FIRST} has) ever\\b` +
    `|^(?:have|has|did) (?:you|your [a-z]+|${COMPANY_FIRST}|the (?:company|business|firm)) (?:ever )?(?:won|win|been awarded|received|been given)\\b`,
);

/** Auxiliaries and verbs of the event question itself, no part of what happened. */
const EVENT_FRAME = /^(?:ever|had|have|has|did|do|been|got|get|any|won|win|received|given)$/;

/**
 * The index terms a page must state, in a sentence about the company's past, to answer a question
 * about an event in it ({@linkcode PAST_EVENT_ASKED}): the asking sentence's word rarest in
 * general English past its auxiliary and subject (`english_words.ts`: "breach" in "Have you ever
 * had a data breach?", "award" in "Has Crownbridge won any industry awards?"), with its WordNet
 * related words (`related_words.ts`: "accolade" for "award"). A common word beside it ("data",
 * "industry") is on many pages about other things.
 */
export function eventTermsOf(question: string): Set<string> {
  const all = splitWords(askingSentence(question));
  // What happened follows "ever" ("…if you've ever helped a tea brand"), else the subject.
  const ever = all.indexOf("ever");
  const words = all.slice(ever === -1 ? 2 : ever + 1).filter((word) =>
    !EVENT_FRAME.test(word) && !COMPANY_WORDS.has(word) && termOf(word) !== null
  );
  // A word of general English first: a place or an acronym ("UK", "EPR") names where or what
  // about, rarely the event; a name is the focus only when the question has no other word.
  const english = words.filter((word) => isEnglishWord(word));
  let focus: string | undefined;
  for (const word of english.length > 0 ? english : words) {
    if (focus === undefined || englishRarity(word) > englishRarity(focus)) focus = word;
  }
  if (focus === undefined) return new Set();
  return new Set([termOf(focus)!]);
}

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
  const amount = HOW_MUCH_MONEY.test(lower) || WHAT_DOES_COST.test(lower) ||
    // The money noun as written: "Prices" in "Tesco Clubcard Prices" names a scheme.
    (/^what(?:'s| is| was| are| were)\b/.test(lower) && MONEY_NOUN.test(asking)) ||
    MONEY_NOUN_ASKED.test(lower) || (keywords && MONEY_NOUN.test(asking));
  if (amount) return accountsAsked(lower, keywords) ? "accounts" : "amount";
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
  if (WHO_IS_ROLE.test(lower) || WHO_FOUNDED.test(lower) || NAME_OF_ROLE.test(lower)) {
    return "person";
  }
  // "crownbridge ceo", "managing director crownbridge distribution".
  if (keywords && PERSON_ROLE.test(lower)) return "person";
  // Asked of the company after the share is named: "what share retailers expect" (after "Can
  // you help us…") asks a share of the retailers'.
  // A share the company takes: a proportion of something it reaches ("what proportion of corner
  // shops do you supply") is a coverage figure the pages state in their own words, not a charge.
  const share = SHARE_ASKED.exec(lower);
  if (share) {
    const rest = lower.slice(share.index);
    if (THE_COMPANY.test(rest) && CHARGE.test(rest)) return "share";
  }
  // "Do you give retailers 30 day payment terms?", "contract length with you - 12 months or 3
  // years?": the visitor proposes the period; the company is named anywhere in the question.
  if (PERIOD_PROPOSED.test(lower) && THE_COMPANY.test(question.toLowerCase())) return "period";
  if (placeAsked(lower, keywords)) return "place";
  if (OWN_ORDER.test(lower)) return "order";
  if (
    EMPLOYMENT_ASKED.test(lower) || LEARNER_POST.test(lower) ||
    (keywords && JOBS_KEYWORDS.test(lower)) ||
    (WISH_TO_WORK.test(question.toLowerCase()) && POST.test(lower))
  ) {
    return "employment";
  }
  if (
    (PRIVATE_ASKER.test(lower) && !WORK_WITH_ASKED.test(lower) && !BUSINESS_ASKER.test(lower)) ||
    isOtherName(OWN_ACCOUNT.exec(lower)?.[1]) ||
    isOtherName(OTHER_SCHEME.exec(lower)?.[1])
  ) {
    return "private";
  }
  if (ACCOUNT_ASKED.test(lower)) return "account";
  if (PAST_EVENT_ASKED.test(lower)) return "past_event";
  if (PARKING_ASKED.test(lower)) return "parking";
  const hours = HOURS_OF_NAMED.exec(lower);
  if (hours && isOtherName(hours[1] ?? hours[2] ?? hours[3])) return "hours_elsewhere";
  if (NAMES_ASKED.test(lower)) return "names";
  if (isOtherName(PROCEDURE_WITH.exec(lower)?.[1])) return "elsewhere";
  // "crownbridge founded year": a year or a date of the company's own, as keywords.
  if (keywords && YEAR_OR_DATE.test(lower) && (FOUNDING.test(lower) || THE_COMPANY.test(lower))) {
    return "date";
  }
  if (THE_COMPANY.test(lower)) {
    if (DATE_ASKED.test(lower)) return "date";
    if (PLAN_ASKED.test(lower)) return "time";
  }
  return undefined;
}

/** The words of the company's own name: no person's, no place's ("Crownbridge Distribution"). */
export const COMPANY_WORDS: ReadonlySet<string> = new Set(COMPANY_NAME.toLowerCase().split(" "));
