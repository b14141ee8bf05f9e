/**
 * The enquiry's reference beside a form's success message (docs/requirements.md#enquiry-reference):
 * what the enquirer quotes when they chase, the same as in their acknowledgement e-mail.
 */
import { useLayoutEffect, useRef } from "react";
import { REFERENCE_TEXT } from "../../content/contact.ts";

/** Props of {@linkcode EnquiryReference}. */
export interface EnquiryReferenceProps {
  /** "CB-2026-000123"; nothing is shown when empty. */
  reference: string;
}

/**
 * "Your reference is CB-2026-000123. Please quote it …". When it appears it is scrolled, before
 * the frame is painted, just far enough to sit above the success toast that appears with it (its
 * `scroll-margin-bottom` is the toast's clearance, client/styles/main.css): the enquirer reads or
 * copies it at once, and the toast must not cover it.
 */
export function EnquiryReference({ reference }: EnquiryReferenceProps) {
  const line = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    if (reference) line.current?.scrollIntoView({ block: "nearest" });
  }, [reference]);
  if (!reference) return null;
  return (
    <p ref={line} className="enquiry-reference">
      {REFERENCE_TEXT.lead} <strong>{reference}</strong>. {REFERENCE_TEXT.quote}
    </p>
  );
}
