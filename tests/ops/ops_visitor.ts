/**
 * What a visitor's browser asks of a running site in the operations tests: enquiries through the
 * contact form (`POST /api/contact`), the consent banner's choice (`POST /api/consent`) and site
 * search (`POST /api/search`) from a new client address each time.
 */
import { POLICY_VERSION } from "../../shared/consent/consent_record.ts";
import { type Answer, send } from "./ops_harness.ts";

/** A valid enquiry body; `label` makes it recognisable in the stored rows and e-mails. */
export function enquiryBody(label: string): string {
  return JSON.stringify({
    name: `Ops ${label}`,
    email: "ops.test@example.com",
    company: "Ops Test Ltd",
    message: `Operations test enquiry ${label}, long enough to pass the form's checks.`,
    source: "home",
  });
}

/** Options of {@linkcode postEnquiry}. */
export interface PostEnquiryOptions {
  idempotencyKey?: string;
  /** Sent as X-Forwarded-For (only trusted with TRUST_PROXY=1). */
  forwardedFor?: string;
  label?: string;
  timeoutMs?: number;
  /** Origin header; default: the URL's own origin. */
  originHeader?: string;
}

/** Posts an enquiry to `origin` as the site's own form does. */
export function postEnquiry(origin: string, options: PostEnquiryOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Origin: options.originHeader ?? origin,
  };
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  if (options.forwardedFor) headers["X-Forwarded-For"] = options.forwardedFor;
  return send(`${origin}/api/contact`, {
    method: "POST",
    headers,
    body: enquiryBody(options.label ?? options.idempotencyKey ?? crypto.randomUUID()),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}

/** Posts a consent choice (the banner's "Accept all") with a fresh consent id. */
export async function postConsent(
  origin: string,
): Promise<Answer & { consentId: string }> {
  const consentId = crypto.randomUUID();
  const answer = await send(`${origin}/api/consent`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({
      consentId,
      categories: { necessary: true, analytics: true, functional: false, marketing: false },
      policyVersion: POLICY_VERSION,
      choiceTime: new Date().toISOString(),
      source: "banner",
    }),
  });
  return { ...answer, consentId };
}

/**
 * A random private IPv4 address to send as `X-Forwarded-For` to a site started with
 * `TRUST_PROXY=1`: each poll comes from a new client, so polling never meets an allowance.
 */
export function randomClientAddress(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/**
 * Asks the site's search `query` from a new client address.
 * @returns the answer's status and the URLs of the sources it cites (`[]` for a decline).
 */
export async function searchSources(
  origin: string,
  query: string,
): Promise<{ status: number; sources: string[] }> {
  const answer = await send(`${origin}/api/search`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": randomClientAddress() },
    body: JSON.stringify({ query }),
  });
  const sources = (answer.json?.sources ?? []) as { url: string }[];
  return { status: answer.status, sources: sources.map((source) => source.url) };
}
