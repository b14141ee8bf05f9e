/**
 * The layout of every staff screen (docs/requirements.md#staff-area): the site's public header,
 * footer and cookie banner are not shown under /admin (see `App`); instead a staff bar names the
 * area, lists the screens the signed-in role may use (`STAFF_NAV`) and offers sign-out, and the
 * page's `<main>` holds its title and content. Pages wrap themselves in it:
 *
 * @example
 * ```tsx
 * <StaffShell staff={data.staff} title="Content">…</StaffShell>
 * ```
 *
 * Links are plain anchors: each staff page loads its session data from the server. Without
 * `staff` (the sign-in page) the bar shows the area's name only.
 *
 * Keyboard and hydration (docs/decisions/0040-staff-controls-keep-focus-and-wait-for-hydration.md):
 * the first Tab reaches a skip link past the bar (and, where a screen names one, past its filters
 * to its list); until the page has hydrated every form control of the screen is disabled, with a
 * note saying so, because a click or keystroke before then would reach no handler and be lost.
 */
import { type ReactNode, useState } from "react";
import { ActionButton } from "../../components/forms/action_button.tsx";
import { useHydrated } from "../../hydration.tsx";
import { useLocation } from "wouter";
import { COMPANY_NAME } from "../../content/company.ts";
import type { StaffPageData } from "../../schemas/staff.ts";
import { MAIN_CONTENT_ID } from "../../ui_constants.ts";
import { STAFF_BAR_TEXT } from "./admin_copy.ts";
import { currentNavEntry, staffNavFor } from "./staff_nav.ts";
import { signOut } from "./staff_api.ts";

/** Props of {@linkcode StaffShell}. */
export interface StaffShellProps {
  /** The signed-in staff member (page data `staff`); absent on the sign-in page. */
  staff?: StaffPageData["staff"] | undefined;
  /** The page's `<h1>`; absent when the screen prints its own heading (the content screens). */
  title?: string;
  /** One line under the title. */
  intro?: string;
  /**
   * Where the skip link goes: the id of an element holding the screen's list (focusable, with
   * `tabIndex={-1}`) and the link's words; absent, the `<main>` with "Skip to content".
   */
  skipTo?: { id: string; label: string } | undefined;
  children: ReactNode;
}

/** The staff layout around one screen. */
export function StaffShell({ staff, title, intro, skipTo, children }: StaffShellProps) {
  const [path] = useLocation();
  const current = currentNavEntry(path);
  const hydrated = useHydrated();
  const waitingId = "staff-shell-waiting";
  return (
    <div className={`staff-shell${staff ? "" : " staff-shell--signed-out"}`}>
      <a className="skip-link" href={`#${skipTo?.id ?? MAIN_CONTENT_ID}`}>
        {skipTo?.label ?? STAFF_BAR_TEXT.skipToContent}
      </a>
      <header className="staff-shell__bar">
        <a className="staff-shell__brand" href={staff ? "/admin" : "/"}>
          <span className="staff-shell__company">{COMPANY_NAME}</span>
          <span className="staff-shell__area">{STAFF_BAR_TEXT.label}</span>
        </a>
        {staff
          ? (
            <>
              <nav className="staff-shell__nav" aria-label={STAFF_BAR_TEXT.navLabel}>
                <ul>
                  {staffNavFor(staff.role).map((entry) => (
                    <li key={entry.path}>
                      <a
                        href={entry.path}
                        aria-current={entry === current ? "page" : undefined}
                      >
                        {entry.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <SignOut email={staff.email} waitingId={hydrated ? undefined : waitingId} />
            </>
          )
          : null}
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="staff-shell__main">
        {title
          ? (
            <header className="admin__header">
              <h1>{title}</h1>
              {intro ? <p className="lead">{intro}</p> : null}
            </header>
          )
          : null}
        {/* Before the controls in reading order; on screen it floats over the page's foot. */}
        {hydrated ? null : (
          <p id={waitingId} className="staff-shell__waiting" role="status">
            {STAFF_BAR_TEXT.waiting}
          </p>
        )}
        {
          /* A disabled fieldset disables every control inside it, nested forms included, while
            the text stays readable; links and <details> work without script and stay live. */
        }
        <fieldset
          className="staff-shell__controls"
          disabled={!hydrated}
          aria-describedby={hydrated ? undefined : waitingId}
        >
          {children}
        </fieldset>
      </main>
    </div>
  );
}

/** Sign-out; `waitingId` names the note it waits for while the page hydrates. */
function SignOut({ email, waitingId }: { email: string; waitingId: string | undefined }) {
  const [busy, setBusy] = useState(false);

  async function handleSignOut() {
    setBusy(true);
    try {
      await signOut();
    } catch (error) {
      // Signed out either way: the server ends the session or it had already ended.
      console.warn("Sign-out request failed", error);
    }
    globalThis.location.assign("/admin/login");
  }

  return (
    <div className="staff-shell__who">
      <p>
        {STAFF_BAR_TEXT.signedInAs} <strong>{email}</strong>
      </p>
      <ActionButton
        className="button button--secondary staff-shell__sign-out"
        onClick={handleSignOut}
        unavailable={busy || waitingId !== undefined}
        aria-describedby={waitingId}
      >
        {busy ? STAFF_BAR_TEXT.signingOut : STAFF_BAR_TEXT.signOut}
      </ActionButton>
    </div>
  );
}
