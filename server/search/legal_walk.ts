/**
 * The search sections of a legal page (`LegalPage`, shared/content/legal/types.ts): its title and
 * intro, then one section per titled section of the page with its anchor, every block read as
 * sentences, and the company's published inbox and address in place of the texts' placeholders
 * (ADR 0014). A page that lists downloadable templates (/legal-documents) gets one more section
 * naming them (docs/decisions/0042-search-on-minisearch.md).
 */
import type { LegalDocument } from "../../shared/content/legal/legal_documents.ts";
import type { LegalBlock, LegalPage } from "../../shared/content/legal/types.ts";
import { type CompanyContact, withCompanyContact } from "../../shared/content/site_links.ts";
import { type SectionInput, sentence, titled } from "./document.ts";

/** Whether a copy module's export is a whole legal page (title, intro and titled sections). */
export function isLegalPage(value: unknown): value is LegalPage {
  if (typeof value !== "object" || value === null) return false;
  const page = value as Partial<LegalPage>;
  return typeof page.title === "string" && typeof page.intro === "string" &&
    Array.isArray(page.sections) &&
    page.sections.every((section) => Array.isArray(section?.blocks));
}

function blockPassages(block: LegalBlock): string[] {
  switch (block.type) {
    case "paragraph":
      return [block.text];
    case "list":
      return block.items.map(sentence);
    case "table":
      return block.rows.map((row) =>
        sentence(row.map((cell, i) => `${block.head[i] ?? ""} ${cell}`.trim()).join("; "))
      );
  }
}

/** The downloadable templates a legal page lists, if any. */
function templatesOf(page: LegalPage): readonly LegalDocument[] {
  const documents = (page as { documents?: unknown }).documents;
  return Array.isArray(documents) ? documents as LegalDocument[] : [];
}

/**
 * The sections of `page` in page order; `contact`, the published company details, fills the
 * placeholders of its texts (left as they are without it).
 */
export function legalSections(
  page: LegalPage,
  contact: CompanyContact | undefined,
): SectionInput[] {
  const fill = (text: string) => withCompanyContact(text, contact);
  const templates = templatesOf(page);
  return [
    { heading: page.title, passages: [fill(page.intro)] },
    ...page.sections.map((section) => ({
      heading: section.heading,
      anchor: section.id,
      passages: section.blocks.flatMap(blockPassages).map(fill),
    })),
    ...(templates.length
      ? [{
        heading: "Downloadable templates",
        subheadings: templates.map((document) => document.title),
        keywords: ["template", "download", "pdf", "agreement", "contract"],
        passages: templates.map((document) => titled(document.title, document.description)),
      }]
      : []),
  ];
}
