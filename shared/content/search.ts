/**
 * Copy for /search (docs/requirements.md#search-page). docs/requirements.md#search-answers: answers
 * come from the site's own pages, with numbered citations to them, and an unanswerable question
 * points to /contact.
 */
import type { CallToAction, Highlight } from "./types.ts";

/** Hero: the page heading (verbatim from docs/requirements.md#search-page) and intro. */
export const SEARCH_HERO = {
  title: "AI-Powered Search",
  intro:
    "Ask a question about our services, partnerships or the UK market. You will get a short answer drawn from our own pages, with links to the sources it used.",
} as const;

/** The search box's and the result card's texts. */
export const SEARCH_FORM_LABELS = {
  inputLabel: "Your question",
  placeholder: "For example: how long does it take to launch a brand in the UK?",
  button: "Search",
  loading: "Searching...",
  suggestionsLabel: "Try asking about",
  resultHeading: "AI Search Results",
  sourcesLabel: "Sources:",
} as const;

/** Suggestion chips that fill the search box, verbatim from docs/requirements.md#search-page. */
export const SEARCH_SUGGESTIONS: readonly string[] = [
  "Distribution services for FMCG brands",
  "UK retail partnerships",
  "Market entry strategies",
  "Wholesale distribution network",
  "Brand marketing services",
];

/** Explainer under the search box: three points. */
export const SEARCH_EXPLAINER: { heading: string; points: readonly Highlight[] } = {
  heading: "How Our Search Works",
  points: [
    {
      icon: "search",
      title: "Answers from our own pages",
      description:
        "Your question is matched against our service, partnership and insight pages, so answers reflect what we actually offer.",
    },
    {
      icon: "file-text",
      title: "Every answer shows its sources",
      description:
        "Numbered citations link to the pages behind the answer, so you can read the full detail for yourself.",
    },
    {
      icon: "message",
      title: "A person when you need one",
      description:
        "If our pages do not cover your question, we say so and point you to our team rather than guessing.",
    },
  ],
};

/** Search failure, verbatim from docs/requirements.md#search-page; shown in a red card. */
export const SEARCH_FAILURE_MESSAGE =
  "Search service temporarily unavailable. Please try again later.";

/**
 * Shown when no page answers the question (docs/requirements.md#search-answers: never invent an
 * answer).
 */
export const SEARCH_NO_ANSWER = {
  text:
    "We could not find an answer to that question on our website. Our team will be glad to help directly.",
  cta: { label: "Contact Us", href: "/contact" } satisfies CallToAction,
} as const;
