/** The four-step creative process with durations (spec §2 "/marketing", §9). */
import { MARKETING_PROCESS } from "../../content/marketing.ts";
import { Icon } from "../../components/icon.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";

/** Renders the numbered steps, each with its duration. */
export function CreativeProcess() {
  return (
    <section className="section">
      <div className="container">
        <SectionHeader heading={MARKETING_PROCESS.heading} intro={MARKETING_PROCESS.intro} />
        <ol className="steps steps--4 content-steps">
          {MARKETING_PROCESS.steps.map((step) => (
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
              {step.duration
                ? (
                  <p className="step__duration">
                    <Icon name="clock" size={16} />
                    <span className="visually-hidden">Duration:</span>
                    {step.duration}
                  </p>
                )
                : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
