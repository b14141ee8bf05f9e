/**
 * Accordion pieces on the WAI-ARIA disclosure pattern: each question is a `<button
 * aria-expanded aria-controls>` inside a heading, and its answer a labelled region that is
 * `hidden` while closed, so closed answers are skipped by screen readers and the tab order.
 * Used by the FAQ widget (docs/requirements.md#faq, many open) and the home FAQ block
 * (docs/requirements.md#home, at most one open).
 */
import { type ReactNode, useId, useState } from "react";
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

/** One entry of an {@linkcode Accordion}; without `id` the entry's position is its key. */
export interface AccordionEntry {
  id?: string;
  question: string;
  /** Plain text is wrapped in a paragraph. */
  answer: ReactNode;
  icon?: IconName;
}

/** Props of {@linkcode Accordion}. */
export interface AccordionProps {
  items: readonly AccordionEntry[];
  /**
   * "single": opening one closes the others (home FAQ, docs/requirements.md#faq); "multiple":
   * independent.
   */
  mode: "single" | "multiple";
  /** Open on first render: "first", or entry keys. Default: none. */
  defaultOpen?: "first" | readonly string[];
  /** Default 3. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * A self-contained accordion. Clicking a question toggles it, so in "single" mode clicking the
 * open question closes it and leaves none open.
 *
 * @example
 * <Accordion items={HOME_FAQ.entries} mode="single" defaultOpen="first" />
 */
export function Accordion(
  { items, mode, defaultOpen = [], headingLevel = 3, className }: AccordionProps,
) {
  const baseId = useId();
  const keys = items.map((item, index) => item.id ?? String(index));
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => {
    const initial = defaultOpen === "first" ? keys.slice(0, 1) : [...defaultOpen];
    return new Set(mode === "single" ? initial.slice(0, 1) : initial);
  });

  function toggle(key: string) {
    setOpenKeys((current) => {
      if (current.has(key)) {
        const next = new Set(current);
        next.delete(key);
        return next;
      }
      return mode === "single" ? new Set([key]) : new Set(current).add(key);
    });
  }

  return (
    <div className={className ? `accordion ${className}` : "accordion"}>
      {items.map((item, index) => {
        const key = keys[index] ?? String(index);
        return (
          <AccordionItem
            key={key}
            id={`${baseId}-${index}`}
            question={item.question}
            icon={item.icon}
            open={openKeys.has(key)}
            onToggle={() => toggle(key)}
            headingLevel={headingLevel}
          >
            {typeof item.answer === "string" ? <p>{item.answer}</p> : item.answer}
          </AccordionItem>
        );
      })}
    </div>
  );
}
