/** The staff schemas apply the shared text rules to the triage note and the list search. */
import assert from "node:assert/strict";
import { ContactsQuerySchema, TriageUpdateSchema } from "./staff.ts";

Deno.test("TriageUpdateSchema keeps line breaks in a note and refuses control characters", () => {
  const note = TriageUpdateSchema.parse({ status: "answered", note: "Called back.\r\nSent list." });
  assert.equal(note.note, "Called back.\nSent list.");
  const bad = TriageUpdateSchema.safeParse({ status: "answered", note: "Called\u0000 \u202Eback" });
  assert.equal(
    bad.error?.issues[0]?.message,
    "Note cannot contain hidden control or text-direction characters",
  );
});

Deno.test("ContactsQuerySchema refuses a line break in the search", () => {
  const bad = ContactsQuerySchema.safeParse({ q: "priya\nshah" });
  assert.equal(
    bad.error?.issues[0]?.message,
    "Search cannot contain line breaks or hidden characters",
  );
  assert.equal(ContactsQuerySchema.parse({ q: " Zoe\u0301 " }).q, "Zoé");
});
