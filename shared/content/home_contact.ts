/**
 * Copy of the home page's two interactive sections, the FAQ and the contact form
 * (docs/requirements.md#home). The other sections' copy is in `home.ts`: a first visit does not
 * load it, because those sections are static parts (ADR 0013).
 */
import { RESPONSE_PROMISE_HOURS } from "./company.ts";
import { LEAD_TIMES } from "./figures.ts";
import { SERVICE_NAMES } from "./service_names.ts";
import type { CallToAction, FaqEntry, SectionIntro, SelectOption } from "./types.ts";

/** Where the in-page buttons scroll to: the contact section's anchor. */
export const TO_CONTACT_SECTION = "/#contact";

/** Home FAQ block: exactly five questions, the first open on load. */
export const HOME_FAQ: SectionIntro & { entries: readonly FaqEntry[] } = {
  heading: "Frequently Asked Questions",
  intro: "Straight answers to the questions brands ask us most often.",
  entries: [
    {
      question: "How quickly can my products reach UK shelves?",
      answer:
        `First retail placements typically follow within ${LEAD_TIMES.firstPlacements} of onboarding, and nationwide distribution within ${LEAD_TIMES.nationwideDistribution}, depending on your category and how launch-ready your products are. Onboarding itself usually takes ${LEAD_TIMES.onboarding}.`,
    },
    {
      question: "Do you work with international brands new to the UK?",
      answer:
        "Yes. Many of our partners are launching in the UK for the first time. We help with import logistics, UK labelling and compliance checks, pricing for the UK trade and introductions to the right buyers.",
    },
    {
      question: "Which product categories do you cover?",
      answer:
        "Our core categories are alternative nicotine products, functional and wellness drinks, energy products, confectionery and impulse snacks, health and beauty, and household items. We evaluate opportunities in other categories individually.",
    },
    {
      question: "What support do you offer beyond distribution?",
      answer:
        "Route-to-market planning, retail placement, point-of-sale materials, in-store activation and sampling, trade marketing and regular performance reporting, all coordinated by a dedicated brand strategist.",
    },
    {
      question: "How do we start working together?",
      answer:
        `Tell us about your brand and products through the contact form. Our specialists evaluate partnership potential within ${RESPONSE_PROMISE_HOURS.partnershipReview} hours and will suggest the next steps, starting with a market analysis for your range.`,
    },
  ],
};

/**
 * Interest options of the home form (docs/requirements.md#enquiry-fields). Interest is optional
 * there, yet docs/requirements.md#enquiry-validation wants every option to carry a non-empty value,
 * so a general enquiry comes first instead of a blank prompt.
 */
export const HOME_INTEREST_OPTIONS: readonly SelectOption[] = [
  { value: "general", label: "General Enquiry" },
  { value: "distribution", label: `${SERVICE_NAMES.distribution} Services` },
  { value: "marketing", label: SERVICE_NAMES.retailMarketing },
  { value: "partnership", label: "Brand Partnership" },
  { value: "tradecircle", label: "TradeCircle Retailer Network" },
  { value: "other", label: "Other" },
];

/** Contact section, anchor `contact`: heading, intro and the form's options. */
export const HOME_CONTACT = {
  heading: "Let's Talk About Your Brand",
  intro:
    `Tell us about your products and your plans for the UK. Our specialists evaluate partnership potential within ${RESPONSE_PROMISE_HOURS.partnershipReview} hours and reply with practical next steps.`,
  /** Scrolls smoothly to the form. */
  cta: { label: "Get in Touch", href: TO_CONTACT_SECTION } satisfies CallToAction,
  interestOptions: HOME_INTEREST_OPTIONS,
} as const;
