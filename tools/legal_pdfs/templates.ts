/**
 * The typed text of the four downloadable templates (docs/requirements.md#legal-documents), in
 * the order the /legal-documents page lists them. Each template lives in its own module under
 * `templates/`.
 */

import { DISTRIBUTION_AGREEMENT } from "./templates/distribution_agreement.ts";
import { PRODUCT_LIABILITY_DOCUMENTATION } from "./templates/product_liability_documentation.ts";
import { RETAIL_PARTNERSHIP_TERMS } from "./templates/retail_partnership_terms.ts";
import { TRADING_STANDARDS_COMPLIANCE } from "./templates/trading_standards_compliance.ts";
import type { LegalTemplate } from "./template_types.ts";

export type { LegalTemplate } from "./template_types.ts";

/** Every template the generator typesets. */
export const LEGAL_TEMPLATES: readonly LegalTemplate[] = [
  DISTRIBUTION_AGREEMENT,
  RETAIL_PARTNERSHIP_TERMS,
  PRODUCT_LIABILITY_DOCUMENTATION,
  TRADING_STANDARDS_COMPLIANCE,
];
