/** The six numbered partnership stages (docs/requirements.md#partner: six steps). */
import { PARTNER_PROCESS } from "../../content/partner.ts";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { ScrollRow } from "../../components/ui/scroll_row.tsx";
import { StepList } from "../../components/ui/step_list.tsx";

/** Renders the stages, three per row on wide screens, one scroll row on a phone. */
export function PartnerProcess() {
  return (
    <section className="section">
      <div className="container">
        <SectionHeader heading={PARTNER_PROCESS.heading} intro={PARTNER_PROCESS.intro} />
        <ScrollRow label="Partnership stages">
          <StepList
            steps={PARTNER_PROCESS.stages.map(({ stage, ...rest }) => ({ step: stage, ...rest }))}
            columns={3}
            label="Stage"
            className="content-steps"
          />
        </ScrollRow>
      </div>
    </section>
  );
}
