import assert from "node:assert/strict";
import { Hono } from "hono";
import { refusalFloor } from "./refusal_floor.ts";

/** An app whose route answers the status named in the path, behind the floor. */
function appWithFloor(floorMs: number, heldMax?: number) {
  const floor = refusalFloor(floorMs, heldMax === undefined ? {} : { heldMax });
  const app = new Hono().post(
    "/:status",
    floor,
    (c) => c.text("", Number(c.req.param("status")) as 200),
  );
  return { app, floor };
}

/** Sends requests at once; returns the order in which they were answered. */
async function answerOrder(app: Hono, paths: string[]): Promise<string[]> {
  const order: string[] = [];
  await Promise.all(paths.map(async (path, i) => {
    const response = await app.request(path, { method: "POST" });
    await response.body?.cancel();
    order.push(`${i}:${response.status}`);
  }));
  return order;
}

Deno.test("a refusal waits for the floor; a success does not", async () => {
  const { app } = appWithFloor(300);
  const started = performance.now();
  const order = await answerOrder(app, ["/401", "/200", "/400"]);
  // Timers never fire early: every refusal took at least the floor.
  assert.ok(performance.now() - started >= 300);
  assert.equal(order[0], "1:200", `the success is answered first: ${order.join(" ")}`);
});

Deno.test("past the most held refusals, further refusals are answered at once", async () => {
  const { app, floor } = appWithFloor(2_000, 2);
  const answered = answerOrder(app, ["/401", "/401", "/503"]);
  const order = await answered;
  assert.equal(order[0], "2:503", `the third refusal is not held: ${order.join(" ")}`);
  assert.equal(floor.state.held, 0, "nothing is left waiting");
});

Deno.test("a floor of 0 holds nothing", async () => {
  const { app, floor } = appWithFloor(0);
  const pending = app.request("/401", { method: "POST" });
  assert.equal(floor.state.held, 0);
  assert.equal((await pending).status, 401);
});
