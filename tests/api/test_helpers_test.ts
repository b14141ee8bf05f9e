/** The test helpers themselves: a stale bundle is refused, never tested by mistake. */
import assert from "node:assert/strict";
import { readManifest } from "../../server/build_manifest.ts";
import { newestSourceTime } from "../../tools/build.ts";
import { assertFreshBuild } from "../helpers/test_app.ts";

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
