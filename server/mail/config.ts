/**
 * E-mail configuration, validated once at start-up from the environment record it is given
 * (`server/env.ts` habit). With no `SMTP_URL` the site writes each message as an .eml file, so a
 * newcomer sees every notification without a mail server.
 */
import { dirname, join } from "node:path";
import { z } from "zod";
import { emptyAsUndefined } from "../config_values.ts";
import { COMPANY_NAME } from "../../shared/content/company.ts";
import { SPEC_COMPANY_CONTACT } from "../content/seed.ts";

/**
 * The staff inbox when `STAFF_EMAIL` is unset: the general enquiries inbox a fresh start
 * publishes. Where notifications go is the deployment's configuration, not a published detail.
 */
const DEFAULT_STAFF_INBOX = SPEC_COMPANY_CONTACT.email;

/** Schema of the e-mail variables. */
export const MailEnvSchema = z.object({
  /** The staff inbox that receives enquiry notifications and the backlog send. */
  STAFF_EMAIL: z.preprocess(emptyAsUndefined, z.email().default(DEFAULT_STAFF_INBOX)),
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z.string().regex(/^smtps?:\/\/[^/\s]+/, { message: "must look like smtp://host:port" })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().min(3).default(
      `${COMPANY_NAME} website <website@${DEFAULT_STAFF_INBOX.split("@")[1]}>`,
    ),
  ),
  /** Where .eml files go without SMTP_URL (default: `mail/` beside the database file). */
  MAIL_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /** Attempts before a message is marked failed for staff to retry. */
  OUTBOX_MAX_ATTEMPTS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(50).default(10),
  ),
  /**
   * How long a sender holds a claimed message, ms: after a crash, another instance sends it once
   * this has passed. Longer than the SMTP timeouts, so a live sender never loses its claim.
   */
  OUTBOX_LEASE_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(5_000).max(600_000).default(20_000),
  ),
  /**
   * Port of the inbound mail receiver (server/mail/inbound.ts) that takes the enquirers' answers
   * to staff replies; unset: no receiver in this process.
   */
  INBOUND_SMTP_PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(65_535).optional(),
  ),
  /** Address the receiver listens on: the local mail server relays to it. */
  INBOUND_SMTP_HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default("127.0.0.1")),
  /**
   * Reply-To of staff replies: the address whose mail reaches the receiver (required with
   * INBOUND_SMTP_PORT; unset: answers go to STAFF_EMAIL and stay out of the thread).
   */
  INBOUND_REPLY_ADDRESS: z.preprocess(emptyAsUndefined, z.email().optional()),
});

/** Where the inbound mail receiver listens, and the one address it accepts mail for. */
export interface InboundConfig {
  port: number;
  hostname: string;
  address: string;
}

/** Validated e-mail configuration. */
export interface MailConfig {
  staffEmail: string;
  smtpUrl?: string;
  from: string;
  mailDir: string;
  maxAttempts: number;
  /** ms a claimed message stays with its sender (see `OUTBOX_LEASE_MS`). */
  leaseMs: number;
  /** Domain of the sender, used in Message-IDs. */
  domain: string;
  /** Reply-To of staff replies: INBOUND_REPLY_ADDRESS, else the staff inbox. */
  replyTo: string;
  /** The inbound receiver of this process, when INBOUND_SMTP_PORT is set. */
  inbound?: InboundConfig;
}

/**
 * Parses the e-mail variables of `source`. `databaseUrl` places the default .eml folder beside
 * the database, so test databases in temporary folders keep their mail there too.
 *
 * @throws {Error} "Invalid e-mail configuration: SMTP_URL must look like smtp://host:port".
 */
export function loadMailConfig(
  source: Record<string, string | undefined>,
  options: { databaseUrl: string },
): MailConfig {
  const result = MailEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Invalid e-mail configuration: ${problems.join("; ")}`);
  }
  const env = result.data;
  if (env.INBOUND_SMTP_PORT !== undefined && !env.INBOUND_REPLY_ADDRESS) {
    throw new Error(
      "Invalid e-mail configuration: INBOUND_REPLY_ADDRESS is required with INBOUND_SMTP_PORT",
    );
  }
  const sender = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return {
    staffEmail: env.STAFF_EMAIL,
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    from: env.MAIL_FROM,
    mailDir: env.MAIL_DIR ?? defaultMailDir(options.databaseUrl),
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    leaseMs: env.OUTBOX_LEASE_MS,
    domain: sender.split("@")[1]?.trim() || "localhost",
    replyTo: env.INBOUND_REPLY_ADDRESS ?? env.STAFF_EMAIL,
    ...(env.INBOUND_SMTP_PORT !== undefined && env.INBOUND_REPLY_ADDRESS
      ? {
        inbound: {
          port: env.INBOUND_SMTP_PORT,
          hostname: env.INBOUND_SMTP_HOST,
          address: env.INBOUND_REPLY_ADDRESS,
        },
      }
      : {}),
  };
}

function defaultMailDir(databaseUrl: string): string {
  const path = databaseUrl.startsWith("file:") ? databaseUrl.slice("file:".length) : "";
  if (!path || path === ":memory:" || path.startsWith("//")) return join("data", "mail");
  return join(dirname(path), "mail");
}
