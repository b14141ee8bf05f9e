/**
 * The retention feature: one purge job (server/retention/purge.ts) for every kind of personal
 * data, run every few hours by exactly one instance (a lease in the database).
 */
import { createPeriodicJob } from "../jobs/periodic.ts";
import { PURGE_INTERVAL_MS, purgeExpired } from "../retention/purge.ts";
import type { Feature, FeatureContext } from "./feature.ts";

/** Wires the retention purge. */
export function wireRetention(ctx: FeatureContext): Feature {
  return {
    api: [],
    jobs: [createPeriodicJob({
      name: "retention purge",
      writer: ctx.writer,
      holder: ctx.instanceId,
      intervalMs: PURGE_INTERVAL_MS,
      now: ctx.now,
      log: ctx.log,
      run: () =>
        purgeExpired({
          writer: ctx.writer,
          retention: ctx.config.retention,
          now: ctx.now,
          // Only .eml files are kept on disk; with SMTP the folder stays empty.
          mailDir: ctx.config.mail.mailDir,
        }),
    })],
  };
}
