/**
 * The searchable FAQ: items, categories, interface strings and the filter rule
 * (docs/requirements.md#faq). The home page's five-question block is separate, in `home.ts`.
 */
import type { IconName } from "../components/icon.tsx";
import { COMPANY_NAME, RESPONSE_PROMISE_HOURS } from "./company.ts";
import { LEAD_TIMES, RETAIL_TOUCHPOINTS, WHOLESALE_PARTNERS } from "./figures.ts";
import type { CallToAction } from "./types.ts";

/** FAQ categories, in filter order. */
export const FAQ_CATEGORIES = ["General", "Services", "Partnership", "Logistics"] as const;

/** One FAQ category. */
export type FaqCategory = typeof FAQ_CATEGORIES[number];

/** A category filter value: one category, or "All" for every item. */
export type FaqCategoryFilter = FaqCategory | "All";

/** One FAQ item. `tags` widen what a search matches; `icon` decorates the question. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
  tags?: readonly string[];
  icon?: IconName;
}

/** Every FAQ item, grouped by category. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: "what-we-do",
    category: "General",
    icon: "building",
    question: `What does ${COMPANY_NAME} do?`,
    answer:
      "We are a UK distributor and brand-growth partner for fast-moving consumer goods. We help brands enter and grow in the UK through distribution, route-to-market planning, retail placement, brand management and in-store marketing, all coordinated by one team.",
    tags: ["about", "company", "overview"],
  },
  {
    id: "product-categories",
    category: "General",
    icon: "layers",
    question: "Which product categories do you work with?",
    answer:
      "Our core categories are alternative nicotine products, functional and wellness drinks, energy products, confectionery and impulse snacks, health and beauty, and household items. If your products fall outside these, we still evaluate each opportunity individually.",
    tags: ["categories", "beverages", "confectionery", "nicotine", "household", "beauty"],
  },
  {
    id: "international-brands",
    category: "General",
    icon: "globe",
    question: "Do you work with brands based outside the UK?",
    answer:
      "Yes, many of our partners are international brands launching in the UK for the first time. We coordinate import logistics, check packaging and labelling against UK rules, set UK trade pricing and introduce your range to the right buyers.",
    tags: ["international", "overseas", "import", "market entry"],
  },
  {
    id: "response-time",
    category: "General",
    icon: "clock",
    question: "How quickly will you respond to my enquiry?",
    answer:
      `We reply to every enquiry within ${RESPONSE_PROMISE_HOURS.reply} hours. For partnership enquiries, our specialists evaluate the potential of your brand within ${RESPONSE_PROMISE_HOURS.partnershipReview} hours and suggest the next steps.`,
    tags: ["response", "contact", "enquiry"],
  },
  {
    id: "getting-started",
    category: "General",
    icon: "rocket",
    question: "How do I get started?",
    answer:
      "Send us a short enquiry through the contact form with details of your brand, your products and your goals for the UK. Product specifications, current pricing and any existing retail listings help us give you a faster, more precise assessment.",
    tags: ["start", "contact", "enquiry", "proposal"],
  },
  {
    id: "marketing-support",
    category: "Services",
    icon: "megaphone",
    question: "What marketing support do you provide?",
    answer:
      "Support ranges from brand positioning and packaging adaptation to point-of-sale displays, in-store activations, sampling, trade promotions, retail media and social campaigns. Everything is planned around your retail partners so marketing and availability work together.",
    tags: ["marketing", "POS", "sampling", "promotion", "activation"],
  },
  {
    id: "uk-compliance",
    category: "Services",
    icon: "shield-check",
    question: "Can you help us meet UK labelling and product rules?",
    answer:
      "Yes. We check products against the rules for their category before launch. Pre-packed food and drink sold in Great Britain needs English labelling, emphasised allergens and a UK address for the food business operator or importer. Cosmetics need a UK Responsible Person and a product notification, household chemicals need GB CLP hazard labelling and UK REACH importer duties, and some goods need UKCA or CE marking. We tell you what must change and help you adapt.",
    tags: ["compliance", "labelling", "regulation", "UKCA", "UK REACH", "allergens"],
  },
  {
    id: "nicotine-products",
    category: "Services",
    icon: "wind",
    question: "How do you handle alternative nicotine products?",
    answer:
      "We confirm MHRA notifications and labelling before listing, and we support retailers with age-of-sale guidance. Alternative nicotine is a closely regulated category: nicotine vaping products must be notified to the MHRA before sale and meet the Tobacco and Related Products Regulations on strength, tank size and warnings, and single-use vapes can no longer be sold in the UK.",
    tags: ["nicotine", "vape", "pouches", "MHRA", "TRPR", "age verification"],
  },
  {
    id: "brand-management",
    category: "Services",
    icon: "target",
    question: "Can we use your brand management service on its own?",
    answer:
      "Yes. Brand Management covers strategic positioning, retail readiness, content and activation, trade marketing and performance tracking. Some partners use it alongside our distribution; others already have distribution in place and want a stronger brand presence in store.",
    tags: ["brand management", "positioning", "strategy"],
  },
  {
    id: "minimum-volumes",
    category: "Partnership",
    icon: "boxes",
    question: "Is there a minimum order or volume?",
    answer:
      "No, there is no fixed minimum. We agree opening volumes with each partner based on the channels and number of stores in the launch plan, then scale with demand. What matters most is that you can supply consistently as distribution grows.",
    tags: ["minimum order", "volumes", "MOQ", "stock"],
  },
  {
    id: "listing-fees",
    category: "Partnership",
    icon: "scale",
    question: "Do you charge listing fees?",
    answer:
      "No, we charge no listing fees, and assessing your products and partnership potential is free and without obligation. Any retailer listing, promotional or marketing costs are agreed in writing as part of the commercial terms before launch, so you know the full cost of going to market before you commit.",
    tags: ["fees", "costs", "pricing", "terms"],
  },
  {
    id: "onboarding-time",
    category: "Partnership",
    icon: "calendar",
    question: "How long does onboarding take?",
    answer:
      `Onboarding typically takes ${LEAD_TIMES.onboarding}, covering product setup, compliance checks, logistics and sell-in materials. First retail placements usually follow within ${LEAD_TIMES.firstPlacements}, with nationwide distribution within ${LEAD_TIMES.nationwideDistribution}.`,
    tags: ["onboarding", "timeline", "launch", "lead time"],
  },
  {
    id: "good-fit",
    category: "Partnership",
    icon: "check",
    question: "What makes a brand a good fit for partnership?",
    answer:
      "We work best with brands that have a quality product with a clear point of difference, a long-term ambition for the UK, the capacity to supply consistent volumes and a willingness to share performance data. Packaging that is UK-ready helps, but we can guide you through the changes.",
    tags: ["criteria", "eligibility", "requirements"],
  },
  {
    id: "dedicated-contact",
    category: "Partnership",
    icon: "users",
    question: "Will we have a dedicated contact?",
    answer:
      "Yes. Every partner has a dedicated brand strategist who coordinates our distribution, sales and marketing work for your brand and reports to you regularly on progress.",
    tags: ["account manager", "strategist", "support"],
  },
  {
    id: "warehousing",
    category: "Logistics",
    icon: "warehouse",
    question: "Where is stock stored?",
    answer:
      "Stock is held in regional warehouses close to the retailers we serve, with batch and date tracking and careful stock rotation. We confirm storage requirements, such as temperature or handling restrictions, during onboarding.",
    tags: ["warehouse", "storage", "stock"],
  },
  {
    id: "delivery-times",
    category: "Logistics",
    icon: "truck",
    question: "How quickly do you deliver to retailers?",
    answer:
      `UK delivery takes ${LEAD_TIMES.ukDelivery}, with a next-day option when a retailer needs stock urgently. Our network reaches ${RETAIL_TOUCHPOINTS.value} retail touchpoints through direct routes and ${WHOLESALE_PARTNERS.value} wholesale partners.`,
    tags: ["delivery", "lead time", "next day", "shipping"],
  },
  {
    id: "import-logistics",
    category: "Logistics",
    icon: "globe",
    question: "Can you manage importing our products into the UK?",
    answer:
      "Yes. We coordinate import logistics with our freight and customs partners, covering transport, customs declarations and duty, and delivery into our warehouses. We advise on the documents needed for your category before the first shipment leaves.",
    tags: ["import", "customs", "freight", "shipping"],
  },
  {
    id: "reporting",
    category: "Logistics",
    icon: "chart-line",
    question: "How will we know how our products are performing?",
    answer:
      "You receive regular reports on orders, stock levels, distribution and sell-through, with commentary from your brand strategist on what the figures mean and what we recommend next.",
    tags: ["reporting", "data", "sales", "performance"],
  },
];

/** Items open on first load of the searchable list; the reusable widget starts closed. */
export const DEFAULT_OPEN_FAQ_IDS: readonly string[] = ["getting-started", "onboarding-time"];

