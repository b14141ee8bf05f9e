/**
 * Shapes of the typed text that the legal PDF generator typesets
 * (docs/requirements.md#legal-documents). Text in square brackets, such as "[Brand Name]", is a
 * fill-in and is printed in the accent colour so readers can find every blank.
 */

/** One block of a template section, in reading order. */
export type TemplateBlock =
  /** A numbered clause ("2.3"), optionally with lettered sub-items ("(a)"). */
  | { kind: "clause"; text: string; items?: readonly string[] }
  /** Unnumbered body text across the full measure. */
  | { kind: "paragraph"; text: string }
  /** A labelled list: "(1)", "(A)" or bullets. */
  | { kind: "list"; marker: "numeric" | "upper-alpha" | "bullet"; items: readonly string[] }
  /** Items with an empty tick box each. */
  | { kind: "checklist"; items: readonly string[] }
  /** Labels with a ruled line to write on. */
  | { kind: "fields"; fields: readonly string[] }
  /** A ruled table; `widths` are relative column widths. */
  | {
    kind: "table";
    head: readonly string[];
    rows: readonly (readonly string[])[];
    widths: readonly number[];
  }
  /** Signature panels, one per party. */
  | { kind: "signatures"; parties: readonly string[] };

/** A titled section. Numbered sections ("4. Orders") number their clauses "4.1", "4.2". */
export interface TemplateSection {
  heading: string;
  numbered: boolean;
  /** Schedules and appendices conventionally start on a fresh page. */
  newPage?: boolean;
  blocks: readonly TemplateBlock[];
}

/** One downloadable template; its title and description come from the page's catalogue. */
export interface LegalTemplate {
  /** Must match a `fileName` in `shared/content/legal/document_catalogue.ts`. */
  fileName: string;
  /** PDF subject metadata. */
  subject: string;
  keywords: readonly string[];
  /** The "How to use this template" box on the first page. */
  notes: readonly string[];
  sections: readonly TemplateSection[];
}
