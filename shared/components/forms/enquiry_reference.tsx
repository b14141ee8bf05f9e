/**
 * The enquiry's reference beside a form's success message (docs/requirements.md#enquiry-reference):
 * what the enquirer quotes when they chase, the same as in their acknowledgement e-mail.
 */
import { REFERENCE_TEXT } from "../../content/contact.ts";

/** Props of {@linkcode EnquiryReference}. */
export interface EnquiryReferenceProps {
  /** "CB-2026-000123"; nothing is shown when empty. */
  reference: string;
}

/** "Your reference is CB-2026-000123. Please quote it …". */
export function EnquiryReference({ reference }: EnquiryReferenceProps) {
  if (!reference) return null;
  return (
    <p className="enquiry-reference">
      {REFERENCE_TEXT.lead} <strong>{reference}</strong>. {REFERENCE_TEXT.quote}
    </p>
  );
}
