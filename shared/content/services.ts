/** Copy for /services, in page order (docs/requirements.md#services). */
import { COMPANY_NAME } from "./company.ts";
import { LEAD_TIMES, RETAIL_TOUCHPOINTS, STRATEGIST_EXPERIENCE } from "./figures.ts";
import { SERVICE_NAMES, SERVICE_PATHS } from "./service_names.ts";
import type { CallToAction, SectionIntro } from "./types.ts";
import type { ImageKey } from "./images.ts";

/** Hero: title verbatim from docs/requirements.md#services. */
export const SERVICES_HERO = {
  title: "Our Services",
  subtitle:
    "Distribution, brand management and retail marketing for FMCG brands growing in the UK, delivered by one team from first listing to repeat purchase.",
  image: "services-hero" satisfies ImageKey,
} as const;

/** A section with a heading and one or more paragraphs. */
export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
}

/** The two intro sections under the hero. */
export const SERVICES_INTRO: readonly [TextSection, TextSection] = [
  {
    heading: "Your Complete Route to UK Retail",
    paragraphs: [
      "Launching in the UK means winning over buyers, meeting local regulations, moving stock reliably and persuading shoppers to pick your product over a familiar one. Most brands juggle several agencies and suppliers to do it.",
      "We bring those pieces together. Our team plans your route to market, secures listings, runs the logistics and supports your products in store, so every part of the launch pulls in the same direction.",
    ],
  },
  {
    heading: "Built Around Your Brand",
    paragraphs: [
      `Every partner has a dedicated brand strategist, supported by senior strategists with ${STRATEGIST_EXPERIENCE} of experience in UK FMCG. They learn your range, your margins and your ambitions before recommending a single channel.`,
      "We agree measurable goals at the start and report against them regularly, so you always know what is selling, where, and what we plan to do next.",
    ],
  },
];

/** Teaser linking to the brand management page. */
export const SERVICES_BRAND_MANAGEMENT_TEASER: SectionIntro & { link: CallToAction } = {
  heading: SERVICE_NAMES.brandManagement,
  intro:
    "Positioning, retail readiness, content, trade marketing and performance tracking: a complete brand management service that prepares your brand for UK shelves and keeps it growing once it is there.",
  link: {
    label: `Explore ${SERVICE_NAMES.brandManagement}`,
    href: SERVICE_PATHS.brandManagement,
  },
};

/** Teaser linking to the distribution page. */
export const SERVICES_DISTRIBUTION_TEASER: SectionIntro & { link: CallToAction } = {
  heading: SERVICE_NAMES.distribution,
  intro:
    `A network of ${RETAIL_TOUCHPOINTS.value} retail touchpoints, regional warehousing and UK delivery in ${LEAD_TIMES.ukDelivery}, managed end to end so your products stay available where shoppers look for them.`,
  link: { label: `Explore ${SERVICE_NAMES.distribution}`, href: SERVICE_PATHS.distribution },
};

/** Heading of the page's FAQ, shown with category filters and without search. */
export const SERVICES_FAQ: SectionIntro = {
  heading: "Questions About Our Services",
  intro: "Filter by topic to find answers about our services, partnerships and logistics.",
};

/** Closing call to action, buttons verbatim from docs/requirements.md#services. */
export const SERVICES_CLOSING = {
  heading: "Ready to Grow Your Brand in the UK?",
  text:
    "Tell us about your products and where you want to take them. We will show you a practical route to UK shelves.",
  primary: { label: "Get Started Today", href: "/contact" } satisfies CallToAction,
  secondary: { label: "Become a Partner", href: "/partner" } satisfies CallToAction,
} as const;

/**
 * Fields of the page's schema.org `Service` structured data. The page adds the `@type`,
 * `@context` and the provider's URL.
 */
export const SERVICE_STRUCTURED_DATA = {
  name: "FMCG Distribution and Brand Growth Services",
  description:
    "UK distribution, route-to-market strategy, retail placement, brand management and retail marketing for fast-moving consumer goods brands.",
  provider: { name: COMPANY_NAME },
  areaServed: "United Kingdom",
  serviceType: [
    "FMCG Distribution",
    "Route to Market Strategy",
    "Retail Placement & Visibility",
    "Brand Activation & Sampling",
    SERVICE_NAMES.brandManagement,
    SERVICE_NAMES.retailMarketing,
  ],
} as const;
