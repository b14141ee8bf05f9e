/**
 * The one name of each service that has its own page (docs/requirements.md#service-names,
 * docs/decisions/0018-one-name-per-service.md). Navigation, teasers, headings, page titles,
 * breadcrumbs, structured data, form options and the search index all print these; a test
 * (`tests/seo/service_names_test.ts`) fails on any other spelling in the rendered pages.
 * In running prose a name may stay lower case ("our retail marketing team").
 */
import type { InternalHref } from "./types.ts";

/** Each service's name, by a key the code uses. */
export const SERVICE_NAMES = {
  distribution: "Distribution",
  brandManagement: "Brand Management",
  retailMarketing: "Retail Marketing",
} as const;

/** A service with its own page. */
export type NamedService = keyof typeof SERVICE_NAMES;

/** The page of each named service. */
export const SERVICE_PATHS = {
  distribution: "/distribution",
  brandManagement: "/services/brand-management",
  retailMarketing: "/marketing",
} as const satisfies Record<NamedService, InternalHref>;
