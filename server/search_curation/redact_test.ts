import assert from "node:assert/strict";
import { redactPersonalData } from "./redact.ts";

Deno.test("e-mail addresses and phone numbers in a question are redacted; figures are not", () => {
  const cases: [string, string][] = [
    ["mail jo.bloggs+trade@example.co.uk please", "mail [email] please"],
    ["Call me on 07700 900123 about pallets", "Call me on [phone] about pallets"],
    ["ring +44 (0)20 7946 0958", "ring [phone]"],
    ["ring 020-7946-0958 or 0800.123.4567", "ring [phone] or [phone]"],
    ["Can you take 1,200 pallets in 2026?", "Can you take 1,200 pallets in 2026?"],
    [
      "Orders from 10 000 units, 48 hours, 1200 x 1000 mm",
      "Orders from 10 000 units, 48 hours, 1200 x 1000 mm",
    ],
    ["Where are your godowns?", "Where are your godowns?"],
  ];
  for (const [typed, stored] of cases) assert.equal(redactPersonalData(typed), stored, typed);
});

Deno.test("disguised and other-script spellings of an address or number are redacted", () => {
  const cases: [string, string][] = [
    ["write to john @ example.com today", "write to [email] today"],
    ["write to john＠example.com today", "write to [email] today"],
    ["write to john＠ｅｘａｍｐｌｅ．ｃｏｍ today", "write to [email] today"],
    ["write to john%40example.com today", "write to [email] today"],
    ["write to john%40example%2Eco%2Euk today", "write to [email] today"],
    ["write to john(at)example(dot)com today", "write to [email] today"],
    ["write to john [at] example [dot] co [dot] uk today", "write to [email] today"],
    ["write to john at example dot com today", "write to [email] today"],
    ["write to JOHN AT EXAMPLE DOT COM today", "write to [email] today"],
    ["write to john at example.com today", "write to [email] today"],
    ["write to jo\u200Bhn@exa\u200Bmple.com today", "write to [email] today"],
    ["ring 020/7946/0000 today", "ring [phone] today"],
    ["ring 020–7946–0000 today", "ring [phone] today"],
    ["ring 020—7946—0000 today", "ring [phone] today"],
    ["ring 020‐7946‐0000 today", "ring [phone] today"],
    ["ring +44−20−7946−0000 today", "ring [phone] today"],
    ["ring ０２０ ７９４６ ００００ today", "ring [phone] today"],
    ["ring ٠٢٠ ٧٩٤٦ ٠٠٠٠ today", "ring [phone] today"],
    ["ring ۰۲۰ ۷۹۴۶ ۰۰۰۰ today", "ring [phone] today"],
    ["ring ०२० ७९४६ ०००० today", "ring [phone] today"],
    ["ring 020%207946%200000 today", "ring [phone] today"],
  ];
  for (const [typed, stored] of cases) assert.equal(redactPersonalData(typed), stored, typed);
});

Deno.test("ordinary questions with 'at', 'dot', dates, ranges and fractions are kept", () => {
  const kept = [
    "Can I visit at 10.30 on Friday?",
    "Do you deliver at weekends. Thanks",
    "Are you at the trade show in Birmingham?",
    "Prices for 2024–2026 and 1/2 pallets",
    "Delivered 12/05/2026?",
    "Is 50% off at checkout?",
    "Where are your godowns?",
  ];
  for (const typed of kept) assert.equal(redactPersonalData(typed), typed, typed);
});
