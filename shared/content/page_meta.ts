/**
 * The head of every page with fixed metadata: title, description, keywords, its short name
 * (breadcrumbs, structured data, social card) and, where it matters, its schema.org kind and
 * service type (docs/requirements.md#page-meta). The route registry (`shared/routes.ts`) gives
 * each route its head and the app shell prints it once, so no page can forget a tag. Limits,
 * tested in `content_test.ts`: titles at most 60 characters, descriptions 120-160, four to eight
 * keywords.
 */
import { COMPANY_NAME, RESPONSE_PROMISE_HOURS } from "./company.ts";
import { YEARS_EXPERIENCE } from "./figures.ts";
import { SERVICE_NAMES } from "./service_names.ts";
import { SERVICE_STRUCTURED_DATA } from "./services.ts";
import type { PageHead, PageMeta } from "./types.ts";

/** Appends the company name, the suffix every title carries. */
function titled(page: string): string {
  return `${page} | ${COMPANY_NAME}`;
}

/**
 * The home page's document title, the spec's text as it stands (docs/requirements.md#home); the
 * organisation's name reaches crawlers in `og:site_name` and the `Organization` JSON-LD instead.
 * Kept here, not with the home page's copy, which a first visit's browser bundle does not carry
 * (ADR 0013).
 */
export const HOME_PAGE_TITLE = "Trusted UK FMCG Distributor | Industry Expertise";

/** Head of `/`. */
export const HOME_HEAD: PageHead = {
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
  name: "Home",
};

/** Head of `/about`. */
export const ABOUT_HEAD: PageHead = {
  title: titled("About Us"),
  description:
    `Meet the UK market gateway for FMCG brands: one team for distribution, retail placement and marketing, with ${YEARS_EXPERIENCE.value} years of UK retail experience.`,
  keywords: ["about us", "UK FMCG partner", "brand growth", "market entry", "company values"],
  name: "About Us",
  kind: "AboutPage",
};

/** Head of `/services`. */
export const SERVICES_HEAD: PageHead = {
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
  name: "Our Services",
  serviceType: SERVICE_STRUCTURED_DATA.serviceType,
};

/** Head of `/services/brand-management`. */
export const BRAND_MANAGEMENT_HEAD: PageHead = {
  title: titled(SERVICE_NAMES.brandManagement),
  description:
    `${SERVICE_NAMES.brandManagement} for UK retail: strategic positioning, retail readiness, content and activation, trade marketing and performance tracking in one service.`,
  keywords: [
    "brand management",
    "brand positioning",
    "retail readiness",
    "trade marketing",
    "brand assessment",
  ],
  name: SERVICE_NAMES.brandManagement,
  serviceType: SERVICE_NAMES.brandManagement,
};

/** Head of `/distribution`. */
export const DISTRIBUTION_HEAD: PageHead = {
  title: titled(SERVICE_NAMES.distribution),
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
  name: SERVICE_NAMES.distribution,
  serviceType: "FMCG Distribution",
};

/** Head of `/insights`. */
export const INSIGHTS_HEAD: PageHead = {
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
  name: "Insights",
  kind: "CollectionPage",
};

/** Head of `/partner`. */
export const PARTNER_HEAD: PageHead = {
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
  name: "Strategic Partnerships",
};

/** Head of `/contact`. */
export const CONTACT_HEAD: PageHead = {
  title: titled("Contact Us"),
  description:
    `Contact our team about UK distribution, retail marketing or a brand partnership. Our specialists evaluate partnership potential within ${RESPONSE_PROMISE_HOURS.partnershipReview} hours.`,
  keywords: ["contact", "enquiry", "partnership enquiry", "UK distribution", "office hours"],
  name: "Contact Us",
  kind: "ContactPage",
};

/** Head of `/marketing`. */
export const MARKETING_HEAD: PageHead = {
  title: titled(SERVICE_NAMES.retailMarketing),
  description:
    "Brand consultancy, integrated campaigns, creative concepts and brand identity for FMCG brands, planned around the UK stores where your products sell.",
  keywords: [
    "retail marketing",
    "FMCG marketing",
    "advertising campaigns",
    "creative agency",
    "brand identity",
    "shopper marketing",
  ],
  name: SERVICE_NAMES.retailMarketing,
  serviceType: SERVICE_NAMES.retailMarketing,
};

/** Head of `/search`. */
export const SEARCH_HEAD: PageHead = {
  title: titled("AI-Powered Search"),
  description:
    "Ask a question about our services, partnerships or the UK FMCG market and get a short answer drawn from our own pages, with links to every source used.",
  keywords: ["search", "AI search", "FMCG questions", "UK market entry", "services"],
  name: "AI-Powered Search",
  kind: "SearchResultsPage",
};

/** Head of `/admin`. */
export const ADMIN_HEAD: PageHead = {
  title: titled("Admin Panel"),
  description:
    "Staff-only area for reviewing contact enquiries received through the website and sending them to the team inbox. Sign in with a staff account to continue.",
  keywords: ["admin", "staff", "enquiries", "contact submissions"],
  noindex: true,
  name: "Admin Panel",
};

/** Head of `/terms`. */
export const TERMS_HEAD: PageHead = {
  title: titled("Terms of Use"),
  description:
    "The terms that govern your use of our website and its content, including acceptable use, intellectual property, liability and the law that applies.",
  keywords: ["terms of use", "terms and conditions", "website terms", "legal"],
  name: "Terms of Use",
};

/** Head of `/privacy`. */
export const PRIVACY_HEAD: PageHead = {
  title: titled("Privacy Policy"),
  description:
    "How we collect, use and protect your personal data under UK GDPR, including enquiry data, cookies, retention periods and how to exercise your rights.",
  keywords: ["privacy policy", "UK GDPR", "personal data", "data protection", "your rights"],
  name: "Privacy Policy",
};

/** Head of `/legal-documents`. */
export const LEGAL_DOCUMENTS_HEAD: PageHead = {
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
  name: "Legal Documents",
};

/** Head of `/accessibility`. */
export const ACCESSIBILITY_HEAD: PageHead = {
  title: titled("Accessibility Statement"),
  description:
    "Our commitment to an accessible website for everyone: the standards we follow, known limitations and how to contact us if anything is hard to use.",
  keywords: ["accessibility", "accessibility statement", "WCAG", "inclusive design"],
  name: "Accessibility Statement",
};

/** Head of `/cookies`. */
export const COOKIES_HEAD: PageHead = {
  title: titled("Cookie Policy"),
  description:
    "Which cookies our website uses, why we use them and how to choose the categories you allow. Optional cookies stay off until you give your consent.",
  keywords: ["cookie policy", "cookies", "consent", "cookie preferences", "PECR"],
  name: "Cookie Policy",
};

/**
 * Meta of the not-found screen (docs/requirements.md#not-found), which prints it; never indexed.
 */
export const NOT_FOUND_META: PageMeta = {
  title: titled("Page Not Found"),
  description:
    "Sorry, we couldn't find the page you're looking for. Return to our home page or contact our team about UK distribution, marketing and partnerships.",
  keywords: ["page not found", "404", "UK FMCG distributor", "contact"],
  noindex: true,
};

/**
 * Fallback meta for any page without its own entry (docs/requirements.md#page-meta: the shared
 * helper's defaults, `SEO_DEFAULTS` in shared/components/seo.tsx).
 */
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
