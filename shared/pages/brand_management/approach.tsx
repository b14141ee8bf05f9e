/** The approach text under the brand management hero (docs/requirements.md#brand-management). */
import { BRAND_MANAGEMENT_APPROACH } from "../../content/brand_management.ts";

/** Renders the approach: heading on the left, text on the right on wide screens. */
export function Approach() {
  return (
    <section className="section">
      <div className="container approach">
        <h2>{BRAND_MANAGEMENT_APPROACH.heading}</h2>
        <div>
          {BRAND_MANAGEMENT_APPROACH.paragraphs.map((paragraph, index) => (
            <p key={paragraph} className={index === 0 ? "lead" : "approach__text"}>
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
