/**
 * /about: hero, the story 'Your UK Market Gateway', four values and calls to action
 * (docs/requirements.md#about).
 */
import { ABOUT_CLOSING, ABOUT_HERO } from "../../content/about.ts";
import { CtaBand } from "../../components/ui/cta_band.tsx";
import { PageHero } from "../../components/ui/page_hero.tsx";
import { Story } from "./story.tsx";
import { Values } from "./values.tsx";
import { Team } from "./team.tsx";
import { Brands } from "./brands.tsx";

/** The About Us page. */
export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={ABOUT_HERO.eyebrow}
        title={ABOUT_HERO.title}
        intro={ABOUT_HERO.subtitle}
        image={ABOUT_HERO.image}
      />
      <Story />
      <Values />
      <Team />
      <Brands />
      <CtaBand
        heading={ABOUT_CLOSING.heading}
        text={ABOUT_CLOSING.text}
        actions={[ABOUT_CLOSING.primary, ABOUT_CLOSING.secondary]}
      />
    </>
  );
}
