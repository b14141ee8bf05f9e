/**
 * The home page (docs/requirements.md#home): nine sections in the required order, one component
 * each, their copy in `shared/content/home.ts` and `home_contact.ts`. Sections with nothing to interact with but links
 * are static parts (ADR 0013): a first visit adopts the server's markup and loads none of their
 * code; so is the FAQ, whose questions are native `<details>`. Only the contact form hydrates.
 */
import { FaqStructuredData } from "../../components/faq_structured_data.tsx";
import { staticPartsOf } from "../../components/static_part.tsx";
import { HOME_FAQ } from "../../content/home_contact.ts";
import { ContactSection } from "./contact_section.tsx";

/** One static section; all of them come from one module, loaded as one chunk. */
const section = staticPartsOf(() => import("./home_static_sections.ts"));

const Hero = section("Hero");
const StatsStrip = section("StatsStrip");
const ServicesSection = section("ServicesSection");
const DistributionSection = section("DistributionSection");
const RetailMarketingSection = section("RetailMarketingSection");
const PartnershipSection = section("PartnershipSection");
const ProcessSection = section("ProcessSection");
const IndustriesSection = section("IndustriesSection");
const AboutSection = section("AboutSection");
const TrustSection = section("TrustSection");
const HomeFaq = section("HomeFaq");
const InsightsTeaser = section("InsightsTeaser");

/** Loads the static sections' module before the page renders (server start-up, navigation). */
export function preloadRoute(): Promise<void> {
  return section.preloadAll();
}

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
