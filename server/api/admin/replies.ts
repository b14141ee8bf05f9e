/**
 * `POST /api/contacts/:id/replies` (docs/requirements.md#enquiry-thread): a staff reply to the
 * enquirer, stored and queued in one write (server/enquiries/replies.ts), answered 201 with the
 * enquiry as staff now see it (its thread, its status). And the saved replies staff pick from:
 * `GET`, `POST /api/staff/saved-replies`, `DELETE /api/staff/saved-replies/:id`, each change
 * audited in its own write. Admins only and same-origin, like the other enquiry routes
 * (server/api/admin/contacts.ts); 400 with a field message otherwise.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  ReplySchema,
  SAVED_REPLY_MESSAGES,
  type SavedReply,
  SavedReplySchema,
} from "../../../shared/schemas/enquiry_thread.ts";
import type { SavedReplyStore } from "../../enquiries/saved_replies.ts";
import type { AuditLog } from "../../staff/audit.ts";
import type { Replies } from "../../enquiries/replies.ts";
import { OTHER_BODY_MAX } from "../../http/body_limits.ts";
import { jsonOnly } from "../../http/json_only.ts";
import type { StaffEnv, StaffGuards } from "../../staff/guards.ts";
import type { Inbox } from "../../staff/inbox.ts";
import { invalid } from "./contacts.ts";

/** Options of {@linkcode createStaffRepliesApi}. */
export interface StaffRepliesApiOptions {
  guards: StaffGuards;
  replies: Pick<Replies, "send">;
  inbox: Pick<Inbox, "find">;
  savedReplies: SavedReplyStore;
  audit: Pick<AuditLog, "entryWhen">;
  now: () => number;
}

/** A reply of 10,000 characters, each up to 4 bytes of UTF-8, fits. */
const replyBody = bodyLimit({
  maxSize: OTHER_BODY_MAX,
  onError: (c) => c.json({ error: "Request is too large" }, 413),
});

/** The reply route, mounted at `/api`. */
export function createStaffRepliesApi(options: StaffRepliesApiOptions) {
  const { guards, replies, inbox, savedReplies, audit } = options;
  return new Hono<StaffEnv>()
    .get(
      "/staff/saved-replies",
      guards.requireAdmin,
      async (c) => c.json<SavedReply[]>(await savedReplies.list()),
    )
    .post(
      "/staff/saved-replies",
      guards.requireAdmin,
      guards.sameOrigin,
      jsonOnly,
      replyBody,
      zValidator("json", SavedReplySchema, invalid),
      async (c) => {
        const reply = c.req.valid("json");
        const actor = c.var.staff.email;
        const result = await savedReplies.add(
          reply,
          { actor, at: options.now() },
          (condition) => audit.entryWhen(condition, actor, "saved_reply_added", reply.title),
        );
        if ("added" in result) return c.json(result.added, 201);
        const field = result.refused === "title_taken" ? "title" : "body";
        const message = result.refused === "title_taken"
          ? SAVED_REPLY_MESSAGES.titleTaken
          : SAVED_REPLY_MESSAGES.full;
        return c.json({ error: message, fields: { [field]: message } }, 409);
      },
    )
    .delete("/staff/saved-replies/:id", guards.requireAdmin, guards.sameOrigin, async (c) => {
      const actor = c.var.staff.email;
      const id = Number(c.req.param("id"));
      const removed = Number.isSafeInteger(id)
        ? await savedReplies.remove(
          id,
          (title) => (condition) => audit.entryWhen(condition, actor, "saved_reply_removed", title),
        )
        : undefined;
      return removed === undefined
        ? c.json({ error: "Saved reply not found" }, 404)
        : c.body(null, 204);
    })
    .post(
      "/contacts/:id/replies",
      guards.requireAdmin,
      guards.sameOrigin,
      jsonOnly,
      replyBody,
      zValidator("json", ReplySchema, invalid),
      async (c) => {
        const id = c.req.param("id");
        const sent = await replies.send(id, c.req.valid("json").text, c.var.staff.email);
        const contact = sent ? await inbox.find(id) : undefined;
        return contact ? c.json(contact, 201) : c.json({ error: "Enquiry not found" }, 404);
      },
    );
}
