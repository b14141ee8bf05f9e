/**
 * Money asked of the company, read from a question: a sum ("How much does a pallet cost?",
 * "graduate salary"), a share it charges ("What percentage commission do you take?") and its own
 * accounts ("What was your turnover last year?"). Separate from `fact_type.ts`, which orders the
 * readings, because a sum, a share and a turnover are told apart by their own nouns and verbs;
 * whether a sentence states one is `fact_statement.ts`.
 */
import { splitWords } from "./text.ts";
import { THE_COMPANY } from "./fact_identity.ts";

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

/**
 * Whether the asking sentence `asking` (its lower case `lower`; `keywords` when it is a keyword
 * query) asks for a sum of money: "how much does … cost", "what does … cost", "what is/was …
 * <money noun>", a money noun straight after the question word ("What salary does a brand
 * strategist earn?") or a keyword query naming one ("biscuit wholesale prices").
 */
export function amountAsked(asking: string, lower: string, keywords: boolean): boolean {
  return HOW_MUCH_MONEY.test(lower) || WHAT_DOES_COST.test(lower) ||
    // The money noun as written: "Prices" in "Tesco Clubcard Prices" names a scheme.
    (/^what(?:'s| is| was| are| were)\b/.test(lower) && MONEY_NOUN.test(asking)) ||
    MONEY_NOUN_ASKED.test(lower) || (keywords && MONEY_NOUN.test(asking));
}

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
 * Whether the asking sentence `lower` asks for a share the company charges ("what percentage
 * commission do you take"): a share asked for ({@linkcode SHARE_ASKED}) with the company and a
 * charge ({@linkcode CHARGE}) named after it.
 */
export function shareAsked(lower: string): boolean {
  // Asked of the company after the share is named: "what share retailers expect" (after "Can
  // you help us…") asks a share of the retailers'.
  // A share the company takes: a proportion of something it reaches ("what proportion of corner
  // shops do you supply") is a coverage figure the pages state in their own words, not a charge.
  const share = SHARE_ASKED.exec(lower);
  if (share === null) return false;
  const rest = lower.slice(share.index);
  return THE_COMPANY.test(rest) && CHARGE.test(rest);
}

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
export function accountsAsked(lower: string, keywords: boolean): boolean {
  if (!ACCOUNTS_NOUN.test(lower)) return false;
  if (THE_COMPANY.test(lower)) return true;
  return keywords &&
    splitWords(lower).every((word) => ACCOUNTS_NOUN.test(word) || ACCOUNTS_PERIOD.test(word));
}
