/**
 * Word differences between two versions of an item (the revisions panel): the article body is
 * compared as its visible text (tags stripped, images as their alt text), every other field as its
 * value. The word diff is the `diff` package's `diffWords`.
 */
import { diffWords } from "diff";
import type { ContentCollection } from "../../../content/collections/registry.ts";
import { fieldNames } from "./edit_session.ts";
import { fieldLabel } from "./field_specs.ts";

/** A run of words that both versions share, or that only the newer (added) or older has. */
export interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

/** The difference of one field. */
export interface FieldDiff {
  name: string;
  label: string;
  changed: boolean;
  parts: DiffPart[];
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const value = code[1] === "x" || code[1] === "X"
        ? parseInt(code.slice(2), 16)
        : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value <= 0x10ffff ? String.fromCodePoint(value) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * The visible text of an article body: one line per block (paragraph, heading, list item, table
 * row), table cells separated by " | ", an image as "[Image: its alt text]". Works without a DOM.
 *
 * @example
 * ```ts
 * htmlToText("<h2>Why</h2><p>Shelf &amp; space</p>"); // "Why\nShelf & space"
 * ```
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<img\b[^>]*?\balt\s*=\s*(["'])(.*?)\1[^>]*>/gi, " [Image: $2] ")
    .replace(/<\/(td|th)>/gi, " | ")
    .replace(/<br\s*\/?>|<\/(p|h[1-6]|li|tr|blockquote|figure|figcaption|div)>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").replace(/\s*\|\s*$/, "").trim())
    .filter(Boolean)
    .join("\n");
}

/** Word diff from `before` to `after`; whitespace differences alone do not count. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((change) => ({
    kind: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
}

function fieldText(name: string, value: unknown): string {
  if (name === "bodyHtml") return htmlToText(String(value ?? ""));
  if (Array.isArray(value)) return value.join(", ");
  return String(value ?? "");
}

/**
 * The difference of every field of `collection` from `before` (e.g. a revision) to `after`
 * (e.g. the current item), in form order.
 */
export function fieldDiffs(
  collection: ContentCollection,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldDiff[] {
  return fieldNames(collection).map((name) => {
    const parts = wordDiff(fieldText(name, before[name]), fieldText(name, after[name]));
    return {
      name,
      label: fieldLabel(collection, name),
      changed: parts.some((part) => part.kind !== "same"),
      parts,
    };
  });
}
