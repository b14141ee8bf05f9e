/**
 * `mailto:` links (RFC 6068) to addresses the site prints: the address's parts percent-encoded, so
 * whatever an address holds it names one mailbox and adds no header (`?bcc=`, `&cc=`) or fragment.
 * Addresses staff enter are already checked to be bare mailboxes (shared/schemas/field_kinds.ts);
 * this keeps the link safe even for one written before that check.
 */

/**
 * The `mailto:` href of `address` (one mailbox, e.g. "enquiries@example.co.uk"): local part and
 * domain each encoded with `encodeURIComponent`, the "@" between them kept.
 *
 * @example
 * mailtoHref("jo@example.co.uk"); // "mailto:jo@example.co.uk"
 * mailtoHref("a@b.uk?bcc=spy@evil.example"); // "mailto:a@b.uk%3Fbcc%3Dspy%40evil.example"
 */
export function mailtoHref(address: string): string {
  const at = address.indexOf("@");
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${
    encodeURIComponent(address.slice(at + 1))
  }`;
}
