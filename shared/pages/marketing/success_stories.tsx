/**
 * Three success stories: challenge, solution, result and a headline metric
 * (docs/requirements.md#marketing).
 */
import { MARKETING_SUCCESS_STORIES } from "../../content/marketing.ts";
import { ScrollRow } from "../../components/ui/scroll_row.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";

/** Labels of the three parts of a story. */
const STORY_TERMS = { challenge: "Challenge", solution: "Solution", result: "Result" } as const;

/** Renders the stories as cards on the brand colour (a scroll row on a phone). */
export function SuccessStories() {
  return (
    <section className="section section--brand">
      <div className="container">
        <SectionHeader
          heading={MARKETING_SUCCESS_STORIES.heading}
          intro={MARKETING_SUCCESS_STORIES.intro}
        />
        <ScrollRow label="Success stories">
          <ul className="card-list grid grid--3">
            {MARKETING_SUCCESS_STORIES.stories.map((story) => (
              <li key={story.client} className="success-story">
                <p className="success-story__metric">
                  <span className="success-story__value">{story.metric.value}</span>
                  <span className="success-story__label">{story.metric.label}</span>
                </p>
                <h3 className="success-story__client">{story.client}</h3>
                <dl className="success-story__parts">
                  {(["challenge", "solution", "result"] as const).map((part) => (
                    <div key={part}>
                      <dt>{STORY_TERMS[part]}</dt>
                      <dd>{story[part]}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </ScrollRow>
      </div>
    </section>
  );
}
