/**
 * /partner: hero 'Strategic Partnerships', why partner, six advantages, six stages, the
 * ideal-partner checklist and the closing call (docs/requirements.md#partner).
 */
import { PARTNER_CLOSING, PARTNER_HERO } from "../../content/partner.ts";
import { CtaBand } from "../../components/ui/cta_band.tsx";
import { PageHero } from "../../components/ui/page_hero.tsx";
import { Advantages } from "./advantages.tsx";
import { IdealPartner } from "./ideal_partner.tsx";
import { PartnerProcess } from "./process.tsx";
import { WhyPartner } from "./why_partner.tsx";

/** The Strategic Partnerships page. */
export default function PartnerPage() {
  return (
    <>
      <PageHero
        title={PARTNER_HERO.title}
        intro={PARTNER_HERO.subtitle}
        image={PARTNER_HERO.image}
        actions={[PARTNER_CLOSING.primary]}
      />
      <WhyPartner />
      <Advantages />
      <PartnerProcess />
      <IdealPartner />
      <CtaBand
        heading={PARTNER_CLOSING.heading}
        text={PARTNER_CLOSING.text}
        actions={[PARTNER_CLOSING.primary, PARTNER_CLOSING.secondary]}
      />
    </>
  );
}
