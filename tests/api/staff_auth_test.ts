/**
 * Staff sign-in, sessions and guards through the real app (docs/requirements.md#staff-sign-in):
 * cookie flags, equal answers for unknown and known users, a new token per sign-in, logout, idle
 * and absolute expiry with a fixed clock, throttling, the origin check and the page redirects.
 */
import { createHashPool } from "../../server/staff/hash_pool.ts";
import assert from "node:assert/strict";
import { createTestApp } from "../helpers/test_app.ts";
import {
  GOOD_PASSWORD,
  sameOriginJson,
  signInCookie,
  TEST_ORIGIN,
  testClock,
} from "./staff_fixtures.ts";

/**
 * What these tests assert (the answers, the throttle, sessions, CSRF) does not depend on how long
 * a refusal takes: the refusal floor and the password checks' pacing, which hold a refused sign-in
 * for a second or more, are their own tests' subject (sign_in_floor_test.ts, the flood tests).
 */
function unpaced() {
  return {
    env: { SIGN_IN_REFUSAL_FLOOR_MS: "0" },
    // A pool per app: the app stops its pool when it closes.
    overrides: { staff: { hashPool: createHashPool({ limits: { concurrency: 1, queue: 8 } }) } },
  };
}

async function setUp() {
  const clock = testClock();
  const app = await createTestApp({ now: clock.now, background: false, ...unpaced() });
  await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
  return { app, clock };
}

function login(app: Awaited<ReturnType<typeof setUp>>["app"], email: string, password: string) {
  return app.app.request("/api/staff/login", {
    method: "POST",
    headers: sameOriginJson(),
    body: JSON.stringify({ email, password }),
  });
}

const MINUTE = 60_000;

Deno.test("POST /api/staff/login sets __Host-session: Secure, HttpOnly, SameSite=Strict, Path=/", async () => {
  const { app } = await setUp();
  try {
    const response = await login(app, "Alice@Example.com", GOOD_PASSWORD);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { email: "alice@example.com" });
    const cookie = response.headers.get("set-cookie") ?? "";
    assert.match(cookie, /^__Host-session=[A-Za-z0-9_-]{43};/);
    for (const flag of ["Secure", "HttpOnly", "SameSite=Strict", "Path=/", "Max-Age=28800"]) {
      assert.ok(cookie.split("; ").includes(flag), `${flag} in ${cookie}`);
    }
    assert.doesNotMatch(cookie, /Domain=/i);
    const token = cookie.split(";")[0]!.split("=")[1]!;
    const stored = await app.db.execute("SELECT token_hash FROM staff_sessions");
    assert.notEqual(stored.rows[0]?.token_hash, token, "the token itself is never stored");
    const list = await app.app.request("/api/contacts", {
      headers: { Cookie: cookie.split(";")[0]! },
    });
    assert.equal(list.status, 200);
  } finally {
    await app.cleanup();
  }
});

