/**
 * The one retention job that keeps the privacy policy's promises (docs/requirements.md#retention):
 * it asks each store holding personal data to delete its rows whose period has run out (a
 * {@linkcode RetentionOwner}), so no table's SQL lives here. Enquiries older than their period go
 * with their triage state, notes and e-mails (one batch, with the e-mails' .eml copies); sent
 * outbox messages go after their own, shorter period (with their copies, and any copy whose row is
 * gone); expired sessions and password links, old sign-in failures, forgotten sign-in addresses
 * and old rate-limit windows are cleared; and analytics events, consent records, the questions
 * search declined (ADR 0026) and the CSP violation counts past their periods go, in chunks.
 * Deletes run on the writer's connection, where secure delete is on (server/db/pragmas.ts), so
 * removed text is overwritten in the file. Scheduled by `server/features/retention.ts` in one
 * instance at a time.
 */
import { CONSENT_RETENTION } from "../analytics/consent_log.ts";
import { EVENT_RETENTION } from "../analytics/queue.ts";
import { CSP_VIOLATION_RETENTION } from "../csp_reports/store.ts";
import type { Writer } from "../db/writer.ts";
import { enquiryRetention } from "../enquiries/store.ts";
import { threadAboutEnquiries } from "../enquiries/thread.ts";
import { mailAboutEnquiries, OUTBOX_RETENTION } from "../mail/outbox.ts";
import { RATE_LIMIT_RETENTION } from "../rate_limit/store.ts";
import { SEARCH_MISS_RETENTION } from "../search_curation/store.ts";
import { ACCOUNT_LINK_RETENTION } from "../staff/accounts.ts";
import { SESSION_RETENTION } from "../staff/sessions.ts";
import { THROTTLE_RETENTION } from "../staff/throttle.ts";
import type { RetentionConfig } from "./config.ts";
import type { DeletedRows, RetentionOwner } from "./owner.ts";

export { monthsBefore } from "./owner.ts";

/** How often the purge runs, in ms. */
export const PURGE_INTERVAL_MS = 6 * 60 * 60_000;

/** What one run deleted. */
export interface PurgeResult {
  enquiries: number;
  outbox: number;
  sessions: number;
  loginFailures: number;
  events: number;
  consentRecords: number;
  rateLimitWindows: number;
  /** Questions search declined, not asked again within the analytics period (ADR 0026). */
  searchMisses: number;
  /** Expired password links of staff accounts (invitations and resets). */
  accountLinks: number;
  /** Days of CSP violation counts past the analytics period. */
  cspViolations: number;
}

/** Options of {@linkcode purgeExpired}. */
export interface PurgeOptions {
  writer: Writer;
  retention: RetentionConfig;
  now: () => number;
  /** Folder of the .eml copies of messages (absent: no files to purge). */
  mailDir?: string;
}

/**
 * The owners, in the order they purge: the enquiries (with the e-mails about them) before the
 * outbox's own purge, whose sweep of stray .eml files then sees the rows left.
 */
function owners(mailDir: string | undefined): RetentionOwner[] {
  return [
    enquiryRetention([mailAboutEnquiries(mailDir), threadAboutEnquiries()]),
    OUTBOX_RETENTION,
    SESSION_RETENTION,
    ACCOUNT_LINK_RETENTION,
    THROTTLE_RETENTION,
    RATE_LIMIT_RETENTION,
    EVENT_RETENTION,
    CONSENT_RETENTION,
    SEARCH_MISS_RETENTION,
    CSP_VIOLATION_RETENTION,
  ];
}

/** Deletes everything past its retention period at `now()`; see the module comment. */
export async function purgeExpired(options: PurgeOptions): Promise<PurgeResult> {
  const context = {
    writer: options.writer,
    at: options.now(),
    retention: options.retention,
    ...(options.mailDir ? { mailDir: options.mailDir } : {}),
  };
  const deleted: DeletedRows = {};
  for (const owner of owners(options.mailDir)) {
    for (const [table, rows] of Object.entries(await owner.purge(context))) {
      deleted[table] = (deleted[table] ?? 0) + rows;
    }
  }
  const count = (table: string) => deleted[table] ?? 0;
  return {
    enquiries: count("enquiries"),
    outbox: count("outbox"),
    sessions: count("staff_sessions"),
    loginFailures: count("staff_login_failures"),
    events: count("analytics_events"),
    consentRecords: count("consent_records"),
    rateLimitWindows: count("rate_limits"),
    searchMisses: count("search_misses"),
    accountLinks: count("staff_account_links"),
    cspViolations: count("csp_violations"),
  };
}
