/** The staff e-mails built from an enquiry: what a sender controls cannot forge a line. */
import assert from "node:assert/strict";
import type { EnquiryRecord } from "../enquiries/store.ts";
import { backlogMessage, enquiryNotification, type MessageContext } from "./messages.ts";

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
};

for (const build of [enquiryNotification, backlogMessage]) {
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
