import assert from "node:assert/strict";
import { SMTPServer } from "smtp-server";
import {
  notifyingEnquiries,
  openTestDb,
  sampleEnquiry,
  testClock,
} from "../../tests/api/staff_fixtures.ts";
import type { MailMessage } from "./messages.ts";
import { createEnquiryStore } from "../enquiries/store.ts";
import { createSmtpTransport, type MailTransport } from "./transport.ts";
import { backoffDelay, createOutboxWorker } from "./worker.ts";

const CONTEXT = {
  to: "staff@example.com",
  from: "Website <website@example.com>",
  domain: "example.com",
  origin: "https://www.example.com",
};

function recordingTransport(options: { failing: () => boolean }) {
  const sent: MailMessage[] = [];
  const transport: MailTransport = {
    description: "test",
    send(message) {
      if (options.failing()) return Promise.reject(new Error("Connection refused"));
      sent.push(message);
      return Promise.resolve();
    },
    close() {},
  };
  return { sent, transport };
}

Deno.test("backoffDelay doubles from the base, caps at the maximum, and jitters in [50 %, 100 %]", () => {
  const options = { baseDelayMs: 1000, maxDelayMs: 8000 };
  assert.equal(backoffDelay(1, { ...options, random: () => 0.999999 }), 1000);
  assert.equal(backoffDelay(1, { ...options, random: () => 0 }), 500);
  assert.equal(backoffDelay(3, { ...options, random: () => 0 }), 2000);
  assert.equal(backoffDelay(4, { ...options, random: () => 0.5 }), 6000);
  assert.equal(backoffDelay(10, { ...options, random: () => 0 }), 4000);
});

Deno.test("outbox worker: failed sends back off, turn dead after N tries, and can be retried", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  const { outbox, enquiries } = notifyingEnquiries(testDb, { now: clock.now, context: CONTEXT });
  let down = true;
  const { sent, transport } = recordingTransport({ failing: () => down });
  const worker = createOutboxWorker({
    outbox,
    transport,
    now: clock.now,
    random: () => 0,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    maxAttempts: 3,
    log: () => {},
  });
  try {
    const { record } = await enquiries.create(sampleEnquiry());
    assert.equal(await worker.runOnce(), 0);
    let view = await outbox.overview();
    assert.deepEqual(view.counts, { pending: 1, sending: 0, sent: 0, dead: 0 });
    assert.equal(
      await outbox.nextDueAt(),
      clock.now() + 500,
      "first retry after base/2 (jitter 0)",
    );

    assert.equal(await worker.runOnce(), 0, "not due yet: nothing is tried");
    clock.advance(500);
    await worker.runOnce(); // attempt 2 fails, next delay 1000
    assert.equal(await outbox.nextDueAt(), clock.now() + 1000);
    clock.advance(1000);
    await worker.runOnce(); // attempt 3 fails: dead
    view = await outbox.overview();
    assert.deepEqual(view.counts, { pending: 0, sending: 0, sent: 0, dead: 1 });
    assert.equal(view.failures[0]?.attempts, 3);
    assert.equal(view.failures[0]?.lastError, "Connection refused");
    assert.match(view.failures[0]?.subject ?? "", /Priya Shah \(Northern Snacks Ltd\)/);

    down = false;
    assert.equal(await outbox.retry(view.failures[0]!.id), true);
    assert.equal(await worker.runOnce(), 1);
    assert.equal(sent.length, 1);
    assert.equal(sent[0]?.messageId, `<enquiry.${record.id}@example.com>`);
    assert.equal(sent[0]?.replyTo, "priya.shah@example.co.uk");
    assert.deepEqual((await outbox.overview()).counts, {
      pending: 0,
      sending: 0,
      sent: 1,
      dead: 0,
    });
  } finally {
    await worker.stop();
    await testDb.close();
  }
});

Deno.test("outbox: a row left 'sending' by a crashed sender is sent again after its lease", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  const { outbox, enquiries } = notifyingEnquiries(testDb, { now: clock.now, context: CONTEXT });
  try {
    await enquiries.create(sampleEnquiry());
    assert.equal((await outbox.claimDue(10, 60_000)).length, 1, "claimed, then the sender dies");
    assert.equal(
      (await outbox.claimDue(10, 60_000)).length,
      0,
      "leased rows are not claimed twice",
    );
    clock.advance(60_000);
    const again = await outbox.claimDue(10, 60_000);
    assert.equal(again.length, 1);
    assert.equal(again[0]?.attempts, 2);
  } finally {
    await testDb.close();
  }
});

