/**
 * Link targets the body editor accepts: the ones the server's sanitiser keeps (ADR 0014: http(s),
 * mailto and paths on this site). Anything else, `javascript:` above all, is refused in the
 * dialog before it reaches the article.
 */

/**
 * The address to store for `input`, or `undefined` when it is not an accepted link. A bare
 * domain ("example.com/page") is read as https.
 */
export function linkTarget(input: string): string | undefined {
  const value = input.trim();
  if (!value || /\s/.test(value) || value.startsWith("//")) return undefined;
  if (value.startsWith("/")) return value;
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(value)) return value;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(absolute);
    if ((url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".")) {
      return url.href;
    }
  } catch {
    // not a URL: refused below
  }
  return undefined;
}