/** Interface strings of the FAQ widget and list, verbatim from docs/requirements.md#faq. */
export const FAQ_UI = {
  allQuestions: "All Questions",
  searchLabel: "Search questions",
  searchPlaceholder: "Search by keyword, for example delivery or onboarding",
  emptyTitle: "No questions found",
  emptyHint: "Try adjusting your search terms or category filter",
  expandAll: "Expand All",
  collapseAll: "Collapse All",
  stillHaveQuestions: {
    heading: "Still have questions?",
    text: "Our team will be glad to answer anything not covered here.",
    cta: { label: "Get in Touch", href: "/contact" } satisfies CallToAction,
  },
} as const;

/** Options for the category filter, "All Questions" first. */
export const FAQ_FILTER_OPTIONS: readonly { value: FaqCategoryFilter; label: string }[] = [
  { value: "All", label: FAQ_UI.allQuestions },
  ...FAQ_CATEGORIES.map((category) => ({ value: category, label: category })),
];

/** Criteria of {@linkcode filterFaqItems}; both default to "no filter". */
export interface FaqFilter {
  /** Text to look for; case-insensitive, trimmed, empty matches everything. */
  query?: string;
  /** Category to keep, or "All" (default). */
  category?: FaqCategoryFilter;
}

/**
 * The FAQ filter rule of docs/requirements.md#faq: an item matches when the query occurs, ignoring
 * case, in its question, its answer or any of its tags, AND its category equals the chosen one (or
 * the filter is "All"). Whitespace around the query is ignored, so "delivery " finds what
 * "delivery" finds. The items keep their order.
 *
 * @example
 * filterFaqItems(FAQ_ITEMS, { query: "ukca", category: "Services" }); // [the compliance item]
 */
export function filterFaqItems<T extends FaqItem>(
  items: readonly T[],
  { query = "", category = "All" }: FaqFilter = {},
): T[] {
  const needle = query.trim().toLowerCase();
  return items.filter((item) => {
    if (category !== "All" && item.category !== category) return false;
    if (needle === "") return true;
    return [item.question, item.answer, ...(item.tags ?? [])]
      .some((text) => text.toLowerCase().includes(needle));
  });
}
