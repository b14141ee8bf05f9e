/**
 * The e-mail feature: the transactional outbox, its transport (SMTP, or .eml files when no
 * `SMTP_URL` is set) and the background sender. Enquiries add their notification rows to the
 * outbox through `outbox.companion`; the staff feature shows and retries failures.
 */
import type { Outbox } from "../mail/outbox.ts";
import { createOutbox } from "../mail/outbox.ts";
import { createFileTransport, createSmtpTransport, type MailTransport } from "../mail/transport.ts";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "../mail/worker.ts";
import type { Feature, FeatureContext } from "./feature.ts";
import type { CompanyContact } from "../../shared/content/site_links.ts";

/** Replacements tests make (a local SMTP server, a faster back-off). */
export interface MailOverrides {
  /** Transport to use instead of SMTP/.eml. */
  transport?: MailTransport;
  /** Worker tuning. */
  worker?: Omit<Partial<OutboxWorkerOptions>, "outbox" | "transport">;
}

/** The wired e-mail feature. */
export interface MailFeature extends Feature {
  outbox: Outbox;
  worker: OutboxWorker;
  /** How e-mail leaves the site, for the start-up log. */
  transportDescription: string;
}

/**
 * Wires the outbox, transport and sender. `contact` reads the company's published contact details
 * when an acknowledgement is queued (the content registry, wired after this feature).
 */
export function wireMail(
  ctx: FeatureContext,
  contact: () => CompanyContact,
  overrides: MailOverrides = {},
): MailFeature {
  const { mail } = ctx.config;
  const outbox = createOutbox({
    contact,
    db: ctx.db,
    writer: ctx.writer,
    now: ctx.now,
    context: {
      to: mail.staffEmail,
      from: mail.from,
      domain: mail.domain,
      origin: ctx.config.env.PUBLIC_ORIGIN,
    },
  });
  const transport = overrides.transport ??
    (mail.smtpUrl ? createSmtpTransport(mail.smtpUrl) : createFileTransport(mail.mailDir));
  const worker = createOutboxWorker({
    maxAttempts: mail.maxAttempts,
    leaseMs: mail.leaseMs,
    log: ctx.log,
    ...overrides.worker,
    outbox,
    transport,
    now: ctx.now,
  });
  return {
    api: [],
    jobs: [{ name: "outbox sender", start: () => worker.start(), stop: () => worker.stop() }],
    outbox,
    worker,
    transportDescription: transport.description,
  };
}
