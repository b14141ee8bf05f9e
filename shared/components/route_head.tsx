/**
 * The head of the current route, printed once by the app shell from the route registry: title,
 * description, keywords, canonical, social card and structured data (docs/requirements.md#page-meta).
 * Pages whose head depends on their content (an article, the staff screens, the not-found screen)
 * have no registry head and render their own `Seo`.
 */
import type { PageHead } from "../content/types.ts";
import { usePublicConfig } from "../public_config.tsx";
import { trailAbove } from "../routes.ts";
import { ogImagePath } from "../seo/og_image.ts";
import { pageStructuredData } from "../seo/page_structured_data.ts";
import { Seo } from "./seo.tsx";
import { usePublished } from "../content/published.ts";

/** Renders {@linkcode Seo} for the page at `path` from its registry `head`. */
export function RouteHead({ path, head }: { path: string; head: PageHead }) {
  const { origin, links } = usePublicConfig();
  const people = usePublished("people");
  const organization = {
    contact: links.contact,
    sameAs: links.social.map((link) => link.href),
    vatID: links.vatNumber,
    people,
  };
  return (
    <Seo
      {...(head.noindex ? { index: false } : { image: ogImagePath(path) })}
      path={path}
      title={head.title}
      description={head.description}
      keywords={head.keywords}
      structuredData={pageStructuredData(
        { path, head, above: trailAbove(path), organization },
        origin,
      )}
    />
  );
}
