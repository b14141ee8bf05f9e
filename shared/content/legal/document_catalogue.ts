/**
 * The four downloadable templates on /legal-documents (docs/requirements.md#legal-pages,
 * #legal-documents). The PDF generator in `tools/legal_pdfs/` and the page both read this list, so
 * titles and file names are written once.
 */

/** One template as listed on the page, before its generated size is known. */
export interface LegalDocumentEntry {
  title: string;
  description: string;
  /** Kebab-case file name under `static/documents/`, served from `/documents/`. */
  fileName: string;
}

/** The templates, in the order the page lists them. */
export const LEGAL_DOCUMENT_ENTRIES: readonly LegalDocumentEntry[] = [
  {
    title: "Distribution Agreement Template",
    description:
      "A framework agreement for appointing a UK distributor: territory and channels, ordering and delivery, pricing and payment, marketing support, performance reviews, termination and stock run-off.",
    fileName: "distribution-agreement-template.pdf",
  },
  {
    title: "Retail Partnership Terms",
    description:
      "Terms for supplying a retailer or retail group: listings, planograms and promotions, orders and delivery windows, pricing and funding, returns, compliance and review.",
    fileName: "retail-partnership-terms.pdf",
  },
  {
    title: "Product Liability Documentation",
    description:
      "A documentation pack for the products you place on the UK market: responsible person details, product risk assessment, technical file index, traceability, insurance and recall procedure.",
    fileName: "product-liability-documentation.pdf",
  },
  {
    title: "Trading Standards Compliance",
    description:
      "A compliance checklist and record for food and non-food FMCG lines: labelling, pricing and promotions, age-restricted products, weights and measures, and how to respond to a Trading Standards enquiry.",
    fileName: "trading-standards-compliance.pdf",
  },
];
