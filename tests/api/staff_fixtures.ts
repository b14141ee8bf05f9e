/**
 * Shared set-up of the staff-area tests: a migrated temporary database, a real SMTP server on
 * 127.0.0.1 (npm smtp-server) that records what it receives, and signing in through the app.
 */
import { SPEC_COMPANY_CONTACT } from "../../server/content/seed.ts";
import { contactOf } from "../../server/site_links_config.ts";
import type { Client } from "@libsql/client";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { openStore } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrations.ts";
import { ALL_MIGRATIONS } from "../../server/db/schema.ts";
import type { Writer } from "../../server/db/writer.ts";
import { createEnquiryStore, type EnquiryStore } from "../../server/enquiries/store.ts";
import type { MessageContext } from "../../server/mail/messages.ts";
import { createOutbox, type Outbox } from "../../server/mail/outbox.ts";
import type { Enquiry } from "../../shared/schemas/enquiry.ts";

/** A migrated database in a temporary folder. */
export interface TestDb {
  db: Client;
  writer: Writer;
  dir: string;
  close(): Promise<void>;
}

/** Opens a fresh migrated database. */
export async function openTestDb(): Promise<TestDb> {
  const dir = await Deno.makeTempDir({ prefix: "staff-test-" });
  const store = await openStore(`file:${join(dir, "site.db")}`);
  await migrate(store, ALL_MIGRATIONS);
  return {
    db: store.db,
    writer: store.writer,
    dir,
    async close() {
      await store.close();
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    },
  };
}

/** A clock the test moves by hand. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
  set(ms: number): void;
}

/** Creates a {@linkcode TestClock} at `start` (default 2025-03-21T10:00:00Z). */
export function testClock(start = Date.UTC(2025, 2, 21, 10)): TestClock {
  let value = start;
  return {
    now: () => value,
    advance: (ms) => void (value += ms),
    set: (ms) => void (value = ms),
  };
}

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /**
   * The text of a single-part message as a mail client shows it: a quoted-printable body decoded
   * (RFC 2045 6.7: soft line breaks removed, `=XX` bytes read as UTF-8).
   */
  text: string;
  /** Header value by lower-case name (first occurrence, unfolded). */
  header(name: string): string | undefined;
}

function decodedBody(raw: string): string {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  if (!/quoted-printable/i.test(headerOf(raw, "content-transfer-encoding") ?? "")) return body;
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...new TextEncoder().encode(joined[i]!));
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** A running SMTP server on 127.0.0.1. */
export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (line.slice(0, colon).toLowerCase() === name) return line.slice(colon + 1).trim();
  }
  return undefined;
}

/** Starts an SMTP server (no TLS, no auth) on `port` (0: any free port). */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Uint8Array[] = [];
      stream.on("data", (chunk: Uint8Array) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = new TextDecoder().decode(
          chunks.reduce((all, chunk) => new Uint8Array([...all, ...chunk]), new Uint8Array()),
        );
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((address) => address.address),
          raw,
          text: decodedBody(raw),
          header: (name) => headerOf(raw, name.toLowerCase()),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const address = server.server.address() as { port: number };
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free TCP port on 127.0.0.1 (nothing listens on it once this returns). */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Waits until `condition` holds, polling every 20 ms, or throws after `timeoutMs`. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error("Timed out waiting for a condition");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A valid enquiry; override any field. */
export function sampleEnquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    name: "Priya Shah",
    email: "priya.shah@example.co.uk",
    company: "Northern Snacks Ltd",
    phone: "+44 20 7946 0000",
    interest: "distribution",
    message: "We would like to discuss national distribution for our snack range.",
    source: "contact",
    ...overrides,
  };
}

/** A password that passes the policy. */
export const GOOD_PASSWORD = "copper kettle harbour lantern";

/** Origin header value the in-process app treats as its own (PUBLIC_ORIGIN of test apps). */
export const TEST_ORIGIN = "http://localhost:8000";

/** Headers of a same-origin JSON request from the staff screens. */
export function sameOriginJson(cookie?: string): Record<string, string> {
  return {
    "Content-Type": "application/json",
    Origin: TEST_ORIGIN,
    "Sec-Fetch-Site": "same-origin",
    ...(cookie ? { Cookie: cookie } : {}),
  };
}

/** Signs in through `POST /api/staff/login`; returns the `Cookie` header value to send. */
export async function signInCookie(
  app: { request(path: string, init?: RequestInit): Response | Promise<Response> },
  email: string,
  password = GOOD_PASSWORD,
): Promise<string> {
  const response = await app.request("/api/staff/login", {
    method: "POST",
    headers: sameOriginJson(),
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status}`);
  const setCookie = response.headers.get("set-cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}

/**
 * An enquiry store whose every enquiry queues its notification in `outbox`, as the app wires
 * them (the outbox row rides in the enquiry's own write).
 */
export function notifyingEnquiries(
  testDb: TestDb,
  options: { now: () => number; context: MessageContext },
): { outbox: Outbox; enquiries: EnquiryStore } {
  const outbox = createOutbox({
    ...testDb,
    context: options.context,
    contact: () => contactOf(SPEC_COMPANY_CONTACT),
    now: options.now,
  });
  const enquiries = createEnquiryStore({
    ...testDb,
    now: options.now,
    companions: [outbox.companion],
  });
  return { outbox, enquiries };
}
