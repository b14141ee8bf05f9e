/** The four-step brand management process (spec §2, §9: four steps). */
import { BRAND_MANAGEMENT_PROCESS } from "../../content/brand_management.ts";
import { Icon } from "../../components/icon.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";

/** Renders the numbered steps. */
export function Process() {
  return (
    <section className="section">
      <div className="container">
        <SectionHeader
          heading={BRAND_MANAGEMENT_PROCESS.heading}
          intro={BRAND_MANAGEMENT_PROCESS.intro}
        />
        <ol className="steps steps--4 content-steps">
          {BRAND_MANAGEMENT_PROCESS.steps.map((step) => (
            <li key={step.step} className="step">
              <div className="step__top">
                <span className="step__number" aria-hidden="true">{step.step}</span>
                {step.icon ? <Icon name={step.icon} className="step__icon" /> : null}
              </div>
              <h3>
                <span className="visually-hidden">Step {step.step}:</span>
                {step.title}
              </h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
