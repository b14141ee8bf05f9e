/**
 * Copy for the home page, one export per section in page order (docs/requirements.md#home). Figures
 * are printed from `figures.ts`; the six industry categories live in `industries.ts`; the FAQ and
 * the contact section, the parts that hydrate, are in `home_contact.ts` so the browser's home
 * bundle carries only their copy (ADR 0013).
 */
import { COMPANY_NAME } from "./company.ts";
import { TO_CONTACT_SECTION } from "./home_contact.ts";
import {
  BRAND_PARTNERS,
  CONVENIENCE_COVERAGE,
  LEAD_TIMES,
  RETAIL_TOUCHPOINTS,
  STRATEGIST_EXPERIENCE,
  WHOLESALE_PARTNERS,
  YEARS_EXPERIENCE,
} from "./figures.ts";
import type { ImageKey } from "./images.ts";
import { SERVICE_NAMES, SERVICE_PATHS } from "./service_names.ts";
import type {
  CallToAction,
  Highlight,
  MarketingTile,
  ProcessStep,
  SectionIntro,
  ServiceCard,
  Stat,
} from "./types.ts";

/** Hero: headline verbatim from docs/requirements.md#home, four highlights and two buttons. */
export const HOME_HERO = {
  headline: "Your Trusted Partner for UK Market Growth",
  tagline:
    "We deliver success for food, drink and consumer brands in the UK market, with distribution, retail placement and marketing run by one team that knows the UK trade.",
  highlights: [
    {
      icon: "rocket",
      title: "Fast Market Entry",
      description:
        `Onboarding in ${LEAD_TIMES.onboarding}, with first retail placements in ${LEAD_TIMES.firstPlacements}.`,
    },
    {
      icon: "map-pin",
      title: "Nationwide Coverage",
      description:
        `${RETAIL_TOUCHPOINTS.value} retail touchpoints and ${CONVENIENCE_COVERAGE.value} of UK convenience stores within reach.`,
    },
    {
      icon: "headset",
      title: "Dedicated Support",
      description:
        "A dedicated brand strategist who knows your range, your targets and your buyers.",
    },
    {
      icon: "trending-up",
      title: "Results-Driven",
      description:
        "Clear targets, regular sell-through reporting and decisions led by the numbers.",
    },
  ] satisfies readonly Highlight[],
  /** Scrolls smoothly to the services section. */
  servicesCta: { label: "Our Services", href: "/#services" } satisfies CallToAction,
  contactCta: { label: "Contact Us", href: "/contact" } satisfies CallToAction,
  image: "home-hero" satisfies ImageKey,
} as const;

/** Stats strip under the hero. */
export const HOME_STATS: readonly Stat[] = [
  { value: "Growing", label: "Brand network" },
  { value: "UK-Wide", label: "Coverage" },
  { value: "Proven", label: "Track record" },
  { value: YEARS_EXPERIENCE.value, label: "Years experience" },
];

/** Services section, anchor `services`: four cards of three features each. */
export const HOME_SERVICES: SectionIntro & { cards: readonly ServiceCard[] } = {
  heading: "Services Built for UK Market Growth",
  intro:
    "From the first conversation with a buyer to stock on the shelf and shoppers at the till, we cover every step a brand needs to sell well in the UK.",
  cards: [
    {
      icon: "truck",
      title: "FMCG Distribution",
      description:
        "Dependable stock flow from our warehouse network to wholesalers, convenience chains and independent retailers across the UK.",
      features: [
        "Nationwide wholesale and retail distribution",
        `UK delivery in ${LEAD_TIMES.ukDelivery}, with a next-day option`,
        "Orders, stock and invoicing managed for you",
      ],
    },
    {
      icon: "route",
      title: "Route to Market Strategy",
      description:
        "A clear plan for where your products should sell, at what price and through which channels, before the first pallet moves.",
      features: [
        "Channel and retailer prioritisation",
        "Pricing and margin structure for the UK trade",
        "Launch timeline with measurable milestones",
      ],
    },
    {
      icon: "store",
      title: "Retail Placement & Visibility",
      description:
        "Listings in the right stores and positions on the right shelves, so shoppers see your products where they decide to buy.",
      features: [
        "Introductions to retail and wholesale buyers",
        "Planogram and shelf positioning support",
        "Point-of-sale materials and in-store compliance checks",
      ],
    },
    {
      icon: "sparkles",
      title: "Brand Activation & Sampling",
      description:
        "Sampling, promotions and in-store events that put your product in shoppers' hands and turn first trials into repeat purchases.",
      features: [
        "In-store and event sampling programmes",
        "Promotional campaigns with retail partners",
        "Shopper feedback and conversion reporting",
      ],
    },
  ],
};

