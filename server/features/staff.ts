/**
 * The staff feature (docs/requirements.md#staff-area): accounts, sessions, sign-in throttling,
 * the audit log, the enquiry inbox, the accounts screen, and their API (`/api/staff/*`,
 * `/api/contacts`, the outbox screens) plus the loaders that keep every /admin page behind a
 * sign-in (but the page an e-mailed password link opens).
 */
import { Hono } from "hono";
import type { LoginPageData, StaffPageData } from "../../shared/schemas/staff.ts";
import type { PasswordPageData } from "../../shared/schemas/staff_accounts.ts";
import { createStaffAccountsApi } from "../api/admin/accounts.ts";
import { createStaffAuthApi } from "../api/admin/auth.ts";
import { createStaffContactsApi } from "../api/admin/contacts.ts";
import { createStaffOutboxApi } from "../api/admin/outbox.ts";
import { createWalTruncation } from "../db/wal_checkpoint.ts";
import type { SavedReplyStore } from "../enquiries/saved_replies.ts";
import type { EnquiryStore } from "../enquiries/store.ts";
import { threadAboutEnquiries, threadsOf, type ThreadStore } from "../enquiries/thread.ts";
import { mailAboutEnquiries, type Outbox } from "../mail/outbox.ts";
import type { PageDataLoader } from "../pages.ts";
import { type AccountStore, createAccountStore, mayOwnEnquiries } from "../staff/accounts.ts";
import { type AuditLog, createAuditLog } from "../staff/audit.ts";
import {
  createStaffGuards,
  STAFF_CONTENT_PATH,
  type StaffGuards,
  staffPageSession,
} from "../staff/guards.ts";
import { createAccountAdmin } from "../staff/account_admin.ts";
import { createHashPool, type HashPool } from "../staff/hash_pool.ts";
import { createInbox, type Inbox } from "../staff/inbox.ts";
import { createSessionStore, type SessionLimits, type SessionStore } from "../staff/sessions.ts";
import { createSignIn } from "../staff/sign_in.ts";
import { createLoginThrottle, type ThrottleRules } from "../staff/throttle.ts";
import type { Feature, FeatureContext } from "./feature.ts";

/** Replacements tests make (shorter sessions, other throttling rules). */
export interface StaffOverrides {
  sessionLimits?: Partial<SessionLimits>;
  throttleRules?: Partial<ThrottleRules>;
  /** Password checks (default: the process's pool with the standard limits). */
  hashPool?: HashPool;
}

/** Options of {@linkcode wireStaff}. */
export interface StaffOptions extends StaffOverrides {
  /** The e-mail outbox the staff screens show and retry. */
  outbox: Outbox;
  /** The enquiries the inbox shows (and the audit log names). */
  enquiries: EnquiryStore;
  /** Wakes the sender after staff queue or retry messages. */
  wake: () => void;
  /** The enquiries' e-mail threads, shown with each enquiry and erased with it. */
  thread: ThreadStore;
  /** The saved replies the inbox page offers in the reply box. */
  savedReplies: Pick<SavedReplyStore, "list">;
}

/** The wired staff feature. */
export interface StaffFeature extends Feature {
  accounts: AccountStore;
  sessions: SessionStore;
  audit: AuditLog;
  guards: StaffGuards;
  /** The enquiry inbox (the reply route answers with the enquiry as the inbox shows it). */
  inbox: Inbox;
  /**
   * The loader of the content screens (either role; no session: the sign-in redirect). The
   * content feature extends it for the item screens with the item itself.
   */
  contentPage: PageDataLoader;
}

