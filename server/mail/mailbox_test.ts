import assert from "node:assert/strict";
import { mailboxKey } from "./mailbox.ts";

Deno.test("mailboxKey gives every spelling of one Gmail mailbox one text", () => {
  for (
    const address of [
      "victim@gmail.com",
      "Victim@Gmail.com",
      "victim+1@gmail.com",
      "v.ictim@gmail.com",
      "v.i.c.t.i.m+news+more@googlemail.com",
      " VICTIM@GOOGLEMAIL.COM ",
    ]
  ) {
    assert.equal(mailboxKey(address), "victim@gmail.com", address);
  }
});

Deno.test("mailboxKey drops a +tag elsewhere but keeps that provider's dots and domain", () => {
  const expected: Record<string, string> = {
    "Jo+Orders@Firm.example": "jo@firm.example",
    "j.o@firm.example": "j.o@firm.example",
    "jo@mail.firm.example": "jo@mail.firm.example",
    // Only the exact Gmail domains fold: a look-alike is another mailbox.
    "v.ictim@gmail.com.example": "v.ictim@gmail.com.example",
    "not-an-address": "not-an-address",
  };
  for (const [address, mailbox] of Object.entries(expected)) {
    assert.equal(mailboxKey(address), mailbox, address);
  }
});
