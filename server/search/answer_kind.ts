/**
 * What a question asks for (a duration, a number, a time, a place, a yes or no), read from its
 * opening words, and whether a sentence gives it: the answer leads with such a sentence
 * (docs/decisions/0011-search-retrieval.md).
 */
import { COMPANY_NAME } from "../../shared/content/company.ts";
import { isEnglishWord } from "./english_words.ts";
import { storedRelatedTermsOf } from "./related_words.ts";
import { askingSentence, splitWords, termOf } from "./text.ts";

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
 * A duration: a figure, "10+" or a range ("4-6", "3 to 6"), then a unit, perhaps after one
 * qualifying word ("2 business days", "10 working days", "10+ years"). The company's "10+ years"
 * stands by "UK" in many sentences, but a duration leads only by the question's rarest word it
 * stands by ("launch"), so it no longer answers every "how long…" that names the UK.
 */
const DURATION =
  /\b\d+\+?(?:\s*(?:[-\u2013]|to)\s*\d+)?\s*(?:[a-z]+\s+)?(?:hours?|days?|weeks?|months?|years?)\b|\bone month\b|\bnext-day\b/i;
/**
 * A duration framed as an extent, counted from an event or measuring an amount ("for 24 months",
 * "24 months from the date we receive it", "30 days after it was queued", "10+ years of
 * experience"): how long a state lasts, not how soon something is done. "Within" bounds a wait
 * however it goes on ("within 4-8 weeks of onboarding" is how soon placements follow).
 */
const EXTENT = new RegExp(
  `\\bfor (?:up to |at least |about |around |a further )?(?:${DURATION.source})|(?<!\\bwithin (?:\\d+\\+?\\s*(?:[-\u2013]|to)\\s*)?)(?:${DURATION.source}) (?:after|from|ago|of)\\b`,
  "gi",
);

/**
 * How English asks how soon something is done: "how quickly / soon / fast…", and a "how long"
 * that waits for an event or a task ("how long until you answer?", "how long before we are in
 * shops?", "how long will it take you to reply?", "how long does onboarding take?", "how long do
 * you have to reply?"), not one
 * asking how long a state lasts ("how long do you
 * keep my details?", "how long has the firm been trading?").
 */
const SPEED_ASKED =
  /\bhow (?:quickly|soon|fast)\b|\bhow long (?:until|till|til|before)\b|\bhow long\b.*\b(?:take|takes|taking)\b|\bhow long (?:do|does|will|would|did) (?:you|they|we|i|\w+ \w+) (?:have|get) to\b/;

/**
 * Whether `question` asks how soon something is done ("how quickly will you answer?", "how fast
 * does someone get back to me?", "how long until…"; {@linkcode SPEED_ASKED}), not how long a state
 * lasts ("how long do you keep my details?").
 */
export function asksSpeed(question: string): boolean {
  return SPEED_ASKED.test(askingPart(question));
}

/**
 * How a duration is asked: "speed" how soon something is done ({@linkcode asksSpeed}), "extent"
 * how long a state lasts (any other "how long…": "how long do you keep my details?"), undefined
 * when the question does not say ("delivery time", "onboarding duration").
 */
export function durationAsked(question: string): "speed" | "extent" | undefined {
  if (asksSpeed(question)) return "speed";
  return /\bhow long\b/.test(askingPart(question)) ? "extent" : undefined;
}

/**
 * The verb of a question asking how soon something is done: the action whose speed is asked
 * ("how quickly will you answer?" → "answer", "how soon do you reply…" → "reply", "how long until
 * you answer…" → "answer", "how long will it take you to reply?" → "reply"), or null. A
 * duration answers it when it stands by that verb or a WordNet relative ("We will respond within
 * one month"), even when the verb is too common to count as a topic word.
 */
