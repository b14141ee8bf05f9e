/** The staff navigation shows each role only the screens it may use (docs/requirements.md#staff-roles). */
import assert from "node:assert/strict";
import { PAGE_ROUTES } from "../../routes.ts";
import { isStaffPath } from "../../staff_area.ts";
import { currentNavEntry, STAFF_NAV, staffNavFor } from "./staff_nav.ts";

Deno.test("an editor is shown Content and Search only; an admin every staff screen", () => {
  assert.deepEqual(staffNavFor("editor").map((entry) => entry.label), ["Content", "Search"]);
  assert.deepEqual(staffNavFor("admin").map((entry) => entry.label), [
    "Enquiries",
    "Content",
    "Search",
    "Analytics",
    "Audit log",
    "Accounts",
  ]);
});

Deno.test("every staff route but the signed-out pages belongs to a navigation entry", () => {
  // The sign-in and the page an e-mailed password link opens are used without a session.
  const signedOut = ["/admin/login", "/admin/password"];
  const routed = PAGE_ROUTES.map((route) => route.path as string)
    .filter((path) => isStaffPath(path) && !signedOut.includes(path));
  for (const path of routed) assert.ok(currentNavEntry(path), `${path} has a nav entry`);
  for (const entry of STAFF_NAV) assert.ok(isStaffPath(entry.path));
});

Deno.test("currentNavEntry takes a sub-page for its screen, never the enquiries", () => {
  assert.equal(currentNavEntry("/admin")?.label, "Enquiries");
  assert.equal(currentNavEntry("/admin/content/insights/new")?.label, "Content");
  assert.equal(currentNavEntry("/admin/audit")?.label, "Audit log");
  assert.equal(currentNavEntry("/admin/elsewhere"), undefined);
  assert.equal(isStaffPath("/administrator"), false);
});
