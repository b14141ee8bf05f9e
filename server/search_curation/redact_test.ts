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