Deno.test("outbox worker: an unreachable mail server spends no attempts, shows since when, and the backlog drains when it answers", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  const { outbox, enquiries } = notifyingEnquiries(testDb, { now: clock.now, context: CONTEXT });
  let reachable = false;
  const sent: MailMessage[] = [];
  const transport: MailTransport = {
    description: "test",
    send(message) {
      if (!reachable) {
        // What nodemailer reports when nothing listens on the SMTP port.
        return Promise.reject(
          Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" }),
        );
      }
      sent.push(message);
      return Promise.resolve();
    },
    close() {},
  };
  const worker = createOutboxWorker({
    outbox,
    transport,
    now: clock.now,
    random: () => 0,
    maxAttempts: 2,
    pollIntervalMs: 10_000,
    log: (level, msg, fields) => logged.push({ level, msg, ...fields }),
  });
  const logged: Record<string, unknown>[] = [];
  try {
    for (let i = 0; i < 5; i++) await enquiries.create(sampleEnquiry({ name: `Person ${i}` }));
    const outageStart = clock.now();
    // Three hours of outage, tried every poll interval: far more tries than maxAttempts.
    for (let minute = 0; minute < 180; minute += 10) {
      await worker.runOnce();
      clock.advance(10 * 60_000);
    }
    const during = await outbox.overview();
    assert.deepEqual(during.counts, { pending: 5, sending: 0, sent: 0, dead: 0 });
    assert.equal(during.transportDownSince, new Date(outageStart).toISOString());
    assert.equal(sent.length, 0);

    reachable = true;
    assert.equal(await worker.runOnce(), 5, "the whole backlog goes in one round");
    const after = await outbox.overview();
    assert.deepEqual(after.counts, { pending: 0, sending: 0, sent: 5, dead: 0 });
    assert.equal(after.transportDownSince, undefined);
    // One line when the outage starts and one when it ends, through the injected logger.
    assert.deepEqual(logged.map(({ level, msg }) => `${level} ${msg}`), [
      "warn mail server unreachable; messages wait",
      "info mail server reachable again; sending the messages that waited",
    ]);
    assert.equal(logged[0]?.error, "connect ECONNREFUSED");
  } finally {
    await worker.stop();
    await testDb.close();
  }
});

Deno.test("outbox worker: a mail server refusing the enquirer's address never puts it in the log", async () => {
  // What a receiving server answers for an address with no mailbox: it quotes the address back.
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === CONTEXT.to) return callback();
      const refusal = `5.1.1 <${address.address}>: Recipient address rejected`;
      callback(Object.assign(new Error(refusal), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      stream.on("end", () => callback()).resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as { port: number };
  const testDb = await openTestDb();
  const clock = testClock();
  const { outbox } = notifyingEnquiries(testDb, { now: clock.now, context: CONTEXT });
  // As the site stores an enquiry: the staff notification and the enquirer's acknowledgement.
  const enquiries = createEnquiryStore({
    ...testDb,
    now: clock.now,
    companions: [outbox.companion, outbox.acknowledgement],
  });
  const logged: Record<string, unknown>[] = [];
  const worker = createOutboxWorker({
    outbox,
    transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
    now: clock.now,
    random: () => 0,
    maxAttempts: 1,
    log: (level, msg, fields) => logged.push({ level, msg, ...fields }),
  });
  try {
    await enquiries.create(sampleEnquiry({ email: "jane.doe@example.net" }));
    assert.equal(await worker.runOnce(), 1, "the staff notification is sent");
    assert.deepEqual(logged.map(({ level, msg }) => `${level} ${msg}`), [
      "warn e-mail failed, giving up",
    ]);
    assert.doesNotMatch(JSON.stringify(logged), /jane|doe|Recipient address rejected/i);
    // What the operator needs is still there: the server's code and what kind of failure it was.
    const { messageId: _, ...fields } = logged[0] ?? {};
    assert.deepEqual(fields, {
      level: "warn",
      msg: "e-mail failed, giving up",
      attempt: 1,
      maxAttempts: 1,
      failure: "permanent",
      responseCode: 550,
      code: "EENVELOPE",
      command: "RCPT TO",
    });
    // Staff still see the server's words on the outbox screen, which is not a log.
    assert.match((await outbox.overview()).failures[0]?.lastError ?? "", /jane\.doe@example\.net/);
  } finally {
    await worker.stop();
    await testDb.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
