/**
 * Field kinds the content schemas share (shared/schemas/content.ts, company_details.ts):
 * trimmed single-line text with a length limit, a bare mailbox, and an optional https link.
 * Addresses and links staff type are printed in `mailto:` and `href` on public pages, so each is
 * checked strictly: one mailbox and nothing else, an https link without credentials.
 */
import * as z from "zod/mini";

/** Plain single-line text, trimmed, at most `max` characters. */
export function line(max: number, required = true) {
  return z.string().check(
    z.trim(),
    ...(required ? [z.minLength(1, "This field is required")] : []),
    z.maxLength(max, `Must be at most ${max} characters`),
  );
}

/**
 * One bare e-mail address (zod's `z.email()` rule: local part, "@", domain), at most `max`
 * characters (RFC 5321's 254 by default): no display name, no `mailto:`, no second address and no
 * `?bcc=` or other header, which in a `mailto:` link would copy every visitor's message elsewhere
 * (RFC 6068 §2). Refused with `message`.
 */
export function mailbox(message: string, max = 254) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, "This field is required"),
      z.maxLength(max, `Must be at most ${max} characters`),
    ),
    z.email(message),
  );
}

/** The URL `text` names, when it is an https link to a named host; undefined otherwise. */
function httpsLink(text: string): URL | undefined {
  if (/[\s\p{Cc}\\]/u.test(text)) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.includes(".") ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Messages of {@linkcode httpsUrl}. */
export const LINK_MESSAGES = {
  https: "Must be an https:// address",
  credentials: "Must not contain a user name or password",
} as const;

/**
 * An optional https link (brand sites, social profiles): absolute, https, a host with a dot, no
 * spaces, and no user name or password (`https://user:pass@host/`, which shows one host and may
 * sign a visitor in to another, RFC 3986 §3.2.1 "deprecated").
 */
export const httpsUrl = z.union([
  z.literal(""),
  z.string().check(
    z.trim(),
    z.refine((text) => httpsLink(text) !== undefined, LINK_MESSAGES.https),
    z.refine((text) => {
      const url = httpsLink(text);
      return !url || (!url.username && !url.password);
    }, LINK_MESSAGES.credentials),
  ),
]);
