/** Links of the site chrome (docs/requirements.md#header, #footer), including /distribution. */
import { SERVICE_NAMES, SERVICE_PATHS } from "../../content/service_names.ts";

/** A link in the header or footer. */
export interface NavLink {
  label: string;
  href: string;
}

/** Header links, in the required order. */
export const HEADER_LINKS: readonly NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Our Services", href: "/services" },
  { label: "Partner", href: "/partner" },
  { label: "Insights", href: "/insights" },
  { label: "About Us", href: "/about" },
];

/** The header's services area: every service page, reachable from "Our Services". */
export const SERVICE_LINKS: readonly NavLink[] = [
  { label: "All services", href: "/services" },
  { label: SERVICE_NAMES.distribution, href: SERVICE_PATHS.distribution },
  { label: SERVICE_NAMES.brandManagement, href: SERVICE_PATHS.brandManagement },
  { label: SERVICE_NAMES.retailMarketing, href: SERVICE_PATHS.retailMarketing },
];

/** Footer "Quick links". */
export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Our Services", href: "/services" },
  { label: SERVICE_NAMES.distribution, href: SERVICE_PATHS.distribution },
  { label: SERVICE_NAMES.retailMarketing, href: SERVICE_PATHS.retailMarketing },
  { label: "Partner With Us", href: "/partner" },
  { label: "Insights", href: "/insights" },
  { label: "About Us", href: "/about" },
  { label: "Search", href: "/search" },
  { label: "Contact", href: "/contact" },
];

/** Footer legal links. */
export const FOOTER_LEGAL_LINKS: readonly NavLink[] = [
  { label: "Terms of Use", href: "/terms" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Cookie Policy", href: "/cookies" },
  { label: "Accessibility", href: "/accessibility" },
  { label: "Legal Documents", href: "/legal-documents" },
];
