/**
 * The e-mail outbox with two instances and a slow mail server (npm smtp-server as a local peer
 * that takes about 1 s to accept each message): 20 enquiries give 20 staff e-mails, none sent
 * twice; after the instance that is sending a message is SIGKILLed, the other sends that message
 * once its claim lease runs out, once. The lease is the shortest the configuration allows
 * (`OUTBOX_LEASE_MS`, server/mail/config.ts), still five times the mail server's second, so the
 * resend is awaited for 5 s rather than the default 20 s.
 */
import assert from "node:assert/strict";
import { SMTPServer } from "smtp-server";
import {
  buildOnce,
  delay,
  makeWorkspace,
  OPS_TEST,
  type SiteProcess,
  startSite,
  stopAll,
} from "./ops_harness.ts";
import { postEnquiry } from "./ops_visitor.ts";

/** A message as the mail server accepted it. */
interface Accepted {
  messageId: string;
  raw: string;
}

interface SlowSmtp {
  url: string;
  accepted: Accepted[];
  /** When set, the next message is held unanswered and this is called with the sender's port. */
  holdNext?: ((remotePort: number) => void) | undefined;
  close(): Promise<void>;
}

async function startSlowSmtp(delayMs: number): Promise<SlowSmtp> {
  const smtp: SlowSmtp = { url: "", accepted: [], close: () => Promise.resolve() };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: string[] = [];
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = chunks.join("");
        const hold = smtp.holdNext;
        if (hold) {
          smtp.holdNext = undefined;
          hold(session.remotePort);
          return; // never answered: the sender dies waiting
        }
        setTimeout(() => {
          const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? "";
          smtp.accepted.push({ messageId, raw });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as { port: number };
  smtp.url = `smtp://127.0.0.1:${port}`;
  smtp.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return smtp;
}

/** The pid among `pids` that owns the TCP connection whose local port is `port` (from /proc). */
async function ownerOfLocalPort(port: number, pids: number[]): Promise<number | undefined> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const text = await Deno.readTextFile(table).catch(() => "");
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[9]) inodes.add(fields[9]);
    }
  }
  for (const pid of pids) {
    for await (const entry of Deno.readDir(`/proc/${pid}/fd`)) {
      const target = await Deno.readLink(`/proc/${pid}/fd/${entry.name}`).catch(() => "");
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return pid;
    }
  }
  return undefined;
}

function countBy<T>(items: T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (check()) return true;
    await delay(100);
  }
  return check();
}

Deno.test(
  "outbox with two instances and a slow mail server: once each, resent after a crash",
  OPS_TEST,
  async (t) => {
    await buildOnce();
    const workspace = await makeWorkspace("outbox");
    const smtp = await startSlowSmtp(1_000);
    let sites: SiteProcess[] = [];
    try {
      const env = { SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "1000", OUTBOX_LEASE_MS: "5000" };
      sites = [await startSite({ workspace, env })];
      sites.push(await startSite({ workspace, env }));

      await t.step(
        "20 enquiries over both instances: 20 e-mails and 3 acknowledgements, none twice",
        async () => {
          const answers = await Promise.all(
            Array.from({ length: 20 }, (_, i) =>
              postEnquiry(sites[i % 2]!.origin, {
                idempotencyKey: crypto.randomUUID(),
                label: `outbox-${i}`,
              })),
          );
          assert.deepEqual(answers.map((a) => a.status), Array(20).fill(201));
          const t0 = performance.now();
          // Every enquiry comes from one address, which is acknowledged at most 3 times a day, however
          // many instances take its enquiries.
          await waitFor(() => smtp.accepted.length >= 23, 60_000);
          await delay(3_000); // a duplicate would arrive now
          const notifications = smtp.accepted.filter((m) => m.messageId.startsWith("<enquiry."));
          const acknowledgements = smtp.accepted.filter((m) =>
            m.messageId.startsWith("<acknowledgement.")
          );
          const ids = countBy(smtp.accepted.map((m) => m.messageId));
          const twice = [...ids].filter(([, n]) => n > 1);
          console.log(
            `outbox: ${smtp.accepted.length} e-mails accepted for 20 enquiries (with 3 acknowledgements) in ` +
              `${((performance.now() - t0) / 1000).toFixed(1)} s; ${ids.size} distinct, ` +
              `${twice.length} sent twice`,
          );
          assert.equal(ids.size, 23, "one e-mail per enquiry, 3 acknowledgements");
          assert.equal(twice.length, 0, "no e-mail sent twice");
          assert.equal(notifications.length, 20);
          assert.equal(acknowledgements.length, 3);
          assert.equal(smtp.accepted.length, 23);
          for (let i = 0; i < 20; i++) {
            const mails = notifications.filter((m) => m.raw.includes(`Ops outbox-${i}\r\n`));
            assert.equal(mails.length, 1, `the e-mail of enquiry outbox-${i}`);
          }
        },
      );

      await t.step(
        "the sender is SIGKILLed mid-send: the other instance resends within 30 s",
        async () => {
          const before = smtp.accepted.length;
          let onHeld = (_port: number) => {};
          const held = new Promise<number>((resolve) => (onHeld = resolve));
          smtp.holdNext = onHeld;
          const answer = await postEnquiry(sites[0]!.origin, {
            idempotencyKey: crypto.randomUUID(),
            label: "outbox-crash",
          });
          assert.equal(answer.status, 201);
          const senderPort = await Promise.race([held, delay(30_000).then(() => 0)]);
          assert.ok(senderPort > 0, "an instance started sending the message");
          const senderPid = await ownerOfLocalPort(senderPort, sites.map((s) => s.pid));
          const sender = sites.find((site) => site.pid === senderPid);
          assert.ok(sender, "the sending instance is one of ours");
          await sender.kill();
          const killedAt = performance.now();
          const resent = await waitFor(
            () => smtp.accepted.some((m) => m.raw.includes("Ops outbox-crash\r\n")),
            30_000,
          );
          const seconds = (performance.now() - killedAt) / 1000;
          await delay(2_000);
          const copies = smtp.accepted.filter((m) => m.raw.includes("Ops outbox-crash\r\n")).length;
          console.log(
            `outbox crash: sender SIGKILLed; message ${
              resent ? `resent after ${seconds.toFixed(1)} s` : "not resent within 30 s"
            }; ${copies} cop${copies === 1 ? "y" : "ies"} accepted; ` +
              `${smtp.accepted.length - before} e-mails in this step`,
          );
          assert.ok(resent, "the surviving instance resends the message within 30 s");
          assert.equal(copies, 1, "accepted once");
          assert.equal(smtp.accepted.length - before, 1, "nothing else was sent again");
        },
      );
    } finally {
      await stopAll(sites);
      await smtp.close().catch(() => {});
      await workspace.remove();
    }
  },
);
