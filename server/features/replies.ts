/**
 * The replies feature (docs/requirements.md#enquiry-thread): staff reply from the enquiry
 * (`POST /api/contacts/:id/replies`) and keep saved replies for common answers, and, when INBOUND_SMTP_PORT is set, the inbound mail
 * receiver that threads the enquirers' answers back onto their enquiries. Both go through the
 * e-mail outbox; the thread is the enquiry feature's table.
 */
import { Hono } from "hono";
import { createStaffRepliesApi } from "../api/admin/replies.ts";
import { createReplies, type Replies } from "../enquiries/replies.ts";
import type { SavedReplyStore } from "../enquiries/saved_replies.ts";
import type { EnquiryStore } from "../enquiries/store.ts";
import type { ThreadStore } from "../enquiries/thread.ts";
import { createInboundReceiver, type InboundReceiver } from "../mail/inbound.ts";
import type { Outbox } from "../mail/outbox.ts";
import type { AuditLog } from "../staff/audit.ts";
import type { StaffGuards } from "../staff/guards.ts";
import type { Inbox } from "../staff/inbox.ts";
import type { Feature, FeatureContext } from "./feature.ts";

/** Options of {@linkcode wireReplies}. */
export interface RepliesFeatureOptions {
  enquiries: EnquiryStore;
  thread: ThreadStore;
  outbox: Outbox;
  audit: AuditLog;
  guards: StaffGuards;
  inbox: Pick<Inbox, "find">;
  /** The saved replies staff pick from (the enquiry feature's store). */
  savedReplies: SavedReplyStore;
  /** Wakes the outbox sender. */
  wake: () => void;
}

/** The wired replies feature. */
export interface RepliesFeature extends Feature {
  replies: Replies;
  savedReplies: SavedReplyStore;
  /** This process's inbound receiver, when INBOUND_SMTP_PORT is set. */
  receiver?: InboundReceiver;
}

/** Wires the reply route and, when configured, the inbound receiver (a background job). */
export function wireReplies(ctx: FeatureContext, options: RepliesFeatureOptions): RepliesFeature {
  const { mail } = ctx.config;
  const replies = createReplies({
    ...options,
    writer: ctx.writer,
    now: ctx.now,
    context: { from: mail.from, domain: mail.domain, origin: ctx.config.env.PUBLIC_ORIGIN },
    staffEmail: mail.staffEmail,
    replyTo: mail.replyTo,
  });
  const receiver = mail.inbound
    ? createInboundReceiver({
      config: mail.inbound,
      receive: (answer) => replies.receive(answer),
      log: ctx.log,
    })
    : undefined;
  return {
    api: [{
      path: "/api",
      app: new Hono().route(
        "/",
        createStaffRepliesApi({
          guards: options.guards,
          replies,
          inbox: options.inbox,
          savedReplies: options.savedReplies,
          audit: options.audit,
          now: ctx.now,
        }),
      ),
    }],
    jobs: receiver ? [receiver] : [],
    replies,
    savedReplies: options.savedReplies,
    ...(receiver ? { receiver } : {}),
  };
}
