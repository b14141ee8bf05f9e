/** Home section 7: the four-step partnership process, 01 to 04 (spec §2 home, §9). */
import { HOME_PROCESS } from "../../content/home.ts";
import { SectionHeader } from "../../components/ui/section_header.tsx";

/** The numbered steps. */
export function ProcessSection() {
  return (
    <section className="section section--brand" aria-labelledby="process-title">
      <div className="container">
        <SectionHeader
          id="process-title"
          eyebrow="Our process"
          heading={HOME_PROCESS.heading}
          intro={HOME_PROCESS.intro}
        />
        <ol className="steps steps--4 steps--on-brand">
          {HOME_PROCESS.steps.map((step) => (
            <li key={step.step} className="step">
              <span className="step__number" aria-hidden="true">{step.step}</span>
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
