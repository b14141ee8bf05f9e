/**
 * Words around the insight articles that `shared/content/insights/` does not hold yet: the list
 * page's hero and closing call to action, and the article page's small labels. Kept apart from the
 * components so they can move into the content module unchanged.
 */
import type { CallToAction } from "../../content/types.ts";

/** Hero of /insights (the requirements name no heading; this is ours). */
export const INSIGHTS_HERO = {
  eyebrow: "Insights",
  title: "Industry Insights",
  intro:
    "Analysis of the trends, rules and channels shaping UK FMCG, from the team that works with brands and retailers in the market every day.",
} as const;

/** Closing call to action of /insights and of every article. */
export const INSIGHTS_CTA: { heading: string; text: string; actions: readonly CallToAction[] } = {
  heading: "Planning a UK launch or a new channel?",
  text:
    "Tell us about your brand and our specialists will suggest a route to market that fits your range, your budget and your timetable.",
  actions: [
    { label: "Contact Us", href: "/contact" },
    { label: "View Our Services", href: "/services" },
  ],
};

/**
 * 'Read More' (docs/requirements.md#insights), the same text as `READ_MORE_LABEL` in `articles.ts`,
 * repeated here because importing `articles.ts` pulls all 13 article bodies (~80 KB) into the home
 * and list bundles; `insights_copy_test.ts` keeps the two equal until the label moves to a
 * body-free module.
 */
export const CARD_READ_MORE_LABEL = "Read More";

/** Labels of the article page's byline and cards. */
export const ARTICLE_LABELS = {
  by: "By",
  published: "Published",
  readingTime: (minutes: number): string => `${minutes} min read`,
  /** Joins 'Read More' to the title in the link's accessible name, so every link is unique. */
  readMoreAbout: "about",
} as const;