export function speedAction(question: string): string | null {
  const match =
    /\bhow (?:(?:quickly|soon|fast)|long (?:until|till|til|before|(?:(?:will|would|does|do|did|should|might|could) )?it take(?: (?:you|them|someone|somebody|anyone|your \w+|the \w+))? to|(?:do|does|will|would|did) (?:you|they|we|i|\w+ \w+) (?:have|get) to)) (?:(?:will|would|do|does|did|can|could|should|is|are|might|must) )?(?:(?:you|we|i|they|someone|somebody|anyone|anybody|he|she|it|(?:your|the|my|our) \w+) )?(\w+)/
      .exec(askingPart(question));
  return match ? termOf(match[1]!) : null;
}

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

/**
 * Whether `sentence` states how soon something is done: a duration that is not an extent
 * ({@linkcode EXTENT}): "We reply to every enquiry within 24 hours" does, "We keep each enquiry
 * for 24 months" does not.
 */
export function statesSpeed(sentence: string): boolean {
  return DURATION.test(sentence.replace(EXTENT, " "));
}

/** A date: a month and a year ("October 2025"), or a year alone ("2028"). */
export const DATE =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4}\b|\b(?:19|20)\d{2}\b/;
const MONTH =
  "(?:January|February|March|April|May|June|July|August|September|October|November|December)";
/**
 * A point or window in time written without a clock or a year: a month after a preposition or
 * before a day ("from April", "by 1 October"), a season, a part or quarter of the year ("the first
 * half of the year", "Q3"), a year counted from another ("the previous year"), a time ahead of an
 * event ("six months ahead", "weeks before"). Christmas or Easter name an event, not when it is.
 */
