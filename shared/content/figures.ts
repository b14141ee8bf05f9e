/**
 * Business figures claimed on the site (docs/requirements.md#figures): every claim lives here once
 * and pages print it from here, so two pages can never disagree again.
 *
 * Earlier copy printed two different touchpoint figures (30,000+ and 5,000+). We publish one:
 * 30,000+, the figure consistent with 60% coverage of the UK's convenience stores.
 */

/** A figure as printed: the value ("10+") and what it counts ("years experience"). */
export interface BusinessFigure {
  value: string;
  label: string;
}

/** Years of experience in UK FMCG. */
export const YEARS_EXPERIENCE: BusinessFigure = { value: "10+", label: "Years experience" };

/** Retail touchpoints reached through the network. */
export const RETAIL_TOUCHPOINTS: BusinessFigure = {
  value: "30,000+",
  label: "Retail touchpoints",
};

/** Wholesale partners in the network. */
export const WHOLESALE_PARTNERS: BusinessFigure = { value: "100+", label: "Wholesale partners" };

/** Brands the company has partnered with. */
export const BRAND_PARTNERS: BusinessFigure = { value: "100+", label: "Brand partners" };

/** Share of UK convenience stores covered. */
export const CONVENIENCE_COVERAGE: BusinessFigure = {
  value: "60%",
  label: "UK convenience store coverage",
};

/** Lead times promised to new partners. */
export const LEAD_TIMES = {
  onboarding: "4-6 weeks",
  firstPlacements: "4-8 weeks",
  nationwideDistribution: "3-6 months",
  ukDelivery: "24-48 hours",
} as const;

/** Seniority of the strategy team. */
export const STRATEGIST_EXPERIENCE = "10+ years";
