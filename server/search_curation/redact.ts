/**
 * Redaction of what a visitor typed before it is stored (UK GDPR data minimisation, ICO guidance on
 * analytics: keep no personal data a report does not need). A question sometimes carries its
 * asker's e-mail address or phone number ("call me on 07700 900123"); the staff report needs the
 * question, not the contact.
 *
 * People disguise an address or type it on a phone keyboard in other scripts, so the text is
 * normalised before it is matched, and the normalised text is what is kept: `%40` decoded, Unicode
 * NFKC (full-width `＠`, `．` and digits become `@`, `.` and 0–9), invisible format characters
 * dropped, and the digits of every script (Arabic-Indic `٠٢٠`, Devanagari, …) read as 0–9.
 */

/** What replaces an e-mail address. */
export const EMAIL_MARK = "[email]";
/** What replaces a phone number. */
export const PHONE_MARK = "[phone]";

// "(at)", "[at]", "{at}", "<at>" and their "dot" twins, with any spacing.
const BRACKETED = (word: string) => String.raw`\s*[(\[{<]\s*${word}\s*[)\]}>]\s*`;
/** Between the local part and the domain: "@" however spaced, "(at)", or " at " as a word. */
const AT = String.raw`(?:\s*@\s*|${BRACKETED("at")}|\s+at\s+)`;
/** Between labels of the domain: ".", "(dot)" or " dot " as a word. */
const DOT = String.raw`(?:\.|${BRACKETED("dot")}|\s+dot\s+)`;
// Lengths capped at RFC 5321's (64 for a local part, 63 for a label, RFC 1035): each start
// position then scans a bounded stretch, so matching stays linear in the question's length.
const LABEL = String.raw`[\p{L}\p{N}-]{1,63}`;
// Local part and domain as people type them; deliberately broad: a false positive only hides text.
// The last label has letters only, so "visit at 10.30" is not an address.
const EMAIL = new RegExp(
  String.raw`[\p{L}\p{N}._%+'-]{1,64}${AT}(?:${LABEL}${DOT}){1,8}\p{L}[\p{L}-]{0,62}\b`,
  "giu",
);
/**
 * A run of digits with the separators phone numbers are written with (spaces, dots, brackets, any
 * dash, the minus sign, and a slash between digits), starting with + or ( or a digit.
 */
const PHONE_RUN = /(?:\+|\b|\()[\d(](?:[\d\s().\p{Pd}\u2212]|(?<=\d)\/(?=\d)){6,40}\d/gu;
/** Digits a run needs to be read as a phone number: the shortest UK numbers have 9 after the 0. */
const PHONE_MIN_DIGITS = 9;

/** `%XX` escapes decoded where they make UTF-8 ("john%40example.com"); others left as typed. */
function percentDecoded(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * Every decimal digit (Unicode category Nd) as its ASCII digit. Unicode encodes each script's
 * digits as a contiguous run from zero to nine (The Unicode Standard §4.6), so a digit's value is
 * its distance from the start of its run, modulo 10 for runs of several sets.
 */
function asciiDigits(text: string): string {
  return text.replace(/(?![0-9])\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    let zero = code;
    while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--;
    return String((code - zero) % 10);
  });
}

/**
 * The text redaction matches and keeps: `%XX` decoded, NFKC, format characters (zero-width
 * spaces, soft hyphens) dropped, every script's digits as 0–9.
 */
export function normaliseForRedaction(text: string): string {
  return asciiDigits(percentDecoded(text).normalize("NFKC").replace(/\p{Cf}/gu, ""));
}

/**
 * `text`, normalised ({@linkcode normaliseForRedaction}), with every e-mail address replaced by
 * `[email]` (also spelled "john at example dot com", "john(at)example(dot)com", "john @ example.com")
 * and every phone number (a run of at least nine digits written with spaces, dots, dashes, slashes
 * or brackets, optionally after "+") by `[phone]`. Years, quantities and order sizes ("1,200
 * pallets in 2026") are left alone.
 *
 * @example
 * redactPersonalData("email jo@example.co.uk or call +44 (0)20 7946 0958");
 * // "email [email] or call [phone]"
 */
export function redactPersonalData(text: string): string {
  return normaliseForRedaction(text).replace(EMAIL, EMAIL_MARK).replace(PHONE_RUN, (run) => {
    const digits = run.replace(/\D/g, "").length;
    if (digits < PHONE_MIN_DIGITS) return run;
    // Keep the space a leading separator stood for.
    return run.startsWith(" ") ? ` ${PHONE_MARK}` : PHONE_MARK;
  });
}
