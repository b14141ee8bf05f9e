/**
 * A group of cards that lies in a grid on wide screens and, on a phone, in one row that scrolls
 * sideways and snaps to each card (main.css, "Scroll rows"), so a group takes one card's height
 * instead of a stack of them. The row is a labelled region that takes keyboard focus, so it can be
 * scrolled with the arrow keys (WCAG 2.1.1); every card stays in the document and the
 * accessibility tree, nothing is hidden from a screen reader.
 */
import type { ReactNode } from "react";

/** Props of {@linkcode ScrollRow}. */
export interface ScrollRowProps {
  /** Name of the region, e.g. "Service cards". */
  label: string;
  /** The group's list (`<ul>` or `<ol>`); its items are the cards. */
  children: ReactNode;
  /** Extra classes on the region. */
  className?: string;
}

/** Wraps a card list in the scrolling region. */
export function ScrollRow({ label, children, className }: ScrollRowProps) {
  return (
    <div
      className={className ? `scroll-row ${className}` : "scroll-row"}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
