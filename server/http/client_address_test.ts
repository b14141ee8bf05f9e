import assert from "node:assert/strict";
import { forwardedClient } from "./client_address.ts";

Deno.test("forwardedClient takes the entry TRUST_PROXY hops from the right, ignoring forged ones", () => {
  // A client forged "1.1.1.1" on the left; one proxy appended the address it saw.
  assert.equal(forwardedClient("1.1.1.1, 203.0.113.7", 1), "203.0.113.7");
  // A CDN then a load balancer: the client is two hops from the right.
  assert.equal(forwardedClient("9.9.9.9, 203.0.113.7, 198.51.100.2", 2), "203.0.113.7");
  assert.equal(forwardedClient(" 203.0.113.7 ", 1), "203.0.113.7");
  // Fewer entries than hops: every entry came from a trusted proxy; the left-most is the client.
  assert.equal(forwardedClient("203.0.113.7", 2), "203.0.113.7");
  // No proxy trusted, or no header: the socket address applies.
  assert.equal(forwardedClient("1.1.1.1, 203.0.113.7", 0), undefined);
  assert.equal(forwardedClient(undefined, 1), undefined);
  assert.equal(forwardedClient(" , ", 1), undefined);
});
