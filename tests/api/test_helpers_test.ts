/**
 * The test helpers themselves: a stale bundle is refused, never tested by mistake, and a browser
 * test file's shared site is found by the file that asked for it.
 */
import assert from "node:assert/strict";
import { readManifest } from "../../server/build_manifest.ts";
import { newestSourceTime } from "../../tools/build.ts";
import { assertFreshBuild } from "../helpers/test_app.ts";
import { callingTestFile } from "../helpers/site_browser.ts";

Deno.test("a bundle built before the last change to client/ or shared/ is refused with a clear message", () => {
  assert.throws(
    () => assertFreshBuild(1_000, 2_000),
    /dist\/ is older than client\/ or shared\/: run `deno task build`/,
  );
  assertFreshBuild(2_000, 2_000);
});

Deno.test("the bundle under test was built from the current sources", async () => {
  const manifest = await readManifest();
  assert.ok(manifest.sourceTime >= await newestSourceTime(), "the runner builds before testing");
});

Deno.test("a shared browser-test site is told which test file asked for it, also from a bundle", () => {
  // The stack of a call from a test of a bundled browser test file, after an await.
  const stack = [
    "Error",
    "    at callingTestFile (file:///repo/tests/helpers/site_browser.ts:76:39)",
    "    at withSharedSiteAndBrowser (file:///repo/tests/helpers/site_browser.ts:92:16)",
    "    at withSite (file:///repo/tests/e2e/consent_fixtures.ts:27:9)",
    "    at async fn (file:///repo/tests/e2e/home_test.ts:41:7)",
    "    at async file:///repo/test-results/bundles/e2e_1_test.ts:2:1",
  ].join("\n");
  assert.equal(callingTestFile(stack), "file:///repo/tests/e2e/home_test.ts");
  assert.equal(callingTestFile("Error\n    at tool (file:///repo/tools/screenshots.ts:3:1)"), "");
  // Called from here, no browser test file is on the stack.
  assert.equal(callingTestFile(), "");
});
