/**
 * The frame of the content screens: the staff area's shell (its navigation, sign-out and the
 * `<main>` landmark), around the screen, which prints its own heading.
 */
import type { ReactNode } from "react";
import { usePageData } from "../../../public_config.tsx";
import type { StaffPageData } from "../../../schemas/staff.ts";
import { StaffShell } from "../staff_shell.tsx";

/** Props of {@linkcode ContentShell}. */
export interface ContentShellProps {
  /** The list itself (kept for callers; the staff navigation marks the current screen). */
  current?: "list";
  children: ReactNode;
}

/** The content screens' frame: the staff area's shell, with the screen's own heading. */
export function ContentShell({ children }: ContentShellProps) {
  const data = usePageData() as Partial<StaffPageData>;
  return (
    <StaffShell staff={data.staff}>
      <div className="admin content-admin">{children}</div>
    </StaffShell>
  );
}