/** Distribution excellence section. */
export const HOME_DISTRIBUTION = {
  heading: "Distribution Excellence",
  intro:
    "Getting products onto shelves is half the job. Keeping them there takes dependable logistics, sensible routes and an honest view of what is selling.",
  points: [
    {
      icon: "warehouse",
      title: "Regional warehouse access",
      description:
        "Stock held close to your customers, so replenishment is quick and deliveries arrive when retailers expect them.",
    },
    {
      icon: "route",
      title: "Practical route planning",
      description:
        "Deliveries planned around store locations, drop sizes and trading hours, keeping costs down and service levels up.",
    },
    {
      icon: "chart-line",
      title: "Performance tracking and feedback loops",
      description:
        "Regular reports on orders, sell-through and availability, with feedback from the field that shapes the next decision.",
    },
  ] satisfies readonly Highlight[],
  cta: {
    label: "Discuss Your Distribution Needs",
    href: TO_CONTACT_SECTION,
  } satisfies CallToAction,
  link: {
    label: `Explore ${SERVICE_NAMES.distribution}`,
    href: SERVICE_PATHS.distribution,
  } satisfies CallToAction,
  image: "home-distribution" satisfies ImageKey,
} as const;

/** Retail marketing section: three picture tiles. */
export const HOME_RETAIL_MARKETING = {
  eyebrow: SERVICE_NAMES.retailMarketing,
  heading: "Retail Marketing That Moves Product",
  intro:
    "A listing earns its keep only when shoppers notice it. We plan and run the in-store marketing that turns shelf space into sales.",
  tiles: [
    {
      image: "tile-pos-displays",
      title: "Custom POS Displays",
      description:
        "Point-of-sale displays designed for UK store formats, from counter units to floor stands, built to earn their space.",
    },
    {
      image: "tile-in-store-activations",
      title: "In-Store Activations",
      description:
        "Sampling days, demonstrations and promotions that introduce your brand to shoppers at the moment they choose.",
    },
    {
      image: "tile-strategic-placement",
      title: "Strategic Placement",
      description:
        "Shelf positions, secondary sites and till-point space agreed with retailers to give your range the visibility it needs.",
    },
  ] satisfies readonly MarketingTile[],
  cta: {
    label: "Discuss Your Marketing Strategy",
    href: TO_CONTACT_SECTION,
  } satisfies CallToAction,
  link: {
    label: `Explore ${SERVICE_NAMES.retailMarketing}`,
    href: SERVICE_PATHS.retailMarketing,
  } satisfies CallToAction,
} as const;

/** Partnership section, anchor `partner`. */
export const HOME_PARTNERSHIP = {
  heading: "A Partnership Built Around Your Brand",
  intro:
    "We work as an extension of your team in the UK: one partner for sales, placement, marketing and logistics, accountable for the results.",
  points: [
    {
      icon: "network",
      title: "Multi-channel sales network",
      description:
        "Retail, wholesale and e-commerce channels working together, so your products reach shoppers wherever they buy.",
    },
    {
      icon: "target",
      title: "Strategic product placement",
      description:
        "Listings chosen for fit, not volume alone: the stores, shelves and positions where your range will sell through.",
    },
    {
      icon: "megaphone",
      title: "Custom marketing support",
      description:
        "Trade and shopper marketing shaped around your brand, your budget and the retailers you are building with.",
    },
    {
      icon: "truck",
      title: "Efficient logistics",
      description:
        `Warehousing, order handling and UK delivery in ${LEAD_TIMES.ukDelivery}, managed end to end by our team.`,
    },
  ] satisfies readonly Highlight[],
  cta: { label: "Contact Us", href: "/contact" } satisfies CallToAction,
  image: "home-partnership" satisfies ImageKey,
} as const;

