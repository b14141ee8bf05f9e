/**
 * One insight card (docs/requirements.md#insights): image, category badge, date, title,
 * excerpt and a 'Read More' link to the article. Shared by /insights and the home teaser.
 */
import type { PublishedInsight } from "../../content/published.ts";
import { Icon } from "../../components/icon.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { SiteLink } from "../../components/ui/site_link.tsx";
import { formatArticleDate } from "./format_date.ts";
import { ARTICLE_LABELS, CARD_READ_MORE_LABEL } from "./insights_copy.ts";

/** The fields a card prints: a summary, whose `date` a caller may override (home teaser). */
export type InsightCardArticle = Pick<
  PublishedInsight,
  "id" | "title" | "excerpt" | "category" | "image" | "date" | "imageAsset"
>;

/** Props of {@linkcode InsightCard}. */
export interface InsightCardProps {
  article: InsightCardArticle;
  /** Level of the title: 2 under the page's h1, 3 under a section's h2 (default 3). */
  headingLevel?: 2 | 3;
  /** The image's rendered width per breakpoint (default: the three-column grid). */
  imageSizes?: string;
  /** The wide card at the head of /insights: image beside the text from 768 px. */
  featured?: boolean;
}

/** The `sizes` of a card image in the site's three-column grid, which a phone shows as a scroll row
 * of cards 86 % of the container wide (the home teaser). */
export const INSIGHT_CARD_IMAGE_SIZES =
  "(min-width: 1200px) 376px, (min-width: 960px) calc((100vw - 6rem) / 3), (min-width: 640px) calc((100vw - 4rem) / 2), calc(86vw - 2.25rem)";

/** The `sizes` of a card image on /insights, whose list a phone shows with 76 px thumbnails. */
export const INSIGHT_LIST_IMAGE_SIZES =
  "(min-width: 1200px) 376px, (min-width: 960px) calc((100vw - 6rem) / 3), (min-width: 640px) calc((100vw - 4rem) / 2), 76px";

/** The `sizes` of the featured card's image: 55% of the container, full width on a tablet, a
 * thumbnail like the others' on a phone. */
export const FEATURED_INSIGHT_IMAGE_SIZES =
  "(min-width: 1200px) 640px, (min-width: 768px) 55vw, (min-width: 640px) calc(100vw - 4rem), 76px";

/** Renders the card. The image is decorative here: the title says what the article is about. */
export function InsightCard(
  { article, headingLevel = 3, imageSizes, featured = false }: InsightCardProps,
) {
  const sizes = imageSizes ?? (featured ? FEATURED_INSIGHT_IMAGE_SIZES : INSIGHT_CARD_IMAGE_SIZES);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/insights/${article.id}`;
  const titleId = `insight-card-${article.id}`;
  return (
    <article
      className={`media-card insight-card${featured ? " insight-card--featured" : ""}`}
      aria-labelledby={titleId}
    >
      <div className="media-card__image">
        {
          /* The featured card leads /insights: its image is that page's largest paint, so it
            loads eagerly with high priority instead of lazily. */
        }
        <Picture
          image={article.image}
          asset={article.imageAsset}
          sizes={sizes}
          alt=""
          priority={featured}
        />
      </div>
      <div className="media-card__body">
        <div className="media-card__meta">
          <span className="badge">{article.category}</span>
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
        </div>
        <Heading id={titleId} className="insight-card__title">{article.title}</Heading>
        <p>{article.excerpt}</p>
        <div className="media-card__footer">
          <SiteLink href={href} className="text-link insight-card__link">
            {CARD_READ_MORE_LABEL}
            <span className="visually-hidden">
              {` ${ARTICLE_LABELS.readMoreAbout} ${article.title}`}
            </span>
            <Icon name="arrow-right" size={18} />
          </SiteLink>
        </div>
      </div>
    </article>
  );
}
