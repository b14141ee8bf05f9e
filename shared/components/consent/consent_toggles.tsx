/**
 * The per-category switches shared by the banner's manage view and /cookies
 * (docs/requirements.md#consent: one consent model everywhere). Necessary is shown on and cannot be
 * switched off (docs/requirements.md#consent-record).
 */
import { COOKIE_CATEGORIES } from "../../content/legal/cookies.ts";
import type { ConsentCategories, OptionalCategory } from "../../consent/consent_record.ts";
import { CONSENT_COPY } from "../../consent/consent_copy.ts";

/** The switchable part of a choice. */
export type ConsentDraft = Omit<ConsentCategories, "necessary">;

/** Props of {@linkcode ConsentToggles}. */
export interface ConsentTogglesProps {
  value: ConsentDraft;
  onChange(value: ConsentDraft): void;
  /** Prefix of element ids, unique on the page ("banner", "page"). */
  idPrefix: string;
  /** Show each category's examples as well as its description (the /cookies page). */
  detailed?: boolean;
}

/** One row per category with a labelled switch. */
export function ConsentToggles({ value, onChange, idPrefix, detailed }: ConsentTogglesProps) {
  return (
    <ul className="consent-toggles">
      {COOKIE_CATEGORIES.map((category) => {
        const id = `${idPrefix}-consent-${category.id}`;
        const alwaysOn = category.id === "necessary";
        const checked = alwaysOn ? true : value[category.id as OptionalCategory];
        return (
          <li key={category.id} className="consent-toggle">
            <div className="consent-toggle__text">
              <label htmlFor={id} className="consent-toggle__name">
                {category.name}
                {alwaysOn
                  ? <span className="consent-toggle__badge">{CONSENT_COPY.alwaysOn}</span>
                  : null}
              </label>
              <p id={`${id}-description`} className="consent-toggle__description">
                {category.description}
              </p>
              {detailed
                ? (
                  <ul className="consent-toggle__examples">
                    {category.examples.map((example) => <li key={example}>{example}</li>)}
                  </ul>
                )
                : null}
            </div>
            <input
              id={id}
              type="checkbox"
              role="switch"
              className="consent-switch"
              checked={checked}
              disabled={alwaysOn}
              aria-describedby={`${id}-description`}
              onChange={(event) => {
                if (alwaysOn) return;
                onChange({ ...value, [category.id]: event.currentTarget.checked });
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
