/** Home section 6: partnership, anchor `partner` (docs/requirements.md#home). */
import { HOME_PARTNERSHIP } from "../../content/home.ts";
import { SiteLink } from "../../components/ui/site_link.tsx";
import { FeatureSplit } from "./feature_split.tsx";

/** The four partnership strengths and 'Contact Us'. */
export function PartnershipSection() {
  return (
    <FeatureSplit
      id="partner"
      titleId="partner-title"
      eyebrow="Partnership"
      heading={HOME_PARTNERSHIP.heading}
      intro={HOME_PARTNERSHIP.intro}
      points={HOME_PARTNERSHIP.points}
      pointsLabel="Partnership strengths"
      image={HOME_PARTNERSHIP.image}
      muted
      reverse
      actions={
        <>
          <SiteLink href={HOME_PARTNERSHIP.cta.href} className="button button--primary">
            {HOME_PARTNERSHIP.cta.label}
          </SiteLink>
          <SiteLink href="/partner" className="button button--secondary">
            How partnership works
          </SiteLink>
        </>
      }
    />
  );
}
