import assert from "node:assert/strict";
import { join } from "node:path";
import {
  notifyingEnquiries,
  openTestDb,
  sampleEnquiry,
  testClock,
} from "../../tests/api/staff_fixtures.ts";
import { createFileTransport } from "../mail/transport.ts";
import { loadRetentionConfig } from "./config.ts";
import { monthsBefore, purgeExpired } from "./purge.ts";

const DAY = 24 * 60 * 60_000;
const CONTEXT = { to: "s@example.com", from: "w@example.com", domain: "example.com", origin: "" };

Deno.test("retention defaults come from the privacy policy's RETENTION; overrides are validated", () => {
  assert.deepEqual(loadRetentionConfig({}), {
    enquiriesMonths: 24,
    outboxPayloadDays: 30,
    analyticsEventsMonths: 13,
    consentRecordsMonths: 24,
  });
  assert.deepEqual(
    loadRetentionConfig({
      RETENTION_ENQUIRIES_MONTHS: "12",
      RETENTION_OUTBOX_DAYS: "",
      RETENTION_ANALYTICS_MONTHS: "6",
    }),
    {
      enquiriesMonths: 12,
      outboxPayloadDays: 30,
      analyticsEventsMonths: 6,
      consentRecordsMonths: 24,
    },
  );
  assert.throws(
    () => loadRetentionConfig({ RETENTION_OUTBOX_DAYS: "soon" }),
    /RETENTION_OUTBOX_DAYS/,
  );
});

Deno.test("purge with a fixed clock: enquiries after 24 months, sent e-mails after 30 days", async () => {
  const testDb = await openTestDb();
  const clock = testClock(Date.UTC(2023, 0, 10, 9));
  const { outbox, enquiries } = notifyingEnquiries(testDb, { now: clock.now, context: CONTEXT });
  try {
    await enquiries.create(sampleEnquiry({ name: "Old Enquiry" }));
    const [first] = await outbox.claimDue(1, 60_000);
    await outbox.markSent(first!);
    clock.set(Date.UTC(2024, 11, 20, 9));
    await enquiries.create(sampleEnquiry({ name: "Recent Enquiry" }));
    const [second] = await outbox.claimDue(1, 60_000);
    await outbox.markSent(second!);
    const retention = { ...loadRetentionConfig({}), enquiriesMonths: 24, outboxPayloadDays: 30 };
    const purge = () => purgeExpired({ writer: testDb.writer, retention, now: clock.now });
    const outboxRows = async () =>
      Number((await testDb.db.execute("SELECT COUNT(*) AS n FROM outbox")).rows[0]?.n);

    // 2025-01-10 09:00: the old enquiry is exactly 24 months old and stays; its e-mail goes.
    clock.set(Date.UTC(2025, 0, 10, 9));
    let result = await purge();
    assert.deepEqual([result.enquiries, result.outbox], [0, 1]);

    clock.advance(1);
    result = await purge();
    assert.deepEqual([result.enquiries, result.outbox], [1, 0]);
    const names = (await testDb.db.execute("SELECT name FROM enquiries")).rows.map((r) => r.name);
    assert.deepEqual(names, ["Recent Enquiry"]);
    assert.equal(await outboxRows(), 1, "the recent e-mail is 21 days old");

    clock.set(Date.UTC(2025, 0, 19, 9) + 1); // 30 days and 1 ms after it was queued
    result = await purge();
    assert.deepEqual([result.enquiries, result.outbox], [0, 1]);
    assert.equal(await outboxRows(), 0);
  } finally {
    await testDb.close();
  }
});

Deno.test("purge with periods other than the defaults: enquiries after 6 months, sent e-mails after 7 days", async () => {
  const testDb = await openTestDb();
  const clock = testClock(Date.UTC(2024, 0, 10, 9));
  const { outbox, enquiries } = notifyingEnquiries(testDb, { now: clock.now, context: CONTEXT });
  try {
    await enquiries.create(sampleEnquiry({ name: "Six Months" }));
    const [sent] = await outbox.claimDue(1, 60_000);
    await outbox.markSent(sent!);
    // As RETENTION_ENQUIRIES_MONTHS=6 and RETENTION_OUTBOX_DAYS=7 configure it.
    const retention = loadRetentionConfig({
      RETENTION_ENQUIRIES_MONTHS: "6",
      RETENTION_OUTBOX_DAYS: "7",
    });
    const purge = () => purgeExpired({ writer: testDb.writer, retention, now: clock.now });

    clock.set(Date.UTC(2024, 0, 17, 9)); // exactly 7 days: the e-mail stays
    let result = await purge();
    assert.deepEqual([result.enquiries, result.outbox], [0, 0]);
    clock.advance(1);
    result = await purge();
    assert.deepEqual([result.enquiries, result.outbox], [0, 1], "the e-mail after 7 days");

    clock.set(Date.UTC(2024, 6, 10, 9)); // exactly 6 months: the enquiry stays
    result = await purge();
    assert.equal(result.enquiries, 0);
    clock.advance(1);
    result = await purge();
    assert.equal(result.enquiries, 1, "the enquiry after 6 months, not the default 24");
  } finally {
    await testDb.close();
  }
});

Deno.test("purge keeps unsent e-mails of kept enquiries, however old", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  const { enquiries } = notifyingEnquiries(testDb, { now: clock.now, context: CONTEXT });
  try {
    await enquiries.create(sampleEnquiry());
    clock.advance(90 * DAY);
    const retention = { ...loadRetentionConfig({}), enquiriesMonths: 24, outboxPayloadDays: 30 };
    const result = await purgeExpired({ writer: testDb.writer, retention, now: clock.now });
    assert.equal(result.outbox, 0);
    assert.equal(monthsBefore(Date.UTC(2025, 2, 31), 1), Date.UTC(2025, 2, 3));
  } finally {
    await testDb.close();
  }
});

Deno.test("purge deletes the .eml copies of the e-mails it deletes, and copies without a row", async () => {
  const testDb = await openTestDb();
  const clock = testClock(Date.UTC(2025, 0, 1, 9));
  const { outbox, enquiries } = notifyingEnquiries(testDb, { now: clock.now, context: CONTEXT });
  const mailDir = join(testDb.dir, "mail");
  const transport = createFileTransport(mailDir);
  try {
    for (const name of ["Early Enquiry", "Later Enquiry"]) {
      await enquiries.create(sampleEnquiry({ name }));
      for (const row of await outbox.claimDue(10, 60_000)) {
        await transport.send(row.message);
        await outbox.markSent(row);
      }
      clock.advance(10 * DAY);
    }
    // A copy whose row went before files were purged with their rows.
    await Deno.writeTextFile(join(mailDir, "enquiry.gone_example.com.eml"), "Subject: old\r\n");
    const files = async () => (await Array.fromAsync(Deno.readDir(mailDir))).map((e) => e.name);
    assert.equal((await files()).length, 3);

    // 31 days after the first e-mail: its row and file go; the later one's stay.
    clock.set(Date.UTC(2025, 0, 1, 9) + 31 * DAY);
    const result = await purgeExpired({
      writer: testDb.writer,
      retention: { ...loadRetentionConfig({}), enquiriesMonths: 24, outboxPayloadDays: 30 },
      now: clock.now,
      mailDir,
    });
    assert.equal(result.outbox, 1);
    const left = await files();
    assert.equal(left.length, 1);
    const text = await Deno.readTextFile(join(mailDir, left[0]!));
    assert.match(text, /Later Enquiry/);
  } finally {
    await testDb.close();
  }
});
