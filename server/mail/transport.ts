/**
 * How messages leave the site: SMTP through nodemailer when `SMTP_URL` is set, else .eml files in
 * a folder. nodemailer's default timeouts are minutes long (connect 2 min, socket 10 min); a
 * worker stuck that long would hold up the queue, so ours are seconds.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { mailFileName } from "./mail_files.ts";
import type { MailMessage } from "./messages.ts";

/** Sends one message or throws. */
export interface MailTransport {
  /** For the start-up log: "SMTP smtp://host:587" or ".eml files in data/mail". */
  description: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP timeouts in ms. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
} as const;

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    messageId: message.messageId,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.inReplyTo ? { inReplyTo: message.inReplyTo } : {}),
    ...(message.references?.length ? { references: message.references } : {}),
  };
}

/** A pooled SMTP transport for `url` (credentials in the URL are never logged). */
export function createSmtpTransport(url: string): MailTransport {
  const parsed = new URL(url);
  // Object form: with a bare URL, nodemailer would read a second argument as message defaults.
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    ...SMTP_TIMEOUTS,
  });
  return {
    description: `SMTP ${parsed.protocol}//${parsed.host}`,
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
    },
    close() {
      transporter.close();
    },
  };
}

/** Writes each message to `dir` as `<message id>.eml`; a resend overwrites the same file. */
export function createFileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `.eml files in ${dir}`,
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      await mkdir(dir, { recursive: true });
      // Written beside, then renamed into place: a reader (a mail pickup, a test) never sees a
      // half-written message, and the rename is atomic on one file system.
      const path = join(dir, mailFileName(message.messageId));
      const partial = `${path}.${crypto.randomUUID()}.part`;
      await writeFile(partial, info.message as Uint8Array);
      await rename(partial, path);
    },
    close() {},
  };
}