/** Wires the staff stores, API and /admin loaders. */
export function wireStaff(ctx: FeatureContext, options: StaffOptions): StaffFeature {
  const { db, writer, now } = ctx;
  const accounts = createAccountStore({ db, writer, now });
  const sessions = createSessionStore({
    db,
    writer,
    now,
    ...(options.sessionLimits ? { limits: options.sessionLimits } : {}),
  });
  const throttle = createLoginThrottle({
    db,
    writer,
    now,
    ...(options.throttleRules ? { rules: options.throttleRules } : {}),
  });
  const { outbox, wake, enquiries } = options;
  const audit = createAuditLog({ db, writer, now, enquiryNames: (ids) => enquiries.namesOf(ids) });
  const hashPool = options.hashPool ?? createHashPool();
  const guards = createStaffGuards({ sessions, origin: ctx.config.env.PUBLIC_ORIGIN });
  // Retries an erasure's log truncation in the background while another reader holds the log.
  const walTruncation = createWalTruncation({ writer });
  const inbox = createInbox({
    enquiries,
    writer,
    now,
    notifications: (ids) => outbox.notifications(ids),
    mail: mailAboutEnquiries(ctx.config.mail.mailDir),
    messagesAbout: (ids) => outbox.messagesAbout(ids),
    walTruncation,
    onAssign: (enquiry, assignment) => outbox.assignment(enquiry, assignment),
    threads: (ids) => threadsOf(options.thread, ids, (messageIds) => outbox.deliveryOf(messageIds)),
    dependents: [threadAboutEnquiries()],
  });

  const accountAdmin = createAccountAdmin({
    accounts,
    sessions,
    audit,
    enquiries,
    outbox,
    writer,
    origin: ctx.config.env.PUBLIC_ORIGIN,
    now,
  });

  const api = new Hono()
    .route(
      "/",
      createStaffAuthApi({
        guards,
        signIn: createSignIn({ accounts, sessions, throttle, audit, hashPool }),
        sessions,
        audit,
        refusalFloorMs: ctx.config.env.SIGN_IN_REFUSAL_FLOOR_MS,
      }),
    )
    .route(
      "/",
      createStaffContactsApi({
        guards,
        inbox,
        outbox,
        audit,
        accounts,
        staffEmail: ctx.config.mail.staffEmail,
        wake,
        now,
      }),
    )
    .route("/", createStaffOutboxApi({ guards, outbox, audit, wake }))
    .route("/", createStaffAccountsApi({ guards, admin: accountAdmin, wake }));

  const staffPage: PageDataLoader = async (c) => {
    // The enquiry inbox and the audit log are an admin's; an editor starts on the content screens.
    const landing = c.req.path === "/admin";
    const session = await staffPageSession(guards, c, landing ? {} : { role: "admin" });
    if (session instanceof Response) return session;
    if ("forbidden" in session) return { ...session };
    if (session.role !== "admin") return c.redirect(STAFF_CONTENT_PATH, 303);
    const data: StaffPageData = {
      staff: { email: session.email, role: session.role },
      staffInbox: ctx.config.mail.staffEmail,
      // The owner drop-down offers only those the API accepts as owners.
      staffMembers: (await accounts.list()).filter(mayOwnEnquiries)
        .map((account) => account.email.toLowerCase()).sort(),
      ...(c.req.path === "/admin" ? { savedReplies: await options.savedReplies.list() } : {}),
    };
    return { ...data };
  };

  // The content screens are both roles' (docs/requirements.md#staff-roles).
  const contentPage: PageDataLoader = async (c) => {
    const session = await staffPageSession(guards, c);
    if (session instanceof Response) return session;
    if ("forbidden" in session) return { ...session };
    const data: StaffPageData = {
      staff: { email: session.email, role: session.role },
      staffInbox: ctx.config.mail.staffEmail,
    };
    return { ...data };
  };

  const loginPage: PageDataLoader = async (c) => {
    if (await guards.currentSession(c)) return c.redirect("/admin", 303);
    const data: LoginPageData = c.req.query("expired") ? { expired: true } : {};
    return { ...data };
  };

  // The page an e-mailed link opens: no session needed, the token is the proof.
  const passwordPage: PageDataLoader = async (c) => {
    const data: PasswordPageData = await accountAdmin.linkPage(c.req.query("token") ?? "");
    return { ...data };
  };

  return {
    api: [{ path: "/api", app: api }],
    loaders: {
      "/admin": staffPage,
      "/admin/audit": staffPage,
      "/admin/staff": staffPage,
      "/admin/login": loginPage,
      "/admin/password": passwordPage,
      // The item screens' loaders are the content feature's (they add the item).
      "/admin/content": contentPage,
    },
    // The password-check threads start with the jobs and end with them (server/staff/hash_pool.ts).
    jobs: [walTruncation, hashPool],
    accounts,
    sessions,
    audit,
    guards,
    inbox,
    contentPage,
  };
}
