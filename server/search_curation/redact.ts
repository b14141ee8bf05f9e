/**
 * Redaction of what a visitor typed before it is stored (UK GDPR data minimisation, ICO guidance on
 * analytics: keep no personal data a report does not need). A question sometimes carries its
 * asker's e-mail address or phone number ("call me on 07700 900123"); the staff report needs the
 * question, not the contact.
 */

/** What replaces an e-mail address. */
export const EMAIL_MARK = "[email]";
/** What replaces a phone number. */
export const PHONE_MARK = "[phone]";

// Local part and domain as people type them; deliberately broad: a false positive only hides text.
const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// A run of digits with the separators phone numbers are written with, starting with + or ( or a digit.
const PHONE_RUN = /(?:\+|\b|\()[\d(][\d\s().-]{6,}\d/g;
/** Digits a run needs to be read as a phone number: the shortest UK numbers have 9 after the 0. */
const PHONE_MIN_DIGITS = 9;

/**
 * `text` with every e-mail address replaced by `[email]` and every phone number (a run of at least
 * nine digits written with spaces, dots, hyphens or brackets, optionally after "+") by `[phone]`.
 * Years, quantities and order sizes ("1,200 pallets in 2026") are left alone.
 *
 * @example
 * redactPersonalData("email jo@example.co.uk or call +44 (0)20 7946 0958");
 * // "email [email] or call [phone]"
 */
export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, EMAIL_MARK).replace(PHONE_RUN, (run) => {
    const digits = run.replace(/\D/g, "").length;
    if (digits < PHONE_MIN_DIGITS) return run;
    // Keep the space a leading separator stood for.
    return run.startsWith(" ") ? ` ${PHONE_MARK}` : PHONE_MARK;
  });
}
