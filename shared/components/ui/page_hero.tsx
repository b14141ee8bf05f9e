/** The navy hero that opens every page except home: eyebrow, `<h1>`, intro and buttons. */
import type { ReactNode } from "react";
import type { ImageKey } from "../../content/images.ts";
import { FirstScreenEnd } from "./first_screen_end.tsx";
import { Picture } from "./picture.tsx";
import { SiteLink } from "./site_link.tsx";

/** A hero button; the first is primary. */
export interface HeroAction {
  label: string;
  href: string;
}

/** Props of {@linkcode PageHero}. */
export interface PageHeroProps {
  title: string;
  eyebrow?: string | undefined;
  intro?: ReactNode;
  actions?: readonly HeroAction[];
  /** Optional illustration beside the text on wide screens (eagerly loaded: it is above the fold). */
  image?: ImageKey | undefined;
  children?: ReactNode;
}

/** Renders the page hero. */
export function PageHero({ title, eyebrow, intro, actions = [], image, children }: PageHeroProps) {
  const text = (
    <div>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1>{title}</h1>
      {intro ? <p className="lead">{intro}</p> : null}
      {actions.length
        ? (
          <div className="button-row">
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
        )
        : null}
      {children}
    </div>
  );
  return (
    <section className="hero hero--page">
      <div className="container">
        {image
          ? (
            <div className="hero__grid">
              {text}
              <div className="hero__media">
                <Picture image={image} sizes="(min-width: 960px) 520px, 100vw" priority />
              </div>
            </div>
          )
          : text}
      </div>
      <FirstScreenEnd />
    </section>
  );
}
