/** The `server/no-console` lint rule: where it applies and what it catches. */
/// <reference lib="deno.unstable" />
import assert from "node:assert/strict";
import plugin from "./server_plugin.ts";

const ROOT = decodeURIComponent(new URL("../../", import.meta.url).pathname);

function problems(path: string, source: string): string[] {
  return Deno.lint.runPlugin(plugin, ROOT + path, source).map((problem) => problem.id);
}

Deno.test("server/no-console refuses console calls in server/", () => {
  assert.deepEqual(problems("server/search/service.ts", 'console.warn("x");'), [
    "server/no-console",
  ]);
  assert.deepEqual(problems("server/app.ts", 'console["error"]("x");'), ["server/no-console"]);
  assert.deepEqual(problems("server/app.ts", 'globalThis.console.log("x");'), [
    "server/no-console",
  ]);
});

Deno.test("server/no-console leaves tools/, tests/, shared/ and the server's logger calls alone", () => {
  for (const path of ["tools/run_tests.ts", "tests/api/pages_test.ts", "shared/scroll.ts"]) {
    assert.deepEqual(problems(path, 'console.log("x");'), [], path);
  }
  assert.deepEqual(problems("server/app.ts", 'log("warn", "x", { n: 1 });'), []);
});

Deno.test("deno.json loads the plugin, so `deno lint` applies the rule", async () => {
  const config = JSON.parse(await Deno.readTextFile(ROOT + "deno.json"));
  assert.ok(
    (config.lint.plugins as string[]).includes("./tools/lint/server_plugin.ts"),
    "lint.plugins lists tools/lint/server_plugin.ts",
  );
});
