/** /services: hero, intro, specialist service teasers, FAQ and closing call (spec §2). */
import {
  SERVICE_STRUCTURED_DATA,
  SERVICES_CLOSING,
  SERVICES_HERO,
} from "../../content/services.ts";
import { PageSeo } from "../../components/page_seo.tsx";
import { JsonLd } from "../../components/seo.tsx";
import { CtaBand } from "../../components/ui/cta_band.tsx";
import { PageHero } from "../../components/ui/page_hero.tsx";
import { usePublicConfig } from "../../public_config.tsx";
import { IntroSections } from "./intro_sections.tsx";
import { BrandManagementTeaser, DistributionAndMarketingTeasers } from "./service_teasers.tsx";
import { ServicesFaq } from "./services_faq.tsx";

/** The Our Services page. */
export default function ServicesPage() {
  return (
    <>
      <PageSeo path="/services" />
      <ServiceStructuredData />
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

/** schema.org `Service` (spec §2), provided by the company as an `Organization`. */
function ServiceStructuredData() {
  const { origin } = usePublicConfig();
  return (
    <JsonLd
      data={{
        "@type": "Service",
        ...SERVICE_STRUCTURED_DATA,
        url: `${origin}/services`,
        provider: {
          "@type": "Organization",
          ...SERVICE_STRUCTURED_DATA.provider,
          url: `${origin}/`,
        },
      }}
    />
  );
}
