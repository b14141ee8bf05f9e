/**
 * The home page (docs/requirements.md#home): nine sections in the required order, one component
 * each, their copy in `shared/content/home.ts`.
 */
import { FaqStructuredData } from "../../components/faq_structured_data.tsx";
import { HOME_FAQ } from "../../content/home.ts";
import { AboutSection, TrustSection } from "./about_section.tsx";
import { ContactSection } from "./contact_section.tsx";
import { DistributionSection } from "./distribution_section.tsx";
import { Hero } from "./hero.tsx";
import { HomeFaq } from "./home_faq.tsx";
import { IndustriesSection } from "./industries_section.tsx";
import { InsightsTeaser } from "./insights_teaser.tsx";
import { PartnershipSection } from "./partnership_section.tsx";
import { ProcessSection } from "./process_section.tsx";
import { RetailMarketingSection } from "./retail_marketing_section.tsx";
import { ServicesSection } from "./services_section.tsx";
import { StatsStrip } from "./stats_strip.tsx";

/** The home page. */
export default function HomePage() {
  return (
    <>
      <FaqStructuredData path="/" entries={HOME_FAQ.entries} />
      <Hero />
      <StatsStrip />
      <ServicesSection />
      <DistributionSection />
      <RetailMarketingSection />
      <PartnershipSection />
      <ProcessSection />
      <IndustriesSection />
      <AboutSection />
      <TrustSection />
      <HomeFaq />
      <InsightsTeaser />
      <ContactSection />
    </>
  );
}
