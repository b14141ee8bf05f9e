/** Home section 7: the four-step partnership process, 01 to 04 (docs/requirements.md#home). */
import { HOME_PROCESS } from "../../content/home.ts";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { ScrollRow } from "../../components/ui/scroll_row.tsx";
import { StepList } from "../../components/ui/step_list.tsx";

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
        <ScrollRow label="Partnership steps">
          <StepList
            steps={HOME_PROCESS.steps}
            columns={4}
            icons={false}
            className="steps--on-brand"
          />
        </ScrollRow>
      </div>
    </section>
  );
}
