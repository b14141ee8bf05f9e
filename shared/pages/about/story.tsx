/**
 * The story 'Your UK Market Gateway' (docs/requirements.md#about), with the key figures beside it.
 */
import { ABOUT_STORY } from "../../content/about.ts";
import {
  BRAND_PARTNERS,
  RETAIL_TOUCHPOINTS,
  WHOLESALE_PARTNERS,
  YEARS_EXPERIENCE,
} from "../../content/figures.ts";

/** Figures shown beside the story, printed from `figures.ts` (docs/requirements.md#figures). */
const STORY_FIGURES = [YEARS_EXPERIENCE, BRAND_PARTNERS, WHOLESALE_PARTNERS, RETAIL_TOUCHPOINTS];

/** Accessible name of the figures list. */
const FIGURES_LABEL = "Key figures";

/** Renders the story text and a column of figures. */
export function Story() {
  return (
    <section className="section">
      <div className="container story-layout">
        <div className="story-layout__text">
          <p className="eyebrow">Our story</p>
          <h2>{ABOUT_STORY.heading}</h2>
          {ABOUT_STORY.paragraphs.map((paragraph, index) => (
            <p key={paragraph} className={index === 0 ? "lead" : undefined}>{paragraph}</p>
          ))}
        </div>
        <ul className="figure-list" aria-label={FIGURES_LABEL}>
          {STORY_FIGURES.map((figure) => (
            <li key={figure.label} className="stat">
              <span className="stat__value">{figure.value}</span>
              <span className="stat__label">{figure.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
