/**
 * The conversation of an enquiry (docs/requirements.md#enquiry-thread): staff replies sent by
 * e-mail from the enquiry, and the enquirer's answers received back by the site's inbound mail
 * receiver. Shared by the staff screens (client) and the staff API (server).
 */
// zod/mini: these schemas ship to the browser with the staff screens (see enquiry.ts).
import * as z from "zod/mini";
import { multiLineText, singleLineText } from "./text_rules.ts";

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

/** Longest title of a saved reply, in characters (it is picked from a drop-down). */
export const SAVED_REPLY_TITLE_MAX = 80;

/** Most saved replies kept: a short list staff pick from, not a library. */
export const SAVED_REPLIES_MAX = 50;

/** Field messages of the saved-reply form. */
export const SAVED_REPLY_MESSAGES = {
  titleEmpty: "Title cannot be empty",
  titleMax: `Title must be at most ${SAVED_REPLY_TITLE_MAX} characters`,
  titleCharacters: "Title cannot contain line breaks or hidden characters",
  titleTaken: "A saved reply already has this title",
  full: `At most ${SAVED_REPLIES_MAX} saved replies are kept: remove one first`,
} as const;

/**
 * Body of `POST /api/staff/saved-replies`: a title to pick it by and the text that fills the reply
 * box, where `{name}` and `{reference}` become the enquirer's name and the enquiry's reference.
 */
export const SavedReplySchema = z.object({
  title: singleLineText({
    min: { length: 1, message: SAVED_REPLY_MESSAGES.titleEmpty },
    max: SAVED_REPLY_TITLE_MAX,
    maxMessage: SAVED_REPLY_MESSAGES.titleMax,
    charactersMessage: SAVED_REPLY_MESSAGES.titleCharacters,
  }),
  text: ReplySchema.shape.text,
});

/** A saved reply as the API takes it. */
export type SavedReplyInput = z.infer<typeof SavedReplySchema>;

/** A saved reply (docs/requirements.md#enquiry-thread). */
export interface SavedReply {
  id: number;
  title: string;
  text: string;
  /** The staff member who saved it. */
  createdBy: string;
  /** ISO 8601 UTC. */
  createdAt: string;
}

/** The reply box's text from `saved`: its placeholders filled for one enquiry. */
export function fillSavedReply(
  saved: Pick<SavedReply, "text">,
  enquiry: { name: string; reference: string },
): string {
  return saved.text.replaceAll("{name}", enquiry.name).replaceAll("{reference}", enquiry.reference);
}
