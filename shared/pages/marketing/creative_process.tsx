/** The four-step creative process with durations (docs/requirements.md#marketing). */
import { MARKETING_PROCESS } from "../../content/marketing.ts";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { ScrollRow } from "../../components/ui/scroll_row.tsx";
import { StepList } from "../../components/ui/step_list.tsx";

/** Renders the numbered steps, each with its duration (a scroll row on a phone). */
export function CreativeProcess() {
  return (
    <section className="section">
      <div className="container">
        <SectionHeader heading={MARKETING_PROCESS.heading} intro={MARKETING_PROCESS.intro} />
        <ScrollRow label="Creative process steps">
          <StepList steps={MARKETING_PROCESS.steps} columns={4} className="content-steps" />
        </ScrollRow>
      </div>
    </section>
  );
}
