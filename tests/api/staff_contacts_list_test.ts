/**
 * Listing enquiries in the staff inbox (docs/requirements.md#staff-inbox): `GET /api/contacts`
 * newest first in pages of 20, its filters (text, interest, status, UK calendar days, owner),
 * `GET /api/contacts/counts` per status, and the due time with the overdue flag and `sort=due`.
 */
import assert from "node:assert/strict";
import type { ContactCounts, ContactSubmission } from "../../shared/schemas/staff.ts";
import { setUp } from "./staff_contacts_fixtures.ts";
import { GOOD_PASSWORD, sameOriginJson, sampleEnquiry, signInCookie } from "./staff_fixtures.ts";

const HOUR = 60 * 60_000;

Deno.test("GET /api/contacts lists newest first, 20 a page, total in X-Total-Count", async () => {
  const { app, clock, get } = await setUp();
  try {
    const signedInAt = clock.now();
    clock.advance(-24 * HOUR); // enquiries from the day before, one an hour
    for (let i = 1; i <= 23; i++) {
      await app.enquiries.create(sampleEnquiry({ name: `Person ${i}`, company: "", phone: "" }));
      clock.advance(HOUR);
    }
    clock.set(signedInAt);
    const first = await get("/api/contacts");
    assert.equal(first.status, 200);
    assert.equal(first.headers.get("x-total-count"), "23");
    const contacts = await first.json() as ContactSubmission[];
    assert.equal(contacts.length, 20);
    assert.equal(contacts[0]?.name, "Person 23");
    assert.deepEqual(Object.keys(contacts[0]!).sort(), [
      "createdAt",
      "dueAt",
      "email",
      "id",
      "interest",
      "message",
      "name",
      "notes",
      "notification",
      "overdue",
      "ownerEmail",
      "reference",
      "source",
      "status",
      "thread",
    ]);
    assert.equal(contacts[0]?.reference, "CB-2025-000023");
    assert.equal(contacts[0]?.ownerEmail, null);
    assert.deepEqual(contacts[0]?.notes, []);
    assert.deepEqual(contacts[0]?.thread, []);
    assert.equal(contacts[0]?.status, "new");
    assert.equal(contacts[0]?.notification, "pending");
    const second = await (await get("/api/contacts?page=2")).json() as ContactSubmission[];
    assert.deepEqual(second.map((c) => c.name), ["Person 3", "Person 2", "Person 1"]);
    assert.equal((await get("/api/contacts?page=0")).status, 400);
    assert.equal((await get("/api/contacts?from=yesterday")).status, 400);
  } finally {
    await app.cleanup();
  }
});

Deno.test("GET /api/contacts filters by text, interest, status and UK calendar days", async () => {
  const { app, clock, get, send } = await setUp();
  try {
    // 2025-06-01 23:30 UTC is 00:30 on 2 June in London (BST).
    clock.set(Date.UTC(2025, 5, 1, 23, 30));
    const { record: late } = await app.enquiries.create(
      sampleEnquiry({ name: "Late Night", interest: "marketing" }),
    );
    clock.set(Date.UTC(2025, 5, 1, 12));
    await app.enquiries.create(
      sampleEnquiry({ name: "Midday", message: "Listing in 100% of stores" }),
    );
    await app.enquiries.create(
      sampleEnquiry({ name: "Other Co", company: "Fizz Drinks Ltd", email: "x@fizz.example" }),
    );
    const names = async (query: string) =>
      ((await (await get(`/api/contacts?${query}`)).json()) as ContactSubmission[]).map((c) =>
        c.name
      ).sort();

    assert.deepEqual(await names("q=fizz"), ["Other Co"]);
    assert.deepEqual(await names("q=100%25"), ["Midday"], "% is matched literally");
    assert.deepEqual(await names("interest=marketing"), ["Late Night"]);
    assert.deepEqual(await names("from=2025-06-02"), ["Late Night"]);
    assert.deepEqual(await names("to=2025-06-01"), ["Midday", "Other Co"]);
    const patched = await send(`/api/contacts/${late.id}`, "PATCH", { status: "spam" });
    assert.equal(patched.status, 200);
    assert.deepEqual(await names("status=spam"), ["Late Night"]);
    assert.deepEqual(await names("status=new"), ["Midday", "Other Co"]);
  } finally {
    await app.cleanup();
  }
});

