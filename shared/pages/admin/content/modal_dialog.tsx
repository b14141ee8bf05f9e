/**
 * A modal dialog on the browser's own `<dialog>` (focus kept inside, Escape closes, focus returns
 * to the control that opened it). Its content is mounted only while it is open, so each opening
 * starts afresh.
 */
import { type ReactNode, useLayoutEffect, useRef } from "react";

/** Props of {@linkcode ModalDialog}. */
export interface ModalDialogProps {
  /** Prefix of the element ids (`{id}-title`). */
  id: string;
  open: boolean;
  title: string;
  /** Called when the dialog closes by itself (Escape). */
  onClose: () => void;
  children: ReactNode;
  /** Wider than a form's dialog (a grid of images). */
  wide?: boolean;
}

/** The dialog. */
export function ModalDialog({ id, open, title, onClose, children, wide }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // In the commit, not after paint: whoever closes it can move focus on the next frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      id={id}
      className={wide ? "content-dialog content-dialog--wide" : "content-dialog"}
      aria-labelledby={`${id}-title`}
      onClose={(event) => {
        // React passes a nested dialog's close (the library over the image dialog) up its own
        // tree, though the DOM event does not bubble: only this dialog's own closing counts.
        if (event.target === event.currentTarget && open) onClose();
      }}
    >
      {open
        ? (
          <>
            <h2 id={`${id}-title`} className="content-dialog__title">{title}</h2>
            {children}
          </>
        )
        : null}
    </dialog>
  );
}
