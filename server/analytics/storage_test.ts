/**
 * Analytics storage on a real temporary libSQL file (unit tests;
 * docs/requirements.md#analytics-intake): the batching queue (nothing lost on shutdown, writes
 * grouped), the retention purge with a fixed clock, and the dashboard's figures.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Client } from "@libsql/client";
import { openStore } from "../db/client.ts";
import { migrate } from "../db/migrations.ts";
import { ALL_MIGRATIONS } from "../db/schema.ts";
import type { Writer } from "../db/writer.ts";
import { createEnquiryStore } from "../enquiries/store.ts";
import { loadRetentionConfig } from "../retention/config.ts";
import { monthsBefore, purgeExpired } from "../retention/purge.ts";
import { createConsentLog } from "./consent_log.ts";
import { loadDashboard } from "./dashboard.ts";
import { parseDateRange } from "./date_range.ts";
import type { EventRow } from "./event_row.ts";
import { createEventQueue } from "./queue.ts";

async function withDb(fn: (db: Client, writer: Writer) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: "analytics-test-" });
  const store = await openStore(`file:${join(dir, "site.db")}`);
  await migrate(store, ALL_MIGRATIONS);
  try {
    await fn(store.db, store.writer);
  } finally {
    await store.close();
    await Deno.remove(dir, { recursive: true });
  }
}

function row(overrides: Partial<EventRow> = {}): EventRow {
  return {
    at: Date.UTC(2026, 10, 20, 12),
    name: "page_view",
    sessionId: "session-aaaaaaaaaaaa",
    userId: null,
    path: "/",
    category: null,
    action: null,
    label: null,
    value: null,
    currency: null,
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    uaFamily: "Chrome",
    ...overrides,
  };
}

async function count(db: Client, table: string): Promise<number> {
  return Number((await db.execute(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0]?.n);
}

Deno.test("the queue loses no event when closed before its timer fires", () =>
  withDb(async (db, writer) => {
    const queue = createEventQueue({ writer, flushIntervalMs: 60_000, rowsPerTransaction: 300 });
    for (let i = 0; i < 1234; i++) {
      queue.push(row({ sessionId: `session-${String(i).padStart(12, "0")}` }));
    }
    assert.equal(await count(db, "analytics_events"), 0, "nothing written before a flush");
    await queue.close();
    assert.equal(await count(db, "analytics_events"), 1234);
    assert.equal(queue.stats.written, 1234);
    assert.equal(queue.push(row()), false, "closed queue refuses events");
  }));

Deno.test("the queue writes a burst of 900 events in two transactions of at most 500", () =>
  withDb(async (db, writer) => {
    let transactions = 0;
    const counting: Writer = {
      ...writer,
      batch: (statements) => {
        transactions++;
        return writer.batch(statements);
      },
    };
    const queue = createEventQueue({ writer: counting, flushIntervalMs: 20 });
    for (let i = 0; i < 900; i++) queue.push(row());
    assert.equal(transactions, 0, "nothing is written while events arrive");
    await queue.flush();
    assert.equal(await count(db, "analytics_events"), 900);
    assert.equal(transactions, 2, "900 rows at 500 per transaction");
    await queue.close();
  }));

Deno.test("the queue retries a failed write and drops events only after repeated failures", () =>
  withDb(async (db, writer) => {
    let failuresLeft = 1;
    const flaky: Writer = {
      ...writer,
      batch: (statements) => {
        if (failuresLeft-- > 0) return Promise.reject(new Error("disk busy"));
        return writer.batch(statements);
      },
    };
    const errors: unknown[] = [];
    const queue = createEventQueue({
      writer: flaky,
      flushIntervalMs: 60_000,
      onError: (error) => errors.push(error),
    });
    queue.push(row());
    await queue.close();
    assert.equal(errors.length, 1);
    assert.equal(await count(db, "analytics_events"), 1, "written on the retry");

    const broken: Writer = { ...writer, batch: () => Promise.reject(new Error("read-only")) };
    const doomed = createEventQueue({ writer: broken, flushIntervalMs: 60_000, onError: () => {} });
    doomed.push(row());
    await doomed.close(); // must end, not spin
    assert.equal(doomed.stats.dropped, 1);
  }));

Deno.test("the queue drops new events beyond its memory bound", () =>
  withDb(async (_db, writer) => {
    const queue = createEventQueue({ writer, flushIntervalMs: 60_000, maxPending: 3 });
    const accepted = [1, 2, 3, 4, 5].map(() => queue.push(row()));
    assert.deepEqual(accepted, [true, true, true, false, false]);
    assert.equal(queue.stats.dropped, 2);
    await queue.close();
  }));

Deno.test("the purge removes events after 13 months and consent records after 24 (fixed clock)", () =>
  withDb(async (db, writer) => {
    const now = Date.UTC(2027, 2, 15, 12); // 15 March 2027
    const queue = createEventQueue({ writer, flushIntervalMs: 60_000 });
    const eventCutoff = monthsBefore(now, 13);
    assert.equal(new Date(eventCutoff).toISOString(), "2026-02-15T12:00:00.000Z");
    queue.push(row({ at: eventCutoff - 1 })); // expired
    queue.push(row({ at: eventCutoff })); // exactly 13 months: kept
    queue.push(row({ at: now }));
    await queue.close();

    const consentCutoff = monthsBefore(now, 24);
    for (const recordedAt of [consentCutoff - 1, consentCutoff + 1]) {
      const log = createConsentLog({ db, writer, now: () => recordedAt });
      await log.record({
        consentId: crypto.randomUUID(),
        categories: { necessary: true, analytics: false, functional: false, marketing: false },
        policyVersion: "2025-08",
        choiceTime: new Date(recordedAt).toISOString(),
        source: "banner",
      }, { uaFamily: "Firefox" });
    }

    // The published periods, as a deployment without RETENTION_* variables has them.
    const purge = () =>
      purgeExpired({ writer, retention: loadRetentionConfig({}), now: () => now });
    const result = await purge();
    assert.deepEqual([result.events, result.consentRecords], [1, 1]);
    assert.equal(await count(db, "analytics_events"), 2);
    assert.equal(await count(db, "consent_records"), 1);
    const again = await purge();
    assert.deepEqual([again.events, again.consentRecords], [0, 0]);
  }));

Deno.test("the dashboard counts views, sessions, depth, engaged time, sources and consent", () =>
  withDb(async (db, writer) => {
    const day = (d: number, h = 10) => Date.UTC(2026, 10, d, h);
    const queue = createEventQueue({ writer, flushIntervalMs: 60_000 });
    const a = "session-aaaaaaaaaaaa", b = "session-bbbbbbbbbbbb";
    queue.push(row({ at: day(20), sessionId: a, path: "/", referrerHost: "www.google.com" }));
    queue.push(row({ at: day(20, 11), sessionId: a, path: "/about" }));
    queue.push(
      row({ at: day(20, 11), sessionId: a, path: "/about", name: "scroll_depth", value: 50 }),
    );
    queue.push(
      row({ at: day(20, 11), sessionId: a, path: "/about", name: "scroll_depth", value: 90 }),
    );
    queue.push(
      row({
        at: day(20, 12),
        sessionId: a,
        path: "/about",
        name: "session_duration",
        value: 30_000,
      }),
    );
    queue.push(
      row({ at: day(21), sessionId: b, path: "/", utmSource: "linkedin", utmMedium: "social" }),
    );
    queue.push(row({ at: day(21), sessionId: b, path: "/contact", name: "conversion", value: 1 }));
    queue.push(row({ at: day(25), sessionId: b, path: "/" })); // outside the range
    await queue.close();
    const log = createConsentLog({ db, writer, now: () => day(20) });
    const categories = {
      necessary: true as const,
      analytics: true,
      functional: true,
      marketing: true,
    };
    for (const choice of [categories, categories, { ...categories, marketing: false }]) {
      await log.record({
        consentId: crypto.randomUUID(),
        categories: choice,
        policyVersion: "2025-08",
        choiceTime: new Date(day(20)).toISOString(),
        source: "banner",
      }, { uaFamily: "Chrome" });
    }

    const range = parseDateRange({ from: "2026-11-20", to: "2026-11-21" }, day(22));
    assert.ok(!("error" in range));
    const enquiries = createEnquiryStore({ db, writer });
    const dashboard = await loadDashboard(db, range, {
      enquiriesBySource: (span) => enquiries.countBySource(span),
    });
    assert.deepEqual(dashboard.daily, [
      { day: "2026-11-20", pageViews: 2, sessions: 1 },
      { day: "2026-11-21", pageViews: 1, sessions: 1 },
    ]);
    assert.equal(dashboard.totals.pageViews, 3);
    assert.equal(dashboard.totals.sessions, 2);
    assert.equal(dashboard.totals.conversions, 1);
    const about = dashboard.pages.find((page) => page.path === "/about");
    assert.deepEqual(about, {
      path: "/about",
      pageViews: 1,
      sessions: 1,
      avgScrollDepth: 90,
      avgEngagedSeconds: 30,
    });
    assert.deepEqual(dashboard.referrers, [
      { source: "Direct", sessions: 1 },
      { source: "www.google.com", sessions: 1 },
    ]);
    assert.deepEqual(dashboard.campaigns, [
      { source: "linkedin", medium: "social", campaign: "", sessions: 1 },
    ]);
    assert.deepEqual(dashboard.conversionsBySource, [{ source: "linkedin", conversions: 1 }]);
    assert.deepEqual(dashboard.consent, { total: 3, accepted: 2, declined: 0, customised: 1 });
  }));

Deno.test("parseDateRange defaults to 30 days and rejects bad or reversed ranges", () => {
  const now = Date.UTC(2026, 10, 22, 15);
  assert.deepEqual(
    (({ from, to }) => ({ from, to }))(parseDateRange({}, now) as { from: string; to: string }),
    { from: "2026-10-24", to: "2026-11-22" },
  );
  for (
    const query of [
      { from: "2026-02-30" },
      { from: "22/11/2026" },
      { from: "2026-11-22", to: "2026-11-01" },
      { from: "2024-01-01", to: "2026-11-01" },
    ]
  ) {
    assert.ok("error" in parseDateRange(query, now), JSON.stringify(query));
  }
});
