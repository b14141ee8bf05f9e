/**
 * Link targets the body editor accepts: the ones the server's sanitiser keeps (ADR 0014: http(s),
 * mailto and paths on this site; `server/content/sanitize.ts` applies this same rule). Anything
 * else, `javascript:` above all, is refused in the dialog before it reaches the article. A
 * `mailto:` names one bare mailbox (no `?bcc=` or other header, RFC 6068 §2, which would copy a
 * reader's e-mail elsewhere), and a web address carries no user name or password (RFC 3986 §3.2.1).
 */

/**
 * The address to store for `input`, or `undefined` when it is not an accepted link. A bare
 * domain ("example.com/page") is read as https.
 */
export function linkTarget(input: string): string | undefined {
  const value = input.trim();
  if (!value || /\s/.test(value) || value.startsWith("//")) return undefined;
  if (value.startsWith("/")) return value;
  if (/^mailto:/i.test(value)) {
    return /^mailto:[^@\s?#&%/:]+@[^@\s?#&%/:]+\.[a-z]{2,}$/i.test(value) ? value : undefined;
  }
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(absolute);
    if (
      (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") &&
      !url.username && !url.password
    ) {
      return url.href;
    }
  } catch {
    // not a URL: refused below
  }
  return undefined;
}
