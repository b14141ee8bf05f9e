/** The five delivery areas (docs/requirements.md#brand-management). */
import { BRAND_MANAGEMENT_AREAS } from "../../content/brand_management.ts";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { IconCard } from "../../components/ui/icon_card.tsx";

/** Renders the five areas as cards. */
export function DeliveryAreas() {
  return (
    <section className="section section--muted">
      <div className="container">
        <SectionHeader
          heading={BRAND_MANAGEMENT_AREAS.heading}
          intro={BRAND_MANAGEMENT_AREAS.intro}
        />
        <ul className="card-list grid grid--3 card-list--five">
          {BRAND_MANAGEMENT_AREAS.areas.map((area) => <IconCard key={area.title} {...area} />)}
        </ul>
      </div>
    </section>
  );
}
