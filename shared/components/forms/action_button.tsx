/**
 * A button whose action may be running or waiting for something, and which keeps the keyboard
 * focus meanwhile. The HTML `disabled` attribute makes a button unfocusable, so the browser moves
 * the focus of a keyboard user who pressed Save to the document's body, and they must Tab back
 * from the top of the page (docs/decisions/0040-staff-controls-keep-focus-and-wait-for-hydration.md).
 * This button says `aria-disabled` instead, which assistive technology announces as unavailable
 * and the stylesheet dims (`.button[aria-disabled="true"]`), and drops the click itself, including
 * the click a form's implicit submission (Enter in a field) sends to its submit button.
 *
 * @example
 * ```tsx
 * <ActionButton className="button button--primary" type="submit" unavailable={saving}>
 *   {saving ? "Saving…" : "Save"}
 * </ActionButton>
 * ```
 */
import type { ComponentPropsWithRef, MouseEvent } from "react";

/** Props of {@linkcode ActionButton}: a `<button>`'s, with `unavailable` in place of `disabled`. */
export interface ActionButtonProps
  extends Omit<ComponentPropsWithRef<"button">, "disabled" | "type"> {
  /** `button` (default) or `submit`. */
  type?: "button" | "submit";
  /** The action cannot run now (it is running, or waits for something): clicks are ignored. */
  unavailable?: boolean | undefined;
}

/** A `<button>` that stays focusable while unavailable. */
export function ActionButton(
  { unavailable = false, onClick, type = "button", ...rest }: ActionButtonProps,
) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (unavailable) {
      // Also keeps a submit button from submitting its form.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      {...rest}
      type={type === "submit" ? "submit" : "button"}
      aria-disabled={unavailable || undefined}
      onClick={handleClick}
    />
  );
}
