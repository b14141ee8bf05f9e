/** Copy for /distribution (docs/requirements.md#distribution). */
import {
  CONVENIENCE_COVERAGE,
  LEAD_TIMES,
  RETAIL_TOUCHPOINTS,
  WHOLESALE_PARTNERS,
} from "./figures.ts";
import { SERVICE_NAMES } from "./service_names.ts";
import type { CallToAction, Highlight, SectionIntro, Stat } from "./types.ts";
import type { ImageKey } from "./images.ts";

/** Hero. */
export const DISTRIBUTION_HERO = {
  eyebrow: SERVICE_NAMES.distribution,
  title: "UK Distribution You Can Build a Brand On",
  subtitle:
    "Warehousing, wholesale access and reliable delivery to retailers nationwide, managed by a team that knows the UK trade.",
  image: "distribution-hero" satisfies ImageKey,
} as const;

/** Stats strip, every value printed from `figures.ts` (docs/requirements.md#figures). */
export const DISTRIBUTION_STATS: readonly Stat[] = [
  RETAIL_TOUCHPOINTS,
  WHOLESALE_PARTNERS,
  CONVENIENCE_COVERAGE,
  { value: LEAD_TIMES.ukDelivery, label: "UK delivery" },
];

/** The six benefit cards. */
export const DISTRIBUTION_BENEFITS: SectionIntro & { cards: readonly Highlight[] } = {
  heading: "Why Brands Choose Our Distribution",
  intro:
    "Availability wins sales. Our network is built to keep your products in stock, on time and in the right stores.",
  cards: [
    {
      icon: "map-pin",
      title: "Nationwide Reach",
      description:
        `Access to ${RETAIL_TOUCHPOINTS.value} retail touchpoints and ${CONVENIENCE_COVERAGE.value} of UK convenience stores, from city centres to rural forecourts.`,
    },
    {
      icon: "warehouse",
      title: "Regional Warehousing",
      description:
        "Stock held in regional warehouses close to your customers, for quicker replenishment and fewer empty shelves.",
    },
    {
      icon: "truck",
      title: "Fast, Flexible Delivery",
      description:
        `UK delivery in ${LEAD_TIMES.ukDelivery}, with a next-day option when a retailer needs stock urgently.`,
    },
    {
      icon: "network",
      title: "Wholesale and Retail Access",
      description:
        `Relationships with ${WHOLESALE_PARTNERS.value} wholesale partners and direct routes into convenience, grocery and independent retail.`,
    },
    {
      icon: "chart-line",
      title: "Stock Visibility and Reporting",
      description:
        "Regular reports on orders, stock levels and sell-through, so you can plan production and promotions with confidence.",
    },
    {
      icon: "shield-check",
      title: "Compliance and Traceability",
      description:
        "Batch and date tracking, careful stock rotation and documented handling, ready for retailer audits and product recalls alike.",
    },
  ],
};

/** Closing call to action to /partner. */
export const DISTRIBUTION_CLOSING = {
  heading: "Put Your Products Within Reach of the Whole UK",
  text:
    `Partner with us and your range can move from first placements to nationwide distribution within ${LEAD_TIMES.nationwideDistribution}.`,
  cta: { label: "Become a Distribution Partner", href: "/partner" } satisfies CallToAction,
} as const;
