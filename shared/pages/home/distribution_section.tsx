/** Home section 4: distribution excellence (docs/requirements.md#home). */
import { HOME_DISTRIBUTION } from "../../content/home.ts";
import { SERVICE_NAMES } from "../../content/service_names.ts";
import { Icon } from "../../components/icon.tsx";
import { SiteLink } from "../../components/ui/site_link.tsx";
import { FeatureSplit } from "./feature_split.tsx";

/** Warehouse access, route planning and performance tracking, with two calls to action. */
export function DistributionSection() {
  return (
    <FeatureSplit
      titleId="distribution-title"
      eyebrow={SERVICE_NAMES.distribution}
      heading={HOME_DISTRIBUTION.heading}
      intro={HOME_DISTRIBUTION.intro}
      points={HOME_DISTRIBUTION.points}
      pointsLabel="Distribution strengths"
      image={HOME_DISTRIBUTION.image}
      muted
      actions={
        <>
          <SiteLink href={HOME_DISTRIBUTION.cta.href} className="button button--primary">
            {HOME_DISTRIBUTION.cta.label}
          </SiteLink>
          <SiteLink href={HOME_DISTRIBUTION.link.href} className="button button--secondary">
            {HOME_DISTRIBUTION.link.label} <Icon name="arrow-right" size={18} />
          </SiteLink>
        </>
      }
    />
  );
}