Deno.test("GET /api/contacts filters by owner (mine, unassigned); counts per status follow the other filters", async () => {
  const { app, get, send } = await setUp();
  try {
    await app.staff.accounts.create("bob@example.com", GOOD_PASSWORD);
    const ids: string[] = [];
    for (const name of ["Ann One", "Bea Two", "Cat Three", "Dee Four"]) {
      ids.push((await app.enquiries.create(sampleEnquiry({ name }))).record.id);
    }
    await send(`/api/contacts/${ids[0]}`, "PATCH", { ownerEmail: "alice@example.com" });
    await send(`/api/contacts/${ids[1]}`, "PATCH", {
      ownerEmail: "bob@example.com",
      status: "answered",
    });
    await send(`/api/contacts/${ids[2]}`, "PATCH", { status: "spam" });
    const names = async (query: string) =>
      ((await (await get(`/api/contacts?${query}`)).json()) as ContactSubmission[])
        .map((c) => c.name).sort();
    assert.deepEqual(await names("owner=mine"), ["Ann One"]);
    assert.deepEqual(await names("owner=unassigned"), ["Cat Three", "Dee Four"]);
    assert.equal((await get("/api/contacts?owner=bob")).status, 400);

    const counts = await (await get("/api/contacts/counts?status=spam")).json() as ContactCounts;
    assert.deepEqual(counts, {
      total: 4,
      byStatus: { new: 2, in_progress: 0, answered: 1, spam: 1 },
      overdue: 0,
      mine: 1,
      unassigned: 2,
    });
    const unassigned = await (await get("/api/contacts/counts?owner=unassigned")).json();
    assert.deepEqual(unassigned.byStatus, { new: 1, in_progress: 0, answered: 0, spam: 1 });
    assert.equal((await get("/api/contacts/counts?from=soon")).status, 400);
  } finally {
    await app.cleanup();
  }
});

Deno.test("the due time is 24 hours on, or the next opening; past it an open enquiry is overdue, and sort=due puts it first", async () => {
  const { app, clock } = await setUp();
  try {
    // The test clock jumps days at a time: sign in afresh at each step (sessions idle out).
    const at = async (ms: number) => {
      clock.set(ms);
      const cookie = await signInCookie(app.app, "alice@example.com");
      return {
        get: (path: string) => app.app.request(path, { headers: { Cookie: cookie } }),
        send: (path: string, method: string, body: unknown) =>
          app.app.request(path, {
            method,
            headers: sameOriginJson(cookie),
            body: JSON.stringify(body),
          }),
      };
    };
    // Friday 30 May 2025, 16:00 BST: 24 hours on is Saturday, so it is due when the office opens
    // on Monday, 9:00 BST.
    clock.set(Date.UTC(2025, 4, 30, 15));
    const { record: early } = await app.enquiries.create(sampleEnquiry({ name: "Early Bird" }));
    clock.set(Date.UTC(2025, 5, 2, 9));
    const { record: late } = await app.enquiries.create(sampleEnquiry({ name: "Late Comer" }));
    assert.equal(early.dueAt, "2025-06-02T08:00:00.000Z");
    let staff = await at(Date.parse(early.dueAt) - 1);
    const list = async (query = "") =>
      await (await staff.get(`/api/contacts${query}`)).json() as ContactSubmission[];
    assert.deepEqual((await list()).map((c) => [c.name, c.overdue]), [
      ["Late Comer", false],
      ["Early Bird", false],
    ]);
    staff = await at(Date.parse(early.dueAt));
    const [first, second] = await list("?sort=due");
    assert.deepEqual([first?.name, first?.overdue, first?.dueAt], [
      "Early Bird",
      true,
      "2025-06-02T08:00:00.000Z",
    ]);
    assert.equal(second?.overdue, false);
    assert.equal((await (await staff.get("/api/contacts/counts")).json()).overdue, 1);
    // Answered is never overdue, and sorts after the open ones.
    await staff.send(`/api/contacts/${early.id}`, "PATCH", { status: "answered" });
    assert.deepEqual((await list("?sort=due")).map((c) => [c.name, c.overdue]), [
      ["Late Comer", false],
      ["Early Bird", false],
    ]);
    assert.equal(late.reference, "CB-2025-000002");
  } finally {
    await app.cleanup();
  }
});
