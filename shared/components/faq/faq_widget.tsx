/**
 * The reusable FAQ widget and searchable FAQ list (docs/requirements.md#faq): optional search and
 * category filter combined with AND, toggling questions, Expand/Collapse All, the empty state and
 * the 'Still have questions?' block. Rows fade in `FAQ_ROW_DELAY_MS` apart through CSS classes, so
 * no inline style is needed (the CSP forbids them).
 */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { FAQ_UI, type FaqCategoryFilter, type FaqItem, filterFaqItems } from "../../content/faq.ts";
import { useAnnounce } from "../announcer.tsx";
import { SiteLink } from "../ui/site_link.tsx";
import { AccordionItem, type HeadingLevel } from "./accordion.tsx";
import { FaqBulkActions, FaqCategoryFilters, FaqSearch } from "./faq_controls.tsx";

/**
 * Rows beyond this position share its delay; `faq.css` defines `.faq-row--d0` to this index.
 * Keeps the last row's wait under a second.
 */
export const FAQ_ROW_DELAY_CLASSES = 20;

/** Wait after the last change before the result count is announced, ms (typing stays quiet). */
const ANNOUNCE_DEBOUNCE_MS = 400;

/** The spoken result count, e.g. "3 questions found". */
function resultCountLabel(count: number): string {
  if (count === 0) return FAQ_UI.emptyTitle;
  return `${count} ${count === 1 ? "question" : "questions"} found`;
}

/**
 * The animation-delay class of the row at `index` (docs/requirements.md#constants: 50 ms per row).
 */
export function faqRowClass(index: number): string {
  return `faq-row faq-row--d${Math.min(index, FAQ_ROW_DELAY_CLASSES - 1)}`;
}

/** Props of {@linkcode FaqWidget}. */
export interface FaqWidgetProps {
  items: readonly FaqItem[];
  /** Show the search box. */
  searchable: boolean;
  /** Show the category toggle buttons. */
  categoryFilter: boolean;
  /** Open on first render: the searchable list passes its default set; the widget opens none. */
  defaultOpenIds?: readonly string[];
  /** Level of the question headings; default 3 (under the section's `<h2>`). */
  headingLevel?: HeadingLevel;
}

/** Renders the FAQ widget (see module comment). */
export function FaqWidget(
  { items, searchable, categoryFilter, defaultOpenIds = [], headingLevel = 3 }: FaqWidgetProps,
) {
  const baseId = useId();
  const announce = useAnnounce();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<FaqCategoryFilter>("All");
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(defaultOpenIds));
  const filtered = useMemo(
    () => filterFaqItems(items, { query, category }),
    [items, query, category],
  );

  // Announce the count after the visitor changes a filter, never on the first render.
  const filterChanged = useRef(false);
  useEffect(() => {
    if (!filterChanged.current) return;
    const timer = setTimeout(
      () => announce(resultCountLabel(filtered.length)),
      ANNOUNCE_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [announce, filtered.length, query, category]);

  function changeQuery(value: string) {
    filterChanged.current = true;
    setQuery(value);
  }
  function changeCategory(value: FaqCategoryFilter) {
    filterChanged.current = true;
    setCategory(value);
  }
  function toggle(id: string) {
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <div className="faq">
      {searchable ? <FaqSearch value={query} onChange={changeQuery} /> : null}
      <div className="faq__toolbar">
        {categoryFilter ? <FaqCategoryFilters value={category} onChange={changeCategory} /> : null}
        <FaqBulkActions
          onExpandAll={() =>
            setOpenIds((current) => new Set([...current, ...filtered.map((item) => item.id)]))}
          onCollapseAll={() => setOpenIds(new Set())}
        />
      </div>
      {filtered.length
        ? (
          // Keyed by category so a new filter replays the staggered entrance of its rows.
          <div className="accordion faq__list" key={category}>
            {filtered.map((item, index) => (
              <AccordionItem
                key={item.id}
                id={`${baseId}-${item.id}`}
                question={item.question}
                icon={item.icon}
                open={openIds.has(item.id)}
                onToggle={() => toggle(item.id)}
                headingLevel={headingLevel}
                className={faqRowClass(index)}
              >
                <p>{item.answer}</p>
              </AccordionItem>
            ))}
          </div>
        )
        : (
          <div className="faq__empty">
            <p className="faq__empty-title">{FAQ_UI.emptyTitle}</p>
            <p>{FAQ_UI.emptyHint}</p>
          </div>
        )}
      <FaqMore headingLevel={headingLevel} />
    </div>
  );
}

/** The 'Still have questions?' block linking to /contact. */
function FaqMore({ headingLevel }: { headingLevel: HeadingLevel }) {
  const Heading = `h${headingLevel}` as const;
  const { heading, text, cta } = FAQ_UI.stillHaveQuestions;
  return (
    <div className="faq__more">
      <div>
        <Heading className="faq__more-heading">{heading}</Heading>
        <p>{text}</p>
      </div>
      <SiteLink href={cta.href} className="button button--primary">{cta.label}</SiteLink>
    </div>
  );
}
