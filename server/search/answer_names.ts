/**
 * Names, titles and codes: whether a sentence states a proper name ("the law of Scotland"), a role
 * by its title ("a UK Responsible Person") or an identifier ("a GB EORI number"), the things a
 * "which country / which person / what number" question asks for
 * (docs/decisions/0011-search-retrieval.md). Separate because these are read from how English
 * writes a word (capitals, abbreviations, long figures), not from what it means.
 */
import { isEnglishWord } from "./english_words.ts";
import { COMPANY_WORDS } from "./fact_identity.ts";

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
