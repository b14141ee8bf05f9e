import assert from "node:assert/strict";
import { linkTarget } from "./link_target.ts";

Deno.test("linkTarget keeps https, mailto and site paths, reads a bare domain as https", () => {
  assert.equal(linkTarget("https://www.gov.uk/vat"), "https://www.gov.uk/vat");
  assert.equal(linkTarget(" /services "), "/services");
  assert.equal(linkTarget("mailto:enquiries@example.co.uk"), "mailto:enquiries@example.co.uk");
  assert.equal(linkTarget("example.co.uk/page"), "https://example.co.uk/page");
});

Deno.test("linkTarget refuses script URLs, protocol-relative and broken addresses", () => {
  for (
    const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example",
      "vbscript:msgbox",
      "",
      "not a link",
      "https://localhost",
    ]
  ) {
    assert.equal(linkTarget(bad), undefined, bad);
  }
});

Deno.test("linkTarget refuses a mailto with headers and a web address with credentials", () => {
  assert.equal(linkTarget("mailto:enquiries@example.co.uk?bcc=spy%40evil.example"), undefined);
  assert.equal(linkTarget("mailto:a@example.co.uk,b@evil.example"), undefined);
  assert.equal(linkTarget("https://user:pass@www.example.co.uk/"), undefined);
  assert.equal(linkTarget("https://user@www.example.co.uk/"), undefined);
});
