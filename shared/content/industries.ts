/**
 * The six industry categories the company works in (docs/requirements.md#industries) and the home
 * page's industry expertise section that presents them (docs/requirements.md#home). Kept apart from
 * `home.ts` because other pages may list the categories too.
 */
import { PROPOSAL_CONTACT_HREF } from "./site_links.ts";
import type { CallToAction, IndustryCategory, SectionIntro } from "./types.ts";

/** The six categories, in the required order, each with four expertise items. */
export const INDUSTRY_CATEGORIES: readonly IndustryCategory[] = [
  {
    icon: "wind",
    title: "Alternative Nicotine Products",
    description:
      "A fast-moving, closely regulated category where compliance and retailer confidence come first.",
    expertise: [
      "Nicotine pouches and reusable vaping products",
      "MHRA notification and labelling checks",
      "Age-of-sale guidance for retail partners",
      "Convenience and forecourt placement",
    ],
  },
  {
    icon: "cup-soda",
    title: "Beverages (functional and wellness drinks)",
    description:
      "Functional and wellness drinks for UK shoppers who read the label and expect the benefit it promises.",
    expertise: [
      "Functional, protein and botanical drinks",
      "Chilled and ambient range planning",
      "Nutrition and health claims review",
      "Sampling and trial programmes",
    ],
  },
  {
    icon: "zap",
    title: "Energy Products",
    description:
      "Energy drinks and shots competing for space in one of convenience retail's busiest chillers.",
    expertise: [
      "Energy drinks and shots",
      "Chiller and impulse positioning",
      "High-caffeine labelling requirements",
      "Price-marked pack strategy",
    ],
  },
  {
    icon: "candy",
    title: "Confectionery & Impulse Snacks",
    description:
      "Impulse lines that win on visibility, price point and availability close to the till.",
    expertise: [
      "Chocolate, sweets and snacking ranges",
      "Till-point and impulse placement",
      "HFSS placement rules in England",
      "Seasonal and limited-edition launches",
    ],
  },
  {
    icon: "heart-pulse",
    title: "Health & Beauty",
    description:
      "Personal care, wellness and beauty brands entering UK pharmacy, grocery and convenience.",
    expertise: [
      "Personal care and cosmetics",
      "Vitamins and food supplements",
      "UK Responsible Person and product notification",
      "Pharmacy and grocery channel access",
    ],
  },
  {
    icon: "spray-can",
    title: "Household Items",
    description:
      "Everyday household essentials, where reliable availability and sharp pricing decide the sale.",
    expertise: [
      "Cleaning and laundry products",
      "Home care and kitchen essentials",
      "GB CLP hazard labelling checks",
      "Multi-buy and value-pack planning",
    ],
  },
];

/** Industry expertise section on the home page, with its two buttons. */
export const HOME_INDUSTRIES: SectionIntro & {
  categories: readonly IndustryCategory[];
  otherCategory: { heading: string; text: string };
  proposalCta: CallToAction;
  partnershipCta: CallToAction;
} = {
  heading: "Industry Expertise",
  intro:
    "We specialise in the categories where UK convenience and grocery retail move fastest, and we know the rules, buyers and shoppers in each.",
  categories: INDUSTRY_CATEGORIES,
  otherCategory: {
    heading: "Don't See Your Category?",
    text:
      "We evaluate each opportunity individually. If your products are ready for UK retail, we would like to hear about them, whatever the category.",
  },
  /**
   * The on-site proposal route: the contact form with "Brand Partnership" preselected. A configured
   * external form (`SiteLinks.proposalFormUrl`) replaces it and opens in a new tab.
   */
  proposalCta: { label: "Submit Your Proposal", href: PROPOSAL_CONTACT_HREF },
  /** Scrolls to the home page's contact section. */
  partnershipCta: { label: "Start Your Partnership", href: "/#contact" },
};
