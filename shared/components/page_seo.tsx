/**
 * Metadata of a static route, printed from `PAGE_META` so each route's copy lives in one place,
 * with the route's social card and structured data (`shared/seo/`).
 */
import { PAGE_META, type RoutePath } from "../content/page_meta.ts";
import type { FaqEntry } from "../content/types.ts";
import { usePublicConfig } from "../public_config.tsx";
import { ogImagePath } from "../seo/og_image.ts";
import { pageStructuredData } from "../seo/page_structured_data.ts";
import { Seo, type SeoProps } from "./seo.tsx";

/** Props of {@linkcode PageSeo}: the route, plus any extra {@linkcode SeoProps}. */
export type PageSeoProps =
  & {
    path: RoutePath; /** Questions and answers the page shows (FAQPage markup). */
    faq?: readonly FaqEntry[];
  }
  & Omit<SeoProps, "path" | "title" | "description" | "structuredData">;

/** Renders {@linkcode Seo} with the route's title, description, keywords, card and JSON-LD. */
export function PageSeo({ path, faq, ...rest }: PageSeoProps) {
  const { origin } = usePublicConfig();
  const meta = PAGE_META[path];
  return (
    <Seo
      {...(meta.noindex ? {} : { image: ogImagePath(path) })}
      {...rest}
      path={path}
      title={meta.title}
      description={meta.description}
      keywords={meta.keywords}
      structuredData={pageStructuredData(path, origin, faq ? { faq } : {})}
      {...(meta.noindex ? { index: false } : {})}
    />
  );
}
