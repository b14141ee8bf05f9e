import assert from "node:assert/strict";
import { allowanceKey, canonicalAddress, forwardedClient } from "./client_address.ts";

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

Deno.test("canonicalAddress folds spellings of one address; allowanceKey counts an IPv6 /64 as one client", () => {
  assert.equal(canonicalAddress("::ffff:192.0.2.1"), "192.0.2.1");
  assert.equal(canonicalAddress("::FFFF:c000:0201"), "192.0.2.1");
  assert.equal(canonicalAddress("2001:DB8:0:0:0:0:0:1"), "2001:db8::1");
  assert.equal(canonicalAddress("[2001:db8::1]"), "2001:db8::1");
  assert.equal(canonicalAddress("fe80::1%eth0"), "fe80::1");
  assert.equal(canonicalAddress("local"), "local");
  assert.equal(canonicalAddress("unknown:80"), "unknown:80", "not an address: kept as written");
  assert.equal(allowanceKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd"), "2001:db8:1:2::/64");
  assert.equal(allowanceKey("2001:0db8:0001:0002::1"), "2001:db8:1:2::/64");
  assert.equal(allowanceKey("2001:db8:1:3::1"), "2001:db8:1:3::/64");
  assert.equal(allowanceKey("::ffff:203.0.113.7"), "203.0.113.7");
  assert.equal(allowanceKey("203.0.113.7"), "203.0.113.7");
});

Deno.test("canonicalAddress drops the source port a proxy forwards with the address", () => {
  assert.equal(canonicalAddress("203.0.113.5:40001"), "203.0.113.5");
  assert.equal(canonicalAddress("[2001:db8::1]:4444"), "2001:db8::1");
  assert.equal(canonicalAddress("[::ffff:203.0.113.5]:40001"), "203.0.113.5");
  assert.equal(canonicalAddress("[2001:DB8::1%eth0]:4444"), "2001:db8::1");
  assert.equal(allowanceKey("[2001:db8:1:2::9]:4444"), "2001:db8:1:2::/64");
});
