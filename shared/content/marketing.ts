/** Copy for /marketing, in page order (docs/requirements.md#marketing). */
import { STRATEGIST_EXPERIENCE } from "./figures.ts";
import { SERVICE_NAMES } from "./service_names.ts";
import type { CallToAction, ProcessStep, SectionIntro, ServiceCard, Stat } from "./types.ts";
import type { ImageKey } from "./images.ts";

/** Hero with its call to action, verbatim from docs/requirements.md#marketing. */
export const MARKETING_HERO = {
  eyebrow: SERVICE_NAMES.retailMarketing,
  title: "Marketing That Turns UK Shoppers Into Loyal Customers",
  subtitle:
    "Strategy, creative and campaigns for FMCG brands in the UK, planned around the stores and shelves where your products are sold.",
  cta: { label: "Start Your Marketing Journey", href: "/contact" } satisfies CallToAction,
  image: "marketing-hero" satisfies ImageKey,
} as const;

/**
 * The two lists shown side by side (docs/requirements.md#marketing: six expertise items, nine
 * channels), told apart here by their headings.
 */
export const MARKETING_CAPABILITIES = {
  expertise: {
    heading: "Our Expertise",
    items: [
      "Brand strategy and positioning",
      "Integrated advertising",
      "Creative concept development",
      "Brand identity and packaging design",
      "Shopper and trade marketing",
      "Campaign planning and measurement",
    ],
  },
  channels: {
    heading: "Channels we activate",
    items: [
      "In-store and point of sale",
      "Sampling and experiential",
      "Retail media networks",
      "Social media",
      "Creator and influencer partnerships",
      "Paid search and digital display",
      "Out-of-home advertising",
      "Trade press and industry events",
      "E-commerce marketplaces",
    ],
  },
} as const;

/** The six service cards, four features each. */
export const MARKETING_SERVICES: SectionIntro & { cards: readonly ServiceCard[] } = {
  heading: "Marketing Services",
  intro:
    `Senior strategists with ${STRATEGIST_EXPERIENCE} of experience lead every brief, from first positioning work to campaigns in market.`,
  cards: [
    {
      icon: "lightbulb",
      title: "Strategic Brand Consultancy",
      description:
        "Independent advice on where your brand should play in the UK, how to win there and what it will take.",
      features: [
        "UK market and category assessment",
        "Competitor and price positioning review",
        "Target shopper definition",
        "Prioritised growth roadmap",
      ],
    },
    {
      icon: "megaphone",
      title: "Integrated Advertising Campaigns",
      description:
        "Campaigns that join up digital, out-of-home, retail media and in-store activity behind one clear idea.",
      features: [
        "Channel planning and media buying",
        "Retail media and shopper advertising",
        "Social and creator content",
        "Consistent messaging across every touchpoint",
      ],
    },
    {
      icon: "sparkles",
      title: "Creative Concept Development",
      description:
        "Ideas built on real shopper insight that make your brand memorable and give people a reason to choose it.",
      features: [
        "Shopper insight workshops",
        "Campaign concepts and storyboards",
        "Concept testing with target shoppers",
        "Tone of voice and key messages",
      ],
    },
    {
      icon: "palette",
      title: "Brand Identity & Design",
      description:
        "Identity and packaging design that stands out on a busy UK shelf and meets UK labelling requirements.",
      features: [
        "Logo and visual identity systems",
        "Packaging design and UK adaptation",
        "Point-of-sale and display design",
        "Brand guidelines for partners",
      ],
    },
    {
      icon: "calendar",
      title: "Campaign Strategy & Planning",
      description:
        "A marketing calendar aligned with retailer promotions, seasonal peaks and your commercial targets.",
      features: [
        "Annual and seasonal campaign calendars",
        "Budget allocation by channel",
        "Retailer promotion alignment",
        "Measurement plans and target setting",
      ],
    },
    {
      icon: "rocket",
      title: "Brand Transformation",
      description:
        "A structured refresh for established brands that need to reconnect with shoppers or move into new segments.",
      features: [
        "Brand health and perception audit",
        "Repositioning strategy",
        "Range and packaging refresh",
        "Relaunch campaign and trade communication",
      ],
    },
  ],
};

/**
 * Four-step creative process; titles and durations verbatim from docs/requirements.md#marketing.
 */
export const MARKETING_PROCESS: SectionIntro & { steps: readonly ProcessStep[] } = {
  heading: "Our Creative Process",
  intro: "A clear sequence from thinking to results, with agreed deliverables at each stage.",
  steps: [
    {
      step: "01",
      title: "Strategic Thinking",
      duration: "2-3 weeks",
      icon: "search",
      description:
        "We analyse your market, category and shoppers to define the problem worth solving and the goals to measure.",
    },
    {
      step: "02",
      title: "Creative Concept",
      duration: "3-4 weeks",
      icon: "lightbulb",
      description:
        "We develop and test concepts with target shoppers, then refine the strongest idea with you.",
    },
    {
      step: "03",
      title: "Creative Crafting",
      duration: "4-6 weeks",
      icon: "pen-tool",
      description:
        "We produce the finished assets: design, copy, film, point of sale and digital formats, ready for every channel.",
    },
    {
      step: "04",
      title: "Campaign Integration",
      duration: "Ongoing",
      icon: "chart-line",
      description:
        "We launch across channels and retail partners, track performance and optimise the campaign as results come in.",
    },
  ],
};

/** One anonymised success story; `metric` is its headline figure. */
export interface SuccessStory {
  client: string;
  challenge: string;
  solution: string;
  result: string;
  metric: Stat;
}

/** The three success stories, with the three headline metrics. */
export const MARKETING_SUCCESS_STORIES: SectionIntro & { stories: readonly SuccessStory[] } = {
  heading: "Success Stories",
  intro: "Three examples of what focused UK marketing has achieved for our partners.",
  stories: [
    {
      client: "A Scandinavian functional drinks brand",
      challenge:
        "Well known at home but unknown in the UK, with a premium price in a crowded chiller.",
      solution:
        "We repositioned the range around its functional benefits for UK shoppers and ran convenience-store sampling supported by social and retail media.",
      result:
        "Awareness among target shoppers rose sharply, giving buyers the evidence to extend the listing.",
      metric: { value: "300%", label: "Brand awareness" },
    },
    {
      client: "A family-owned Dutch confectionery maker",
      challenge:
        "Strong products held back by packaging and price points that did not suit UK impulse shelves.",
      solution:
        "We adapted the packs for UK retail, introduced a price-marked format and built a till-point display programme with wholesale partners.",
      result:
        "Retailers took the range on with confidence, and it spread quickly through wholesale and convenience.",
      metric: { value: "150%", label: "Distribution growth" },
    },
    {
      client: "An Australian natural skincare brand",
      challenge:
        "A new name in UK health and beauty, competing with established brands for shopper trust.",
      solution:
        "We built a clear UK proposition around its natural ingredients, refreshed its on-shelf communication and ran in-store demonstrations.",
      result:
        "Shoppers who met the brand in store were far more willing to buy, strengthening the case for wider listings.",
      metric: { value: "85%", label: "Purchase intent" },
    },
  ],
};

/** Closing buttons, verbatim from docs/requirements.md#marketing. */
export const MARKETING_CLOSING = {
  heading: "Ready to Make Your Brand Stand Out?",
  text:
    "Share your goals with us and we will outline a marketing strategy built for UK shoppers and retailers.",
  primary: { label: "Get Your Marketing Strategy", href: "/contact" } satisfies CallToAction,
  secondary: { label: "Partner With Us", href: "/partner" } satisfies CallToAction,
} as const;
