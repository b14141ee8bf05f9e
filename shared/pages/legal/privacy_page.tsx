/**
 * /privacy (docs/requirements.md#legal-pages): the privacy policy, from
 * `shared/content/legal/privacy.ts`.
 */
import { PRIVACY_PAGE } from "../../content/legal/privacy.ts";
import { LegalPageLayout } from "./legal_layout.tsx";

/** The privacy policy page. */
export default function PrivacyPage() {
  return <LegalPageLayout page={PRIVACY_PAGE} />;
}
