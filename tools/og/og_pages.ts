/**
 * Every page that gets its own social card, with what the card shows: each described route and
 * each insight article. The card's file name comes from `ogImagePath`, the same function the
 * pages use for their `og:image`.
 */
import { INSIGHT_SUMMARIES } from "../../shared/content/insights/summaries.ts";
import { HOME_HERO } from "../../shared/content/home.ts";
import { type HeadPath, PAGE_HEADS } from "../../shared/routes.ts";
import { ogImagePath } from "../../shared/seo/og_image.ts";
import type { OgCard } from "./og_card.tsx";

/** A card and the site path it is served at ("/og/about.jpg"). */
export interface OgPage extends OgCard {
  imagePath: string;
}

/** The cards to draw, one per page. */
export function ogPages(): OgPage[] {
  // Every page with a head that crawlers may index (the staff area shares no card).
  const routes = (Object.keys(PAGE_HEADS) as HeadPath[]).filter((path) =>
    !PAGE_HEADS[path].noindex
  );
  const pages: OgPage[] = routes.map((path) => ({
    imagePath: ogImagePath(path),
    ...(path === "/" ? { eyebrow: "UK FMCG distribution and brand growth" } : {}),
    title: path === "/" ? HOME_HERO.headline : PAGE_HEADS[path].name,
    subtitle: PAGE_HEADS[path].description,
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
