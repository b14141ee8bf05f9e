/**
 * Replies in the thread (docs/requirements.md#enquiry-thread), through the real app against a real
 * SMTP server on 127.0.0.1 (npm smtp-server): a staff reply is stored, then e-mailed from the
 * company address with the reference in the subject, its stored Message-ID and Reply-To the
 * inbound address; bad input changes nothing; the enquirer's answer, delivered over SMTP to the
 * inbound receiver of a second instance on the same database, is threaded onto the enquiry, which
 * reopens, and its owner is e-mailed; mail that matches no enquiry is refused and touches none;
 * saved replies are kept for every admin, audited.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { SendMailOptions } from "nodemailer";
import { createThreadStore } from "../../server/enquiries/thread.ts";
import type { AuditPage, ContactSubmission } from "../../shared/schemas/staff.ts";
import { REPLY_MAX, type SavedReply } from "../../shared/schemas/enquiry_thread.ts";
import { createTestApp, type TestApp, type TestAppOptions } from "../helpers/test_app.ts";
import {
  freePort,
  GOOD_PASSWORD,
  sameOriginJson,
  sampleEnquiry,
  signInCookie,
  startSmtp,
  type TestSmtp,
  waitFor,
} from "./staff_fixtures.ts";

const INBOUND = "replies@crownbridge.co.uk";

function appOptions(smtpUrl: string, env: Record<string, string> = {}): TestAppOptions {
  return {
    env: {
      SMTP_URL: smtpUrl,
      STAFF_EMAIL: "team@example.com",
      INBOUND_REPLY_ADDRESS: INBOUND,
      ...env,
    },
    overrides: {
      mail: { worker: { baseDelayMs: 40, maxDelayMs: 200, pollIntervalMs: 100, log: () => {} } },
    },
  };
}

/** `app`'s requests with `email`'s session (an admin created for it). */
async function staffOf(app: TestApp, email: string, role: "admin" | "editor" = "admin") {
  await app.staff.accounts.create(email, GOOD_PASSWORD, { role }).catch(() => {});
  const cookie = await signInCookie(app.app, email);
  return {
    get: async (path: string) => await app.app.request(path, { headers: { Cookie: cookie } }),
    send: async (path: string, body: unknown, method = "POST") =>
      await app.app.request(path, {
        method,
        headers: sameOriginJson(cookie),
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
  };
}

function mailTo(smtp: TestSmtp, address: string, subject: RegExp) {
  return smtp.received.find((mail) =>
    mail.to.includes(address) && subject.test(mail.header("subject") ?? "")
  );
}

/** Sends `mail` to the receiver at `port` as a mail server would relay it. */
async function deliver(port: number, mail: SendMailOptions) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port,
    secure: false,
    ignoreTLS: true,
  });
  try {
    return await transport.sendMail({ to: INBOUND, ...mail });
  } finally {
    transport.close();
  }
}

