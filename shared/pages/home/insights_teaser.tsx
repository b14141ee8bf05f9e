/**
 * Home section 9d: insights teaser, anchor `insights` (docs/requirements.md#home): the three newest
 * published articles (ADR 0014) and a link to /insights.
 */
import { HOME_INSIGHTS } from "../../content/home.ts";
import { usePublished } from "../../content/published.ts";
import { Icon } from "../../components/icon.tsx";
import { ScrollRow } from "../../components/ui/scroll_row.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { SiteLink } from "../../components/ui/site_link.tsx";
import { InsightCard } from "../insights/insight_card.tsx";

/** Three insight cards and 'View All Insights'. */
export function InsightsTeaser() {
  const newest = usePublished("insights").slice(0, HOME_INSIGHTS.count);
  return (
    <section id="insights" className="section section--muted" aria-labelledby="insights-title">
      <div className="container">
        <SectionHeader
          id="insights-title"
          eyebrow="Insights"
          heading={HOME_INSIGHTS.heading}
          intro={HOME_INSIGHTS.intro}
        />
        <ScrollRow label="Latest articles">
          <ul className="grid grid--3 plain-list">
            {newest.map((summary) => (
              <li key={summary.id}>
                <InsightCard article={summary} headingLevel={3} />
              </li>
            ))}
          </ul>
        </ScrollRow>
        <div className="button-row button-row--center">
          <SiteLink href={HOME_INSIGHTS.viewAll.href} className="button button--secondary">
            {HOME_INSIGHTS.viewAll.label} <Icon name="arrow-right" size={18} />
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