Deno.test("sign-in: unknown address, wrong password and disabled account get the same answer, in about the same time", async () => {
  // Behind one proxy, so each round can come from its own address and stay within the free
  // failures of the sign-in throttle.
  // Without the refusal floor, so the times compared are the checks' own: a case that skipped
  // the password check would answer in a fraction of the others' time.
  const { env, overrides } = unpaced();
  const app = await createTestApp({
    background: false,
    env: { ...env, TRUST_PROXY: "1" },
    overrides,
  });
  try {
    await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
    await app.staff.accounts.create("bob@example.com", GOOD_PASSWORD);
    await app.staff.accounts.setDisabled("bob@example.com", true);
    const cases = [
      ["nobody@example.com", GOOD_PASSWORD],
      ["alice@example.com", "wrong password entirely"],
      ["bob@example.com", GOOD_PASSWORD],
    ] as const;
    const answers: unknown[] = [];
    const timings: number[][] = cases.map(() => []);
    // Nine rounds, each case first, second and third equally often, so a burst of load on a
    // busy machine hits every case alike; medians, so a slow round cannot decide.
    const ROUNDS = 9;
    for (let round = 0; round < ROUNDS; round++) {
      for (let step = 0; step < cases.length; step++) {
        const index = (round + step) % cases.length;
        const [email, password] = cases[index]!;
        const started = performance.now();
        const response = await app.app.request("/api/staff/login", {
          method: "POST",
          headers: { ...sameOriginJson(), "X-Forwarded-For": `198.51.100.${round + 1}` },
          body: JSON.stringify({ email, password }),
        });
        timings[index]!.push(performance.now() - started);
        const answer = {
          status: response.status,
          body: await response.json(),
          cookie: response.headers.has("set-cookie"),
        };
        if (round === 0) answers[index] = answer;
      }
    }
    assert.deepEqual(answers[0], {
      status: 401,
      body: { error: "The e-mail address or password is incorrect." },
      cookie: false,
    });
    assert.deepEqual(answers[1], answers[0]);
    assert.deepEqual(answers[2], answers[0]);
    // Each answer costs one argon2id verification, so timing tells no case from another. The
    // leak this guards against is a case that skips the verification: it answers in a small
    // fraction of the time (about 1 ms against about 30 ms). Medians of the same work still
    // differ by up to 25% when the whole suite runs in parallel on two cores, so the bound is 2×.
    const medians = timings.map((list) => list.sort((x, y) => x - y)[Math.floor(ROUNDS / 2)]!);
    const [fastest, slowest] = [Math.min(...medians), Math.max(...medians)];
    assert.ok(
      slowest <= fastest * 2,
      `median sign-in times differ by more than 2×: ${
        medians.map((m) => m.toFixed(1)).join(", ")
      } ms`,
    );
  } finally {
    await app.cleanup();
  }
});

Deno.test("sign-in issues a new token each time and ends the browser's previous session", async () => {
  const { app } = await setUp();
  try {
    const first = await signInCookie(app.app, "alice@example.com");
    const response = await app.app.request("/api/staff/login", {
      method: "POST",
      headers: sameOriginJson(first),
      body: JSON.stringify({ email: "alice@example.com", password: GOOD_PASSWORD }),
    });
    const second = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
    assert.notEqual(second, first);
    assert.equal(
      (await app.app.request("/api/contacts", { headers: { Cookie: first } })).status,
      401,
    );
    assert.equal(
      (await app.app.request("/api/contacts", { headers: { Cookie: second } })).status,
      200,
    );
  } finally {
    await app.cleanup();
  }
});

Deno.test("POST /api/staff/logout deletes the session and expires the cookie", async () => {
  const { app } = await setUp();
  try {
    const cookie = await signInCookie(app.app, "alice@example.com");
    const response = await app.app.request("/api/staff/logout", {
      method: "POST",
      headers: sameOriginJson(cookie),
    });
    assert.equal(response.status, 204);
    assert.match(response.headers.get("set-cookie") ?? "", /^__Host-session=; Max-Age=0;/);
    const rows = await app.db.execute("SELECT COUNT(*) AS n FROM staff_sessions");
    assert.equal(Number(rows.rows[0]?.n), 0);
    assert.equal(
      (await app.app.request("/api/contacts", { headers: { Cookie: cookie } })).status,
      401,
    );
  } finally {
    await app.cleanup();
  }
});

Deno.test("sessions expire after 30 idle minutes and 8 hours after sign-in (fixed clock)", async () => {
  const { app, clock } = await setUp();
  try {
    const idle = await signInCookie(app.app, "alice@example.com");
    clock.advance(29 * MINUTE);
    assert.equal(
      (await app.app.request("/api/contacts", { headers: { Cookie: idle } })).status,
      200,
    );
    clock.advance(30 * MINUTE);
    assert.equal(
      (await app.app.request("/api/contacts", { headers: { Cookie: idle } })).status,
      401,
    );

    const busy = await signInCookie(app.app, "alice@example.com");
    for (let elapsed = 25; elapsed < 8 * 60; elapsed += 25) {
      clock.advance(25 * MINUTE);
      const status = (await app.app.request("/api/contacts", { headers: { Cookie: busy } })).status;
      assert.equal(status, 200, `active session alive after ${elapsed} minutes`);
    }
    clock.advance(25 * MINUTE);
    assert.equal(
      (await app.app.request("/api/contacts", { headers: { Cookie: busy } })).status,
      401,
    );
  } finally {
    await app.cleanup();
  }
});

