/**
 * The bar above every signed-in staff screen: who is signed in, the staff screens, and sign-out.
 * Links are plain anchors: each staff page loads its session data from the server.
 */
import { useState } from "react";
import { STAFF_BAR_TEXT } from "./admin_copy.ts";
import { signOut } from "./staff_api.ts";

/** Props of {@linkcode StaffBar}. */
export interface StaffBarProps {
  email: string;
  current: "enquiries" | "analytics" | "audit";
}

/** The staff bar. */
export function StaffBar({ email, current }: StaffBarProps) {
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
    <div className="staff-bar">
      <p className="staff-bar__who">
        {STAFF_BAR_TEXT.signedInAs} <strong>{email}</strong>
      </p>
      <nav className="staff-bar__nav" aria-label={STAFF_BAR_TEXT.label}>
        <a href="/admin" aria-current={current === "enquiries" ? "page" : undefined}>
          {STAFF_BAR_TEXT.enquiries}
        </a>
        <a href="/admin/analytics" aria-current={current === "analytics" ? "page" : undefined}>
          {STAFF_BAR_TEXT.analytics}
        </a>
        <a href="/admin/audit" aria-current={current === "audit" ? "page" : undefined}>
          {STAFF_BAR_TEXT.audit}
        </a>
        <button
          type="button"
          className="button button--secondary staff-bar__sign-out"
          onClick={handleSignOut}
          disabled={busy}
        >
          {busy ? STAFF_BAR_TEXT.signingOut : STAFF_BAR_TEXT.signOut}
        </button>
      </nav>
    </div>
  );
}
