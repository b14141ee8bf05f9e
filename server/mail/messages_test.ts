/** The staff e-mails built from an enquiry: what a sender controls cannot forge a line. */
import assert from "node:assert/strict";
import type { EnquiryRecord } from "../enquiries/store.ts";
import { acknowledgementMessage } from "./acknowledgement.ts";
import { backlogMessage, enquiryNotification, type MessageContext } from "./messages.ts";
import { SPEC_COMPANY_CONTACT } from "../content/seed.ts";
import { contactOf } from "../site_links_config.ts";

/** The company details a fresh start publishes. */
const CONTACT = contactOf(SPEC_COMPANY_CONTACT);

const CONTEXT: MessageContext = {
  to: "enquiries@crownbridge.co.uk",
  from: "website@crownbridge.co.uk",
  domain: "crownbridge.co.uk",
  origin: "https://www.crownbridge.co.uk",
};

/** As a row stored before the schemas refused line breaks could hold it. */
const FORGED: EnquiryRecord = {
  id: "e1",
  createdAt: "2025-03-21T14:05:00.000Z",
  name: "Priya Shah\r\nBcc: thief@evil.example",
  email: "priya@nordicfizz.example",
  company: "Nordic Fizz\nTo: all@crownbridge.co.uk",
  phone: "+44 20 7946 0000\u2028Cc: thief@evil.example",
  interest: "distribution",
  message: "Hello\r\nWe sell fizz.\u0000\u202E\r\nThanks",
  source: "contact",
  reference: "CB-2025-000042",
  dueAt: "2025-03-25T13:05:00.000Z",
};

for (
  const build of [
    enquiryNotification,
    backlogMessage,
    function acknowledgementMessageOf(record: EnquiryRecord, context: MessageContext) {
      return acknowledgementMessage(record, context, CONTACT);
    },
  ]
) {
  Deno.test(`${build.name} keeps line breaks in name, company and phone from forging lines`, () => {
    const mail = build(FORGED, { ...CONTEXT, batchId: "b1" });
    const lines = mail.text.split("\n");
    for (const forged of ["Bcc:", "To:", "Cc:"]) {
      assert.ok(!lines.some((line) => line.startsWith(forged)), `${forged} line in:\n${mail.text}`);
    }
    assert.ok(lines.includes("Name: Priya Shah Bcc: thief@evil.example"));
    assert.ok(lines.includes("Company: Nordic Fizz To: all@crownbridge.co.uk"));
    assert.doesNotMatch(mail.text, /(?!\n)[\p{Cc}\u2028\u202E]/u);
    assert.doesNotMatch(mail.subject, /[\r\n]/);
    // The message keeps its own line breaks.
    assert.ok(lines.includes("We sell fizz.  "));
    assert.ok(lines.includes("Thanks"));
  });
}

Deno.test("enquiryNotification carries the reference the enquirer was given", () => {
  const mail = enquiryNotification(FORGED, CONTEXT);
  assert.match(mail.subject, /^New website enquiry CB-2025-000042 from /);
  assert.ok(mail.text.split("\n").includes("Reference: CB-2025-000042"));
});

Deno.test("enquiryNotification states the due time and links to the enquiry itself", () => {
  const lines = enquiryNotification(FORGED, CONTEXT).text.split("\n");
  // 25 March 2025 13:05 UTC is 13:05 GMT (the clocks go forward on 30 March).
  assert.ok(
    lines.some((line) => /^Reply due by .*13:05.* \(UK time\)\.$/.test(line)),
    lines.join("\n"),
  );
  assert.ok(lines.includes(`Open it: ${CONTEXT.origin}/admin?open=e1`), lines.join("\n"));
});

Deno.test("acknowledgementMessage: to the enquirer, Reply-To the general inbox, text and HTML", () => {
  const mail = acknowledgementMessage(
    { ...FORGED, name: "Priya <b>Shah</b>", message: "Hello & <script>alert(1)</script>" },
    CONTEXT,
    CONTACT,
  );
  assert.equal(mail.to, "priya@nordicfizz.example");
  assert.equal(mail.replyTo, "enquiries@crownbridge.co.uk");
  assert.equal(mail.subject, "We have received your enquiry (CB-2025-000042)");
  assert.equal(mail.messageId, "<acknowledgement.e1@crownbridge.co.uk>");
  const lines = mail.text.split("\n");
  assert.ok(lines.includes("Your reference: CB-2025-000042"));
  assert.ok(lines.includes("Hello & <script>alert(1)</script>"), "the text part is plain");
  assert.ok(lines.includes("Monday to Friday: 9:00 AM to 5:30 PM"));
  assert.ok(lines.includes("What you sent us on 21 March 2025 at 14:05 (UK time):"));
  assert.ok(mail.html?.includes("Hello &amp; &lt;script&gt;alert(1)&lt;/script&gt;"));
  assert.ok(mail.html?.includes("Dear Priya &lt;b&gt;Shah&lt;/b&gt;,"));
  assert.doesNotMatch(mail.html ?? "", /<script>|<b>/);
});
