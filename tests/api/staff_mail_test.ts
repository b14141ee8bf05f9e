/**
 * The e-mail outbox against a real SMTP server on 127.0.0.1 (npm smtp-server), through the real
 * app: one message to the staff inbox and one acknowledgement to the enquirer per new enquiry, with
 * the same reference; at most 3 acknowledgements an address a day; enquiries accepted while SMTP
 * is down and all delivered once it is back, without duplicates; the backlog send.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createTestApp, type TestAppOptions } from "../helpers/test_app.ts";
import {
  freePort,
  GOOD_PASSWORD,
  sameOriginJson,
  sampleEnquiry,
  signInCookie,
  startSmtp,
  waitFor,
} from "./staff_fixtures.ts";

function appOptions(smtpUrl: string): TestAppOptions {
  return {
    env: { SMTP_URL: smtpUrl, STAFF_EMAIL: "team@example.com", CONTACT_RATE_LIMIT: "1000" },
    overrides: {
      mail: { worker: { baseDelayMs: 40, maxDelayMs: 200, pollIntervalMs: 100, log: () => {} } },
    },
  };
}

async function postEnquiry(
  app: { request(path: string, init: RequestInit): Response | Promise<Response> },
  name: string,
) {
  const started = performance.now();
  const response = await app.request("/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(sampleEnquiry({ name })),
  });
  assert.equal(response.status, 201, `${name} accepted`);
  const { id, reference } = await response.json() as { id: string; reference: string };
  return { id, reference, ms: performance.now() - started };
}

/** The Message-IDs of the staff notifications (`enquiry.…`) among `mails`. */
function notificationIds(mails: { header(name: string): string | undefined }[]): string[] {
  return mails.map((mail) => mail.header("message-id") ?? "").filter((id) =>
    id.startsWith("<enquiry.")
  );
}

Deno.test("a new enquiry produces one e-mail to STAFF_EMAIL and one acknowledgement, with one reference", async () => {
  const smtp = await startSmtp();
  const app = await createTestApp(appOptions(smtp.url));
  try {
    const { id, reference } = await postEnquiry(app.app, "Priya Shah");
    assert.match(reference, /^CB-\d{4}-000001$/);
    await waitFor(() => smtp.received.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 300)); // time for a duplicate to show up
    assert.equal(smtp.received.length, 2);
    const mail = smtp.received.find((each) => each.to.includes("team@example.com"))!;
    assert.deepEqual(mail.to, ["team@example.com"]);
    assert.equal(mail.from, "website@crownbridge.co.uk");
    assert.equal(mail.header("message-id"), `<enquiry.${id}@crownbridge.co.uk>`);
    assert.equal(mail.header("reply-to"), "priya.shah@example.co.uk");
    assert.equal(
      mail.header("subject"),
      `New website enquiry ${reference} from Priya Shah (Northern Snacks Ltd)`,
    );
    assert.ok(mail.raw.includes(`Reference: ${reference}`));

    const ack = smtp.received.find((each) => each.to.includes("priya.shah@example.co.uk"))!;
    assert.equal(ack.header("message-id"), `<acknowledgement.${id}@crownbridge.co.uk>`);
    assert.equal(ack.header("reply-to"), "enquiries@crownbridge.co.uk");
    assert.equal(ack.header("subject"), `We have received your enquiry (${reference})`);
    assert.match(ack.header("content-type") ?? "", /^multipart\/alternative/);
    assert.match(ack.raw, /Content-Type: text\/plain/);
    assert.match(ack.raw, /Content-Type: text\/html/);
    assert.ok(ack.raw.includes(`Your reference: ${reference}`));
    assert.ok(ack.raw.includes("Monday to Friday: 9:00 AM to 5:30 PM"));
    for (
      const line of [
        "Name: Priya Shah",
        "Email: priya.shah@example.co.uk",
        "Company: Northern Snacks Ltd",
        "Phone: +44 20 7946 0000",
        "Interest: Distribution Services",
        "We would like to discuss national distribution for our snack range.",
      ]
    ) {
      assert.ok(mail.text.includes(line), `body has "${line}"`);
    }
    const overview = await app.mail.outbox.overview();
    assert.deepEqual(overview.counts, { pending: 0, sending: 0, sent: 2, dead: 0 });
  } finally {
    await app.cleanup();
    await smtp.close();
  }
});

