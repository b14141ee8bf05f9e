/** Teasers for the specialist service pages: brand management, distribution and retail marketing. */
import {
  SERVICES_BRAND_MANAGEMENT_TEASER,
  SERVICES_DISTRIBUTION_TEASER,
} from "../../content/services.ts";
import { SERVICE_NAMES, SERVICE_PATHS } from "../../content/service_names.ts";
import type { CallToAction, SectionIntro } from "../../content/types.ts";
import { TeaserSection } from "./teaser_section.tsx";

/**
 * Teaser for /marketing. Page-only copy: `services.ts` has teasers for brand management and
 * distribution but none for marketing yet.
 */
const MARKETING_TEASER: SectionIntro & { link: CallToAction } = {
  heading: SERVICE_NAMES.retailMarketing,
  intro:
    "Strategy, creative and campaigns planned around the stores where your products are sold, from shopper insight and packaging design to retail media and in-store activation.",
  link: {
    label: `Explore ${SERVICE_NAMES.retailMarketing}`,
    href: SERVICE_PATHS.retailMarketing,
  },
};

/** Eyebrow above each teaser heading. */
const TEASER_EYEBROW = "Specialist service";

/** Brand Management teaser (docs/requirements.md#services). */
export function BrandManagementTeaser() {
  return (
    <TeaserSection
      eyebrow={TEASER_EYEBROW}
      {...SERVICES_BRAND_MANAGEMENT_TEASER}
      image="services-brand-management"
      muted
    />
  );
}

/** Distribution and marketing teasers. */
export function DistributionAndMarketingTeasers() {
  return (
    <>
      <TeaserSection
        eyebrow={TEASER_EYEBROW}
        {...SERVICES_DISTRIBUTION_TEASER}
        image="services-distribution"
        reverse
      />
      <TeaserSection
        eyebrow={TEASER_EYEBROW}
        {...MARKETING_TEASER}
        image="services-marketing"
        muted
      />
    </>
  );
}
