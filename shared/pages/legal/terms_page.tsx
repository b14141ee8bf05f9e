/**
 * /terms (docs/requirements.md#legal-pages): the website terms of use, from
 * `shared/content/legal/terms.ts`, with the company registration added to "About us and these
 * terms" once the deployment configures it.
 */
import { TERMS_PAGE } from "../../content/legal/terms.ts";
import type { LegalPage } from "../../content/legal/types.ts";
import { registrationSentence } from "../../content/site_links.ts";
import { usePublicConfig } from "../../public_config.tsx";
import { LegalPageLayout } from "./legal_layout.tsx";

/** The terms of use page. */
export default function TermsPage() {
  const { links } = usePublicConfig();
  const registration = links.registration;
  const page: LegalPage = registration
    ? {
      ...TERMS_PAGE,
      sections: TERMS_PAGE.sections.map((section, index) =>
        index === 0
          ? {
            ...section,
            blocks: [
              section.blocks[0]!,
              { type: "paragraph", text: registrationSentence(registration) },
              ...section.blocks.slice(1),
            ],
          }
          : section
      ),
    }
    : TERMS_PAGE;
  return <LegalPageLayout page={page} />;
}