/** Four-step partnership process, "01" to "04". */
export const HOME_PROCESS: SectionIntro & { steps: readonly ProcessStep[] } = {
  heading: "How Our Partnership Works",
  intro:
    "A clear, staged path from first conversation to steady growth, with agreed milestones at every step.",
  steps: [
    {
      step: "01",
      title: "Market Analysis",
      icon: "search",
      description:
        "We study your category, competitors, pricing and the UK shoppers most likely to buy your products.",
    },
    {
      step: "02",
      title: "Partnership Setup",
      icon: "handshake",
      description:
        `We agree targets, channels and commercial terms, and complete onboarding in ${LEAD_TIMES.onboarding}.`,
    },
    {
      step: "03",
      title: "Market Launch",
      icon: "rocket",
      description:
        `Your products reach their first retail shelves, typically within ${LEAD_TIMES.firstPlacements}, backed by launch marketing.`,
    },
    {
      step: "04",
      title: "Growth & Optimisation",
      icon: "trending-up",
      description:
        `We track sell-through, refine the plan and build towards nationwide distribution within ${LEAD_TIMES.nationwideDistribution}.`,
    },
  ],
};

/** About block, anchor `about`. */
export const HOME_ABOUT = {
  heading: `About ${COMPANY_NAME}`,
  paragraphs: [
    `${COMPANY_NAME} is a UK distributor and brand-growth partner for fast-moving consumer goods. With ${YEARS_EXPERIENCE.value} years in UK FMCG, we help brands from home and abroad reach the shelves, and the shoppers, that matter to them.`,
    "We bring distribution, retail placement and marketing together in one team, so you deal with one partner who understands the UK trade and is accountable for the whole route to market.",
  ],
  bullets: [
    "Distribution, placement and marketing from one accountable team",
    `A dedicated brand strategist, backed by senior strategists with ${STRATEGIST_EXPERIENCE} of experience`,
    "Established relationships with UK wholesalers and retailers",
    "Clear commercial terms and honest, regular reporting",
  ],
  cta: { label: "Discuss Your Products", href: TO_CONTACT_SECTION } satisfies CallToAction,
  link: { label: "More about us", href: "/about" } satisfies CallToAction,
  image: "home-about" satisfies ImageKey,
} as const;

/** Trust block: the business figures behind the promise (docs/requirements.md#figures). */
export const HOME_TRUST = {
  heading: "Why Brands Trust Us",
  points: [
    {
      icon: "award",
      title: `${YEARS_EXPERIENCE.value} years in UK FMCG`,
      description: "Experience of the buyers, formats and seasons that shape UK retail.",
    },
    {
      icon: "handshake",
      title: `${BRAND_PARTNERS.value} brand partners`,
      description: "UK and international brands that trust us with their route to market.",
    },
    {
      icon: "store",
      title: `${RETAIL_TOUCHPOINTS.value} retail touchpoints`,
      description: "A network reaching convenience, grocery and independent stores nationwide.",
    },
    {
      icon: "warehouse",
      title: `${WHOLESALE_PARTNERS.value} wholesale partners`,
      description: "Wholesale relationships that put your range in front of UK retailers.",
    },
  ] satisfies readonly Highlight[],
} as const;

/**
 * Insights teaser, anchor `insights`: the three newest published articles, newest first, read
 * from the published content (ADR 0014).
 */
export const HOME_INSIGHTS: SectionIntro & {
  /** How many of the newest published insights the teaser shows. */
  count: number;
  viewAll: CallToAction;
} = {
  heading: "Latest Insights",
  intro:
    "Analysis of the trends, channels and regulations shaping UK FMCG, from the team working in the market every day.",
  count: 3,
  viewAll: { label: "View All Insights", href: "/insights" },
};
