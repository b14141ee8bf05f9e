/**
 * Every page that gets its own social card, with what the card shows: each described route and
 * each insight article. The card's file name comes from `ogImagePath`, the same function the
 * pages use for their `og:image`.
 */
import { INSIGHT_SUMMARIES } from "../../shared/content/insights/summaries.ts";
import { HOME_HERO } from "../../shared/content/home.ts";
import { PAGE_META } from "../../shared/content/page_meta.ts";
import { type DescribedRoute, PAGE_NAMES } from "../../shared/seo/page_structured_data.ts";
import { ogImagePath } from "../../shared/seo/og_image.ts";
import type { OgCard } from "./og_card.tsx";

/** A card and the site path it is served at ("/og/about.jpg"). */
export interface OgPage extends OgCard {
  imagePath: string;
}

/** The cards to draw, one per page. */
export function ogPages(): OgPage[] {
  const routes = Object.keys(PAGE_NAMES) as DescribedRoute[];
  const pages: OgPage[] = routes.map((path) => ({
    imagePath: ogImagePath(path),
    ...(path === "/" ? { eyebrow: "UK FMCG distribution and brand growth" } : {}),
    title: path === "/" ? HOME_HERO.headline : PAGE_NAMES[path],
    subtitle: PAGE_META[path].description,
  }));
  for (const article of INSIGHT_SUMMARIES) {
    pages.push({
      imagePath: ogImagePath(`/insights/${article.id}`),
      eyebrow: `Insights · ${article.category}`,
      title: article.title,
    });
  }
  return pages;
}
