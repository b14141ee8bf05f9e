/**
 * The home page's static sections (ADR 0013), gathered so that a client-side navigation to the
 * home page loads them as one chunk.
 */
export { AboutSection, TrustSection } from "./about_section.tsx";
export { DistributionSection } from "./distribution_section.tsx";
export { Hero } from "./hero.tsx";
export { HomeFaq } from "./home_faq.tsx";
export { IndustriesSection } from "./industries_section.tsx";
export { InsightsTeaser } from "./insights_teaser.tsx";
export { PartnershipSection } from "./partnership_section.tsx";
export { ProcessSection } from "./process_section.tsx";
export { RetailMarketingSection } from "./retail_marketing_section.tsx";
export { ServicesSection } from "./services_section.tsx";
export { StatsStrip } from "./stats_strip.tsx";
