/**
 * Shapes of the static legal pages (docs/requirements.md#legal-pages). The pages hold typed data
 * only, so one renderer lays out /terms, /privacy, /accessibility, /cookies and /legal-documents
 * alike.
 */

import type { LegalReference } from "./cross_references.ts";

/** One block of body copy inside a legal section. */
export type LegalBlock =
  | { type: "paragraph"; text: string }
  | { type: "list"; items: readonly string[] }
  | { type: "table"; head: readonly string[]; rows: readonly (readonly string[])[] };

/** A titled section of a legal page; `id` is the kebab-case anchor used in the page's contents. */
export interface LegalSection {
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

/** A whole legal page. Every legal page was last updated in August 2025. */
export interface LegalPage {
  title: string;
  intro: string;
  lastUpdated: "August 2025";
  sections: readonly LegalSection[];
  /** Phrases of this page that point to a part of it ("the address above" → "#who-we-are"). */
  references?: readonly LegalReference[];
}
