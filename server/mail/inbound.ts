/**
 * The inbound mail receiver (docs/requirements.md#enquiry-thread): an SMTP server (npm
 * smtp-server) that takes the enquirers' answers to staff replies, sent to the Reply-To address
 * (INBOUND_REPLY_ADDRESS) and relayed here by the company's mail server. Off unless
 * INBOUND_SMTP_PORT is set; it listens on INBOUND_SMTP_HOST (127.0.0.1 by default).
 *
 * Each message is parsed with mailparser and only its text is kept: an HTML-only message is
 * converted to text by mailparser, and nothing of it is ever shown as HTML. Attachments are not
 * kept (the thread notes their names), a message over {@linkcode INBOUND_MESSAGE_MAX_BYTES} is
 * refused (552), and one that matches no enquiry is refused (550), so its sender hears of it and no
 * enquiry is touched. Threading itself is server/enquiries/replies.ts's.
 */
import { Buffer } from "node:buffer";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { AnswerOutcome, InboundAnswer } from "../enquiries/replies.ts";
import type { Job } from "../jobs/job.ts";
import { errorMessage, type Logger } from "../log.ts";
import type { InboundConfig } from "./config.ts";
import { messageText, oneLine } from "./messages.ts";

/** Largest message accepted, in bytes (announced with SMTP SIZE, RFC 1870): text, not files. */
export const INBOUND_MESSAGE_MAX_BYTES = 1024 * 1024;

/** Longest answer text kept, in characters; the rest (usually quoted history) is cut with a note. */
export const INBOUND_TEXT_MAX = 20_000;

/** Options of {@linkcode createInboundReceiver}. */
export interface InboundReceiverOptions {
  config: InboundConfig;
  /** Threads an answer (server/enquiries/replies.ts). */
  receive(answer: InboundAnswer): Promise<AnswerOutcome>;
  log: Logger;
}

/** The receiver as a background job. */
export interface InboundReceiver extends Job {
  /** Resolves once the server listens (rejects when the port cannot be bound). */
  listening(): Promise<void>;
}

/** An SMTP error with its reply code, as smtp-server sends it back. */
function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** What was not kept of a message with `attachments`. */
function attachmentNote(names: readonly string[], shortened: boolean): string | null {
  const parts: string[] = [];
  if (names.length) {
    parts.push(
      `${names.length} attachment${names.length === 1 ? " was" : "s were"} not kept: ${
        names.join(", ")
      }`,
    );
  }
  if (shortened) {
    parts.push(`the text was cut at ${INBOUND_TEXT_MAX.toLocaleString("en-GB")} characters`);
  }
  return parts.length ? parts.join("; ") : null;
}

/**
 * Parses `raw` (one RFC 5322 message) into an {@linkcode InboundAnswer}; `envelopeFrom` stands in
 * for a missing From.
 */
export async function parseAnswer(raw: Uint8Array, envelopeFrom: string): Promise<InboundAnswer> {
  // No HTML is kept: the text part, or mailparser's text rendering of an HTML-only message.
  const parsed = await simpleParser(Buffer.from(raw), {
    skipHtmlToText: false,
    skipImageLinks: true,
  });
  const references = typeof parsed.references === "string"
    ? [parsed.references]
    : parsed.references ?? [];
  const full = messageText(parsed.text ?? "").trim();
  const shortened = full.length > INBOUND_TEXT_MAX;
  return {
    ...(parsed.messageId ? { messageId: oneLine(parsed.messageId) } : {}),
    answers: [...(parsed.inReplyTo ? [parsed.inReplyTo] : []), ...references].map(oneLine),
    subject: oneLine(parsed.subject ?? ""),
    sender: oneLine(parsed.from?.value[0]?.address ?? envelopeFrom),
    text: shortened ? full.slice(0, INBOUND_TEXT_MAX) : full,
    note: attachmentNote(
      parsed.attachments.map((file, index) => oneLine(file.filename ?? `attachment ${index + 1}`)),
      shortened,
    ),
  };
}

/** Creates the receiver; `start()` listens, `stop()` closes it. */
export function createInboundReceiver(options: InboundReceiverOptions): InboundReceiver {
  const { config, log } = options;
  const accepted = config.address.toLowerCase();
  let listening: Promise<void> | undefined;
  let bound = false;
  const server = new SMTPServer({
    // Relayed by the company's mail server on the same host or network: no sign-in, no TLS.
    disabledCommands: ["AUTH", "STARTTLS"],
    size: INBOUND_MESSAGE_MAX_BYTES,
    logger: false,
    closeTimeout: 2_000,
    onRcptTo(address, _session, callback) {
      callback(
        address.address.toLowerCase() === accepted
          ? null
          : smtpError(550, "5.1.1 This server takes replies to enquiries only"),
      );
    },
    onData(stream, session, callback) {
      const chunks: Uint8Array[] = [];
      stream.on("data", (chunk: Uint8Array) => chunks.push(chunk));
      stream.on("end", async () => {
        if (stream.sizeExceeded) {
          callback(smtpError(552, "5.3.4 Message too big: send the text without attachments"));
          return;
        }
        try {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          const answer = await parseAnswer(concat(chunks), from);
          const result = await options.receive(answer);
          if (result.outcome === "unmatched") {
            callback(smtpError(
              550,
              "5.7.1 No enquiry matches this message: reply to our e-mail, keeping the reference in the subject",
            ));
            return;
          }
          // No address or text is logged (docs/requirements.md#privacy).
          log("info", "enquiry answer received", { outcome: result.outcome });
          callback();
        } catch (error) {
          log("warn", "enquiry answer not stored", { error: errorMessage(error) });
          // Temporary: the sending server tries again later.
          callback(smtpError(451, "4.3.0 Cannot store the message now; try again later"));
        }
      });
    },
  });
  server.on(
    "error",
    (error) => log("warn", "inbound mail receiver", { error: errorMessage(error) }),
  );

  return {
    name: "inbound mail receiver",
    start() {
      listening ??= new Promise<void>((resolve, reject) => {
        server.server.once("error", reject);
        server.listen(config.port, config.hostname, () => {
          log("info", "inbound mail receiver listening", {
            host: config.hostname,
            port: config.port,
          });
          bound = true;
          resolve();
        });
      });
      listening.catch((error) =>
        log("error", "inbound mail receiver cannot listen", { error: errorMessage(error) })
      );
    },
    listening() {
      return listening ?? Promise.reject(new Error("The inbound mail receiver was not started"));
    },
    async stop() {
      await listening?.catch(() => {});
      if (!bound) return;
      bound = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  return all;
}
