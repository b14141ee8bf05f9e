/**
 * Redirect targets that can only point at this site. Browsers read a `Location` starting with
 * `//` or `/\` as protocol-relative, i.e. another host ("//evil.example" leaves the site), and
 * they strip tabs and line breaks before parsing, so a target built from the request path must
 * be made local before it is sent (OWASP Unvalidated Redirects and Forwards Cheat Sheet).
 */

const PROBE_ORIGIN = "http://local.invalid";

/**
 * Returns `path` as a same-site absolute path: leading runs of `/` and `\` (and any control
 * characters among them) collapse to a single `/`. Anything that still resolves to another
 * origin becomes `/`.
 *
 * @param path a path such as `/about` or a request pathname such as `//evil.example`
 * @returns a path starting with exactly one `/` and not followed by `/` or `\`
 *
 * @example
 * localLocation("//evil.example"); // "/evil.example"
 */
export function localLocation(path: string): string {
  // deno-lint-ignore no-control-regex
  const local = "/" + path.replace(/^[\/\\\u0000-\u001f\u007f]+/, "");
  const resolved = new URL(local, PROBE_ORIGIN);
  // Belt and braces: whatever the browser's parser does differently, never another origin.
  return resolved.origin === PROBE_ORIGIN ? local : "/";
}
