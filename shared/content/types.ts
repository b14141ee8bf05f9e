/**
 * Shapes shared by the content modules (docs/requirements.md#content). Page components render
 * these; the copy itself lives in one module per page beside this file.
 */
import type { IconName } from "../components/icon.tsx";
import type { ImageKey } from "./images.ts";

/**
 * A path on this site, always starting with "/" ("/contact", "/#contact"). Outbound links come
 * only from the deployment's configuration (`site_links.ts`), so content cannot invent one.
 */
export type InternalHref = `/${string}`;

/**
 * A button or link to a page of this site; `/#id` targets a home-page section
 * (docs/requirements.md#home).
 */
export interface CallToAction {
  label: string;
  href: InternalHref;
}

/** A section's heading and the paragraph under it. */
export interface SectionIntro {
  heading: string;
  intro: string;
}

/** An icon with a short title and one line of supporting text (hero highlights, value lists). */
export interface Highlight {
  icon: IconName;
  title: string;
  description: string;
}

/** One entry in a stats strip: the big value and what it measures ("10+", "Years experience"). */
export interface Stat {
  value: string;
  label: string;
}

/** A service card: icon, title, short description and bullet features. */
export interface ServiceCard {
  icon: IconName;
  title: string;
  description: string;
  features: readonly string[];
}

/**
 * One step of a numbered process. `step` is the printed number ("01"); `duration` is
 * shown on the marketing page's creative process ("2-3 weeks").
 */
export interface ProcessStep {
  step: string;
  title: string;
  description: string;
  icon?: IconName;
  duration?: string;
}

/**
 * An industry category the company works in (docs/requirements.md#industries), with its expertise
 * items.
 */
export interface IndustryCategory {
  icon: IconName;
  title: string;
  description: string;
  expertise: readonly string[];
}

/** A picture tile in the home page's retail marketing section. */
export interface MarketingTile {
  image: ImageKey;
  title: string;
  description: string;
}

/**
 * Accent of a partner advantage card (the "colour" of docs/requirements.md#partner), named by role
 * not by hex value.
 */
export type Tone = "navy" | "teal" | "amber" | "slate";

/** A benefit card on the partner page. */
export interface PartnerAdvantage {
  title: string;
  description: string;
  icon: IconName;
  tone: Tone;
}

/** A question and its answer, as the home FAQ block shows them. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** An option of a form's select; `value` is what the form submits. */
export interface SelectOption {
  value: string;
  label: string;
}

/**
 * Search-engine and social-card text for one page (docs/requirements.md#page-meta). `title` is the
 * full document title, printed as is; `noindex` marks pages that must stay out of search results.
 */
export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
  noindex?: boolean;
}

/** Kind of page, as schema.org names it (structured data). */
export type WebPageKind =
  | "WebPage"
  | "AboutPage"
  | "ContactPage"
  | "CollectionPage"
  | "SearchResultsPage";

/** Everything the head of a page with fixed metadata shows (see `page_meta.ts`). */
export interface PageHead extends PageMeta {
  /** Short name: breadcrumbs, the structured data's page name, the social card's title. */
  name: string;
  /** schema.org kind of the page (default "WebPage"). */
  kind?: WebPageKind;
  /** For a service page: the schema.org `serviceType` of its Service node. */
  serviceType?: string | readonly string[];
}
