/**
 * The staff area's screens, in navigation order: the one list the staff shell's navigation is
 * drawn from. Each entry names the roles that may use the screen (docs/requirements.md#staff-roles:
 * an `editor` publishes content only), so an editor is never shown a link that would answer 403.
 * Add a screen here when its route exists.
 */
import type { StaffRole } from "../../schemas/staff.ts";

/** One screen of the staff area. */
export interface StaffNavEntry {
  /** Where it lives; sub-pages (`/admin/content/…`) count as the same screen. */
  path: string;
  label: string;
  roles: readonly StaffRole[];
}

/** The staff screens (the enquiry inbox also holds the e-mail queue and erasure). */
export const STAFF_NAV: readonly StaffNavEntry[] = [
  { path: "/admin", label: "Enquiries", roles: ["admin"] },
  { path: "/admin/content", label: "Content", roles: ["admin", "editor"] },
  // What visitors could not find, synonyms and pins: content work (ADR 0026).
  { path: "/admin/search", label: "Search", roles: ["admin", "editor"] },
  { path: "/admin/analytics", label: "Analytics", roles: ["admin"] },
  { path: "/admin/audit", label: "Audit log", roles: ["admin"] },
  { path: "/admin/staff", label: "Accounts", roles: ["admin"] },
];

/** The entries `role` may use. */
export function staffNavFor(role: StaffRole): StaffNavEntry[] {
  return STAFF_NAV.filter((entry) => entry.roles.includes(role));
}

/**
 * The entry `path` belongs to: an exact match, else the longest entry it sits under ("/admin" only
 * matches itself, so "/admin/audit" is never taken for the enquiries).
 */
export function currentNavEntry(path: string): StaffNavEntry | undefined {
  return STAFF_NAV.find((entry) => entry.path === path) ??
    STAFF_NAV.filter((entry) => entry.path !== "/admin" && path.startsWith(`${entry.path}/`))
      .sort((a, b) => b.path.length - a.path.length)[0];
}
