/**
 * The banner's manage view (docs/requirements.md#consent-banner: opens from 'Manage', can be
 * closed, 'Save Preferences' stores the choice). A native modal `<dialog>`: the browser keeps focus
 * inside it and closes it on Escape; focus moves to the dialog on open and back to the opener on
 * close.
 *
 * The `open` prop is the only source of truth. Every way of closing tells the owner at once
 * (Escape through the synchronous `cancel` event), because the browser fires `close` in a later
 * task, after it has already returned focus to the opener: a visitor who presses Escape and then
 * Enter quickly would otherwise reopen a dialog the owner still believed open, and the late
 * `close` would then shut it again.
 */
import { useEffect, useRef, useState } from "react";
import { CONSENT_COPY } from "../../consent/consent_copy.ts";
import { NO_OPTIONAL_CONSENT } from "../../consent/consent_record.ts";
import { Icon } from "../icon.tsx";
import { type ConsentDraft, ConsentToggles } from "./consent_toggles.tsx";

/** Props of {@linkcode ConsentDialog}. */
export interface ConsentDialogProps {
  open: boolean;
  /** The choice shown when the dialog opens (the stored one, or all optional off). */
  initial: ConsentDraft | undefined;
  /** Saves the draft; the dialog closes afterwards. */
  onSave(draft: ConsentDraft): void;
  /** Called however the dialog closes (button, Escape, after saving). */
  onClose(): void;
  /** Element to focus after closing when the opener is gone (e.g. the banner was hidden). */
  fallbackFocus?: () => HTMLElement | null;
}

/** The manage view. */
export function ConsentDialog(props: ConsentDialogProps) {
  const { open, initial } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [draft, setDraft] = useState<ConsentDraft>(initial ?? NO_OPTIONAL_CONSENT);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      setDraft(initial ?? NO_OPTIONAL_CONSENT);
      element.showModal();
      element.focus();
    } else if (!open && element.open) {
      element.close();
    }
    // `initial` is read only when opening: later changes must not reset a draft being edited.
  }, [open]);

  function restoreFocus() {
    const previous = opener.current;
    opener.current = null;
    if (previous instanceof HTMLElement && previous.isConnected && previous.offsetParent !== null) {
      previous.focus();
    } else {
      props.fallbackFocus?.()?.focus({ preventScroll: true });
    }
  }

  return (
    <dialog
      ref={dialog}
      id="consent-dialog"
      className="consent-dialog"
      aria-labelledby="consent-dialog-title"
      aria-describedby="consent-dialog-intro"
      tabIndex={-1}
      onCancel={() => props.onClose()}
      onClose={() => {
        // A `close` queued before the visitor reopened the dialog is stale: ignore it.
        if (dialog.current?.open) return;
        props.onClose();
        restoreFocus();
      }}
    >
      <form
        method="dialog"
        className="consent-dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave(draft);
          props.onClose();
        }}
      >
        <div className="consent-dialog__header">
          <h2 id="consent-dialog-title" className="consent-dialog__title">
            {CONSENT_COPY.manageTitle}
          </h2>
          <button
            type="button"
            className="consent-dialog__close"
            aria-label={CONSENT_COPY.close}
            onClick={() => props.onClose()}
          >
            <Icon name="x" size={20} />
          </button>
        </div>
        <p id="consent-dialog-intro" className="consent-dialog__intro">
          {CONSENT_COPY.manageIntro}
        </p>
        <ConsentToggles idPrefix="dialog" value={draft} onChange={setDraft} />
        <div className="consent-dialog__actions">
          <button type="submit" className="button button--primary">
            {CONSENT_COPY.savePreferences}
          </button>
        </div>
      </form>
    </dialog>
  );
}
