/**
 * The mailbox an e-mail address delivers to, for counting what one person receives
 * (docs/requirements.md#enquiry-reference: one address receives at most 3 acknowledgements in
 * 24 hours, so the form cannot be used to mail a stranger repeatedly).
 */

/** Domains whose mail server ignores dots in the local part; all of them are one domain. */
const GMAIL_DOMAINS: ReadonlySet<string> = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox `address` reaches, as one text: lower-cased, the local part cut at its first `+`
 * (the `+tag` most providers deliver to the untagged mailbox), and for gmail.com and
 * googlemail.com dots dropped and the domain written `gmail.com`, as Gmail delivers them. Spellings
 * that may reach one mailbox give one text, so a limit counted on it cannot be got round by
 * re-spelling the address; a rare distinct mailbox counted with another only gets fewer messages.
 * `address` is one the enquiry form accepted (`shared/schemas/enquiry.ts`); text without an `@` is
 * only lower-cased. Throws nothing.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  const tagged = lower.slice(0, at);
  const domain = lower.slice(at + 1);
  const plus = tagged.indexOf("+");
  const local = plus < 0 ? tagged : tagged.slice(0, plus);
  return GMAIL_DOMAINS.has(domain)
    ? `${local.replaceAll(".", "")}@gmail.com`
    : `${local}@${domain}`;
}
