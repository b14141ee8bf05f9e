/**
 * The floor under a refused sign-in (server/staff/refusal_floor.ts), beyond the wrong, unknown and
 * no-password cases of tests/api/sign_in_flood_test.ts: a refusal by the origin check waits too,
 * and refusals waiting for their floor hold nothing a real sign-in needs (no password-check slot,
 * no database connection). Times are compared with the floor configured for this run and with
 * each other, never with a fixed figure.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../helpers/test_app.ts";
import { GOOD_PASSWORD, sameOriginJson } from "./staff_fixtures.ts";

const FLOOR_MS = 1_500;

async function timed(
  app: { request(path: string, init: RequestInit): Promise<Response> | Response },
  body: string,
  headers: Record<string, string> = sameOriginJson(),
): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  const response = await app.request("/api/staff/login", { method: "POST", headers, body });
  await response.body?.cancel();
  return { status: response.status, ms: performance.now() - start };
}

Deno.test("a cross-site sign-in with the right password is refused after the floor, like a wrong one", async () => {
  const app = await createTestApp({
    background: false,
    env: { SIGN_IN_REFUSAL_FLOOR_MS: String(FLOOR_MS) },
  });
  try {
    await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
    const body = JSON.stringify({ email: "alice@example.com", password: GOOD_PASSWORD });
    const foreign = await timed(app.app, body, {
      ...sameOriginJson(),
      Origin: "https://attacker.example",
      "Sec-Fetch-Site": "cross-site",
    });
    const correct = await timed(app.app, body);
    assert.deepEqual([foreign.status, correct.status], [403, 200]);
    assert.ok(foreign.ms >= FLOOR_MS, `refused after ${foreign.ms.toFixed(0)} ms`);
    assert.ok(
      correct.ms < foreign.ms,
      `correct ${correct.ms.toFixed(0)} ms, refused ${foreign.ms.toFixed(0)} ms`,
    );
  } finally {
    await app.cleanup();
  }
});

Deno.test("the floor's waits hold no password-check slot: a correct sign-in gets through 64 waiting refusals", async () => {
  const app = await createTestApp({
    background: false,
    env: { SIGN_IN_REFUSAL_FLOOR_MS: String(FLOOR_MS), TRUST_PROXY: "1" },
  });
  try {
    await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
    // 64 requests posting no password: refused before any check, each waiting out the floor.
    const start = performance.now();
    const waiting = Array.from(
      { length: 64 },
      (_, i) =>
        timed(app.app, JSON.stringify({ email: "alice@example.com" }), {
          ...sameOriginJson(),
          "X-Forwarded-For": `198.51.100.${i + 1}`,
        }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const correct = await timed(
      app.app,
      JSON.stringify({ email: "alice@example.com", password: GOOD_PASSWORD }),
      { ...sameOriginJson(), "X-Forwarded-For": "203.0.113.10" },
    );
    const correctDone = performance.now() - start;
    const refusals = await Promise.all(waiting);
    assert.equal(correct.status, 200);
    assert.ok(refusals.every((refusal) => refusal.status === 400 && refusal.ms >= FLOOR_MS));
    assert.ok(
      correctDone < Math.min(...refusals.map((refusal) => refusal.ms)),
      `signed in after ${correctDone.toFixed(0)} ms, before the refusals were answered`,
    );
  } finally {
    await app.cleanup();
  }
});

Deno.test("a refused sign-in is answered no sooner than SIGN_IN_REFUSAL_FLOOR_MS; a correct one does not wait for it", async () => {
  const app = await createTestApp({
    background: false,
    env: { TRUST_PROXY: "1", SIGN_IN_REFUSAL_FLOOR_MS: String(FLOOR_MS) },
  });
  try {
    await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
    const from = (ip: string) => ({ ...sameOriginJson(), "X-Forwarded-For": ip });
    // Sent together: the correct sign-in comes back while the refusals still wait.
    const [wrong, unknown, noPassword, right] = await Promise.all([
      timed(
        app.app,
        JSON.stringify({ email: "alice@example.com", password: "not the password" }),
        from("192.0.2.1"),
      ),
      timed(
        app.app,
        JSON.stringify({ email: "nobody@example.com", password: "not the password" }),
        from("192.0.2.2"),
      ),
      timed(app.app, JSON.stringify({ email: "alice@example.com" }), from("192.0.2.3")),
      timed(
        app.app,
        JSON.stringify({ email: "alice@example.com", password: GOOD_PASSWORD }),
        from("192.0.2.4"),
      ),
    ]);
    assert.deepEqual([wrong.status, unknown.status, noPassword.status, right.status], [
      401,
      401,
      400,
      200,
    ]);
    for (const refusal of [wrong, unknown, noPassword]) {
      assert.ok(refusal.ms >= FLOOR_MS, `a refusal answered after ${Math.round(refusal.ms)} ms`);
    }
    assert.ok(
      right.ms < Math.min(wrong.ms, unknown.ms, noPassword.ms),
      `the correct sign-in (${Math.round(right.ms)} ms) waited for the refusals' floor`,
    );
  } finally {
    await app.cleanup();
  }
});
