/** The heading block that opens a page section: optional eyebrow, heading and intro. */
import type { ReactNode } from "react";

/** Props of {@linkcode SectionHeader}. */
export interface SectionHeaderProps {
  heading: string;
  eyebrow?: string | undefined;
  intro?: ReactNode;
  /** Id of the heading, for `aria-labelledby` on the section. */
  id?: string;
  center?: boolean;
}

/** Renders an `<h2>` section heading with its eyebrow and intro. */
export function SectionHeader({ heading, eyebrow, intro, id, center }: SectionHeaderProps) {
  return (
    <div className={`section-header${center ? " section-header--center" : ""}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{heading}</h2>
      {intro ? <p className="lead">{intro}</p> : null}
    </div>
  );
}
