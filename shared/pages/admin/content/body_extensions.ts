/**
 * The Tiptap extensions of the article body: only what the server's sanitiser keeps (ADR 0014:
 * h2–h3 headings, paragraphs, lists, links, quotes, tables, images with alt text, bold and italic)
 * and nothing that writes inline `style` attributes, which the site's CSP (`style-src 'self'`)
 * refuses and the sanitiser would drop.
 */
import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { linkTarget } from "./link_target.ts";

/** `sizes` of an image in the article column (at most 44rem wide, see insights.css). */
export const BODY_IMAGE_SIZES = "(min-width: 768px) 704px, calc(100vw - 2.5rem)";

/** Images with the responsive renditions the upload answers (`srcset`, `sizes`). */
const BodyImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: { default: null },
      sizes: { default: null },
    };
  },
});

/** A plain table: no column widths, so no `style` on `<table>` or `<col>`. */
const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    const { style: _style, ...attributes } = HTMLAttributes;
    return ["table", attributes, ["tbody", 0]];
  },
});

/** The extensions, configured. */
export function bodyExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      link: false,
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      // The site opens no new tabs but the proposal form's; the server sets `rel` on links that
      // leave the site.
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => linkTarget(url) !== undefined,
    }),
    BodyImage.configure({ inline: false, allowBase64: false }),
    PlainTable.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
  ];
}
