/**
 * The frame of the content screens: a small bar with the way back to the staff area, the content
 * list and sign-out, then the screen. One component, so the staff area's shared navigation can
 * replace it in one place.
 */
import { type ReactNode, useState } from "react";
import { usePageData } from "../../../public_config.tsx";
import type { StaffPageData } from "../../../schemas/staff.ts";
import { signOut } from "../staff_api.ts";
import { SHELL_TEXT } from "./content_copy.ts";

/** Props of {@linkcode ContentShell}. */
export interface ContentShellProps {
  /** The list itself: its link is marked as the current page. */
  current?: "list";
  children: ReactNode;
}

/** The content screens' frame. */
export function ContentShell({ current, children }: ContentShellProps) {
  const data = usePageData() as Partial<StaffPageData>;
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
    <div className="admin content-admin">
      <div className="container">
        <div className="staff-bar">
          {data.staff
            ? (
              <p className="staff-bar__who">
                {SHELL_TEXT.signedInAs} <strong>{data.staff.email}</strong>
              </p>
            )
            : null}
          <nav className="staff-bar__nav" aria-label={SHELL_TEXT.label}>
            <a href="/admin">{SHELL_TEXT.back}</a>
            <a href="/admin/content" aria-current={current === "list" ? "page" : undefined}>
              {SHELL_TEXT.content}
            </a>
            <button
              type="button"
              className="button button--secondary staff-bar__sign-out"
              onClick={handleSignOut}
              disabled={busy}
            >
              {SHELL_TEXT.signOut}
            </button>
          </nav>
        </div>
        {children}
      </div>
    </div>
  );
}
