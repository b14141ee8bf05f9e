import assert from "node:assert/strict";
import { matchRoute } from "./routes.ts";

Deno.test("matchRoute reads every parameter of a route with two, each one path segment", () => {
  const edit = matchRoute("/admin/content/case-studies/new");
  assert.equal(edit?.route.path, "/admin/content/:collection/:id");
  assert.deepEqual(edit?.params, { collection: "case-studies", id: "new" });
  const preview = matchRoute("/admin/content/insights/a%20b/preview");
  assert.equal(preview?.route.path, "/admin/content/:collection/:id/preview");
  assert.deepEqual(preview?.params, { collection: "insights", id: "a b" });
  assert.equal(matchRoute("/admin/content/insights")?.route.path, undefined);
  assert.equal(matchRoute("/admin/content/insights//preview"), undefined);
  assert.equal(matchRoute("/admin/content/insights/x/preview/more"), undefined);
});

Deno.test("matchRoute keeps one-parameter and exact routes as they were", () => {
  assert.deepEqual(matchRoute("/insights/retail-trends")?.params, { id: "retail-trends" });
  assert.equal(matchRoute("/insights/"), undefined);
  assert.equal(matchRoute("/insights/a/b"), undefined);
  assert.equal(matchRoute("/insights/%E0%A4%A"), undefined);
  assert.deepEqual(matchRoute("/admin/content")?.params, {});
  assert.equal(matchRoute("/about/"), undefined);
});
