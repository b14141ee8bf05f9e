/**
 * The site's Trusted Types policy (docs/decisions/0036-trusted-types-and-csp-reports.md). The
 * Content Security Policy requires Trusted Types for every script sink
 * (`require-trusted-types-for 'script'`, server/http/security_headers.ts), so the browser refuses
 * a plain string written as HTML (`innerHTML`, React's `dangerouslySetInnerHTML`, `DOMParser`)
 * anywhere in the site's code or its libraries. Markup the site does write goes through this one policy, and only markup of two
 * origins is given to it:
 *
 * - a body from the site's own API (`/api/content/…`), which the server sanitised with an
 *   allow-list when it was saved (server/content/sanitize.ts) and serves as stored;
 * - the body editor's own serialisation of its document (Tiptap), whose schema has only the
 *   sanitiser's kinds of element, shown in the staff preview.
 *
 * The policy refuses, as a second line, markup the sanitiser never lets through (a script-capable
 * element, an event-handler attribute, a `javascript:` URL): the browser then reports a violation
 * instead of writing it. Browsers without Trusted Types get the string itself, as does the server,
 * which renders to a string and has no sink at all.
 */
/// <reference types="@types/trusted-types" />

/** The policy's name, listed in the CSP's `trusted-types` directive. */
export const SITE_HTML_POLICY = "crownbridge-html";

/**
 * The editor's own policy (prosemirror-view's, for parsing pasted HTML in a detached document,
 * which has no browsing context: nothing in it runs or loads; the editor's schema then keeps only
 * its own nodes). Listed in the CSP beside the site's.
 */
export const EDITOR_CLIPBOARD_POLICY = "ProseMirrorClipboard";

/** Elements a sanitised body never holds (server/content/sanitize.ts drops them). */
const SCRIPT_CAPABLE = new Set([
  "script",
  "iframe",
  "object",
  "embed",
  "frame",
  "frameset",
  "base",
  "meta",
  "link",
  "style",
  "template",
  "noscript",
  "svg",
  "math",
  "form",
]);

// A start tag and its attributes. The sanitiser and the browser's serialiser both quote every
// attribute value with `"` and escape `"`, `<` and `>` inside it, so a `<` always starts a tag.
const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;
const ATTRIBUTE = /\s([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const SCRIPT_URL = /^(?:javascript|vbscript):|^data:text\/html/;

/**
 * Refuses markup the sanitiser could not have produced: a script-capable element, an
 * event-handler attribute or a script URL.
 *
 * @throws {TypeError} naming what was found.
 */
function checkSanitised(html: string): string {
  for (const [, tag, attributes] of html.matchAll(START_TAG)) {
    if (SCRIPT_CAPABLE.has(tag!.toLowerCase())) throw new TypeError(`Unsanitised <${tag}>`);
    for (const [, name, ...values] of attributes!.matchAll(ATTRIBUTE)) {
      const value = (values.find((each) => each !== undefined) ?? "")
        // Browsers skip control characters, white space and entities inside a scheme
        // (`java&#x09;script:`), as the URL parser does.
        // deno-lint-ignore no-control-regex
        .replace(/[\s\u0000-\u001f]|&#?[a-z0-9]+;/gi, "").toLowerCase();
      if (/^on/i.test(name!) || SCRIPT_URL.test(value)) {
        throw new TypeError(`Unsanitised ${name} attribute on <${tag}>`);
      }
    }
  }
  return html;
}

let policy: Pick<TrustedTypePolicy, "createHTML"> | null | undefined;

/** The policy, created on first use; null where the browser has no Trusted Types (or no DOM). */
function sitePolicy(): Pick<TrustedTypePolicy, "createHTML"> | null {
  if (policy === undefined) {
    const factory = (globalThis as unknown as Partial<Window>).trustedTypes;
    policy = factory
      ? factory.createPolicy(SITE_HTML_POLICY, { createHTML: checkSanitised })
      : null;
  }
  return policy ?? null;
}

/**
 * `html` as the browser's sinks accept it: a `TrustedHTML` from the site's policy where the
 * browser enforces Trusted Types, the string elsewhere. Only for markup of the two origins the
 * module comment names.
 *
 * @throws {TypeError} when `html` holds markup the sanitiser never lets through.
 */
export function sanitisedHtml(html: string): string | TrustedHTML {
  const site = sitePolicy();
  return site ? site.createHTML(html) : html;
}

/**
 * Parses a sanitised body (see {@linkcode sanitisedHtml}) into an inert document's `<body>`, for
 * code that needs its nodes rather than a sink (the body editor's loader).
 */
export function parseSanitisedHtml(html: string): HTMLElement {
  const document = new DOMParser().parseFromString(
    // The DOM's types take a string only; browsers take TrustedHTML too (and need it here).
    sanitisedHtml(`<body>${html}</body>`) as string,
    "text/html",
  );
  return document.body;
}
