/**
 * Calls of the staff screens to the staff API. docs/requirements.md#constants: one request per
 * action, no retry and no refetch on focus or interval. A 401 means the session ended, so the
 * browser goes to the sign-in page.
 */
import type {
  AuditPage,
  BacklogResult,
  ContactCounts,
  ContactsQuery,
  ContactSubmission,
  EnquiryNote,
  EnquiryUpdate,
  ErasureResult,
  OutboxOverview,
} from "../../schemas/staff.ts";
import { TOTAL_COUNT_HEADER } from "../../schemas/staff.ts";
import type { SavedReply, SavedReplyInput } from "../../schemas/enquiry_thread.ts";
import type {
  AccountChange,
  AccountChangeResult,
  AccountLinkSent,
  Invitation,
  StaffAccountList,
} from "../../schemas/staff_accounts.ts";
import type {
  PinCuration,
  SearchCurationOverview,
  SynonymCuration,
} from "../../schemas/search_curation.ts";
import { searchFromQuery } from "./format.ts";

/**
 * An answer other than 2xx; `message` is the server's error text when it sent one, `fields` its
 * message per field.
 */
export class StaffApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Partial<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "StaffApiError";
  }
}

/** Calls made without a session: a 401 there is an answer, not an ended session. */
const SIGNED_OUT_CALLS = ["/api/staff/login", "/api/staff/password"];

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  // Every change is JSON, even a body-less POST (docs/requirements.md#staff-inbox: send-backlog
  // takes a JSON content type).
  const sendsJson = init.method !== undefined && init.method !== "GET";
  const response = await fetch(
    path,
    sendsJson ? { ...init, headers: { "Content-Type": "application/json" } } : init,
  );
  if (response.status === 401 && !SIGNED_OUT_CALLS.includes(path)) {
    globalThis.location.assign("/admin/login?expired=1");
  }
  if (!response.ok) {
    const body = await response.json().catch(() => ({})) as {
      error?: string;
      fields?: Partial<Record<string, string>>;
    };
    throw new StaffApiError(
      body.error ?? `${response.status}: ${response.statusText}`,
      response.status,
      body.fields,
    );
  }
  return response;
}

