/**
 * The README's configuration table and the configuration schemas describe the same variables:
 * a variable added to a feature's schema without a README row (or a row for a variable nothing
 * reads) fails here.
 */
import assert from "node:assert/strict";
import { configVariables, loadConfig } from "../../server/config.ts";

const README = await Deno.readTextFile(new URL("../../README.md", import.meta.url));

function readmeVariables(): string[] {
  const section = README.split("## Configuration")[1]?.split("\n## ")[0] ?? "";
  return [...section.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1]!);
}

Deno.test("the README's configuration table lists exactly the variables the schemas read", () => {
  assert.deepEqual(readmeVariables().sort(), configVariables().sort());
});

Deno.test("a bad variable stops start-up with a message naming it", () => {
  assert.throws(
    () => loadConfig({ TRUST_PROXY: "yes" }),
    /TRUST_PROXY must be a number of proxy hops/,
  );
  assert.throws(() => loadConfig({ CONTACT_RATE_LIMIT: "0" }), /CONTACT_RATE_LIMIT/);
  assert.throws(
    () => loadConfig({ SMTP_URL: "mail.example", RETENTION_OUTBOX_DAYS: "soon" }),
    /SMTP_URL.*RETENTION_OUTBOX_DAYS/,
  );
});

Deno.test("the configuration has the documented defaults with an empty environment", () => {
  const config = loadConfig({});
  assert.equal(config.env.PORT, 8000);
  assert.equal(config.env.TRUST_PROXY, 0);
  assert.equal(config.env.DATABASE_WRITE_TIMEOUT_MS, 5000);
  assert.equal(config.limits.contactPerTenMinutes, 10);
  assert.equal(config.mail.leaseMs, 20_000);
  assert.equal(config.searchLlm, null);
});
