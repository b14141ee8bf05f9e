/**
 * Title, description and keywords of every route (spec §2: each page sets its own). One shared
 * head component prints these, so no page can forget a tag. Limits, tested in `content_test.ts`:
 * titles at most 60 characters, descriptions 120-160, four to eight keywords.
 */
import { COMPANY_NAME, RESPONSE_PROMISE_HOURS } from "./company.ts";
import { YEARS_EXPERIENCE } from "./figures.ts";
import { HOME_PAGE_TITLE } from "./home.ts";
import type { PageMeta } from "./types.ts";

/** Every route with its own page (spec §2, plus /distribution from decisions.md). */
export type RoutePath =
  | "/"
  | "/about"
  | "/services"
  | "/services/brand-management"
  | "/distribution"
  | "/insights"
  | "/partner"
  | "/contact"
  | "/marketing"
  | "/search"
  | "/admin"
  | "/terms"
  | "/privacy"
  | "/legal-documents"
  | "/accessibility"
  | "/cookies";

/** Appends the company name, the suffix every title but the home page's carries. */
function titled(page: string): string {
  return `${page} | ${COMPANY_NAME}`;
}

/** Meta for each route. The home title is verbatim from spec §2. */
export const PAGE_META: Record<RoutePath, PageMeta> = {
  "/": {
    title: HOME_PAGE_TITLE,
    description:
      "UK FMCG distributor and brand-growth partner: distribution, route to market, retail placement and marketing for brands entering or growing in the UK.",
    keywords: [
      "UK FMCG distributor",
      "UK market entry",
      "FMCG distribution",
      "retail placement",
      "brand growth partner",
      "route to market",
    ],
  },
  "/about": {
    title: titled("About Us"),
    description:
      `Meet the UK market gateway for FMCG brands: one team for distribution, retail placement and marketing, with ${YEARS_EXPERIENCE.value} years of UK retail experience.`,
    keywords: ["about us", "UK FMCG partner", "brand growth", "market entry", "company values"],
  },
  "/services": {
    title: titled("Our Services"),
    description:
      "FMCG distribution, route-to-market strategy, retail placement, brand activation and brand management for food, drink and consumer brands in the UK.",
    keywords: [
      "FMCG services",
      "UK distribution",
      "route to market strategy",
      "retail placement",
      "brand activation",
      "sampling",
    ],
  },
  "/services/brand-management": {
    title: titled("Brand Management"),
    description:
      "Brand management for UK retail: strategic positioning, retail readiness, content and activation, trade marketing and performance tracking in one service.",
    keywords: [
      "brand management",
      "brand positioning",
      "retail readiness",
      "trade marketing",
      "brand assessment",
    ],
  },
  "/distribution": {
    title: titled("UK Distribution"),
    description:
      "Nationwide FMCG distribution across the UK: regional warehousing, wholesale and retail access, fast delivery and clear stock reporting for growing brands.",
    keywords: [
      "FMCG distribution",
      "UK wholesale",
      "warehousing",
      "retail logistics",
      "convenience stores",
      "UK delivery",
    ],
  },
  "/insights": {
    title: titled("Insights"),
    description:
      "Analysis of the trends shaping UK FMCG: functional drinks, convenience retail, sustainability, trade marketing, retail media and post-Brexit distribution.",
    keywords: [
      "FMCG insights",
      "UK retail trends",
      "market analysis",
      "convenience retail",
      "brand strategy",
    ],
  },
  "/partner": {
    title: titled("Strategic Partnerships"),
    description:
      "Partner with a UK FMCG specialist for end-to-end support, from import logistics and compliance to listings, delivery and in-store promotion for your brand.",
    keywords: [
      "brand partnership",
      "UK market expansion",
      "FMCG partner",
      "import logistics",
      "retail listings",
    ],
  },
  "/contact": {
    title: titled("Contact Us"),
    description:
      `Contact our team about UK distribution, retail marketing or a brand partnership. Our specialists evaluate partnership potential within ${RESPONSE_PROMISE_HOURS.partnershipReview} hours.`,
    keywords: ["contact", "enquiry", "partnership enquiry", "UK distribution", "office hours"],
  },
  "/marketing": {
    title: titled("Brand Marketing"),
    description:
      "Brand consultancy, integrated campaigns, creative concepts and brand identity for FMCG brands, planned around the UK stores where your products sell.",
    keywords: [
      "brand marketing",
      "FMCG marketing",
      "advertising campaigns",
      "creative agency",
      "brand identity",
      "shopper marketing",
    ],
  },
  "/search": {
    title: titled("AI-Powered Search"),
    description:
      "Ask a question about our services, partnerships or the UK FMCG market and get a short answer drawn from our own pages, with links to every source used.",
    keywords: ["search", "AI search", "FMCG questions", "UK market entry", "services"],
  },
  "/admin": {
    title: titled("Admin Panel"),
    description:
      "Staff-only area for reviewing contact enquiries received through the website and sending them to the team inbox. Sign in with a staff account to continue.",
    keywords: ["admin", "staff", "enquiries", "contact submissions"],
    noindex: true,
  },
  "/terms": {
    title: titled("Terms of Use"),
    description:
      "The terms that govern your use of our website and its content, including acceptable use, intellectual property, liability and the law that applies.",
    keywords: ["terms of use", "terms and conditions", "website terms", "legal"],
  },
  "/privacy": {
    title: titled("Privacy Policy"),
    description:
      "How we collect, use and protect your personal data under UK GDPR, including enquiry data, cookies, retention periods and how to exercise your rights.",
    keywords: ["privacy policy", "UK GDPR", "personal data", "data protection", "your rights"],
  },
  "/legal-documents": {
    title: titled("Legal Documents"),
    description:
      "Download our legal templates: distribution agreement, retail partnership terms, product liability documentation and trading standards compliance guides.",
    keywords: [
      "legal documents",
      "distribution agreement",
      "retail partnership terms",
      "product liability",
      "trading standards",
    ],
  },
  "/accessibility": {
    title: titled("Accessibility Statement"),
    description:
      "Our commitment to an accessible website for everyone: the standards we follow, known limitations and how to contact us if anything is hard to use.",
    keywords: ["accessibility", "accessibility statement", "WCAG", "inclusive design"],
  },
  "/cookies": {
    title: titled("Cookie Policy"),
    description:
      "Which cookies our website uses, why we use them and how to choose the categories you allow. Optional cookies stay off until you give your consent.",
    keywords: ["cookie policy", "cookies", "consent", "cookie preferences", "PECR"],
  },
};

/** Meta of the not-found screen (spec §2 "Not-found screen"); never indexed. */
export const NOT_FOUND_META: PageMeta = {
  title: titled("Page Not Found"),
  description:
    "Sorry, we couldn't find the page you're looking for. Return to our home page or contact our team about UK distribution, marketing and partnerships.",
  keywords: ["page not found", "404", "UK FMCG distributor", "contact"],
  noindex: true,
};

/** Fallback meta for any page without its own entry (spec §2: the shared helper's defaults). */
export const DEFAULT_META: PageMeta = {
  title: `${COMPANY_NAME} | UK FMCG Distribution`,
  description:
    `${COMPANY_NAME} helps FMCG brands enter and grow in the UK with distribution, retail placement, brand management and retail marketing.`,
  keywords: [
    "UK FMCG distributor",
    "FMCG distribution",
    "brand growth",
    "retail marketing",
    "UK market entry",
  ],
};
