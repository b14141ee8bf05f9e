/**
 * One rule for free text typed into our forms, shared by every schema that takes it (enquiries,
 * search, staff notes), so the browser and the API refuse the same characters with the same
 * message. Text is NFC-normalised (Unicode UAX #15) so "é" typed two ways is stored one way.
 *
 * - Single-line fields (a name, a company, a search): no control characters (C0, DEL, C1), no
 *   line or paragraph separators, no invisible format characters (zero-width spaces, bidi
 *   overrides and isolates, BOM, Hangul fillers: Unicode's Default_Ignorable_Code_Point and
 *   General_Category Cf). Two exceptions keep real names and emoji intact: a zero-width
 *   (non-)joiner between two visible characters (Persian and Indic spelling, emoji sequences) and
 *   an emoji variation selector after one. Line breaks are what let a sender forge lines such as
 *   "Bcc:" in the staff e-mail, so they are refused, not folded.
 * - Multi-line fields (a message, a note): line breaks stay (CRLF, CR, U+2028 and U+2029 become
 *   LF); nothing else below U+0020, no DEL or C1 controls and no bidi controls, which could make
 *   staff read a message differently from how it is stored ("Trojan Source", CVE-2021-42574).
 *
 * A tab becomes a space in both: it is what a paste from a spreadsheet brings, never an attack.
 * Minimum lengths count visible characters (letters, digits, punctuation, symbols), so a name
 * made of zero-width or blank characters does not pass as "two characters".
 */
import * as z from "zod/mini";

const VISIBLE_NEIGHBOUR = String.raw`[\p{L}\p{M}\p{N}\p{S}]`;

/** Joiners and emoji variation selectors in the places where they are part of the text. */
const WORD_INTERNAL_FORMAT = new RegExp(
  String.raw`(?<=${VISIBLE_NEIGHBOUR})(?:[\u200C\u200D](?=${VISIBLE_NEIGHBOUR})|[\uFE0E\uFE0F])`,
  "gu",
);

const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** C0 controls except LF, DEL, C1, lone surrogates and the bidi embedding/override/isolate marks. */
const MULTI_LINE_FORBIDDEN = /(?!\n)[\p{Cc}\p{Cs}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

const VISIBLE_CHARACTER = /[\p{L}\p{N}\p{P}\p{S}]/gu;

/** Number of visible characters (code points that are letters, digits, punctuation or symbols). */
export function visibleLength(text: string): number {
  return text.match(VISIBLE_CHARACTER)?.length ?? 0;
}

/** True when `text` holds a character a single-line field refuses. */
export function hasForbiddenSingleLineCharacter(text: string): boolean {
  return SINGLE_LINE_FORBIDDEN.test(text.replace(WORD_INTERNAL_FORMAT, ""));
}

/** True when `text` (line breaks already LF) holds a character a multi-line field refuses. */
export function hasForbiddenMultiLineCharacter(text: string): boolean {
  return MULTI_LINE_FORBIDDEN.test(text);
}

/** Options of {@linkcode singleLineText} and {@linkcode multiLineText}; lengths in characters. */
export interface TextRuleOptions {
  /** Longest accepted text (UTF-16 code units, as the input's `maxLength` counts). */
  max: number;
  /** Shown when the text is longer than `max`. */
  maxMessage: string;
  /** Shown when the text holds a refused character. */
  charactersMessage: string;
  /** Fewest visible characters, and what to say when there are fewer. Absent: may be empty. */
  min?: { length: number; message: string };
  /** Shown when the value is not a string at all (default: zod's own message). */
  typeMessage?: string;
}

function text(options: TextRuleOptions): z.ZodMiniString<string> {
  return options.typeMessage ? z.string({ error: options.typeMessage }) : z.string();
}

function lengthChecks(options: TextRuleOptions) {
  const min = options.min;
  return [
    ...(min ? [z.refine<string>((value) => visibleLength(value) >= min.length, min.message)] : []),
    z.maxLength(options.max, options.maxMessage),
  ];
}

/**
 * A single-line text field: tabs become spaces, then trimmed and NFC-normalised; refuses the
 * characters listed in this module's summary with `charactersMessage`.
 *
 * @example
 * const name = singleLineText({ max: 100, maxMessage: "…", charactersMessage: "…",
 *   min: { length: 2, message: "Name must be at least 2 characters" } });
 */
export function singleLineText(options: TextRuleOptions): z.ZodMiniString<string> {
  return text(options).check(
    z.overwrite((value) => value.replaceAll("\t", " ")),
    z.trim(),
    z.normalize("NFC"),
    z.refine((value) => !hasForbiddenSingleLineCharacter(value), options.charactersMessage),
    ...lengthChecks(options),
  );
}

/**
 * A multi-line text field: line breaks become LF and tabs spaces, then trimmed and
 * NFC-normalised; refuses other control and bidi characters with `charactersMessage`.
 */
export function multiLineText(options: TextRuleOptions): z.ZodMiniString<string> {
  return text(options).check(
    z.overwrite((value) =>
      value.replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n").replaceAll("\t", " ")
    ),
    z.trim(),
    z.normalize("NFC"),
    z.refine((value) => !hasForbiddenMultiLineCharacter(value), options.charactersMessage),
    ...lengthChecks(options),
  );
}