Deno.test("sign-in throttling: the same 429 for known and unknown addresses after 5 failures", async () => {
  const { app, clock } = await setUp();
  try {
    for (const email of ["alice@example.com", "ghost@example.com"]) {
      for (let i = 0; i < 5; i++) {
        assert.equal((await login(app, email, "not the password at all")).status, 401);
      }
      const refused = await login(app, email, email === "alice@example.com" ? GOOD_PASSWORD : "x");
      assert.equal(refused.status, 429, "even the right password waits");
      assert.equal(refused.headers.get("retry-after"), "1");
      assert.deepEqual(await refused.json(), {
        error: "Too many sign-in attempts. Please wait 1 second and try again.",
      });
    }
    clock.advance(1000);
    assert.equal((await login(app, "alice@example.com", GOOD_PASSWORD)).status, 200);
  } finally {
    await app.cleanup();
  }
});

Deno.test("changing staff routes refuse cross-site requests with 403", async () => {
  const { app } = await setUp();
  try {
    const cookie = await signInCookie(app.app, "alice@example.com");
    const send = (headers: Record<string, string>) =>
      app.app.request("/api/contact/send-backlog", {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie, ...headers },
      });
    assert.equal(
      (await send({ "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" })).status,
      403,
    );
    assert.equal((await send({ "Sec-Fetch-Site": "same-site", Origin: TEST_ORIGIN })).status, 403);
    assert.equal((await send({ Origin: "https://evil.example" })).status, 403);
    assert.equal((await send({})).status, 403, "no Origin and no Fetch Metadata");
    assert.equal((await send({ Origin: TEST_ORIGIN })).status, 200);
    assert.equal(
      (await send({ "Sec-Fetch-Site": "same-origin", Origin: TEST_ORIGIN })).status,
      200,
    );
    const crossLogin = await app.app.request("/api/staff/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ email: "alice@example.com", password: GOOD_PASSWORD }),
    });
    assert.equal(crossLogin.status, 403);
  } finally {
    await app.cleanup();
  }
});

Deno.test("staff pages redirect to /admin/login without a session, and back once signed in", async () => {
  const { app, clock } = await setUp();
  try {
    for (const path of ["/admin", "/admin/audit"]) {
      const response = await app.app.request(path);
      assert.equal(response.status, 303, path);
      assert.equal(response.headers.get("location"), "/admin/login");
    }
    const login = await app.app.request("/admin/login");
    assert.equal(login.status, 200);
    assert.match(login.headers.get("cache-control") ?? "", /no-store/);
    assert.match(await login.text(), /<meta name="robots" content="noindex, nofollow"/);

    const cookie = await signInCookie(app.app, "alice@example.com");
    const admin = await app.app.request("/admin", { headers: { Cookie: cookie } });
    assert.equal(admin.status, 200);
    const html = await admin.text();
    assert.match(html, /<h1>Admin Panel<\/h1>/);
    assert.match(html, /alice@example\.com/);
    assert.match(html, /Loading contacts\.\.\./);
    const back = await app.app.request("/admin/login", { headers: { Cookie: cookie } });
    assert.equal(back.status, 303);
    assert.equal(back.headers.get("location"), "/admin");

    clock.advance(31 * MINUTE);
    const expired = await app.app.request("/admin", { headers: { Cookie: cookie } });
    assert.equal(expired.headers.get("location"), "/admin/login?expired=1");
    assert.match(expired.headers.get("set-cookie") ?? "", /^__Host-session=; Max-Age=0/);
  } finally {
    await app.cleanup();
  }
});
