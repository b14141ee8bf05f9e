/** The four-step brand management process (docs/requirements.md#brand-management: four steps). */
import { BRAND_MANAGEMENT_PROCESS } from "../../content/brand_management.ts";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { StepList } from "../../components/ui/step_list.tsx";

/** Renders the numbered steps. */
export function Process() {
  return (
    <section className="section">
      <div className="container">
        <SectionHeader
          heading={BRAND_MANAGEMENT_PROCESS.heading}
          intro={BRAND_MANAGEMENT_PROCESS.intro}
        />
        <StepList steps={BRAND_MANAGEMENT_PROCESS.steps} columns={4} className="content-steps" />
      </div>
    </section>
  );
}
