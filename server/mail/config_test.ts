import assert from "node:assert/strict";
import { loadMailConfig } from "./config.ts";

Deno.test("loadMailConfig: defaults to the general enquiries inbox and .eml files beside the database", () => {
  const config = loadMailConfig({}, { databaseUrl: "file:data/site.db" });
  assert.equal(config.staffEmail, "enquiries@crownbridge.co.uk");
  assert.equal(config.smtpUrl, undefined);
  assert.equal(config.mailDir, "data/mail");
  assert.equal(config.from, "Crownbridge Distribution website <website@crownbridge.co.uk>");
  assert.equal(config.domain, "crownbridge.co.uk");
  assert.equal(config.maxAttempts, 10);
  assert.equal(loadMailConfig({}, { databaseUrl: "libsql://db.example" }).mailDir, "data/mail");
});

Deno.test("loadMailConfig reads SMTP_URL, STAFF_EMAIL and MAIL_FROM, and names a bad variable", () => {
  const config = loadMailConfig({
    SMTP_URL: "smtp://user:secret@mail.example.com:587",
    STAFF_EMAIL: "team@example.com",
    MAIL_FROM: "Site <noreply@example.com>",
    SMTP_UNUSED: "",
  }, { databaseUrl: "file:/tmp/x/site.db" });
  assert.equal(config.smtpUrl, "smtp://user:secret@mail.example.com:587");
  assert.equal(config.staffEmail, "team@example.com");
  assert.equal(config.domain, "example.com");
  assert.equal(config.mailDir, "/tmp/x/mail");
  assert.throws(
    () => loadMailConfig({ SMTP_URL: "mail.example.com" }, { databaseUrl: "file:x.db" }),
    /SMTP_URL/,
  );
  assert.throws(
    () => loadMailConfig({ STAFF_EMAIL: "not-an-address" }, { databaseUrl: "file:x.db" }),
    /STAFF_EMAIL/,
  );
});
