/**
 * /services: hero, intro, specialist service teasers, FAQ and closing call
 * (docs/requirements.md#services).
 */
import { FaqStructuredData } from "../../components/faq_structured_data.tsx";
import { FAQ_ITEMS } from "../../content/faq.ts";
import { SERVICES_CLOSING, SERVICES_HERO } from "../../content/services.ts";
import { CtaBand } from "../../components/ui/cta_band.tsx";
import { PageHero } from "../../components/ui/page_hero.tsx";
import { IntroSections } from "./intro_sections.tsx";
import { BrandManagementTeaser, DistributionAndMarketingTeasers } from "./service_teasers.tsx";
import { ServicesFaq } from "./services_faq.tsx";

/** The Our Services page. */
export default function ServicesPage() {
  return (
    <>
      <FaqStructuredData path="/services" entries={FAQ_ITEMS} />
      <PageHero
        title={SERVICES_HERO.title}
        intro={SERVICES_HERO.subtitle}
        image={SERVICES_HERO.image}
        actions={[SERVICES_CLOSING.primary]}
      />
      <IntroSections />
      <BrandManagementTeaser />
      <DistributionAndMarketingTeasers />
      <ServicesFaq />
      <CtaBand
        heading={SERVICES_CLOSING.heading}
        text={SERVICES_CLOSING.text}
        actions={[SERVICES_CLOSING.primary, SERVICES_CLOSING.secondary]}
      />
    </>
  );
}
