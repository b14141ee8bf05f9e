/**
 * /cookies (docs/requirements.md#cookies-page, #consent): the cookie policy from
 * `shared/content/legal/cookies.ts` in the legal layout, with the preference controls first.
 */
import { COOKIES_PAGE } from "../../content/legal/cookies.ts";
import { CONSENT_COPY } from "../../consent/consent_copy.ts";
import { LegalPageLayout } from "../legal/legal_layout.tsx";
import { CookiePreferences, PREFERENCES_SECTION_ID } from "./cookie_preferences.tsx";

const CONTROLS_TOC = [{ id: PREFERENCES_SECTION_ID, heading: CONSENT_COPY.pageControlsTitle }];

/** The Cookie Policy page with its preference controls. */
export default function CookiesPage() {
  return (
    <LegalPageLayout page={COOKIES_PAGE} childrenToc={CONTROLS_TOC}>
      <CookiePreferences />
    </LegalPageLayout>
  );
}
