/**
 * Links inside the legal pages' running text: e-mail addresses, UK telephone numbers, the names
 * of the other legal pages, and phrases a page marks as pointing elsewhere on itself ("the address
 * above"). The text stays plain in the content modules (so search and the PDFs read it as
 * written); this module finds the spans a renderer turns into links.
 */

/** A phrase of a legal page's text that links somewhere on the site or the page. */
export interface LegalReference {
  /** Exact text as it appears in the page (case-sensitive). */
  phrase: string;
  /** A site path ("/privacy") or an anchor on the same page ("#who-we-are"). */
  href: string;
}

/** The legal pages by the name the others use for them. */
export const LEGAL_PAGE_REFERENCES: readonly LegalReference[] = [
  { phrase: "Privacy Policy", href: "/privacy" },
  { phrase: "Cookie Policy", href: "/cookies" },
  { phrase: "Terms of Use", href: "/terms" },
  { phrase: "Accessibility Statement", href: "/accessibility" },
];

/** One piece of a legal text: plain, or a link with its target. */
export type LegalTextPart = string | { text: string; href: string };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/;
/** UK numbers written with a leading 0 and spaces ("0303 123 1113"). */
const UK_PHONE = /\b0\d{3} \d{3} \d{4}\b/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Splits `text` into plain parts and links: e-mail addresses become `mailto:`, UK phone numbers
 * `tel:+44…`, and each phrase of `references` its href. A reference to `currentPath` itself is
 * left as text (a policy does not link to itself).
 *
 * @example legalTextParts("E-mail a@b.uk.", { references: [], currentPath: "/terms" })
 *   // ["E-mail ", { text: "a@b.uk", href: "mailto:a@b.uk" }, "."]
 */
export function legalTextParts(
  text: string,
  options: { references: readonly LegalReference[]; currentPath: string },
): LegalTextPart[] {
  const references = options.references.filter((ref) => ref.href !== options.currentPath);
  const alternatives = [
    EMAIL.source,
    UK_PHONE.source,
    ...references.map((ref) => escapeRegExp(ref.phrase)),
  ];
  const pattern = new RegExp(alternatives.map((source) => `(${source})`).join("|"), "g");
  const parts: LegalTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const found = match[0];
    const at = match.index;
    if (at > last) parts.push(text.slice(last, at));
    if (match[1] !== undefined) {
      parts.push({ text: found, href: `mailto:${found}` });
    } else if (match[2] !== undefined) {
      parts.push({ text: found, href: `tel:+44${found.slice(1).replace(/ /g, "")}` });
    } else {
      const reference = references.find((ref) => ref.phrase === found);
      parts.push(reference ? { text: found, href: reference.href } : found);
    }
    last = at + found.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
