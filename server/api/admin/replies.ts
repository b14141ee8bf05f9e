/**
 * `POST /api/contacts/:id/replies` (docs/requirements.md#enquiry-thread): a staff reply to the
 * enquirer, stored and queued in one write (server/enquiries/replies.ts), answered 201 with the
 * enquiry as staff now see it (its thread, its status). Admins only and same-origin, like the
 * other enquiry routes (server/api/admin/contacts.ts); 400 with a field message otherwise.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ReplySchema } from "../../../shared/schemas/enquiry_thread.ts";
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
}

/** A reply of 10,000 characters, each up to 4 bytes of UTF-8, fits. */
const replyBody = bodyLimit({
  maxSize: OTHER_BODY_MAX,
  onError: (c) => c.json({ error: "Request is too large" }, 413),
});

/** The reply route, mounted at `/api`. */
export function createStaffRepliesApi(options: StaffRepliesApiOptions) {
  const { guards, replies, inbox } = options;
  return new Hono<StaffEnv>().post(
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
