/** The six numbered partnership stages (spec §2 "/partner", §9: six steps). */
import { PARTNER_PROCESS } from "../../content/partner.ts";
import { SectionHeader } from "../../components/ui/section_header.tsx";

/** Renders the stages, three per row on wide screens. */
export function PartnerProcess() {
  return (
    <section className="section">
      <div className="container">
        <SectionHeader heading={PARTNER_PROCESS.heading} intro={PARTNER_PROCESS.intro} />
        <ol className="steps steps--3 content-steps">
          {PARTNER_PROCESS.stages.map((stage) => (
            <li key={stage.stage} className="step">
              <span className="step__number" aria-hidden="true">{stage.stage}</span>
              <h3>
                <span className="visually-hidden">Stage {stage.stage}:</span>
                {stage.title}
              </h3>
              <p>{stage.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