export const TIME_WINDOW = new RegExp(
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
/**
 * A sentence opening with "we" or "you" and a modal or "do" (affirmed or denied) or "never"/"only"
 * (a clause in the middle, "until you do…", "…and we will…", is not the sentence's claim): how
 * English answers a yes/no question asked of the company or of the reader ("Can you…?" "We can…"; "Do you…?"
 * "We do not…"; "Can I…?" "You can…").
 */
const REPLY =
  /^(?:(?:yes|no)[.,!]?\s+)?(?:we|you)\s+(?:can(?:not)?|can't|could|will|won't|would|do|don't|does|may|must|never|only|always)\b/i;

/**
 * The way to do something, as English states it: through or via a thing, using it, by doing
 * something, or an instruction to use it ("through the "Cookie settings" link", "by e-mailing
 * us", "Use the link…"); "sell-through" is a noun.
 */
const MEANS = /(?<![-\w])(?:through|via|using|by \w+ing)\b(?! which| whom)|^use\b/i;

/** Whether `sentence` holds one of the `asked` terms. */
function holdsTerm(sentence: string, asked: ReadonlySet<string>): boolean {
  return splitWords(sentence).some((word) => {
    const term = termOf(word);
    return term !== null && asked.has(term);
  });
}

/** A time of day ("9:00") or a day the office is closed: opening hours. */
export const CLOCK = /\b\d{1,2}:\d{2}\b|\bclosed\b/i;
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

/** The noun a code is asked by, in a sentence. */
const CODE_NOUN = /^(?:number|code|id|identifier)$/i;

/**
 * Whether `sentence` names an identifier: an abbreviation in capitals (two letters or more, digits
 * allowed) or a figure of six digits or more standing next to "number", "code" or "ID" ("…a GB EORI
 * number…", "VAT number 123456789").
 */
export function statesCode(sentence: string): boolean {
  const words = sentence.split(/\s+/).map((raw) =>
    raw.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, "")
  );
  return words.some((word, i) =>
    CODE_NOUN.test(word) &&
    [words[i - 1], words[i + 1]].some((other) =>
      other !== undefined && (/^[A-Z][A-Z0-9]+$/.test(other) || /^\d{6,}$/.test(other))
    )
  );
}

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
 * A sentence marking out members of a class: a defining clause after "those", "anyone" or "any
 * <noun>" ("large producers are those with turnover above two million pounds", "anyone who
 * sells…"), or a bound ("above a turnover of…", "more than 50 tonnes").
 */
const MARKS_OUT =
  /\b(?:those|anyone|anybody|any \w+) (?:with|that|who|whose|above|over|below|under)\b|\b(?:above|over|below|under|more than|less than|at least|fewer than) (?:an? )?(?:annual )?(?:turnover|threshold|£?\d)/i;

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

/**
 * A time unit after "how many" / "number of", however spelt ("monthes"): the count asked is of a
 * duration.
 */
const TIME_UNIT = "(?:sec|min|hour|day|week|mon|year|yr|time)\\w*";
/** "How many shops…", "number of brand partners": a count of things, not of time. */
const COUNT_ASKED = new RegExp(`\\b(?:how many|number of)\\s+(?!${TIME_UNIT}\\b)[a-z]`);

/**
 * Whether `question` asks for a count of things ("how many shops can you reach?", "number of
 * brand partners"), not of time ("how many weeks…"): a duration ("10+ years of experience") counts
 * no such thing, however near the question's words it stands.
 */
export function countAsked(question: string): boolean {
  return COUNT_ASKED.test(askingPart(question));
}

/** Durations in a sentence, global: a count of things asked leaves them out of its figures. */
const DURATIONS = new RegExp(DURATION.source, "gi");

/** `sentence` without its durations ("With 10+ years in UK FMCG…" → "With  in UK FMCG…"). */
export function withoutDurations(sentence: string): string {
  return sentence.replace(DURATIONS, " ");
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
  return figureTerms(sentence, asked, new Set()).direct;
}

/**
 * {@linkcode termsByFigure}'s terms (`direct`), and the terms of `related` (the question's own
 * topic terms, not typos of them) of which a word standing by the figure is a WordNet related
 * word (`related`): "We will respond within one month" gives the time to "reply" or "answer".
 */
export function figureTerms(
  sentence: string,
  asked: ReadonlySet<string>,
  related: ReadonlySet<string>,
): { direct: string[]; related: string[] } {
  const text = withoutStepNumbers(sentence);
  // Stop words do not count towards the distance ("20 per cent of the product's energy").
  const words = splitWords(text).flatMap((word) => {
    const term = isFigure(word) ? word : termOf(word);
    return term === null ? [] : [{ word, term }];
  });
  const direct = new Set<string>();
  const byRelated = new Set<string>();
  words.forEach(({ term }, i) => {
    if (!isFigure(term)) return;
    const near = words.slice(Math.max(0, i - FIGURE_REACH), i + FIGURE_REACH + 1);
    for (const other of near) {
      if (isFigure(other.term)) continue;
      if (asked.has(other.term)) direct.add(other.term);
      if (related.size === 0) continue;
      for (const term of storedRelatedTermsOf(other.word)) {
        if (related.has(term)) byRelated.add(term);
      }
    }
  });
  return { direct: [...direct], related: [...byRelated].filter((term) => !direct.has(term)) };
}

/** "Step 01, …" numbers a step; it is not a figure. */
function withoutStepNumbers(sentence: string): string {
  return sentence.replace(/\b(?:step|stage) \d+\b/gi, "");
}

/** The company's own name names no place, law or body it could be asked for. */
const COMPANY_WORDS: ReadonlySet<string> = new Set(COMPANY_NAME.toLowerCase().split(" "));

/**
 * Whether `sentence` states a proper name past its first word: a capitalised word that is not a
 * word of general English (`english_words.ts`: a word written mostly with a capital, such as
 * "England", "Wales", "Brussels", is not listed), nor the company's own name ("…the law of England
 * and Wales", "…the Information Commissioner's Office"). A sentence's first word is capitalised
 * anyway, and "UK" or "PDF" (capitals only) are codes as often as names.
 */
export function statesName(sentence: string): boolean {
  return capitalisedWords(sentence).some((word) => !isEnglishWord(word.toLowerCase()));
}

/** The words of `sentence` past its first, without punctuation or a possessive "'s". */
function wordsPastFirst(sentence: string): string[] {
  return sentence.split(/\s+/).slice(1).map((raw) =>
    raw.replace(/^[^A-Za-z]+|(?:'s)?[^A-Za-z]*$/g, "")
  );
}

/** A capitalised word that is not the company's own name. */
function capitalised(word: string): boolean {
  return /^[A-Z][a-z]{2,}$/.test(word) && !COMPANY_WORDS.has(word.toLowerCase());
}

/** The capitalised words of `sentence` past its first ({@linkcode capitalised}). */
function capitalisedWords(sentence: string): string[] {
  return wordsPastFirst(sentence).filter(capitalised);
}

/**
 * Whether `sentence` names a role by its title: two capitalised words together past its first
 * ("Cosmetics need a UK Responsible Person…", "…the Data Protection Officer"); English capitalises
 * common words mid-sentence only in a title or a name.
 */
export function statesTitle(sentence: string): boolean {
  const words = wordsPastFirst(sentence);
  return words.some((word, i) => capitalised(word) && capitalised(words[i + 1] ?? ""));
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
  if (
    expectation !== "time" && expectation !== "name" && expectation !== "role" &&
    expectation !== "means" &&
    expectation !== "members" && expectation !== "code"
  ) {
    return termsByFigure(text, asked);
  }
  const own = new Set(
    splitWords(text).map((word) => termOf(word)).filter((term): term is string => term !== null),
  );
  return [...asked].filter((term) => own.has(term));
}

/**
 * The `related` question terms a figure of `sentence` gives only through a WordNet related word
 * standing by it ({@linkcode figureTerms}); none for a time or a name, which answer by the
 * question's own words in their sentence.
 */
export function answeredByRelated(
  expectation: Expectation,
  sentence: string,
  asked: ReadonlySet<string>,
  related: ReadonlySet<string>,
): string[] {
  if (
    expectation === "time" || expectation === "name" || expectation === "role" ||
    expectation === "members" || expectation === "code" ||
    related.size === 0
  ) return [];
  return figureTerms(sentence, asked, related).related;
}

/**
 * How far a sentence gives what the question asks for: "gives" has such a thing (any duration for
 * "how long…?"), "answers" has it about the question's topic (the duration next to the question's
 * own words, an address), "none" has nothing of the kind.
 */
export type Giving = "none" | "gives" | "answers";

/**
 * How far `sentence` gives what a question expecting `expectation` about `asked` terms asks; a
 * figure standing by a WordNet related word of one of the `related` terms answers too.
 */
export function giving(
  expectation: Expectation,
  sentence: string,
  asked: ReadonlySet<string>,
  related: ReadonlySet<string> = new Set(),
): Giving {
  const text = withoutStepNumbers(sentence);
  const figure = (found: boolean): Giving =>
    !found ? "none" : answeredTerms(expectation, text, asked).length > 0 ||
        answeredByRelated(expectation, text, asked, related).length > 0
      ? "answers"
      : "gives";
  switch (expectation) {
    case "duration":
      return figure(DURATION.test(text) || DATE.test(text));
    case "time":
      return figure(statesTime(text));
    case "number":
      return figure(NUMBER.test(text));
    case "place":
      return PLACE.test(text) ? "answers" : "none";
    case "name":
      return figure(statesName(text));
    case "role":
      return figure(statesTitle(text));
    case "code":
      return figure(statesCode(text));
    case "members":
      // Only with the question's words: "those with" and "more than" are common enough.
      return MARKS_OUT.test(text) && holdsTerm(text, asked) ? "answers" : "none";
    case "means":
      // "Through" or "using" is too common to give a way on its own: only with the question's
      // words (so the retrieval's boost for sections giving the asked kind never applies).
      return MEANS.test(text) && holdsTerm(text, asked) ? "answers" : "none";
    case "yes-no":
      // A "Yes" or "No" says nothing of what it answers: it never leads on that alone. A
      // sentence in which "we" or "you" can, will, do or never do something the question names
      // answers it ("We can send any template as a Word document" for "Can I get a Word file?").
      if (REPLY.test(text) && holdsTerm(text, asked)) return "answers";
      return YES_NO.test(text) ? "gives" : "none";
    default:
      return "none";
  }
}
