/** The FAQ widget's controls: search box, category toggle buttons and Expand/Collapse All. */
import { useId } from "react";
import { FAQ_FILTER_OPTIONS, FAQ_UI, type FaqCategoryFilter } from "../../content/faq.ts";
import { Icon } from "../icon.tsx";

/** Accessible name of the category button group. */
const CATEGORY_GROUP_LABEL = "Filter questions by category";

/** Props of {@linkcode FaqSearch}. */
export interface FaqSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search box (docs/requirements.md#faq: search text starts empty). */
export function FaqSearch({ value, onChange }: FaqSearchProps) {
  const id = useId();
  return (
    <div className="faq__search">
      <label htmlFor={id} className="faq__search-label">{FAQ_UI.searchLabel}</label>
      <div className="faq__search-box">
        <Icon name="search" size={20} className="faq__search-icon" />
        <input
          id={id}
          type="search"
          className="input faq__search-input"
          placeholder={FAQ_UI.searchPlaceholder}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
    </div>
  );
}

/** Props of {@linkcode FaqCategoryFilters}. */
export interface FaqCategoryFiltersProps {
  value: FaqCategoryFilter;
  onChange: (value: FaqCategoryFilter) => void;
}

/**
 * One toggle button per category, "All Questions" first; exactly one is pressed, which
 * `aria-pressed` tells screen readers.
 */
export function FaqCategoryFilters({ value, onChange }: FaqCategoryFiltersProps) {
  return (
    <div className="faq__filters" role="group" aria-label={CATEGORY_GROUP_LABEL}>
      {FAQ_FILTER_OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="faq__chip"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** Props of {@linkcode FaqBulkActions}. */
export interface FaqBulkActionsProps {
  onExpandAll: () => void;
  onCollapseAll: () => void;
}

/** 'Expand All' and 'Collapse All'. */
export function FaqBulkActions({ onExpandAll, onCollapseAll }: FaqBulkActionsProps) {
  return (
    <div className="faq__bulk">
      <button type="button" className="faq__bulk-button" onClick={onExpandAll}>
        {FAQ_UI.expandAll}
      </button>
      <button type="button" className="faq__bulk-button" onClick={onCollapseAll}>
        {FAQ_UI.collapseAll}
      </button>
    </div>
  );
}
