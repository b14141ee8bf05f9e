/**
 * Where the staff area is: every path under `/admin` (docs/requirements.md#staff-area). Its pages
 * have their own layout (`StaffShell`), so the app leaves out the public header, footer and cookie
 * banner there. Kept apart from the staff navigation so public pages do not load that list.
 */

/** Whether `path` is in the staff area. */
export function isStaffPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}
