/** The staff schemas apply the shared text rules to notes and the list search. */
import assert from "node:assert/strict";
import { ContactsQuerySchema, EnquiryUpdateSchema, NoteSchema } from "./staff.ts";

Deno.test("NoteSchema keeps line breaks in a note and refuses control characters", () => {
  const note = NoteSchema.parse({ text: "Called back.\r\nSent list." });
  assert.equal(note.text, "Called back.\nSent list.");
  const bad = NoteSchema.safeParse({ text: "Called\u0000 \u202Eback" });
  assert.equal(
    bad.error?.issues[0]?.message,
    "Note cannot contain hidden control or text-direction characters",
  );
  assert.equal(
    NoteSchema.safeParse({ text: " \n " }).error?.issues[0]?.message,
    "Note cannot be empty",
  );
  assert.equal(
    NoteSchema.safeParse({ text: "x".repeat(5001) }).error?.issues[0]?.message,
    "Note must be at most 5,000 characters",
  );
});

Deno.test("EnquiryUpdateSchema takes a status, an owner (null: nobody) or both, and not nothing", () => {
  assert.deepEqual(EnquiryUpdateSchema.parse({ ownerEmail: "Alice@Example.com" }), {
    ownerEmail: "alice@example.com",
  });
  assert.deepEqual(EnquiryUpdateSchema.parse({ ownerEmail: null }), { ownerEmail: null });
  assert.equal(EnquiryUpdateSchema.safeParse({}).success, false);
  assert.equal(EnquiryUpdateSchema.safeParse({ ownerEmail: "nobody" }).success, false);
});

Deno.test("ContactsQuerySchema refuses a line break in the search", () => {
  const bad = ContactsQuerySchema.safeParse({ q: "priya\nshah" });
  assert.equal(
    bad.error?.issues[0]?.message,
    "Search cannot contain line breaks or hidden characters",
  );
  assert.equal(ContactsQuerySchema.parse({ q: " Zoe\u0301 " }).q, "Zoé");
});
