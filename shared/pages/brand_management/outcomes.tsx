/** Outcome bullets and the mid-page call to action (docs/requirements.md#brand-management). */
import { BRAND_MANAGEMENT_OUTCOMES } from "../../content/brand_management.ts";
import { SiteLink } from "../../components/ui/site_link.tsx";

/** Renders the outcomes on the brand colour, with the 'Get Your Brand Assessment' button. */
export function Outcomes() {
  return (
    <section className="section section--brand">
      <div className="container outcomes">
        <div>
          <h2>{BRAND_MANAGEMENT_OUTCOMES.heading}</h2>
          <SiteLink href={BRAND_MANAGEMENT_OUTCOMES.cta.href} className="button button--light">
            {BRAND_MANAGEMENT_OUTCOMES.cta.label}
          </SiteLink>
        </div>
        <ul className="check-list outcomes__list">
          {BRAND_MANAGEMENT_OUTCOMES.bullets.map((bullet) => <li key={bullet}>{bullet}</li>)}
        </ul>
      </div>
    </section>
  );
}
