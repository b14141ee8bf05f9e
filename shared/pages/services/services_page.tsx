/**
 * /services: hero, intro, specialist service teasers, FAQ and closing call
 * (docs/requirements.md#services). Everything but the FAQ is a static part (ADR 0013): a first
 * visit hydrates the FAQ alone.
 */
import { FaqStructuredData } from "../../components/faq_structured_data.tsx";
import { staticPartsOf } from "../../components/static_part.tsx";
import { usePublished } from "../../content/published.ts";
import { ServicesFaq } from "./services_faq.tsx";

/** One static section; all of them come from one module, loaded as one chunk. */
const section = staticPartsOf(() => import("./services_static_sections.tsx"));

const ServicesHero = section("ServicesHero");
const IntroSections = section("IntroSections");
const BrandManagementTeaser = section("BrandManagementTeaser");
const DistributionAndMarketingTeasers = section("DistributionAndMarketingTeasers");
const ServicesClosing = section("ServicesClosing");

/** Loads the static sections' module before the page renders (server start-up, navigation). */
export function preloadRoute(): Promise<void> {
  return section.preloadAll();
}

/** The Our Services page. */
export default function ServicesPage() {
  return (
    <>
      <FaqStructuredData path="/services" entries={usePublished("faq")} />
      <ServicesHero />
      <IntroSections />
      <BrandManagementTeaser />
      <DistributionAndMarketingTeasers />
      <ServicesFaq />
      <ServicesClosing />
    </>
  );
}
