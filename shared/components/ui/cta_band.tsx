/** The closing call-to-action band used at the foot of content pages. */
import type { ReactNode } from "react";
import { SiteLink } from "./site_link.tsx";

/** Props of {@linkcode CtaBand}. */
export interface CtaBandProps {
  heading: string;
  text?: ReactNode;
  actions: readonly { label: string; href: string }[];
  /** Small print under the buttons (e.g. "No obligation • Quick response"). */
  note?: string | undefined;
}

/** Renders a navy band with a heading, text and buttons (first one primary). */
export function CtaBand({ heading, text, actions, note }: CtaBandProps) {
  return (
    <section className="section">
      <div className="container">
        <div className="cta-band">
          <h2>{heading}</h2>
          {text ? <p className="lead">{text}</p> : null}
          <div className="button-row button-row--center">
            {actions.map((action, index) => (
              <SiteLink
                key={action.href + action.label}
                href={action.href}
                className={`button ${index === 0 ? "button--light" : "button--outline-light"}`}
              >
                {action.label}
              </SiteLink>
            ))}
          </div>
          {note ? <p className="cta-band__note">{note}</p> : null}
        </div>
      </div>
    </section>
  );
}
