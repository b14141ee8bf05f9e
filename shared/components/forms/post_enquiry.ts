/**
 * The browser side of `POST /api/contact` (docs/requirements.md#enquiry-api): sends the form values
 * as JSON and reduces the answer to what a form needs. docs/requirements.md#enquiry-api: only an ok
 * status counts as success; a 400 also carries the server's per-field messages (`ApiError.fields`),
 * which the form shows under its fields.
 */
import {
  type ApiError,
  type EnquiryCreated,
  type EnquiryFormValues,
  type EnquirySource,
  type FieldErrors,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
} from "../../schemas/enquiry_fields.ts";

/** Path of the enquiry API. */
export const ENQUIRY_API_PATH = "/api/contact";

/** What a form sends: its six fields and, when present, the honeypot's value. */
export type EnquiryPayload = EnquiryFormValues & { [HONEYPOT_FIELD]?: string };

/**
 * Outcome of {@linkcode postEnquiry}. `status` is the HTTP status, or 0 when no answer arrived
 * (network failure, aborted request).
 */
export type PostEnquiryResult =
  | { ok: true; id: string; reference: string }
  | { ok: false; status: number; fields?: FieldErrors };

/** Options of {@linkcode postEnquiry}. */
export interface PostEnquiryOptions {
  /** Which form sends it ("home" or "contact"), shown to staff. */
  source: EnquirySource;
  /** The submission's key, the same on every retry of it (see `useSubmissionKey`). */
  idempotencyKey: string;
  signal?: AbortSignal;
  /** Replaces the global `fetch` (tests). */
  fetch?: typeof fetch;
  /** Wait before the one automatic retry, ms (default 1000; tests use 0). */
  retryDelayMs?: number;
}

/**
 * Answers after which the same submission is sent once more, with the same key: no answer (the
 * connection dropped, e.g. an instance restarting behind the proxy) or a temporary refusal.
 * The key makes the retry safe: the server stores the submission at most once.
 */
function isRetryable(status: number): boolean {
  return status === 0 || status === 502 || status === 503 || status === 504;
}

/**
 * Posts an enquiry; after no answer or a 502/503/504 it sends the same submission (same key) once
 * more. Never throws: every failure becomes `{ ok: false }`.
 *
 * @example
 * ```ts
 * const result = await postEnquiry(values, { source: "contact", idempotencyKey: key.for(values) });
 * if (!result.ok && result.fields) showFieldErrors(result.fields);
 * ```
 */
export async function postEnquiry(
  values: EnquiryPayload,
  options: PostEnquiryOptions,
): Promise<PostEnquiryResult> {
  const first = await postOnce(values, options);
  if (first.ok || !isRetryable(first.status) || options.signal?.aborted) return first;
  await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? 1000));
  return await postOnce(values, options);
}

async function postOnce(
  values: EnquiryPayload,
  options: PostEnquiryOptions,
): Promise<PostEnquiryResult> {
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(ENQUIRY_API_PATH, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        [IDEMPOTENCY_HEADER]: options.idempotencyKey,
      },
      body: JSON.stringify({ ...values, source: options.source }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const body = await response.json().catch(() => undefined) as unknown;
  if (response.ok) {
    const { id, reference } = (body ?? {}) as Partial<EnquiryCreated>;
    return {
      ok: true,
      id: typeof id === "string" ? id : "",
      reference: typeof reference === "string" ? reference : "",
    };
  }
  const fields = response.status === 400 ? fieldsOf(body) : undefined;
  return fields
    ? { ok: false, status: response.status, fields }
    : { ok: false, status: response.status };
}

/** The string-valued `fields` of an {@linkcode ApiError} body, or undefined. */
function fieldsOf(body: unknown): FieldErrors | undefined {
  const fields = (body as Partial<ApiError> | undefined)?.fields;
  if (!fields || typeof fields !== "object") return undefined;
  const result: FieldErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    if (typeof message === "string") result[name] = message;
  }
  return Object.keys(result).length ? result : undefined;
}
