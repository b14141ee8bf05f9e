/**
 * The explainer under the search box: three points on how answers are found
 * (docs/requirements.md#search-page).
 */
import { Icon } from "../../components/icon.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { SEARCH_EXPLAINER } from "../../content/search.ts";

const BADGES = ["icon-badge", "icon-badge icon-badge--teal", "icon-badge icon-badge--amber"];

/** Renders the three-point explainer. */
export function SearchExplainer() {
  return (
    <section className="section section--muted" aria-labelledby="search-explainer-heading">
      <div className="container">
        <SectionHeader
          heading={SEARCH_EXPLAINER.heading}
          id="search-explainer-heading"
          center
        />
        <ul className="grid grid--3 search-explainer">
          {SEARCH_EXPLAINER.points.map((point, index) => (
            <li key={point.title} className="card">
              <span className={BADGES[index % BADGES.length]}>
                <Icon name={point.icon} />
              </span>
              <h3>{point.title}</h3>
              <p>{point.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
