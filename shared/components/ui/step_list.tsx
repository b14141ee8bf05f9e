/**
 * A numbered process (docs/requirements.md#home, #brand-management, #marketing and #partner). The
 * big number is decorative (`aria-hidden`); screen readers hear "Step 01: title" from the heading
 * instead. One component so the four processes stay alike.
 */
import type { ProcessStep } from "../../content/types.ts";
import { Icon } from "../icon.tsx";

/** Props of {@linkcode StepList}. */
export interface StepListProps {
  steps: readonly ProcessStep[];
  /** Steps per row on wide screens. */
  columns: 3 | 4;
  /** Word read before the number, e.g. "Stage" (default "Step"). */
  label?: string;
  /** Show each step's icon beside its number (default true). */
  icons?: boolean;
  /** Extra classes on the list (e.g. `steps--on-brand` on the navy section). */
  className?: string;
}

/** An ordered list of steps with optional icon and duration each. */
export function StepList(
  { steps, columns, label = "Step", icons = true, className }: StepListProps,
) {
  return (
    <ol className={`steps steps--${columns}${className ? ` ${className}` : ""}`}>
      {steps.map((step) => (
        <li key={step.step} className="step">
          {icons && step.icon
            ? (
              <div className="step__top">
                <span className="step__number" aria-hidden="true">{step.step}</span>
                <Icon name={step.icon} className="step__icon" />
              </div>
            )
            : <span className="step__number" aria-hidden="true">{step.step}</span>}
          <h3>
            <span className="visually-hidden">{`${label} ${step.step}:`}</span>
            {step.title}
          </h3>
          <p>{step.description}</p>
          {step.duration
            ? (
              <p className="step__duration">
                <Icon name="clock" size={16} />
                <span className="visually-hidden">Duration:</span>
                {step.duration}
              </p>
            )
            : null}
        </li>
      ))}
    </ol>
  );
}
