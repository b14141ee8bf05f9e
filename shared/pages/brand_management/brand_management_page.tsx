/**
 * /services/brand-management: hero, approach, five delivery areas, four-step process, outcomes
 * and the closing call (docs/requirements.md#brand-management).
 */
import { BRAND_MANAGEMENT_CLOSING, BRAND_MANAGEMENT_HERO } from "../../content/brand_management.ts";
import { CtaBand } from "../../components/ui/cta_band.tsx";
import { PageHero } from "../../components/ui/page_hero.tsx";
import { Approach } from "./approach.tsx";
import { DeliveryAreas } from "./delivery_areas.tsx";
import { Outcomes } from "./outcomes.tsx";
import { Process } from "./process.tsx";

/** The Brand Management page. */
export default function BrandManagementPage() {
  return (
    <>
      <PageHero
        eyebrow={BRAND_MANAGEMENT_HERO.eyebrow}
        title={BRAND_MANAGEMENT_HERO.title}
        intro={BRAND_MANAGEMENT_HERO.subtitle}
        image={BRAND_MANAGEMENT_HERO.image}
        actions={[BRAND_MANAGEMENT_HERO.cta]}
      />
      <Approach />
      <DeliveryAreas />
      <Process />
      <Outcomes />
      <CtaBand
        heading={BRAND_MANAGEMENT_CLOSING.heading}
        text={BRAND_MANAGEMENT_CLOSING.text}
        actions={[BRAND_MANAGEMENT_CLOSING.cta]}
        note={BRAND_MANAGEMENT_CLOSING.note}
      />
    </>
  );
}