Deno.test("a staff reply is stored, then e-mailed from MAIL_FROM with the reference, its Message-ID and Reply-To the inbound address", async () => {
  const smtp = await startSmtp();
  const app = await createTestApp(appOptions(smtp.url));
  try {
    const alice = await staffOf(app, "alice@example.com");
    const { record } = await app.enquiries.create(sampleEnquiry());
    const text = "Dear Priya,\n\nThank you: we can meet on Tuesday.\n<b>Not HTML</b>";
    const response = await alice.send(`/api/contacts/${record.id}/replies`, { text });
    assert.equal(response.status, 201);
    const contact = await response.json() as ContactSubmission;
    assert.equal(contact.status, "answered", "a reply answers a New enquiry");
    assert.equal(contact.thread.length, 1);
    const [reply] = contact.thread;
    assert.deepEqual([reply?.direction, reply?.from, reply?.text], [
      "out",
      "alice@example.com",
      text,
    ]);

    await waitFor(() => mailTo(smtp, record.email, /^Re: /) !== undefined);
    const mail = mailTo(smtp, record.email, /^Re: /)!;
    const stored = (await createThreadStore({ db: app.db }).of([record.id])).get(record.id)!;
    assert.equal(mail.header("message-id"), stored[0]?.messageId);
    assert.match(stored[0]?.messageId ?? "", /^<reply\.[0-9a-f-]+@crownbridge\.co\.uk>$/);
    assert.equal(mail.from, "website@crownbridge.co.uk");
    assert.equal(mail.header("reply-to"), INBOUND);
    assert.equal(
      mail.header("subject"),
      `Re: Your enquiry to Crownbridge Distribution [${record.reference}]`,
    );
    assert.match(mail.header("content-type") ?? "", /^text\/plain/);
    assert.ok(mail.text.includes("we can meet on Tuesday."), mail.text);
    assert.ok(mail.text.includes(`Your reference: ${record.reference}`));

    await waitFor(async () =>
      ((await (await alice.get(`/api/contacts/${record.id}`)).json()) as ContactSubmission)
        .thread[0]?.delivery === "sent"
    );
    const audit = await (await alice.get("/api/staff/audit")).json() as AuditPage;
    const entry = audit.entries.find((each) => each.action === "reply_sent");
    assert.equal(entry?.enquiry?.reference, record.reference);
    assert.ok(!entry?.detail.includes("Tuesday"), "the log never holds the reply's text");
    assert.ok(
      audit.entries.some((each) =>
        each.action === "status_change" && each.detail === "New → Answered"
      ),
    );
  } finally {
    await app.cleanup();
    await smtp.close();
  }
});

Deno.test("a reply is kept and waits in the outbox while the mail server is down", async () => {
  const app = await createTestApp(appOptions(`smtp://127.0.0.1:${freePort()}`));
  try {
    const alice = await staffOf(app, "alice@example.com");
    const { record } = await app.enquiries.create(sampleEnquiry());
    const response = await alice.send(`/api/contacts/${record.id}/replies`, { text: "Hello" });
    assert.equal(response.status, 201);
    const contact = await response.json() as ContactSubmission;
    assert.equal(contact.thread[0]?.text, "Hello");
    assert.ok(["pending", "sending"].includes(contact.thread[0]?.delivery ?? ""));
  } finally {
    await app.cleanup();
  }
});

Deno.test("POST /api/contacts/:id/replies answers bad input with a field message and changes nothing", async () => {
  const app = await createTestApp({ ...appOptions("smtp://127.0.0.1:9"), background: false });
  try {
    const alice = await staffOf(app, "alice@example.com");
    const { record } = await app.enquiries.create(sampleEnquiry());
    const path = `/api/contacts/${record.id}/replies`;
    const cases: [unknown, string][] = [
      [{ text: "" }, "Reply cannot be empty"],
      [{ text: "  \n " }, "Reply cannot be empty"],
      [{ text: "x".repeat(REPLY_MAX + 1) }, "Reply must be at most 10,000 characters"],
      [
        { text: "Hi\u202Eevil" },
        "Reply cannot contain hidden control or text-direction characters",
      ],
      [{ text: 42 }, ""],
      [{}, ""],
    ];
    for (const [body, message] of cases) {
      const response = await alice.send(path, body);
      assert.equal(response.status, 400, JSON.stringify(body).slice(0, 80));
      const answer = await response.json() as { error: string; fields: Record<string, string> };
      assert.ok(answer.fields.text, JSON.stringify(answer));
      assert.ok(answer.fields.text.includes(message), answer.fields.text);
    }
    assert.equal((await alice.send(path, "not json")).status, 400);
    assert.equal(
      (await alice.send(`/api/contacts/${crypto.randomUUID()}/replies`, { text: "Hi" })).status,
      404,
    );
    // No session, another site, an editor: refused like the other enquiry routes.
    assert.equal(
      (await app.app.request(path, {
        method: "POST",
        headers: sameOriginJson(),
        body: '{"text":"Hi"}',
      })).status,
      401,
    );
    const cookie = await signInCookie(app.app, "alice@example.com");
    const crossSite = await app.app.request(path, {
      method: "POST",
      headers: {
        ...sameOriginJson(cookie),
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
      },
      body: '{"text":"Hi"}',
    });
    assert.equal(crossSite.status, 403);
    const editor = await staffOf(app, "ed@example.com", "editor");
    assert.equal((await editor.send(path, { text: "Hi" })).status, 403);

    const contact = await (await alice.get(`/api/contacts/${record.id}`))
      .json() as ContactSubmission;
    assert.deepEqual([contact.thread, contact.status], [[], "new"]);
    const outbox = await app.mail.outbox.overview();
    // The enquiry's own two e-mails (notification, acknowledgement) only.
    assert.equal(outbox.counts.pending, 2);
    const audit = await (await alice.get("/api/staff/audit")).json() as AuditPage;
    assert.ok(!audit.entries.some((each) => each.action === "reply_sent"));
  } finally {
    await app.cleanup();
  }
});

