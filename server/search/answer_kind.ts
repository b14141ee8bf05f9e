/**
 * What a question asks for (a duration, a number, a time, a place, a yes or no), read from its
 * opening words: the answer leads with a sentence that gives it
 * (docs/decisions/0011-search-retrieval.md). This module owns the reading of the question's form
 * ({@linkcode expectationOf}); each kind of fact has a module of its own, which also says whether
 * a sentence states it: durations, speed and dates in `answer_time.ts`, counts and figures in
 * `answer_figures.ts`, names, titles and codes in `answer_names.ts`; whether a sentence gives
 * what is asked is `answer_giving.ts`.
 */
import { askingSentence, termOf } from "./text.ts";

/**
 * What a question asks for, read from its opening words: "name" is a thing called by a proper
 * name (a country, a law, a court, a body: "Which country's law applies?"); "role" a role called
 * by its title ("which legal person do we need?": "a UK Responsible Person"); "members" asks which
 * things of a kind something holds for ("Which businesses have to pay…?"), answered by a sentence
 * that marks them out ("those with turnover above…"); "code" asks which identifier of a kind
 * something needs ("What registration number does the importer need?": "a GB EORI number").
 */
export type Expectation =
  | "duration"
  | "number"
  | "yes-no"
  | "time"
  | "place"
  | "name"
  | "role"
  | "means"
  | "members"
  | "code"
  | "other";

/**
 * "Back" as the adverb of a verb of replying or returning ("get back to me", "hear back from you",
 * "…will somebody write back?"): it names no topic, and a sentence saying "backed by" is not about
 * it.
 */
const ADVERB_BACK = /\bback\b(?=\s+(?:to (?:me|us|you|him|her|them)\b|from\b)|\s*[?.!]*\s*$)/i;

/**
 * The question's terms that are adverbs of a phrasal verb, not topic words ({@linkcode
 * ADVERB_BACK}): left out of what a sentence is scored and answers by.
 */
export function adverbTerms(question: string): string[] {
  return ADVERB_BACK.test(askingSentence(question)) ? [termOf("back")!] : [];
}

/** Prepositions that frame a question word ("for how long…", "by how much…"). */
const FRAMING =
  /^(?:for|by|in|after|within|to|at|from|above|below|over|under|up to)\s+(?=how\b|what\b|when\b)/;
/** …of which these ask for a threshold, a figure ("above what turnover…", "from what age…"). */
const THRESHOLD = /^(?:above|below|over|under|at|from|up to)\s+what\b/;

/** The asking sentence of `question` in lower case, without a leading "and", "so"… */
export function askingPart(question: string): string {
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
  if (NAMED_THING.test(q)) return "name";
  if (ROLE_ASKED.test(q)) return "role";
  if (CODE_ASKED.test(q)) return "code";
  if (/^how (?:do|can|could|should|would) (?:i|we)\b/.test(q)) return "means";
  if (MEMBERS_ASKED.test(q)) return "members";
  if (/^(?:what time|are you open|is (?:anyone|someone) there)\b/.test(q)) return "time";
  if (/^(?:how (?:many|much|big)|what (?:share|percentage|proportion|number))\b/.test(q)) {
    return "number";
  }
  // "Could you tell me how many…" asks for the number, not a yes or no.
  if (EMBEDDED_DURATION.test(asking)) return "duration";
  if (EMBEDDED_NUMBER.test(asking)) return "number";
  if (EMBEDDED_TIME.test(asking)) return "time";
  if (/^(?:do|does|did|is|are|can|could|will|would|should|has|have|must)\b/.test(q)) {
    return "yes-no";
  }
  return namedExpectation(asking);
}

/**
 * "Which/what <noun>" where the noun's instances are called by proper names: a country or a
 * region, a jurisdiction, a law or a court, a regulator or authority. The answer names one
 * ("governed by the law of England and Wales"), so a sentence without a name does not answer it.
 */
const NAMED_THING =
  /^(?:which|what)(?: \w+)? (?:country|countries|country's|nation|nations|region|regions|jurisdiction|jurisdictions|city|town|county|laws?|legislation|act|regulations?|courts?|regulator|regulators|authority|authorities|body|bodies)\b/;

/**
 * "Which/what <adjective> person / representative / officer…": a role the law or a scheme
 * defines, which English writes as a title ("a UK Responsible Person"), not always with a word
 * outside general English; a sentence naming one by its title answers ({@linkcode statesTitle}).
 */
const ROLE_ASKED =
  /^(?:which|what)(?: \w+)? (?:person|persons|representative|representatives|officer|officers)\b/;

/**
 * "Which/what <word> number / code / ID…" ("What registration number does an importer need?",
 * "which tax code applies?"): which identifier of a kind, named by an abbreviation ("a GB EORI
 * number") or stated in digits; a telephone or contact number is asked as a number to ring.
 */
const CODE_ASKED =
  /^(?:which|what) (?!(?:phone|telephone|contact|mobile|fax|landline)\b)[a-z]+ (?:number|code|id|identifier)\b/;

/**
 * "Which/what <plural noun> <verb>…": which things of a kind something holds for ("Which
 * businesses have to pay the fees?", "what firms must register"). English marks the members of a
 * class out with a defining clause or a bound ({@linkcode MARKS_OUT}); a sentence that only names
 * the kind again ("The larger ones also pay fees…") does not say which. A plural noun ends in "s"
 * (not "ss": "which process"), and the next word is a verb of the clause, not a noun ("which parts
 * of the country": "of" starts a phrase). The noun must be the verb's subject: in "Which products
 * do you stock?" a subject follows the auxiliary, the products are its object, and a list answers.
 */
const MEMBERS_ASKED =
  /^(?:which|what) (?:\w+ )?\w+[^s\W]s (?:have|has|need|needs|must|should|can|are|is|will|do|does|qualify|count|fall)\b(?! (?:you|we|i|they|he|she|it|your|our|my|their|the|this|these)\b)/;
/** {@linkcode MEMBERS_ASKED} after keywords that name the topic. */
const MEMBERS_ASKED_WITHIN = new RegExp(`\\b${MEMBERS_ASKED.source.slice(1)}`);

/**
 * A "how long" asked inside the sentence ("I'm wondering how long it takes…", "could you tell
 * me how many…").
 */
const EMBEDDED_DURATION = /\bhow (?:long|quickly|soon|fast)\b/;
const EMBEDDED_NUMBER = /\bhow (?:many|much)\b/;
/** A "when will…" asked after the asker's context without a comma ("after I send it when will you reply"). */
const EMBEDDED_TIME =
  /\bwhen (?:will|would|can|could|do|does|should|might|shall) (?:you|we|i|they|someone|somebody|anyone|anybody|it|he|she)\b/;
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
/**
 * A query without a question word naming a place asked for ("head office address", "postcode");
 * "address" as commonly misspelt with one "d" or one "s" ("adress", "addres"); an e-mail or web
 * address is no place.
 */
const PLACE_NOUN = /(?<!\b(?:e-?mail|web|website|ip) )\b(?:ad{1,2}res{1,2}|postcode|post code)\b/;

function namedExpectation(asking: string): Expectation {
  // Keywords, then the question itself ("packaging fees EPR which companies have to pay").
  if (MEMBERS_ASKED_WITHIN.test(asking)) return "members";
  if (PLACE_NOUN.test(asking)) return "place";
  if (DURATION_NOUN.test(asking)) return "duration";
  if (NUMBER_NOUN.test(asking)) return "number";
  return "other";
}
