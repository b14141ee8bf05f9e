/** /terms (spec §2 "Static legal pages"): the website terms of use, from `shared/content/legal/terms.ts`. */
import { TERMS_PAGE } from "../../content/legal/terms.ts";
import { LegalPageLayout } from "./legal_layout.tsx";

/** The terms of use page. */
export default function TermsPage() {
  return <LegalPageLayout page={TERMS_PAGE} />;
}
