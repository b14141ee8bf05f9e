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
 */
import { type ReactNode, useState } from "react";
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
  children: ReactNode;
}

/** The staff layout around one screen. */
export function StaffShell({ staff, title, intro, children }: StaffShellProps) {
  const [path] = useLocation();
  const current = currentNavEntry(path);
  return (
    <div className={`staff-shell${staff ? "" : " staff-shell--signed-out"}`}>
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
              <SignOut email={staff.email} />
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
        {children}
      </main>
    </div>
  );
}

function SignOut({ email }: { email: string }) {
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
      <button
        type="button"
        className="button button--secondary staff-shell__sign-out"
        onClick={handleSignOut}
        disabled={busy}
      >
        {busy ? STAFF_BAR_TEXT.signingOut : STAFF_BAR_TEXT.signOut}
      </button>
    </div>
  );
}
