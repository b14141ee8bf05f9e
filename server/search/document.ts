/**
 * The unit the search index holds: one section of one public page (or one FAQ item, or one section
 * of an insight article), with the page it belongs to and readable passages to quote from.
 */
import type { SearchSection } from "../../shared/content/collections/define.ts";
import { type HeadPath, PAGE_HEADS } from "../../shared/routes.ts";

/** One searchable section of a page. */
export interface SearchDocument {
  /** Unique id, e.g. "/distribution 2". */
  id: string;
  /** Page path without anchor ("/", "/insights/convenience-growth"): what citations dedupe on. */
  path: string;
  /** Where a citation links: the path plus `#anchor` when the section has a real anchor. */
  url: string;
  /** Short page name shown in source lists ("Distribution"). */
  pageTitle: string;
  /** Section heading ("Why Brands Choose Our Distribution", or an FAQ question). */
  heading: string;
  /** Card and step titles inside the section; indexed with a boost like headings. */
  subheadings: string;
  /** Extra terms: page keywords and FAQ tags. Indexed, never quoted. */
  keywords: string;
  /** Passages in reading order; each is one or more whole sentences fit to quote. */
  passages: readonly string[];
}

/**
 * The parts of a section a content module or a collection's definition supplies; the page fills
 * in the rest. One shape with the definitions' (shared/content/collections/define.ts).
 */
export type SectionInput = SearchSection;

/** The page's short name from its head in the route registry ("Home", "About Us"). */
export function pageNameOf(path: HeadPath): string {
  return PAGE_HEADS[path].name;
}

/** Builds the documents of one page from its sections, in page order. */
export function pageDocuments(
  page: { path: string; title: string; keywords?: readonly string[] },
  sections: readonly SectionInput[],
): SearchDocument[] {
  return sections.map((section, index) => ({
    id: `${page.path} ${index}`,
    path: page.path,
    url: section.anchor ? `${page.path}#${section.anchor}` : page.path,
    pageTitle: page.title,
    heading: section.heading,
    subheadings: (section.subheadings ?? []).join(" \n"),
    // Page keywords describe the whole page; attached to its first section only, so they do not
    // lift every section of a long page equally.
    keywords: [...(section.keywords ?? []), ...(index === 0 ? page.keywords ?? [] : [])]
      .join(" \n"),
    passages: section.passages.filter((passage): passage is string =>
      typeof passage === "string" && passage.trim().length > 0
    ).map((passage) => passage.trim()),
  }));
}

/** Lower-cases the first letter unless the word is an acronym or a name in capitals ("UK", "HFSS"). */
export function lowerFirst(text: string): string {
  return /^[A-Z]([a-z]|\s)/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** Ensures a passage ends with a full stop, question mark or exclamation mark. */
export function sentence(text: string): string {
  const trimmed = text.trim().replace(/[;,:]+$/, "");
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.?!]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * One quotable sentence from a lead and a list: "Lead: first item; second item; third item."
 *
 * @example
 * listSentence("Our expertise", ["Brand strategy", "Integrated advertising"]);
 * // "Our expertise: brand strategy; integrated advertising."
 */
export function listSentence(lead: string, items: readonly string[]): string {
  return sentence(
    `${lead}: ${items.map((item) => lowerFirst(item.replace(/\.$/, ""))).join("; ")}`,
  );
}

/** "Title: description" for a card, a step or a highlight. */
export function titled(title: string, description: string): string {
  return sentence(`${title}: ${description}`);
}
