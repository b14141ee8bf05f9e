/**
 * /marketing: hero, expertise and channels, six service cards, the creative process, three
 * success stories and the closing buttons (docs/requirements.md#marketing).
 */
import { MARKETING_CLOSING, MARKETING_HERO } from "../../content/marketing.ts";
import { CtaBand } from "../../components/ui/cta_band.tsx";
import { PageHero } from "../../components/ui/page_hero.tsx";
import { Capabilities } from "./capabilities.tsx";
import { CreativeProcess } from "./creative_process.tsx";
import { ServiceCards } from "./service_cards.tsx";
import { SuccessStories } from "./success_stories.tsx";
import { CaseStudies } from "./case_studies.tsx";

/** The Retail Marketing page. */
export default function MarketingPage() {
  return (
    <>
      <PageHero
        eyebrow={MARKETING_HERO.eyebrow}
        title={MARKETING_HERO.title}
        intro={MARKETING_HERO.subtitle}
        image={MARKETING_HERO.image}
        actions={[MARKETING_HERO.cta]}
      />
      <Capabilities />
      <ServiceCards />
      <CreativeProcess />
      <SuccessStories />
      <CaseStudies />
      <CtaBand
        heading={MARKETING_CLOSING.heading}
        text={MARKETING_CLOSING.text}
        actions={[MARKETING_CLOSING.primary, MARKETING_CLOSING.secondary]}
      />
    </>
  );
}
