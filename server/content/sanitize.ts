/**
 * The allow-list sanitiser of article bodies (ADR 0014, docs/requirements.md#content).
 * Every body passes through here before it is stored, so what the database holds can be printed as
 * HTML on the public site. Built on `sanitize-html` (an allow-list over htmlparser2): anything not
 * listed is dropped, including `<script>`, `<style>`, `<svg>`, `<iframe>`, event-handler attributes,
 * inline styles and `javascript:`/`data:` URLs, whatever entities or case they are written in
 * (OWASP XSS Filter Evasion Cheat Sheet families).
 */
import sanitizeHtml from "sanitize-html";
import { linkTarget } from "../../shared/pages/admin/content/link_target.ts";

/** Classes the site's article styles know (`client/styles/insights.css`); any other is dropped. */
const ARTICLE_CLASSES = {
  figure: ["article-quote", "article-figure"],
  div: ["callout", "article-callout"],
  p: ["article-callout__title"],
};

/**
 * Image sources an article may show: the site's own built images and uploads
 * (`/images/{key}-{width}.{format}`); never another host, which would break the
 * self-hosting rule (docs/requirements.md#images) and leak visitors' addresses.
 */
const OWN_IMAGE = /^\/images\/[a-z0-9-]+-\d{2,4}\.(?:webp|avif|jpg|png)$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "code",
    "ul",
    "ol",
    "li",
    "a",
    "blockquote",
    "figure",
    "figcaption",
    "div",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "hr",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedClasses: ARTICLE_CLASSES,
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Dropped with their content: nothing of a script or style may survive as text either.
  nonTextTags: ["script", "style", "textarea", "noscript", "svg", "math", "iframe", "object"],
  exclusiveFilter(frame) {
    // An image must be the site's own and say what it shows (WCAG 1.1.1).
    if (frame.tag !== "img") return false;
    const src = frame.attribs.src ?? "";
    return !OWN_IMAGE.test(src) || !(frame.attribs.alt ?? "").trim();
  },
  transformTags: {
    a(tagName, attribs) {
      const raw = attribs.href ?? "";
      // A mail or web link must pass the editor's own rule (one bare mailbox; no user name or
      // password in a web address), or it keeps its text and loses the link.
      const href = /^(?:mailto:|https?:)/i.test(raw) && !linkTarget(raw) ? "" : raw;
      const external = /^https?:\/\//i.test(href);
      const next: Record<string, string> = href ? { href } : {};
      if (attribs.title) next.title = attribs.title;
      // Links leave in the same tab (docs/requirements.md#outbound-links); a link that leaves the
      // site carries no referrer or opener either way.
      if (external) next.rel = "noopener noreferrer";
      return { tagName, attribs: next };
    },
    img(tagName, attribs) {
      const next: Record<string, string> = { ...attribs };
      const srcset = (attribs.srcset ?? "").split(",").map((part) => part.trim()).filter(Boolean);
      if (srcset.some((part) => !OWN_IMAGE.test(part.split(/\s+/)[0] ?? ""))) delete next.srcset;
      next.loading = "lazy";
      next.decoding = "async";
      return { tagName, attribs: next };
    },
  },
};

/**
 * Sanitises an article body for storage.
 *
 * @param html body HTML from the editor or the API (any string).
 * @returns HTML that holds only allow-listed elements, attributes, classes and URL schemes.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether `src` is one of the site's own image URLs (what the sanitiser keeps). */
export function isOwnImageSrc(src: string): boolean {
  return OWN_IMAGE.test(src);
}
