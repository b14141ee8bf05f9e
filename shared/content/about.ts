/** Copy for /about, in page order (docs/requirements.md#about). */
import { COMPANY_NAME } from "./company.ts";
import {
  BRAND_PARTNERS,
  RETAIL_TOUCHPOINTS,
  STRATEGIST_EXPERIENCE,
  WHOLESALE_PARTNERS,
  YEARS_EXPERIENCE,
} from "./figures.ts";
import type { CallToAction, Highlight, SectionIntro } from "./types.ts";
import type { ImageKey } from "./images.ts";

/** Hero. */
export const ABOUT_HERO = {
  eyebrow: "About Us",
  title: "The UK Partner for Brands With Ambition",
  subtitle:
    `${COMPANY_NAME} helps FMCG brands from the UK and abroad reach UK shelves, and keeps them growing once they are there.`,
  image: "about-hero" satisfies ImageKey,
} as const;

/** The story, titled verbatim from docs/requirements.md#about. */
export const ABOUT_STORY = {
  heading: "Your UK Market Gateway",
  paragraphs: [
    `${COMPANY_NAME} began with a simple observation: good products were failing in the UK not because shoppers rejected them, but because they never reached the right shelves. Brands faced a fragmented market of wholesalers, retail groups, regulations and agencies, with nobody joining the pieces together.`,
    `With ${YEARS_EXPERIENCE.value} years in UK FMCG, we built the business to be that connection. Today we work with ${BRAND_PARTNERS.value} brands and ${WHOLESALE_PARTNERS.value} wholesale partners, reaching ${RETAIL_TOUCHPOINTS.value} retail touchpoints across the country.`,
    `Our team combines distribution, retail placement and marketing under one roof. Each partner has a dedicated brand strategist, supported by senior strategists with ${STRATEGIST_EXPERIENCE} of experience, who takes responsibility for the whole route to market rather than a single piece of it.`,
    "We measure ourselves by our partners' sell-through, not by the number of listings we sign. That keeps our advice honest and our attention on what matters: products that sell, and keep selling.",
  ],
} as const;

/** The four values, titles verbatim from docs/requirements.md#about. */
export const ABOUT_VALUES: SectionIntro & { values: readonly Highlight[] } = {
  heading: "What We Stand For",
  intro: "Four principles guide how we work with every brand and retailer.",
  values: [
    {
      icon: "zap",
      title: "Speed and Efficiency",
      description:
        "We move quickly from decision to delivery, with lean processes that get products to market without wasted time or cost.",
    },
    {
      icon: "lightbulb",
      title: "Innovative by Design",
      description:
        "We look for better ways to reach shoppers, from new retail formats to data-led planning, and build them into our service.",
    },
    {
      icon: "shield-check",
      title: "Reliability",
      description:
        "We do what we say, when we say it. Retailers count on our deliveries and brands count on our reporting.",
    },
    {
      icon: "handshake",
      title: "Growth Partnership",
      description:
        "We succeed when our partners do, so we plan for long-term growth rather than a single launch.",
    },
  ],
};

/** Closing calls to action to /partner and /contact. */
export const ABOUT_CLOSING = {
  heading: "Let's Grow Your Brand Together",
  text:
    "Whether you are launching in the UK or ready for the next stage of growth, we would like to hear about your products.",
  primary: { label: "Become a Partner", href: "/partner" } satisfies CallToAction,
  secondary: { label: "Contact Us", href: "/contact" } satisfies CallToAction,
} as const;
