/**
 * The /legal-documents page (docs/requirements.md#legal-pages): an introduction and the four
 * downloadable templates. docs/requirements.md#legal-documents: the files are real PDFs and the
 * listed sizes are the real ones, read from `document_sizes.ts`, which the generator writes.
 */

import { COMPANY_NAME } from "../company.ts";
import { CONTACT_PLACEHOLDERS } from "../site_links.ts";
import { LEGAL_DOCUMENT_ENTRIES, type LegalDocumentEntry } from "./document_catalogue.ts";
import { DOCUMENT_SIZES } from "./document_sizes.ts";
import type { LegalPage } from "./types.ts";

export type { LegalDocumentEntry } from "./document_catalogue.ts";

/** A downloadable template with its public address and the real size of the file. */
export interface LegalDocument extends LegalDocumentEntry {
  /** Public path of the file, `/documents/<fileName>`. */
  href: string;
  /** Size of the generated file in bytes. */
  sizeBytes: number;
}

/** The /legal-documents page: legal page copy plus the list of templates. */
export interface LegalDocumentsPage extends LegalPage {
  documents: readonly LegalDocument[];
}

const KIB = 1024;
const MIB = KIB * KIB;

/**
 * Formats a file size for display, in binary units as file managers show them.
 *
 * @param bytes Size in bytes (a non-negative integer).
 * @returns For example "512 bytes", "84 KB" or "1.2 MB".
 *
 * @example
 * ```ts
 * formatFileSize(86_016); // "84 KB"
 * formatFileSize(1_258_291); // "1.2 MB"
 * ```
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KIB) return `${bytes} bytes`;
  const kilobytes = Math.round(bytes / KIB);
  if (kilobytes < KIB) return `${kilobytes} KB`;
  const megabytes = (bytes / MIB).toFixed(1).replace(/\.0$/, "");
  return `${megabytes} MB`;
}

function withSize(entry: LegalDocumentEntry): LegalDocument {
  const sizeBytes = DOCUMENT_SIZES[entry.fileName];
  if (sizeBytes === undefined) {
    throw new Error(
      `Cannot find the size of ${entry.fileName}: run tools/legal_pdfs/generate_legal_pdfs.ts`,
    );
  }
  return { ...entry, href: `/documents/${entry.fileName}`, sizeBytes };
}

/** The four templates with their download paths and real sizes. */
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = LEGAL_DOCUMENT_ENTRIES.map(withSize);

/** The /legal-documents page. */
export const LEGAL_DOCUMENTS_PAGE: LegalDocumentsPage = {
  title: "Legal Documents",
  intro:
    `Templates that brands and retailers can use as a starting point when working with a UK distributor. ${COMPANY_NAME} prepared them from our experience of UK distribution and retail partnerships; download them free of charge and adapt them to your business.`,
  lastUpdated: "August 2025",
  documents: LEGAL_DOCUMENTS,
  sections: [
    {
      id: "about-these-templates",
      heading: "About these templates",
      blocks: [
        {
          type: "paragraph",
          text:
            "Each template is a PDF with numbered clauses or checklists. Text in square brackets, such as [Brand Name] or [Territory], marks details you need to fill in or choose. Notes at the start of each template explain what it covers and what it deliberately leaves out.",
        },
        {
          type: "paragraph",
          text:
            "The templates reflect common practice in the UK FMCG market as of August 2025. Laws, regulations and retailer requirements change, so check that any template is up to date before you use it.",
        },
      ],
    },
    {
      id: "before-you-use-them",
      heading: "Before you use them",
      blocks: [
        {
          type: "list",
          items: [
            "The templates are general starting points, not legal advice. Take independent legal advice before you sign or rely on any of them.",
            "Every product category has its own rules. Food, drinks, cosmetics, nicotine products and household chemicals each carry additional obligations that a template cannot fully cover.",
            "Using a template does not create any agreement with us, and we accept no responsibility for how a template is used.",
          ],
        },
      ],
    },
    {
      id: "other-formats",
      heading: "Other formats and help",
      blocks: [
        {
          type: "paragraph",
          text:
            `If you need a template in an accessible format, such as a Word document or plain text, or you would like to discuss distribution terms with our team, e-mail ${CONTACT_PLACEHOLDERS.email}.`,
        },
      ],
    },
  ],
};
