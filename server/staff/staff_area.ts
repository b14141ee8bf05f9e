/**
 * Wires the staff area (decisions.md "Staff area"): stores, guards, the staff API, the page
 * loaders that keep /admin behind a sign-in, the e-mail outbox with its worker, and the retention
 * purge. `createApp` mounts `api` under `/api`, registers `loaders`, and calls `start`/`close`.
 */
import type { Client } from "@libsql/client";
import type { Context } from "hono";
import { Hono } from "hono";
import type { LoginPageData, StaffPageData } from "../../shared/schemas/staff.ts";
import { createStaffAuthApi } from "../api/admin/auth.ts";
import { createStaffContactsApi } from "../api/admin/contacts.ts";
import { createStaffOutboxApi } from "../api/admin/outbox.ts";
import type { Writer } from "../db/writer.ts";
import type { EnquiryStore } from "../enquiries/store.ts";
import type { Env } from "../env.ts";
import { loadMailConfig, type MailConfig } from "../mail/config.ts";
import { createOutbox, type Outbox } from "../mail/outbox.ts";
import { createFileTransport, createSmtpTransport, type MailTransport } from "../mail/transport.ts";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "../mail/worker.ts";
import type { PageDataLoader } from "../pages.ts";
import { loadRetentionConfig, type RetentionConfig } from "../retention/config.ts";
import { createPurgeScheduler, type PurgeScheduler } from "../retention/purge.ts";
import { type AccountStore, createAccountStore } from "./accounts.ts";
import { type AuditLog, createAuditLog } from "./audit.ts";
import { clearSessionCookie, createStaffGuards, sessionToken, type StaffGuards } from "./guards.ts";
import { createInbox } from "./inbox.ts";
import { createSessionStore, type SessionLimits, type SessionStore } from "./sessions.ts";
import { createSignIn } from "./sign_in.ts";
import { createLoginThrottle, type ThrottleRules } from "./throttle.ts";

/** Options of the staff area that tests and deployments may change. */
export interface StaffAreaOptions {
  /** Environment record for the e-mail and retention variables (default: the process's, or none
   * when NODE_ENV is "test"). */
  source?: Record<string, string | undefined>;
  /** Overrides of the parsed e-mail configuration (tests point SMTP at a local server). */
  mail?: Partial<MailConfig>;
  retention?: Partial<RetentionConfig>;
  /** Worker tuning (tests shorten the back-off). */
  worker?: Omit<Partial<OutboxWorkerOptions>, "outbox" | "transport">;
  /** Transport to use instead of SMTP/.eml (tests). */
  transport?: MailTransport;
  sessionLimits?: Partial<SessionLimits>;
  throttleRules?: Partial<ThrottleRules>;
  /** Start the outbox worker and the purge schedule with the app (default true). */
  background?: boolean;
}

/** Dependencies given by `createApp`. */
export interface StaffAreaDeps extends StaffAreaOptions {
  env: Env;
  db: Client;
  writer: Writer;
  enquiries: EnquiryStore;
  now: () => number;
}

/** The wired staff area. */
export interface StaffArea {
  api: Hono;
  loaders: Record<string, PageDataLoader>;
  accounts: AccountStore;
  sessions: SessionStore;
  audit: AuditLog;
  guards: StaffGuards;
  outbox: Outbox;
  worker: OutboxWorker;
  purge: PurgeScheduler;
  mail: MailConfig;
  /** How e-mail leaves the site, for the start-up log. */
  mailTransport: string;
  start(): void;
  close(): Promise<void>;
}

/** Builds the staff area; nothing runs in the background until `start()`. */
export function createStaffArea(deps: StaffAreaDeps): StaffArea {
  const { db, writer, now } = deps;
  // Test apps (NODE_ENV=test) never read the developer's SMTP_URL: a test must not send real mail.
  const source = deps.source ?? (deps.env.NODE_ENV === "test" ? {} : Deno.env.toObject());
  const mail: MailConfig = {
    ...loadMailConfig(source, { databaseUrl: deps.env.DATABASE_URL }),
    ...deps.mail,
  };
  const retention: RetentionConfig = { ...loadRetentionConfig(source), ...deps.retention };
  const accounts = createAccountStore({ db, writer, now });
  const sessions = createSessionStore({
    db,
    writer,
    now,
    ...(deps.sessionLimits ? { limits: deps.sessionLimits } : {}),
  });
  const throttle = createLoginThrottle({
    db,
    writer,
    now,
    ...(deps.throttleRules ? { rules: deps.throttleRules } : {}),
  });
  const audit = createAuditLog({ db, writer, now });
  const guards = createStaffGuards({ sessions, origin: deps.env.PUBLIC_ORIGIN });
  const inbox = createInbox({ db, writer, now, mailDir: mail.mailDir });
  const outbox = createOutbox({
    db,
    writer,
    now,
    context: {
      to: mail.staffEmail,
      from: mail.from,
      domain: mail.domain,
      origin: deps.env.PUBLIC_ORIGIN,
    },
  });
  deps.enquiries.addCompanion(outbox.companion);
  const transport = deps.transport ??
    (mail.smtpUrl ? createSmtpTransport(mail.smtpUrl) : createFileTransport(mail.mailDir));
  const worker = createOutboxWorker({
    maxAttempts: mail.maxAttempts,
    ...deps.worker,
    outbox,
    transport,
    now,
  });
  const purge = createPurgeScheduler({ writer, retention, now, mailDir: mail.mailDir });
  const wake = () => worker.wake();

  const api = new Hono()
    .route(
      "/",
      createStaffAuthApi({
        guards,
        signIn: createSignIn({ accounts, sessions, throttle, audit }),
        sessions,
        audit,
        trustProxy: deps.env.TRUST_PROXY,
      }),
    )
    .route(
      "/",
      createStaffContactsApi({
        guards,
        inbox,
        outbox,
        audit,
        staffEmail: mail.staffEmail,
        wake,
        now,
      }),
    )
    .route("/", createStaffOutboxApi({ guards, outbox, audit, wake }));

  async function signedInOrRedirect(c: Context) {
    const session = await guards.currentSession(c);
    if (session) return session;
    const expired = sessionToken(c) !== undefined;
    if (expired) clearSessionCookie(c);
    const response = c.redirect(expired ? "/admin/login?expired=1" : "/admin/login", 303);
    response.headers.set("Cache-Control", "no-store");
    return response;
  }

  const staffPage: PageDataLoader = async (c) => {
    const session = await signedInOrRedirect(c);
    if (session instanceof Response) return session;
    const data: StaffPageData = { staff: { email: session.email }, staffInbox: mail.staffEmail };
    return { ...data };
  };

  const loginPage: PageDataLoader = async (c) => {
    if (await guards.currentSession(c)) return c.redirect("/admin", 303);
    const data: LoginPageData = c.req.query("expired") ? { expired: true } : {};
    return { ...data };
  };

  let started = false;
  return {
    api,
    loaders: { "/admin": staffPage, "/admin/audit": staffPage, "/admin/login": loginPage },
    accounts,
    sessions,
    audit,
    guards,
    outbox,
    worker,
    purge,
    mail,
    mailTransport: transport.description,
    start() {
      if (started || deps.background === false) return;
      started = true;
      worker.start();
      purge.start();
    },
    async close() {
      await purge.stop();
      await worker.stop();
    },
  };
}
