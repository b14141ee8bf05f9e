import assert from "node:assert/strict";
import { EMPTY_ENQUIRY, HONEYPOT_FIELD } from "../../schemas/enquiry.ts";
import { ENQUIRY_API_PATH, postEnquiry } from "./post_enquiry.ts";

const VALUES = { ...EMPTY_ENQUIRY, name: "Jane Doe", email: "jane@example.com", message: "Hello" };
const KEY = "6f1c2e0a-8d3b-4c5e-9f7a-1b2c3d4e5f60";
const SEND = { source: "home", idempotencyKey: KEY, retryDelayMs: 0 } as const;

function fakeFetch(response: Response | Error, seen: Request[] = []): typeof fetch {
  return (input, init) => {
    seen.push(new Request(new URL(String(input), "http://localhost"), init));
    return response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
  };
}

Deno.test("postEnquiry posts the values as JSON and returns the new id on 201", async () => {
  const seen: Request[] = [];
  const response = Response.json({ id: "abc", reference: "CB-2026-000001" }, { status: 201 });
  const result = await postEnquiry({ ...VALUES, [HONEYPOT_FIELD]: "" }, {
    ...SEND,
    fetch: fakeFetch(response, seen),
  });
  assert.deepEqual(result, { ok: true, id: "abc", reference: "CB-2026-000001" });
  const [request] = seen;
  assert.equal(request?.method, "POST");
  assert.equal(new URL(request!.url).pathname, ENQUIRY_API_PATH);
  assert.equal(request?.headers.get("content-type"), "application/json");
  assert.equal(request?.headers.get("idempotency-key"), KEY);
  assert.deepEqual(await request?.json(), { ...VALUES, [HONEYPOT_FIELD]: "", source: "home" });
});

Deno.test("postEnquiry returns the server's field messages on 400", async () => {
  const response = Response.json(
    { error: "Please correct the highlighted fields", fields: { email: "Bad", name: 3 } },
    { status: 400 },
  );
  const result = await postEnquiry(VALUES, { ...SEND, fetch: fakeFetch(response) });
  assert.deepEqual(result, { ok: false, status: 400, fields: { email: "Bad" } });
});

Deno.test("postEnquiry reports a non-JSON 500 as a failure without fields", async () => {
  const result = await postEnquiry(VALUES, {
    ...SEND,
    fetch: fakeFetch(new Response("x", { status: 500 })),
  });
  assert.deepEqual(result, { ok: false, status: 500 });
});

Deno.test("postEnquiry reports a network error as status 0 instead of throwing", async () => {
  const result = await postEnquiry(VALUES, { ...SEND, fetch: fakeFetch(new TypeError("offline")) });
  assert.deepEqual(result, { ok: false, status: 0 });
});

Deno.test("postEnquiry sends a submission once more, with the same key, after no answer or a 503", async () => {
  for (const first of [new TypeError("connection reset"), new Response("busy", { status: 503 })]) {
    const seen: Request[] = [];
    let calls = 0;
    const flaky: typeof fetch = (input, init) => {
      seen.push(new Request(new URL(String(input), "http://localhost"), init));
      calls++;
      if (calls === 1) {
        return first instanceof Error ? Promise.reject(first) : Promise.resolve(first);
      }
      return Promise.resolve(
        Response.json({ id: "stored-once", reference: "CB-2026-000002" }, { status: 201 }),
      );
    };
    const result = await postEnquiry(VALUES, { ...SEND, fetch: flaky });
    assert.deepEqual(result, { ok: true, id: "stored-once", reference: "CB-2026-000002" });
    assert.deepEqual(seen.map((request) => request.headers.get("idempotency-key")), [KEY, KEY]);
  }
});

Deno.test("postEnquiry does not resend after a 400 or a 500", async () => {
  for (const status of [400, 500]) {
    let calls = 0;
    const answer: typeof fetch = () => {
      calls++;
      return Promise.resolve(Response.json({ error: "x" }, { status }));
    };
    const result = await postEnquiry(VALUES, { ...SEND, fetch: answer });
    assert.equal(result.ok, false);
    assert.equal(calls, 1);
  }
});
