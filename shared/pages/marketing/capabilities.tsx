/**
 * 'Our Expertise' (six items) and the nine channels (docs/requirements.md#marketing), told apart by
 * their headings.
 */
import { MARKETING_CAPABILITIES } from "../../content/marketing.ts";
import { Icon } from "../../components/icon.tsx";

/** Renders both lists side by side on wide screens. */
export function Capabilities() {
  const { expertise, channels } = MARKETING_CAPABILITIES;
  return (
    <section className="section">
      <div className="container capabilities">
        <div className="capabilities__expertise">
          <h2>{expertise.heading}</h2>
          <ul className="check-list capabilities__list">
            {expertise.items.map((item) => <li key={item}>{item}</li>)}
          </ul>
        </div>
        <div className="capabilities__channels">
          <h2 className="capabilities__channels-heading">{channels.heading}</h2>
          <ul className="channel-list">
            {channels.items.map((item) => (
              <li key={item}>
                <Icon name="check" size={18} />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
