/**
 * Named case studies on /marketing (ADR 0014): brand, category, where it started, the result and
 * over what period, as staff published them. Absent while none is published: the site never
 * invents a client or a figure.
 */
import { usePublished } from "../../content/published.ts";
import { CASE_STUDIES_SECTION } from "../../content/staff_sections.ts";
import { SectionHeader } from "../../components/ui/section_header.tsx";

/** Renders the case studies, or nothing. */
export function CaseStudies() {
  const caseStudies = usePublished("case-studies");
  if (caseStudies.length === 0) return null;
  return (
    <section className="section" aria-labelledby="case-studies-title">
      <div className="container">
        <SectionHeader
          id="case-studies-title"
          heading={CASE_STUDIES_SECTION.heading}
          intro={CASE_STUDIES_SECTION.intro}
          center
        />
        <ul className="card-list grid grid--3 staff-case-studies">
          {caseStudies.map((study) => (
            <li key={study.id} className="card staff-case-study">
              <p className="badge">{study.category}</p>
              <h3>{study.title}</h3>
              <p className="staff-case-study__brand">{study.brand}</p>
              <dl className="staff-case-study__facts">
                <dt>Starting point</dt>
                <dd>{study.baseline}</dd>
                <dt>Result</dt>
                <dd>{study.result}</dd>
                <dt>Period</dt>
                <dd>{study.period}</dd>
              </dl>
              <p>{study.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
