import assert from "node:assert/strict";
import { mailtoHref } from "./mailto.ts";

Deno.test("mailtoHref names one mailbox: a header or fragment in the address is encoded, not obeyed", () => {
  assert.equal(mailtoHref("enquiries@crownbridge.co.uk"), "mailto:enquiries@crownbridge.co.uk");
  assert.equal(mailtoHref("jo+trade@example.co.uk"), "mailto:jo%2Btrade@example.co.uk");
  assert.equal(
    mailtoHref("a@b.uk?bcc=spy%40evil.example&cc=x@y.z#top"),
    "mailto:a@b.uk%3Fbcc%3Dspy%2540evil.example%26cc%3Dx%40y.z%23top",
  );
});
