/** The two intro sections under the /services hero (docs/requirements.md#services). */
import { SERVICES_INTRO } from "../../content/services.ts";
import { Icon, type IconName } from "../../components/icon.tsx";

/** One icon per intro section, in order. */
const INTRO_ICONS: readonly IconName[] = ["route", "users"];

/** Renders both intro sections side by side on wide screens, each with its `<h2>`. */
export function IntroSections() {
  return (
    <section className="section">
      <div className="container grid grid--2 intro-pair">
        {SERVICES_INTRO.map((block, index) => (
          <div key={block.heading} className="intro-pair__block">
            <span className="icon-badge">
              <Icon name={INTRO_ICONS[index] ?? "check"} />
            </span>
            <h2>{block.heading}</h2>
            {block.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          </div>
        ))}
      </div>
    </section>
  );
}
