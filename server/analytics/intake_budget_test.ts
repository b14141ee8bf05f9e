/**
 * The events table's row ceiling at its published default (docs/requirements.md#abuse, README
 * "Analytics intake"): 5,000,000 rows, counted as the span of row ids. The table here holds two
 * rows whose ids span the count, so the test needs no millions of rows.
 */
import assert from "node:assert/strict";
import { createClient } from "@libsql/client";
import type { RateLimitStore } from "../rate_limit/store.ts";
import { ANALYTICS_BUDGETS, createIntakeBudget } from "./intake_budget.ts";

const ALWAYS: RateLimitStore = {
  take: () => Promise.resolve({ allowed: true, remaining: 1, resetAt: 0 }),
  reset: () => Promise.resolve(),
};

Deno.test("with no override the intake admits events below 5,000,000 rows and refuses them at it", async () => {
  const db = createClient({ url: ":memory:" });
  try {
    await db.execute("CREATE TABLE analytics_events (id INTEGER PRIMARY KEY)");
    await db.execute("INSERT INTO analytics_events (id) VALUES (1), (4999999)");
    let clock = 1_000_000;
    const warnings: string[] = [];
    const budget = createIntakeBudget({
      db,
      rateLimits: ALWAYS,
      now: () => clock,
      log: (_level, msg) => warnings.push(msg),
    });
    const event = { path: "/about", sessionId: "s1" };
    assert.equal(await budget.admit(event), undefined, "4,999,999 rows: stored");
    await db.execute("INSERT INTO analytics_events (id) VALUES (5000000)");
    clock += ANALYTICS_BUDGETS.rowCheckMs; // the next count
    assert.equal(await budget.admit(event), "table full", "5,000,000 rows: refused");
    assert.ok(warnings.includes("analytics table full: new events are refused"));
    assert.equal(ANALYTICS_BUDGETS.maxRows, 5_000_000);
  } finally {
    db.close();
  }
});
