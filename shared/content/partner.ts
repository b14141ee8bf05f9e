/** Copy for /partner, in page order (docs/requirements.md#partner). */
import { RESPONSE_PROMISE_HOURS } from "./company.ts";
import { BRAND_PARTNERS, CONVENIENCE_COVERAGE, LEAD_TIMES, RETAIL_TOUCHPOINTS } from "./figures.ts";
import type { CallToAction, PartnerAdvantage, SectionIntro } from "./types.ts";
import type { ImageKey } from "./images.ts";

/** Hero; title verbatim from docs/requirements.md#partner. */
export const PARTNER_HERO = {
  title: "Strategic Partnerships",
  subtitle:
    "A long-term partner for brands entering or growing in the UK, with the network, expertise and commitment to make your products succeed.",
  image: "partner-hero" satisfies ImageKey,
} as const;

/**
 * Why-partner section; the badge prints the brand-partner figure (docs/requirements.md#partner,
 * #figures).
 */
export const PARTNER_WHY = {
  heading: "Why Partner With Us",
  badge: `${BRAND_PARTNERS.value} Brand Partners`,
  paragraphs: [
    "Entering the UK usually means hiring an importer, a distributor, a sales agency and a marketing agency, then spending your time keeping them aligned. We replace that chain with one partner.",
    "From import logistics and compliance checks to listings, warehousing, delivery and in-store promotion, we provide end-to-end support and take responsibility for how your brand performs on UK shelves.",
  ],
} as const;

/** The six advantage cards. */
export const PARTNER_ADVANTAGES: SectionIntro & { cards: readonly PartnerAdvantage[] } = {
  heading: "Partnership Advantages",
  intro: "What every partner brand receives from the first day of working together.",
  cards: [
    {
      icon: "globe",
      tone: "navy",
      title: "End-to-End Market Entry",
      description:
        "Import logistics, UK compliance checks, pricing and listings handled by one team, so you can launch without building a UK operation.",
    },
    {
      icon: "store",
      tone: "teal",
      title: "Established Retail Network",
      description:
        `Access to ${RETAIL_TOUCHPOINTS.value} retail touchpoints and ${CONVENIENCE_COVERAGE.value} of UK convenience stores through trusted trade relationships.`,
    },
    {
      icon: "users",
      tone: "amber",
      title: "Dedicated Brand Strategist",
      description:
        "One named contact who knows your brand in detail, coordinates our work and reports to you on progress.",
    },
    {
      icon: "megaphone",
      tone: "slate",
      title: "In-Store Promotion",
      description:
        "Point-of-sale, sampling and trade promotions that help your products sell through, not just arrive on shelf.",
    },
    {
      icon: "truck",
      tone: "navy",
      title: "Reliable Logistics",
      description:
        `Regional warehousing and UK delivery in ${LEAD_TIMES.ukDelivery}, with a next-day option when retailers need it.`,
    },
    {
      icon: "chart-line",
      tone: "teal",
      title: "Transparent Reporting",
      description:
        "Regular updates on listings, orders and sell-through, with clear recommendations for the next stage of growth.",
    },
  ],
};

/** One stage of the partnership process as the partner page prints it. */
export interface PartnerStage {
  stage: string;
  title: string;
  description: string;
}

/** The six numbered stages, "01" to "06"; times come from `LEAD_TIMES`. */
export const PARTNER_PROCESS: SectionIntro & { stages: readonly PartnerStage[] } = {
  heading: "Your Path to UK Growth",
  intro: "Six clear stages take your brand from first conversation to nationwide distribution.",
  stages: [
    {
      stage: "01",
      title: "Initial Consultation",
      description:
        `You tell us about your brand, range and ambitions. Our specialists evaluate partnership potential within ${RESPONSE_PROMISE_HOURS.partnershipReview} hours.`,
    },
    {
      stage: "02",
      title: "Market Assessment",
      description:
        "We assess your category, competitors, pricing and regulatory requirements to confirm the opportunity and the best route in.",
    },
    {
      stage: "03",
      title: "Partnership Agreement",
      description:
        "We agree channels, targets, responsibilities and commercial terms in writing, so both sides know what success looks like.",
    },
    {
      stage: "04",
      title: "Onboarding",
      description:
        `Product setup, compliance checks, logistics and sell-in materials, typically completed in ${LEAD_TIMES.onboarding}.`,
    },
    {
      stage: "05",
      title: "Market Launch",
      description:
        `Your first retail placements, usually within ${LEAD_TIMES.firstPlacements}, supported by launch promotion in store.`,
    },
    {
      stage: "06",
      title: "Growth & Expansion",
      description:
        `Regular reviews and new listings build towards nationwide distribution within ${LEAD_TIMES.nationwideDistribution}.`,
    },
  ],
};

/** The ideal-partner checklist: five criteria. */
export const PARTNER_IDEAL: { heading: string; intro: string; criteria: readonly string[] } = {
  heading: "Is Your Brand a Good Fit?",
  intro: "We do our best work with brands that share these qualities.",
  criteria: [
    "A quality FMCG product with a clear point of difference",
    "Ambition to grow in the UK over the long term, not a one-off sale",
    "Packaging and labelling that meet UK requirements, or a willingness to adapt them",
    "Capacity to supply consistent volumes as distribution grows",
    "Openness to working collaboratively and sharing performance data",
  ],
};

/** Closing call to action, buttons verbatim from docs/requirements.md#partner. */
export const PARTNER_CLOSING = {
  heading: "Ready to Expand Into the UK?",
  text:
    "Tell us about your brand and we will show you how a partnership could work for your products.",
  primary: { label: "Start Your Expansion", href: "/contact" } satisfies CallToAction,
  secondary: { label: "View Our Services", href: "/services" } satisfies CallToAction,
} as const;
