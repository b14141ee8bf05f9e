/**
 * /accessibility (docs/requirements.md#legal-pages): the accessibility statement, from
 * `shared/content/legal/accessibility.ts`.
 */
import { ACCESSIBILITY_PAGE } from "../../content/legal/accessibility.ts";
import { LegalPageLayout } from "./legal_layout.tsx";

/** The accessibility statement page. */
export default function AccessibilityPage() {
  return <LegalPageLayout page={ACCESSIBILITY_PAGE} />;
}
