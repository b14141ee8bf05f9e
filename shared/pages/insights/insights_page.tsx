/**
 * /insights (docs/requirements.md#insights): every published insight newest first (the 13 of the
 * seed on a fresh start), each with image, category badge, date, title, excerpt and 'Read More';
 * the newest is a wide featured card. Read from the published content (ADR 0014). On a phone
 * every card is a compact row with a thumbnail (insights.css).
 */
import { usePublished } from "../../content/published.ts";
import { FeedLink } from "../../components/seo.tsx";
import { CtaBand } from "../../components/ui/cta_band.tsx";
import { PageHero } from "../../components/ui/page_hero.tsx";
import { INSIGHT_LIST_IMAGE_SIZES, InsightCard } from "./insight_card.tsx";
import { INSIGHTS_CTA, INSIGHTS_HERO } from "./insights_copy.ts";

/** The insights list. */
export default function InsightsPage() {
  const insights = usePublished("insights");
  return (
    <>
      <FeedLink />
      <PageHero
        eyebrow={INSIGHTS_HERO.eyebrow}
        title={INSIGHTS_HERO.title}
        intro={INSIGHTS_HERO.intro}
      />
      <section className="section section--muted">
        <div className="container">
          <ul className="grid grid--3 plain-list insight-grid">
            {insights.map((article, index) => (
              <li key={article.id} className={index === 0 ? "insight-grid__featured" : undefined}>
                <InsightCard
                  article={article}
                  headingLevel={2}
                  featured={index === 0}
                  {...(index === 0 ? {} : { imageSizes: INSIGHT_LIST_IMAGE_SIZES })}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand
        heading={INSIGHTS_CTA.heading}
        text={INSIGHTS_CTA.text}
        actions={INSIGHTS_CTA.actions}
      />
    </>
  );
}
