/** Copy for /services/brand-management, in page order (docs/requirements.md#brand-management). */
import { STRATEGIST_EXPERIENCE } from "./figures.ts";
import { SERVICE_NAMES } from "./service_names.ts";
import type { CallToAction, Highlight, ProcessStep, SectionIntro } from "./types.ts";
import type { ImageKey } from "./images.ts";

/** Hero with its call to action. */
export const BRAND_MANAGEMENT_HERO = {
  eyebrow: SERVICE_NAMES.brandManagement,
  title: "Brand Management That Earns Its Place on UK Shelves",
  subtitle:
    "We prepare your brand for UK retail, put it in front of the right buyers and shoppers, and keep it growing once it is listed.",
  cta: { label: "Start Your Brand Journey", href: "/contact" } satisfies CallToAction,
  image: "brand-management-hero" satisfies ImageKey,
} as const;

/** The approach text under the hero. */
export const BRAND_MANAGEMENT_APPROACH = {
  heading: "Our Approach",
  paragraphs: [
    "A strong brand abroad is not automatically a strong brand in the UK. Shoppers, price points, pack formats and retailer expectations all differ, and buyers judge a new range on how well it fits their stores.",
    `Your dedicated brand strategist, supported by senior strategists with ${STRATEGIST_EXPERIENCE} of experience, adapts your positioning and materials to the UK market, then manages the brand through launch and beyond, with every decision tied to sell-through.`,
  ],
} as const;

/** The five delivery areas, titles verbatim from docs/requirements.md#brand-management. */
export const BRAND_MANAGEMENT_AREAS: SectionIntro & { areas: readonly Highlight[] } = {
  heading: "What We Deliver",
  intro: "Five connected areas of work, managed by one team so your brand speaks with one voice.",
  areas: [
    {
      icon: "target",
      title: "Strategic Positioning",
      description:
        "A clear UK proposition: who your brand is for, why it is different and where it sits on price against the category.",
    },
    {
      icon: "clipboard-check",
      title: "Retail Readiness",
      description:
        "Packaging, labelling, pricing and product information checked against UK rules and retailer requirements before the first pitch.",
    },
    {
      icon: "pen-tool",
      title: "Content & Activation",
      description:
        "Photography, copy and campaign assets adapted for UK shoppers, plus sampling and activations that create first trials.",
    },
    {
      icon: "presentation",
      title: "Trade Marketing",
      description:
        "Sell-in presentations, promotional plans and point-of-sale materials that give buyers and store teams reasons to back your range.",
    },
    {
      icon: "chart-bars",
      title: "Performance Tracking",
      description:
        "Regular reporting on distribution, rate of sale and promotional return, with clear recommendations on what to change.",
    },
  ],
};

/** The four-step process, titles verbatim from docs/requirements.md#brand-management. */
export const BRAND_MANAGEMENT_PROCESS: SectionIntro & { steps: readonly ProcessStep[] } = {
  heading: "How We Work",
  intro: "A structured process that turns an assessment of your brand into a campaign in store.",
  steps: [
    {
      step: "01",
      title: "Brand Audit & Analysis",
      icon: "search",
      description:
        "We review your brand, range, pricing and materials against the UK category, competitors and shopper expectations.",
    },
    {
      step: "02",
      title: "Strategy Development",
      icon: "lightbulb",
      description:
        "We define your UK positioning, target retailers, pricing structure and launch priorities, with goals we can measure.",
    },
    {
      step: "03",
      title: "Asset Creation",
      icon: "palette",
      description:
        "We produce the sell-in decks, product content, packaging adaptations and point-of-sale materials the plan requires.",
    },
    {
      step: "04",
      title: "Campaign Execution",
      icon: "rocket",
      description:
        "We launch with retail partners, run trade and shopper activity, and report on results so the plan keeps improving.",
    },
  ],
};

/** What a brand gains, with the mid-page call to action. */
export const BRAND_MANAGEMENT_OUTCOMES = {
  heading: "What You Can Expect",
  bullets: [
    "A UK positioning that buyers and shoppers understand at a glance",
    "Packaging and product information ready for UK retail requirements",
    "Sell-in materials that make a clear commercial case to buyers",
    "Trade and shopper marketing planned around your retail partners",
    "Regular performance reports with specific, practical recommendations",
    "One dedicated strategist accountable for your brand's progress",
  ],
  cta: { label: "Get Your Brand Assessment", href: "/contact" } satisfies CallToAction,
} as const;

/** Closing call to action; the note is verbatim from docs/requirements.md#brand-management. */
export const BRAND_MANAGEMENT_CLOSING = {
  heading: "Ready to Build Your Brand in the UK?",
  text:
    "Tell us where your brand stands today. We will assess its readiness for UK retail and recommend the first steps.",
  cta: { label: "Get Started Today", href: "/contact" } satisfies CallToAction,
  note: "No obligation • Quick response",
} as const;