function post(path: string, body?: unknown, method = "POST"): Promise<Response> {
  return call(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

/** `GET /api/contacts`: one page of enquiries and the number matching the filters. */
export async function fetchContacts(
  query: ContactsQuery,
  signal: AbortSignal,
): Promise<{ contacts: ContactSubmission[]; total: number }> {
  const search = searchFromQuery(query);
  const response = await call(`/api/contacts${search ? `?${search}` : ""}`, { signal });
  const contacts = await response.json() as ContactSubmission[];
  return { contacts, total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? contacts.length) };
}

/** URL of the export (CSV or Excel workbook) of the enquiries matching `query`. */
export function exportUrl(query: ContactsQuery, format: "csv" | "xlsx" = "csv"): string {
  const search = searchFromQuery({ ...query, page: 1 });
  return `/api/contacts/export.${format}${search ? `?${search}` : ""}`;
}

/** `GET /api/contacts/counts`: counts per status for the list's filters (status ignored). */
export async function fetchCounts(
  query: ContactsQuery,
  signal?: AbortSignal,
): Promise<ContactCounts> {
  const search = searchFromQuery({ ...query, status: "", page: 1 });
  const response = await call(
    `/api/contacts/counts${search ? `?${search}` : ""}`,
    signal ? { signal } : {},
  );
  return await response.json() as ContactCounts;
}

/** `GET /api/contacts/:id`: one enquiry (one opened from a link, not on the current page). */
export async function fetchContact(id: string, signal: AbortSignal): Promise<ContactSubmission> {
  const response = await call(`/api/contacts/${encodeURIComponent(id)}`, { signal });
  return await response.json() as ContactSubmission;
}

/** `PATCH /api/contacts/:id`: sets status and/or owner; returns the updated enquiry. */
export async function updateEnquiry(id: string, update: EnquiryUpdate): Promise<ContactSubmission> {
  const response = await post(`/api/contacts/${encodeURIComponent(id)}`, update, "PATCH");
  return await response.json() as ContactSubmission;
}

/** `POST /api/contacts/:id/notes`: appends a note; returns it. */
export async function addNote(id: string, text: string): Promise<EnquiryNote> {
  const response = await post(`/api/contacts/${encodeURIComponent(id)}/notes`, { text });
  return await response.json() as EnquiryNote;
}

/** `POST /api/contacts/:id/replies`: stores and e-mails a reply; returns the enquiry with its thread. */
export async function sendReply(id: string, text: string): Promise<ContactSubmission> {
  const response = await post(`/api/contacts/${encodeURIComponent(id)}/replies`, { text });
  return await response.json() as ContactSubmission;
}

/** `POST /api/staff/saved-replies`: saves a reply for everyone; returns it. */
export async function addSavedReply(reply: SavedReplyInput): Promise<SavedReply> {
  return await (await post("/api/staff/saved-replies", reply)).json() as SavedReply;
}

/** `DELETE /api/staff/saved-replies/:id`. */
export async function removeSavedReply(id: number): Promise<void> {
  await post(`/api/staff/saved-replies/${id}`, undefined, "DELETE");
}

/**
 * `POST /api/contact/send-backlog` (docs/requirements.md#staff-inbox: JSON content type, no body).
 */
export async function sendBacklog(): Promise<BacklogResult> {
  return await (await post("/api/contact/send-backlog")).json() as BacklogResult;
}

/** `GET /api/outbox`, with one backlog send's counts when `batchId` is given. */
export async function fetchOutbox(batchId?: string): Promise<OutboxOverview> {
  const response = await call(`/api/outbox${batchId ? `?batch=${batchId}` : ""}`);
  return await response.json() as OutboxOverview;
}

/** Queues one failed e-mail again, or every failed one when `id` is omitted. */
export async function retryEmail(id?: string): Promise<void> {
  await post(id ? `/api/outbox/${encodeURIComponent(id)}/retry` : "/api/outbox/retry-failed");
}

/** What erasing `email` would delete. */
export async function previewErasure(email: string): Promise<ErasureResult> {
  return await (await post("/api/staff/erasure/preview", { email })).json() as ErasureResult;
}

/** Erases everything held about `email`. */
export async function eraseEmail(email: string): Promise<ErasureResult> {
  return await (await post("/api/staff/erasure", { email })).json() as ErasureResult;
}

/** `POST /api/staff/login`; throws {@linkcode StaffApiError} with the server's message. */
export async function signIn(email: string, password: string): Promise<void> {
  await post("/api/staff/login", { email, password });
}

/** `POST /api/staff/logout`. */
export async function signOut(): Promise<void> {
  await post("/api/staff/logout");
}

/** `GET /api/staff/audit`. */
export async function fetchAudit(page: number, signal: AbortSignal): Promise<AuditPage> {
  const response = await call(`/api/staff/audit?page=${page}`, { signal });
  return await response.json() as AuditPage;
}

/** `GET /api/staff/search`: the questions search declined, the synonyms, pins and pin targets. */
export async function fetchSearchCuration(signal: AbortSignal): Promise<SearchCurationOverview> {
  return await (await call("/api/staff/search", { signal })).json() as SearchCurationOverview;
}

/** `POST /api/staff/search/synonyms`: `words` as typed ("skid = pallet"). */
export async function addSynonym(words: string): Promise<SynonymCuration> {
  return await (await post("/api/staff/search/synonyms", { words })).json() as SynonymCuration;
}

/** `POST /api/staff/search/pins`: answer `query` from the section at `url`. */
export async function addPin(query: string, url: string): Promise<PinCuration> {
  return await (await post("/api/staff/search/pins", { query, url })).json() as PinCuration;
}

/** `DELETE /api/staff/search/curations/{id}`. */
export async function removeCuration(id: number): Promise<void> {
  await post(`/api/staff/search/curations/${id}`, undefined, "DELETE");
}

/** `GET /api/staff/accounts`. */
export async function fetchAccounts(signal?: AbortSignal): Promise<StaffAccountList> {
  return await (await call("/api/staff/accounts", signal ? { signal } : {}))
    .json() as StaffAccountList;
}

/** `POST /api/staff/accounts`: invites `invitation.email`; where the link went and until when. */
export async function inviteAccount(invitation: Invitation): Promise<AccountLinkSent> {
  return await (await post("/api/staff/accounts", invitation)).json() as AccountLinkSent;
}

/** `PATCH /api/staff/accounts/:id`: a new role and/or enabled state. */
export async function changeAccount(
  id: string,
  change: AccountChange,
): Promise<AccountChangeResult> {
  const response = await post(`/api/staff/accounts/${encodeURIComponent(id)}`, change, "PATCH");
  return await response.json() as AccountChangeResult;
}

/** `POST /api/staff/accounts/:id/password-link`: e-mails a reset link (or the invitation again). */
export async function sendAccountLink(id: string): Promise<AccountLinkSent> {
  const response = await post(`/api/staff/accounts/${encodeURIComponent(id)}/password-link`);
  return await response.json() as AccountLinkSent;
}

/** `POST /api/staff/password`: sets the password of the account an e-mailed link names. */
export async function setPasswordWithLink(token: string, password: string): Promise<void> {
  await post("/api/staff/password", { token, password });
}
