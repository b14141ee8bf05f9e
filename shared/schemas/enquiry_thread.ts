/**
 * The conversation of an enquiry (docs/requirements.md#enquiry-thread): staff replies sent by
 * e-mail from the enquiry, and the enquirer's answers received back by the site's inbound mail
 * receiver. Shared by the staff screens (client) and the staff API (server).
 */
// zod/mini: these schemas ship to the browser with the staff screens (see enquiry.ts).
import * as z from "zod/mini";
import { multiLineText } from "./text_rules.ts";

/** Longest staff reply, in characters: a long e-mail, still one a person writes by hand. */
export const REPLY_MAX = 10_000;

/** Field messages of the reply form. */
export const REPLY_MESSAGES = {
  empty: "Reply cannot be empty",
  max: `Reply must be at most ${REPLY_MAX.toLocaleString("en-GB")} characters`,
  characters: "Reply cannot contain hidden control or text-direction characters",
} as const;

/** Body of `POST /api/contacts/:id/replies`: 1 to {@linkcode REPLY_MAX} characters, line breaks kept. */
export const ReplySchema = z.object({
  text: multiLineText({
    min: { length: 1, message: REPLY_MESSAGES.empty },
    max: REPLY_MAX,
    maxMessage: REPLY_MESSAGES.max,
    charactersMessage: REPLY_MESSAGES.characters,
  }),
});

/** A staff reply as the API takes it. */
export type Reply = z.infer<typeof ReplySchema>;

/** Which way a message of the thread went: `out` from staff, `in` from the enquirer. */
export type ThreadDirection = "out" | "in";

/** Delivery state of a staff reply (the outbox's state of its e-mail). */
export type ReplyDelivery = "pending" | "sending" | "sent" | "dead";

/** One message of an enquiry's thread, oldest first in {@linkcode ThreadMessage}[]. */
export interface ThreadMessage {
  id: number;
  direction: ThreadDirection;
  /** The staff member who replied (`out`), or the address the answer came from (`in`). */
  from: string;
  /** When it was written (`out`) or received (`in`), ISO 8601 UTC. */
  at: string;
  subject: string;
  /** Plain text, shown as text, never as HTML. */
  text: string;
  /** `out` only: the state of its e-mail in the outbox. */
  delivery?: ReplyDelivery;
  /** `in` only: what was not kept, e.g. "2 attachments were not kept: quote.pdf, logo.png". */
  note?: string;
}
