/**
 * Accordion pieces on the WAI-ARIA disclosure pattern: each question is a `<button
 * aria-expanded aria-controls>` inside a heading, and its answer a labelled region that is
 * `hidden` while closed, so closed answers are skipped by screen readers and the tab order.
 * Used by the FAQ widget (docs/requirements.md#faq), whose filters and Expand/Collapse All own
 * the open state; the home FAQ block uses native `<details>` instead (shared/pages/home).
 */
import type { ReactNode } from "react";
import { Icon, type IconName } from "../icon.tsx";

/** Level of the heading that wraps each question; pick the one below the section's heading. */
export type HeadingLevel = 2 | 3 | 4;

/** Props of {@linkcode AccordionItem}. */
export interface AccordionItemProps {
  /** Base of the element ids (`{id}-trigger`, `{id}-panel`); unique within the page. */
  id: string;
  question: string;
  /** Decorative icon before the question. */
  icon?: IconName | undefined;
  open: boolean;
  onToggle: () => void;
  /** Default 3. */
  headingLevel?: HeadingLevel;
  /** Extra classes on the item (e.g. the FAQ row's animation delay). */
  className?: string;
  /** The answer. */
  children: ReactNode;
}

/** One question and its answer; the parent owns the open state. */
export function AccordionItem(
  { id, question, icon, open, onToggle, headingLevel = 3, className, children }: AccordionItemProps,
) {
  const Heading = `h${headingLevel}` as const;
  const triggerId = `${id}-trigger`;
  const panelId = `${id}-panel`;
  return (
    <div className={className ? `accordion__item ${className}` : "accordion__item"}>
      <Heading className="accordion__heading">
        <button
          type="button"
          id={triggerId}
          className="accordion__trigger"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="accordion__question">
            {icon ? <Icon name={icon} size={20} className="accordion__icon" /> : null}
            <span>{question}</span>
          </span>
          <Icon name="chevron-down" size={20} className="accordion__chevron" />
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={triggerId}
        className="accordion__panel"
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
}
