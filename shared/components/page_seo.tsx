/** Metadata of a static route, printed from `PAGE_META` so each route's copy lives in one place. */
import { PAGE_META, type RoutePath } from "../content/page_meta.ts";
import { Seo, type SeoProps } from "./seo.tsx";

/** Props of {@linkcode PageSeo}: the route, plus any extra {@linkcode SeoProps}. */
export type PageSeoProps = { path: RoutePath } & Omit<SeoProps, "path" | "title" | "description">;

/** Renders {@linkcode Seo} with the route's title, description and keywords. */
export function PageSeo({ path, ...rest }: PageSeoProps) {
  const meta = PAGE_META[path];
  return (
    <Seo
      {...rest}
      path={path}
      title={meta.title}
      description={meta.description}
      keywords={meta.keywords}
      {...(meta.noindex ? { index: false } : {})}
    />
  );
}
