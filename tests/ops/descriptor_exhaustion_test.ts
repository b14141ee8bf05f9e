/**
 * Descriptor exhaustion (server/http/listener.ts): under `ulimit -n 256`, idle TCP connections
 * take every file descriptor the site has. The process must stay up, refuse what it cannot take,
 * and serve again once the connections go, with no restart. (Closing idle and slow-header
 * connections is the proxy's job: Deno.serve has no such timeouts; deploy/Caddyfile.)
 */
import assert from "node:assert/strict";
import {
  buildOnce,
  delay,
  makeWorkspace,
  OPS_TEST,
  send,
  type SiteProcess,
  startSite,
  stopAll,
} from "./ops_harness.ts";

Deno.test(
  "400 idle connections against an open-file limit of 256: the process stays up and serves again once they go",
  OPS_TEST,
  async () => {
    await buildOnce();
    const workspace = await makeWorkspace("fds");
    let site: SiteProcess | undefined;
    const connections: Deno.Conn[] = [];
    try {
      site = await startSite({ workspace, openFiles: 256 });
      assert.equal((await send(`${site.origin}/`)).status, 200);
      for (let i = 0; i < 400; i++) {
        try {
          connections.push(await Deno.connect({ hostname: "127.0.0.1", port: site.port }));
        } catch {
          break; // refused: the site has no descriptor left to accept with
        }
      }
      await delay(1_000);
      const during = await send(`${site.origin}/`, { timeoutMs: 3_000 });
      console.log(
        `${connections.length} idle connections opened; GET / meanwhile: ${
          during.status || during.networkError
        }`,
      );
      assert.ok(!site.exited, `the process is still running\n${site.log()}`);

      for (const connection of connections.splice(0)) connection.close();
      let after = await send(`${site.origin}/`, { timeoutMs: 3_000 });
      for (let i = 0; i < 40 && after.status !== 200; i++) {
        await delay(250);
        after = await send(`${site.origin}/`, { timeoutMs: 3_000 });
      }
      assert.equal(after.status, 200, `serves again once the connections go\n${site.log()}`);
      assert.ok(!site.exited, "with no restart");
      assert.match(site.log(), /listener failed: listening again/);
    } finally {
      for (const connection of connections) connection.close();
      await stopAll([site]);
      await workspace.remove();
    }
  },
);
