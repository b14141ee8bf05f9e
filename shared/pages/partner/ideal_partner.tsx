/** The ideal-partner checklist of five criteria (docs/requirements.md#partner). */
import { PARTNER_IDEAL } from "../../content/partner.ts";

/** Renders the criteria as a check-list in a callout. */
export function IdealPartner() {
  return (
    <section className="section section--muted">
      <div className="container ideal-partner">
        <div>
          <h2>{PARTNER_IDEAL.heading}</h2>
          <p className="lead">{PARTNER_IDEAL.intro}</p>
        </div>
        <ul className="check-list ideal-partner__list">
          {PARTNER_IDEAL.criteria.map((criterion) => <li key={criterion}>{criterion}</li>)}
        </ul>
      </div>
    </section>
  );
}
