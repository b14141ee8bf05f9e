/**
 * Text analysis shared by the index and the queries, so both sides turn words into the same terms:
 * lower-case, accents and apostrophes removed, British and American spellings folded together,
 * stop words dropped, irregular verb forms put in their base form ("kept" → "keep", with
 * `wink-lemmatizer`), then stemmed with Porter2 (Snowball English).
 */
import lemmatizer from "wink-lemmatizer";
import porter2 from "wink-porter2-stemmer";

/** Porter2 (the Snowball English stemmer), as maintained by winkjs. */
const stem: (word: string) => string = porter2;

/**
 * Words that carry no topic: function words, question words and the filler of a typed question
 * ("can you tell me about…"). Kept out of the index and the queries alike. "never" is a function
 * word like "not" and "ever": rare on the site, it weighed as one of a question's topic words
 * ("we never sold in the UK before") and ranked the site's story first.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before " +
    "being below between both but by can could did do does doing down during each either else " +
    "etc ever every few for from further get gets getting give go goes had has have having he her " +
    "here hers him his how however i if in into is it its itself just let lets like me might more " +
    "most much must my myself no nor not now of off on once one only or other our ours ourselves " +
    "out over own please same shall she should so some such than that the their theirs them then " +
    "there these they this those through to too under until up upon us very via was we were what " +
    "whats when where whether which while who whom whose why will with within without would yes " +
    "yet you your yours yourself yourselves tell know explain information info anything something " +
    "someone thing things really want wanted looking look find show need needs kind sort way " +
    "ways im ive id youre youll weve theyre dont doesnt cant wont isnt arent offer offers " +
    "offered provide provides provided help helps helping take takes use using able possible " +
    "exactly currently usually typically mean means never"
  ).split(" "),
);

/**
 * Words of a question's padding: greetings, thanks and politeness, and the asker's state of mind
 * ("hi, hoping you can help, I was wondering…"). They name no topic, and the site never uses most
 * of them, so left in they would count as question words the site does not cover and push a
 * chatty question under the answerability threshold. Removed from questions only
 * ({@linkcode questionTermsOf}); pages keep them ("mornings" of a delivery slot).
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    "hi hello hey hiya howdy greetings dear sir madam thanks thank thankyou thx ta cheers " +
    "regards kind kindly best wishes sincerely morning afternoon evening wondering wonder " +
    "wondered curious hoping hope hoped appreciate appreciated appreciation grateful sorry " +
    "apologies apologise apologize bother bothering quick quickly question questions query " +
    "queries anyone anybody somebody guys folks lovely possibly perhaps maybe basically " +
    "honestly actually simply ok okay sure please pls plz advance excuse interested " +
    "wonderful great awesome brilliant fine u ur"
  ).split(" "),
);

/**
 * The terms of a question a section must cover: {@linkcode termsOf} without
 * {@linkcode FILLER_WORDS}.
 */
export function questionTermsOf(question: string): string[] {
  const terms: string[] = [];
  for (const word of splitWords(question)) {
    if (FILLER_WORDS.has(word)) continue;
    const term = termOf(word);
    if (term) terms.push(term);
  }
  return terms;
}

/**
 * The part of `question` that asks: of its last sentence ending in "?" (else its last sentence),
 * the clause from the last question word after a comma, colon or dash ("We make shampoo in Italy,
 * what does the UK require?" → "what does the UK require?"). The rest tells about the asker.
 */
export function askingSentence(question: string): string {
  const sentences = question.trim().split(/(?<=[.?!])\s+/).filter(Boolean);
  const sentence = sentences.findLast((sentence) => sentence.endsWith("?")) ?? sentences.at(-1) ??
    "";
  const clauses = [...sentence.matchAll(ASKING_CLAUSE)];
  const last = clauses.at(-1);
  return last?.index === undefined ? sentence : sentence.slice(last.index + last[1]!.length);
}

/**
 * The parts of `question` that ask, joined: the asking clause ({@linkcode askingSentence}'s
 * reading) of every sentence ending in "?", or of the last sentence when none does. A visitor who
 * asks twice ("Is it already too late in June? When do the buyers decide?") asks both; what
 * stands in the other sentences tells about the asker.
 */
export function askingParts(question: string): string {
  const asking = question.trim().split(/(?<=[.?!])\s+/).filter((sentence) =>
    sentence.endsWith("?")
  );
  return asking.length < 2 ? askingSentence(question) : asking.map(askingSentence).join(" ");
}

