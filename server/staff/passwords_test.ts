import assert from "node:assert/strict";
import {
  DUMMY_HASH,
  hashPassword,
  needsRehash,
  passwordProblem,
  verifyAgainstDummy,
  verifyPassword,
} from "./passwords.ts";

Deno.test("hashPassword uses argon2id with m=19456 KiB, t=2, p=1 and a random salt", async () => {
  const first = await hashPassword("copper kettle harbour lantern");
  const second = await hashPassword("copper kettle harbour lantern");
  assert.match(first, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
  assert.notEqual(first, second);
  assert.equal(needsRehash(first), false);
});

Deno.test("verifyPassword accepts the password and refuses others and malformed hashes", async () => {
  const stored = await hashPassword("copper kettle harbour lantern");
  assert.equal(await verifyPassword(stored, "copper kettle harbour lantern"), true);
  assert.equal(await verifyPassword(stored, "copper kettle harbour lanterN"), false);
  assert.equal(await verifyPassword("not a hash", "copper kettle harbour lantern"), false);
});

Deno.test("needsRehash flags hashes made with weaker parameters", () => {
  assert.equal(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA"), true);
  assert.equal(needsRehash("$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA"), true);
});

Deno.test("passwordProblem refuses short, common, repetitive, sequential and personal passwords", () => {
  const email = "alice.jones@example.com";
  assert.match(passwordProblem("short pass", email) ?? "", /at least 12 characters/);
  assert.match(passwordProblem("password1234", email) ?? "", /too common/);
  assert.match(passwordProblem("Sunshine2024!!", email) ?? "", /too common/);
  assert.match(passwordProblem("qwertyuiop123", email) ?? "", /too common/);
  assert.match(passwordProblem("aaaaaaaaaaaaaa", email) ?? "", /too few characters/);
  assert.match(passwordProblem("abababababab", email) ?? "", /too few characters/);
  assert.match(passwordProblem("abcdefghijklmn", email) ?? "", /sequence/);
  assert.match(passwordProblem("alice-is-the-best-2025", email) ?? "", /your name/);
  assert.match(passwordProblem("crownbridge rocks 2025", email) ?? "", /company name/);
  assert.equal(passwordProblem("copper kettle harbour lantern", email), undefined);
  assert.equal(
    passwordProblem("x".repeat(300), email)?.startsWith("Password must be at most"),
    true,
  );
});

Deno.test("the dummy hash of unknown accounts costs what a real account's check costs", async () => {
  assert.equal(needsRehash(DUMMY_HASH), false, "made with the current parameters");
  assert.equal(await verifyAgainstDummy("copper kettle harbour lantern"), false);
});
