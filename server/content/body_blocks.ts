/**
 * Article body HTML read back as the typed blocks the search corpus sections by
 * (docs/decisions/0011-search-retrieval.md): `h2` starts a section, `h3`/`h4` are its subheadings,
 * paragraphs, list items, quotes, callouts and table rows are its passages. Parsed with
 * htmlparser2, the parser under the sanitiser, so what is indexed is what is stored.
 */
import { DomUtils, parseDocument } from "htmlparser2";
import type { ArticleBlock } from "../../shared/content/insights/types.ts";

type Node = ReturnType<typeof parseDocument>["children"][number];
type Element = Node & { name: string; attribs: Record<string, string>; children: Node[] };

function textOf(node: Node | Node[]): string {
  return DomUtils.textContent(node).replace(/\s+/g, " ").trim();
}

function isElement(node: Node): node is Element {
  return node.type === "tag" && "name" in node;
}

function hasClass(element: Element, name: string): boolean {
  return (element.attribs.class ?? "").split(/\s+/).includes(name);
}

/** Blocks of one element and, for containers, of its children. */
function blocksOf(element: Element): ArticleBlock[] {
  switch (element.name) {
    case "h2":
      return [{ type: "heading", text: textOf(element) }];
    case "h3":
    case "h4":
      return [{ type: "subheading", text: textOf(element) }];
    case "p":
      return textOf(element) ? [{ type: "paragraph", text: textOf(element) }] : [];
    case "ul":
    case "ol":
      return [{
        type: "list",
        ordered: element.name === "ol",
        items: element.children.filter(isElement).filter((item: Element) => item.name === "li").map(
          textOf,
        ),
      }];
    case "blockquote":
      return [{ type: "quote", text: textOf(element) }];
    case "table":
      return DomUtils.getElementsByTagName("tr", element).map((row) => ({
        type: "paragraph" as const,
        text: row.children.filter(isElement).map(textOf).join("; "),
      }));
    case "div":
      if (hasClass(element, "callout")) {
        const [title, ...rest] = element.children.filter(isElement);
        return [{ type: "callout", title: title ? textOf(title) : "", text: textOf(rest) }];
      }
      return element.children.filter(isElement).flatMap(blocksOf);
    case "figure": {
      const quote = DomUtils.findOne((node) => node.name === "blockquote", element.children);
      return quote ? [{ type: "quote", text: textOf(quote) }] : [];
    }
    default:
      return [];
  }
}

/**
 * Reads `html` (a stored, sanitised article body) as blocks.
 *
 * @example
 * htmlToBlocks("<h2>Why</h2><p>Because.</p>");
 * // [{ type: "heading", text: "Why" }, { type: "paragraph", text: "Because." }]
 */
export function htmlToBlocks(html: string): ArticleBlock[] {
  return parseDocument(html).children.filter(isElement).flatMap(blocksOf)
    .filter((block) => block.type !== "list" || block.items.length > 0);
}