Deno.test("SMTP down: enquiries are accepted at once and all delivered once it is back, no duplicates", async () => {
  const port = freePort();
  const app = await createTestApp(appOptions(`smtp://127.0.0.1:${port}`));
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  try {
    const ids: string[] = [];
    const downMs: number[] = [];
    for (let i = 0; i < 12; i++) {
      const { id, ms } = await postEnquiry(app.app, `Visitor ${i}`);
      downMs.push(ms);
      ids.push(id);
    }
    // The sender has met the closed port: the outage is recorded and no attempt is spent.
    await waitFor(async () => (await app.mail.outbox.overview()).transportDownSince !== undefined);
    // Between probes every message is back to pending with no attempt counted (one may be out
    // being tried at any instant, so this waits for a moment between probes).
    await waitFor(async () => {
      const rows = await app.db.execute(
        "SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending' AND attempts = 0",
      );
      return Number(rows.rows[0]?.n) === 15;
    });
    const spent = await app.db.execute("SELECT MAX(attempts) AS n FROM outbox");
    assert.ok(Number(spent.rows[0]?.n) <= 1, "no attempt is spent while SMTP is unreachable");
    const stored = await app.db.execute("SELECT COUNT(*) AS n FROM enquiries");
    assert.equal(Number(stored.rows[0]?.n), 12, "every enquiry is stored while SMTP is down");

    smtp = await startSmtp(port);
    const received = smtp.received;
    // 12 notifications and 3 acknowledgements: every enquiry came from one address, which gets at
    // most 3 a day.
    await waitFor(() => received.length >= 15);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const messageIds = received.map((mail) => mail.header("message-id"));
    assert.equal(new Set(messageIds).size, messageIds.length, "no Message-ID twice");
    assert.deepEqual(
      notificationIds(received).sort(),
      ids.map((id) => `<enquiry.${id}@crownbridge.co.uk>`).sort(),
    );
    assert.deepEqual(
      received.filter((mail) => mail.to.includes("priya.shah@example.co.uk")).length,
      3,
    );
    const after = await app.mail.outbox.overview();
    assert.deepEqual(after.counts, { pending: 0, sending: 0, sent: 15, dead: 0 });
    assert.equal(after.transportDownSince, undefined, "the outage is over");
    // "At once" against a baseline from this run: the same posts with SMTP up are no faster.
    const upMs: number[] = [];
    for (let i = 0; i < 12; i++) upMs.push((await postEnquiry(app.app, `Later ${i}`)).ms);
    const median = (values: number[]) => values.toSorted((a, b) => a - b)[values.length >> 1]!;
    assert.ok(
      median(downMs) <= 3 * median(upMs),
      `answered in ${median(downMs).toFixed(1)} ms (median) with SMTP down, ` +
        `${median(upMs).toFixed(1)} ms with it up`,
    );
  } finally {
    await app.cleanup();
    await smtp?.close();
  }
});

Deno.test("the backlog send delivers one e-mail per stored enquiry with its own Message-ID", async () => {
  const smtp = await startSmtp();
  const app = await createTestApp(appOptions(smtp.url));
  try {
    for (let i = 0; i < 3; i++) await postEnquiry(app.app, `Visitor ${i}`);
    await waitFor(() => smtp.received.length >= 6); // notifications and acknowledgements
    await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
    const cookie = await signInCookie(app.app, "alice@example.com");
    const response = await app.app.request("/api/contact/send-backlog", {
      method: "POST",
      headers: sameOriginJson(cookie),
    });
    const { successCount, batchId } = await response.json() as {
      successCount: number;
      batchId: string;
    };
    assert.equal(successCount, 3);
    await waitFor(() => smtp.received.length >= 9);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(smtp.received.length, 9);
    const backlog = smtp.received.filter((mail) =>
      mail.header("message-id")?.startsWith(`<backlog.${batchId}.`)
    );
    assert.equal(backlog.length, 3);
    assert.equal(new Set(backlog.map((mail) => mail.header("message-id"))).size, 3);
    for (const mail of backlog) {
      assert.deepEqual(mail.to, ["team@example.com"]);
      assert.match(
        mail.header("subject") ?? "",
        /^Website enquiry CB-\d{4}-\d{6} from Visitor \d, received /,
      );
    }
  } finally {
    await app.cleanup();
    await smtp.close();
  }
});

Deno.test("without SMTP_URL each message is written as an .eml file beside the database", async () => {
  const app = await createTestApp({ overrides: { mail: { worker: { log: () => {} } } } });
  try {
    assert.equal(app.mail.transportDescription, `.eml files in ${join(app.dir, "mail")}`);
    const { id, reference } = await postEnquiry(app.app, "File Reader");
    const path = join(app.dir, "mail", `enquiry.${id}_crownbridge.co.uk.eml`);
    await waitFor(() => Deno.stat(path).then(() => true, () => false));
    // Long header lines are folded (RFC 5322); unfolded, each header is one line again.
    const text = (await Deno.readTextFile(path)).replace(/\r\n[ \t]+/g, " ");
    assert.match(
      text,
      new RegExp(
        `^Subject: New website enquiry ${reference} from File Reader \\(Northern Snacks Ltd\\)$`,
        "m",
      ),
    );
    assert.match(text, /^To: enquiries@crownbridge\.co\.uk$/m);
    const ack = join(app.dir, "mail", `acknowledgement.${id}_crownbridge.co.uk.eml`);
    await waitFor(() => Deno.stat(ack).then(() => true, () => false));
    assert.match(await Deno.readTextFile(ack), /^To: priya\.shah@example\.co\.uk$/m);
  } finally {
    await app.cleanup();
  }
});