/** A clause opening with a question word after a comma, semicolon, colon or dash. */
const ASKING_CLAUSE =
  /([,;:\u2013\u2014-]\s+(?:and\s+|so\s+|but\s+)?)(?:how|what|whats|what's|when|where|which|who|why|can|could|do|does|did|is|are|will|would|should|have|has)\b/gi;

/**
 * Generic words of a typed question ("what steps are involved…", "the latest…"): searched like
 * any word, but they say little about the topic, so whether a page contains them barely decides
 * whether the site can answer (see `SOFT_TERMS`).
 */
const SOFT_WORDS: readonly string[] = (
  "make makes made making do did done get got go come comes become becomes becoming involve " +
  "involves involved involving include includes included happen happens happened need try give " +
  "see say think keep put seem ask bring begin start starts started show run move hold allow " +
  "add appear appears consider buy new good best better great big small large many lot lots " +
  "long often quickly fast soon different same right sure whole full today tonight tomorrow latest recent thing stuff part " +
  "kind type example question answer problem issue idea website site page number someone " +
  "something anyone people person approach handle tackle improve meaning recommend suggest " +
  "process procedure"
).split(" ");

/**
 * British → one spelling for words whose variants the suffix rule in {@linkcode foldSpelling}
 * cannot reach ("colour"/"color", "centre"/"center").
 */
const SPELLING_VARIANTS: Readonly<Record<string, string>> = {
  colour: "color",
  colours: "color",
  flavour: "flavor",
  flavours: "flavor",
  flavoured: "flavored",
  behaviour: "behavior",
  behaviours: "behavior",
  favourite: "favorite",
  favour: "favor",
  labour: "labor",
  neighbourhood: "neighborhood",
  neighbourhoods: "neighborhood",
  centre: "center",
  centres: "center",
  programme: "program",
  programmes: "program",
  catalogue: "catalog",
  licence: "license",
  licences: "license",
  enquiry: "inquiry",
  enquiries: "inquiry",
  enquire: "inquire",
  fulfilment: "fulfillment",
  tonne: "ton",
  tonnes: "ton",
  cheque: "check",
  ageing: "aging",
  travelling: "traveling",
  cancelled: "canceled",
  jewellery: "jewelry",
};

/**
 * Words the stemmer would merge with a different word: "marketing" (the discipline) would become
 * "market" (the place), so "market entry" would match every marketing page; "goods" would
 * become "good".
 */
const STEM_EXCEPTIONS: Readonly<Record<string, string>> = {
  marketing: "marketing",
  goods: "goods",
};

/**
 * Folds British "-ise"/"-isation" spellings onto "-ize" ("optimisation" → "optimization"); the
 * same rule runs on pages and questions, so a word it bends by accident still matches itself.
 */
function foldSpelling(word: string): string {
  // Own keys only: "constructor" is a word too.
  if (Object.hasOwn(SPELLING_VARIANTS, word)) return SPELLING_VARIANTS[word]!;
  return word.replace(/^(\w{3,})is(e|es|ed|ing|er|ers|ation|ations)$/, "$1iz$2");
}

/**
 * Prepares raw text for tokenising: lower case, accents stripped, "&" read as "and", apostrophes
 * removed ("shoppers'" → "shoppers") and common compound spellings joined ("e-commerce").
 */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/%/g, " percent ")
    .replace(/['\u2018\u2019`]/g, "")
    .replace(/\be[\s-]commerce\b/g, "ecommerce")
    .replace(/\be[\s-]mail(s?)\b/g, "email$1")
    .replace(/\be[\s-]cigarettes?\b/g, "ecigarette")
    .replace(/\bpoint[\s-]of[\s-]sale\b/g, "pos")
    .replace(/\bco[\s-]op\b/g, "coop")
    .replace(IDIOMS, (idiom) => idiom.replace(/\s+/g, ""));
}

/**
 * Phrases in which our trade words mean something else ("stock market" is not about stock or
 * markets in our sense): each is read as one word, which the site never uses.
 */
const IDIOMS =
  /\b(stock market|stock exchange|share prices?|stock prices?|market cap|housing market|job market|labour market|property market|meaning of life)\b/g;

/** Splits normalised text into words (letters and digits); everything else separates. */
export function splitWords(text: string): string[] {
  return normaliseText(text).split(/[^a-z0-9]+/).filter((word) => word.length > 0);
}

/**
 * Index term of one word, or `null` for a stop word. Spelling is folded before stemming.
 *
 * @example
 * termOf("Warehousing"); // "warehous"
 * termOf("what"); // null
 */
export function termOf(word: string): string | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  let term = TERM_CACHE.get(lower);
  if (term === undefined) {
    term = stemWord(lower);
    // The site's vocabulary is a few thousand words; visitors' typos could grow it without end.
    if (TERM_CACHE.size >= TERM_CACHE_LIMIT) TERM_CACHE.clear();
    TERM_CACHE.set(lower, term);
  }
  return term;
}

/** Stems already computed: the stemmer runs a dozen regular expressions per word. */
const TERM_CACHE = new Map<string, string>();
const TERM_CACHE_LIMIT = 50_000;

/**
 * The base form of an irregular verb form ("kept" → "keep", "sent" → "send", "paid" → "pay"),
 * which Porter2 leaves apart from the base, from WordNet's exception lists as `wink-lemmatizer`
 * ships them; words ending like regular inflections ("-s", "-ed", "-ing") are the stemmer's.
 */
function irregularBase(word: string): string {
  if (/(?:s|ed|ing)$/.test(word)) return word;
  return lemmatizer.verb(word);
}

/** Stem of one lower-case word with spelling folded, stop words included (for phrase matching). */
export function stemWord(word: string): string {
  if (/^\d+$/.test(word)) return word;
  const folded = irregularBase(foldSpelling(word));
  return Object.hasOwn(STEM_EXCEPTIONS, folded) ? STEM_EXCEPTIONS[folded]! : stem(folded);
}

/** The terms of `text`, in order, stop words removed. */
export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const word of splitWords(text)) {
    const term = termOf(word);
    if (term) terms.push(term);
  }
  return terms;
}

/**
 * Splits prose into sentences at ".", "?" or "!" followed by a space and a capital letter or digit.
 * Abbreviations such as "e.g." are kept together because a lower-case word follows them.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.?!])\s+(?=["'\u2018\u201c(]?[A-Z0-9])/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Terms of {@linkcode SOFT_WORDS}, and of any number: they weigh little in answerability. */
export function isSoftTerm(term: string): boolean {
  return SOFT_TERMS.has(term) || /^\d+$/.test(term);
}

/** Stems, not terms: "go" is a stop word, yet "going" stems to "go" and is as generic. */
const SOFT_TERMS: ReadonlySet<string> = new Set(SOFT_WORDS.map((word) => stemWord(word)));
