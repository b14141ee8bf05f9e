/**
 * Allowances count per client, not per spelling or per address of one IPv6 /64
 * (server/http/client_address.ts): 25 addresses of one /64 share one enquiry allowance, and the
 * textual variants of one address (with or without a forwarded port) share theirs. Behind one proxy, so each request names its
 * address in `X-Forwarded-For`.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../helpers/test_app.ts";
import { postEnquiry, VALID_ENQUIRY } from "./enquiry_fixtures.ts";

Deno.test("25 addresses of one IPv6 /64 share one enquiry allowance of 10; the next /64 has its own", async () => {
  const app = await createTestApp({ background: false, env: { TRUST_PROXY: "1" } });
  try {
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const response = await postEnquiry(app, VALID_ENQUIRY, {
        "X-Forwarded-For": `2001:db8:77:1:${i.toString(16)}::${i}`,
      });
      await response.body?.cancel();
      statuses.push(response.status);
    }
    assert.deepEqual(statuses, [...Array(10).fill(201), ...Array(15).fill(429)]);
    const neighbour = await postEnquiry(app, VALID_ENQUIRY, {
      "X-Forwarded-For": "2001:db8:77:2::1",
    });
    assert.equal(neighbour.status, 201);
  } finally {
    await app.cleanup();
  }
});

Deno.test("spellings of one address (IPv4-mapped, upper case, zeros written out) share one allowance", async () => {
  const app = await createTestApp({ background: false, env: { TRUST_PROXY: "1" } });
  try {
    const spellings = ["203.0.113.50", "::ffff:203.0.113.50", "::FFFF:CB00:7132"];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await postEnquiry(app, VALID_ENQUIRY, {
        "X-Forwarded-For": spellings[i % spellings.length]!,
      });
      await response.body?.cancel();
      statuses.push(response.status);
    }
    assert.deepEqual(statuses, [...Array(10).fill(201), 429, 429]);
  } finally {
    await app.cleanup();
  }
});

Deno.test("forwarded addresses with a source port share their address's enquiry allowance of 10", async () => {
  const app = await createTestApp({ background: false, env: { TRUST_PROXY: "1" } });
  try {
    const forwarded = (i: number) =>
      i % 2 ? `203.0.113.5:${40000 + i}` : `[::ffff:203.0.113.5]:${40000 + i}`;
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const response = await postEnquiry(app, VALID_ENQUIRY, { "X-Forwarded-For": forwarded(i) });
      await response.body?.cancel();
      statuses.push(response.status);
    }
    assert.deepEqual(statuses, [...Array(10).fill(201), 429, 429, 429]);
    const statusesV6: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await postEnquiry(app, VALID_ENQUIRY, {
        "X-Forwarded-For": `[2001:db8::1]:${4444 + i}`,
      });
      await response.body?.cancel();
      statusesV6.push(response.status);
    }
    assert.deepEqual(statusesV6, [...Array(10).fill(201), 429]);
  } finally {
    await app.cleanup();
  }
});
