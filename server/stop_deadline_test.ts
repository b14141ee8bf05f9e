import assert from "node:assert/strict";
import { STOP_WITHIN_MS } from "./stop_deadline.ts";

const root = new URL("../", import.meta.url);

/** What the deadline must leave of the promised stop: an exit at load 16 took 1.2 s after it. */
const EXIT_MARGIN_MS = 2_000;

Deno.test("the stop deadline leaves 2 s of the requirements' 10 s stop, inside systemd's TimeoutStopSec", async () => {
  const requirements = await Deno.readTextFile(new URL("docs/requirements.md", root));
  const promised = /SIGTERM stops a process within (\d+) s/.exec(requirements)?.[1];
  assert.ok(promised, "docs/requirements.md promises a stop within some seconds");
  const promisedMs = Number(promised) * 1000;
  assert.ok(
    STOP_WITHIN_MS + EXIT_MARGIN_MS <= promisedMs,
    `a deadline of ${STOP_WITHIN_MS} ms leaves less than ${EXIT_MARGIN_MS} ms of the ` +
      `${promisedMs} ms stop for the exit`,
  );

  const unit = await Deno.readTextFile(new URL("deploy/site@.service", root));
  const killAfter = /^TimeoutStopSec=(\d+)s$/m.exec(unit)?.[1];
  assert.ok(killAfter, "deploy/site@.service names TimeoutStopSec in seconds");
  assert.ok(promisedMs < Number(killAfter) * 1000, `systemd kills at ${killAfter} s`);
});
