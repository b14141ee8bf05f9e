/**
 * The /services sections with nothing to interact with but links, static parts of the page (ADR
 * 0013): a first visit adopts their server markup; a client-side navigation loads this module.
 */
import { SERVICES_CLOSING, SERVICES_HERO } from "../../content/services.ts";
import { CtaBand } from "../../components/ui/cta_band.tsx";
import { PageHero } from "../../components/ui/page_hero.tsx";

export { IntroSections } from "./intro_sections.tsx";
export { BrandManagementTeaser, DistributionAndMarketingTeasers } from "./service_teasers.tsx";

/** The page's hero and its 'Get Started' call. */
export function ServicesHero() {
  return (
    <PageHero
      title={SERVICES_HERO.title}
      intro={SERVICES_HERO.subtitle}
      image={SERVICES_HERO.image}
      actions={[SERVICES_CLOSING.primary]}
    />
  );
}

/** The closing call to action. */
export function ServicesClosing() {
  return (
    <CtaBand
      heading={SERVICES_CLOSING.heading}
      text={SERVICES_CLOSING.text}
      actions={[SERVICES_CLOSING.primary, SERVICES_CLOSING.secondary]}
    />
  );
}