Deno.test("the enquirer's answer, received over SMTP by a second instance, is threaded onto the enquiry, reopens it and e-mails its owner", async () => {
  const smtp = await startSmtp();
  const first = await createTestApp(appOptions(smtp.url));
  let second: TestApp | undefined;
  try {
    const port = freePort();
    second = await createTestApp({
      ...appOptions(smtp.url, { INBOUND_SMTP_PORT: String(port) }),
      env: {
        ...appOptions(smtp.url, { INBOUND_SMTP_PORT: String(port) }).env,
        DATABASE_URL: `file:${join(first.dir, "site.db")}`,
      },
    });
    await second.replies.receiver!.listening();
    const alice = await staffOf(first, "alice@example.com");
    await first.staff.accounts.create("bob@example.com", GOOD_PASSWORD);
    const { record } = await first.enquiries.create(sampleEnquiry());
    assert.equal(
      (await alice.send(`/api/contacts/${record.id}`, { ownerEmail: "bob@example.com" }, "PATCH"))
        .status,
      200,
    );
    assert.equal(
      (await alice.send(`/api/contacts/${record.id}/replies`, { text: "Which week suits?" }))
        .status,
      201,
    );
    await waitFor(() => mailTo(smtp, record.email, /^Re: /) !== undefined);
    const reply = mailTo(smtp, record.email, /^Re: /)!;

    // Answered from another address (a colleague): the Message-ID it answers finds the enquiry.
    const info = await deliver(port, {
      from: "Sam Jones <sam@northern-snacks.example>",
      subject: `${reply.header("subject")}`,
      inReplyTo: reply.header("message-id"),
      references: [reply.header("message-id")!],
      text: "The week of 14 April suits us.\n\n> Which week suits?",
      attachments: [{ filename: "price-list.pdf", content: "%PDF-1.4 not kept" }],
    });
    assert.match(info.response, /^250/);

    const seen = async () =>
      await (await alice.get(`/api/contacts/${record.id}`)).json() as ContactSubmission;
    await waitFor(async () => (await seen()).thread.length === 2);
    const contact = await seen();
    const answer = contact.thread[1]!;
    assert.equal(answer.direction, "in");
    assert.equal(answer.from, "sam@northern-snacks.example");
    assert.ok(answer.text.startsWith("The week of 14 April suits us."), answer.text);
    assert.equal(answer.note, "1 attachment was not kept: price-list.pdf");
    assert.ok(!answer.text.includes("%PDF"));
    assert.ok(Date.parse(answer.at) >= Date.parse(contact.thread[0]!.at));
    assert.equal(contact.status, "in_progress", "the answer reopens the Answered enquiry");

    await waitFor(() => mailTo(smtp, "bob@example.com", /answered on enquiry/) !== undefined);
    const notice = mailTo(smtp, "bob@example.com", /answered on enquiry/)!;
    assert.equal(notice.header("subject"), `Priya Shah answered on enquiry ${record.reference}`);
    assert.ok(notice.text.includes("The week of 14 April suits us."));
    assert.ok(notice.text.includes(`/admin?open=${record.id}`));
    assert.ok(!mailTo(smtp, "team@example.com", /answered on enquiry/), "the owner, not the inbox");

    // The same message delivered again (a relaying server's retry) is kept once.
    const again = await deliver(port, {
      from: "sam@northern-snacks.example",
      subject: "Re: again",
      messageId: "<same-answer@northern-snacks.example>",
      inReplyTo: reply.header("message-id"),
      text: "Once only",
    });
    assert.match(again.response, /^250/);
    await deliver(port, {
      from: "sam@northern-snacks.example",
      subject: "Re: again",
      messageId: "<same-answer@northern-snacks.example>",
      inReplyTo: reply.header("message-id"),
      text: "Once only",
    });
    await waitFor(async () => (await seen()).thread.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal((await seen()).thread.filter((each) => each.text === "Once only").length, 1);
  } finally {
    await second?.cleanup();
    await first.cleanup();
    await smtp.close();
  }
});

Deno.test("the receiver threads an HTML-only answer from the enquirer by the reference in its subject, as text", async () => {
  const smtp = await startSmtp();
  const port = freePort();
  const app = await createTestApp(appOptions(smtp.url, { INBOUND_SMTP_PORT: String(port) }));
  try {
    await app.replies.receiver!.listening();
    const alice = await staffOf(app, "alice@example.com");
    const { record } = await app.enquiries.create(sampleEnquiry());
    await deliver(port, {
      from: "Priya Shah <Priya.Shah@Example.co.uk>",
      subject: `Re: Your enquiry ${record.reference.toLowerCase()}`,
      html:
        `<p>Please <b>call</b> me.</p><script>alert(1)</script><img src="https://tracker.example/p.gif">`,
    });
    const contact = await (await alice.get(`/api/contacts/${record.id}`))
      .json() as ContactSubmission;
    assert.equal(contact.thread.length, 1);
    const text = contact.thread[0]?.text ?? "";
    assert.ok(text.startsWith("Please call me."), text);
    assert.ok(!/[<>]|alert/.test(text), `no markup or script kept: ${text}`);
    // Nobody owns it: the staff inbox is told.
    await waitFor(() => mailTo(smtp, "team@example.com", /answered on enquiry/) !== undefined);
    assert.equal(contact.status, "new", "a New enquiry stays New");
  } finally {
    await app.cleanup();
    await smtp.close();
  }
});

Deno.test("mail matching no enquiry, a guessed reference from a stranger, or another address is refused and touches no enquiry", async () => {
  const smtp = await startSmtp();
  const port = freePort();
  const app = await createTestApp(appOptions(smtp.url, { INBOUND_SMTP_PORT: String(port) }));
  try {
    await app.replies.receiver!.listening();
    const alice = await staffOf(app, "alice@example.com");
    const { record } = await app.enquiries.create(sampleEnquiry());
    await alice.send(`/api/contacts/${record.id}`, { status: "answered" }, "PATCH");
    const refusals: [SendMailOptions, RegExp][] = [
      [
        { from: "priya.shah@example.co.uk", subject: "Re: [CB-2025-999999]", text: "Unknown" },
        /550/,
      ],
      [{
        from: "priya.shah@example.co.uk",
        subject: "Hello",
        inReplyTo: "<reply.x@elsewhere>",
        text: "No match",
      }, /550/],
      [
        { from: "mallory@example.com", subject: `Re: [${record.reference}]`, text: "Guessed" },
        /550/,
      ],
      [{
        from: "priya.shah@example.co.uk",
        to: "someone@crownbridge.co.uk",
        subject: `Re: [${record.reference}]`,
        text: "Wrong address",
      }, /550/],
      [{
        from: "priya.shah@example.co.uk",
        subject: `Re: [${record.reference}]`,
        text: "x".repeat(1024 * 1024 + 10),
      }, /552/],
    ];
    for (const [mail, code] of refusals) {
      await assert.rejects(deliver(port, mail), (error: Error & { responseCode?: number }) => {
        assert.match(
          String(error.responseCode),
          code,
          `${mail.text?.toString().slice(0, 20)}: ${error.message}`,
        );
        return true;
      });
    }
    const contact = await (await alice.get(`/api/contacts/${record.id}`))
      .json() as ContactSubmission;
    assert.deepEqual([contact.thread, contact.status], [[], "answered"]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.ok(
      !smtp.received.some((mail) => /answered on enquiry/.test(mail.header("subject") ?? "")),
    );
  } finally {
    await app.cleanup();
    await smtp.close();
  }
});

Deno.test("saved replies: added for everyone with the audit log, titles unique in any case, bad input refused, removed", async () => {
  const app = await createTestApp({ ...appOptions("smtp://127.0.0.1:9"), background: false });
  try {
    const alice = await staffOf(app, "alice@example.com");
    const path = "/api/staff/saved-replies";
    const text = "Dear {name},\n\nThank you for your enquiry {reference}.";
    const added = await alice.send(path, { title: "  Thank you  ", text });
    assert.equal(added.status, 201);
    const saved = await added.json() as SavedReply;
    assert.deepEqual([saved.title, saved.text, saved.createdBy], [
      "Thank you",
      text,
      "alice@example.com",
    ]);

    const bad: [unknown, string, string][] = [
      [{ title: "", text }, "title", "Title cannot be empty"],
      [{ title: "x".repeat(81), text }, "title", "Title must be at most 80 characters"],
      [{ title: "Two\nlines", text }, "title", "Title cannot contain line breaks"],
      [{ title: "Empty", text: " " }, "text", "Reply cannot be empty"],
      [{ title: "Long", text: "x".repeat(REPLY_MAX + 1) }, "text", "Reply must be at most"],
    ];
    for (const [body, field, message] of bad) {
      const response = await alice.send(path, body);
      assert.equal(response.status, 400, JSON.stringify(body).slice(0, 60));
      const answer = await response.json() as { fields: Record<string, string> };
      assert.ok(answer.fields[field]?.startsWith(message), JSON.stringify(answer));
    }
    const taken = await alice.send(path, { title: "THANK YOU", text: "Other" });
    assert.equal(taken.status, 409);
    assert.deepEqual((await taken.json() as { fields: Record<string, string> }).fields, {
      title: "A saved reply already has this title",
    });
    // Another admin sees it; the inbox page carries the list for the reply box.
    const ben = await staffOf(app, "ben@example.com");
    assert.deepEqual(await (await ben.get(path)).json(), [saved]);
    const page = await (await ben.get("/admin")).text();
    assert.ok(page.includes('"savedReplies":[{"id":'), "the page data holds the saved replies");
    const editor = await staffOf(app, "ed@example.com", "editor");
    assert.equal((await editor.get(path)).status, 403);
    assert.equal((await editor.send(path, { title: "Mine", text })).status, 403);

    assert.equal((await ben.send(`${path}/${saved.id}`, undefined, "DELETE")).status, 204);
    assert.equal((await ben.send(`${path}/${saved.id}`, undefined, "DELETE")).status, 404);
    assert.equal((await ben.send(`${path}/first`, undefined, "DELETE")).status, 404);
    assert.deepEqual(await (await alice.get(path)).json(), []);
    const audit = await (await alice.get("/api/staff/audit")).json() as AuditPage;
    assert.deepEqual(
      audit.entries.filter((each) => each.action.startsWith("saved_reply")).map((each) =>
        `${each.actor} ${each.action} ${each.detail}`
      ),
      [
        "ben@example.com saved_reply_removed Thank you",
        "alice@example.com saved_reply_added Thank you",
      ],
    );
  } finally {
    await app.cleanup();
  }
});
