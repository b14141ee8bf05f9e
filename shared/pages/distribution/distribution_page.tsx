/**
 * /distribution (docs/requirements.md#distribution): hero, stats, six benefit cards and a call to
 * /partner.
 */
import { DISTRIBUTION_CLOSING, DISTRIBUTION_HERO } from "../../content/distribution.ts";
import { CtaBand } from "../../components/ui/cta_band.tsx";
import { PageHero } from "../../components/ui/page_hero.tsx";
import { Benefits } from "./benefits.tsx";
import { DistributionStats } from "./distribution_stats.tsx";

/** The Distribution page. */
export default function DistributionPage() {
  return (
    <>
      <PageHero
        eyebrow={DISTRIBUTION_HERO.eyebrow}
        title={DISTRIBUTION_HERO.title}
        intro={DISTRIBUTION_HERO.subtitle}
        image={DISTRIBUTION_HERO.image}
        actions={[DISTRIBUTION_CLOSING.cta]}
      />
      <DistributionStats />
      <Benefits />
      <CtaBand
        heading={DISTRIBUTION_CLOSING.heading}
        text={DISTRIBUTION_CLOSING.text}
        actions={[DISTRIBUTION_CLOSING.cta]}
      />
    </>
  );
}
