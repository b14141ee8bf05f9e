/**
 * Headings of the sections that show what staff publish (ADR 0014): the team and the brands on
 * /about, named case studies on /marketing. A section appears only when it has a published item:
 * the site never invents clients, people or figures.
 */
import type { SectionIntro } from "./types.ts";

/** /about: the people staff have published. */
export const TEAM_SECTION: SectionIntro = {
  heading: "The team behind your UK launch",
  intro: "The people who will plan, place and grow your brand in UK retail.",
};

/** /about: the brands staff have published. */
export const BRANDS_SECTION: SectionIntro = {
  heading: "Brands we work with",
  intro: "Some of the brands we distribute and grow in the UK.",
};

/** /marketing: named case studies, each with its brand, starting point, result and period. */
export const CASE_STUDIES_SECTION: SectionIntro = {
  heading: "Named case studies",
  intro: "Results for named brands, with where they started and over what period.",
};
