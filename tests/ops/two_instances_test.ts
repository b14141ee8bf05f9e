/**
 * Two site processes on one database file, started together as systemd would start them:
 * concurrent enquiries to both are all acknowledged and stored, with no errors; and the enquiry
 * rate limit is global (10 per address per 10 minutes across both instances, not 10 each).
 *
 * Both run with TRUST_PROXY=1 as they do behind Caddy; the test plays the proxy by setting
 * X-Forwarded-For (documentation addresses, RFC 5737: only header values, never contacted).
 */
import assert from "node:assert/strict";
import {
  buildOnce,
  ensureTool,
  makeWorkspace,
  OPS_TEST,
  type SiteProcess,
  startSite,
  stopAll,
} from "./ops_harness.ts";
import { querySqlite } from "./ops_sqlite.ts";
import { postEnquiry } from "./ops_visitor.ts";

const PER_INSTANCE = 100;
const CONCURRENCY = 6;

Deno.test(
  "two instances on one database: all enquiries stored, one global rate limit",
  OPS_TEST,
  async (t) => {
    const sqlite3 = await ensureTool("sqlite3");
    await buildOnce();
    const workspace = await makeWorkspace("two");
    let sites: SiteProcess[] = [];
    try {
      // Both start at once on a fresh file: migrations must not race.
      sites = await Promise.all([
        startSite({ workspace, env: { TRUST_PROXY: "1" } }),
        startSite({ workspace, env: { TRUST_PROXY: "1" } }),
      ]);

      await t.step("concurrent enquiries to both instances are all stored", async () => {
        const answers = await Promise.all(
          sites.flatMap((site, instance) =>
            Array.from({ length: CONCURRENCY }, async (_, worker) => {
              const mine = [];
              for (let i = worker; i < PER_INSTANCE; i += CONCURRENCY) {
                // A distinct client address per enquiry keeps the rate limit out of this step.
                mine.push(
                  await postEnquiry(site.origin, {
                    idempotencyKey: crypto.randomUUID(),
                    forwardedFor: `198.51.100.${instance * 100 + (i % 100)}`,
                    label: `two-${instance}-${i}`,
                  }),
                );
              }
              return mine;
            })
          ),
        ).then((lists) => lists.flat());

        const statuses = new Map<number, number>();
        for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
        console.log(
          `two instances: ${answers.length} enquiries, statuses ${JSON.stringify([...statuses])}`,
        );
        // Each fake address sends 2 enquiries, within the limit of 10.
        assert.deepEqual([...statuses], [[201, PER_INSTANCE * 2]], "every enquiry answered 201");
        const acked = answers.map((a) => String(a.json?.id)).sort();
        const stored = (await querySqlite(sqlite3, workspace.dbPath, "SELECT id FROM enquiries"))
          .sort();
        assert.deepEqual(stored, acked, "stored enquiries = acknowledged enquiries");
        assert.equal(new Set(acked).size, acked.length, "ids are unique");
      });

      await t.step(
        "the rate limit is shared: the 11th enquiry from one address is refused",
        async () => {
          const address = "203.0.113.77";
          const statuses: number[] = [];
          for (let i = 0; i < 11; i++) {
            const site = sites[i % 2]!;
            const answer = await postEnquiry(site.origin, {
              idempotencyKey: crypto.randomUUID(),
              forwardedFor: address,
              label: `limit-${i}`,
            });
            statuses.push(answer.status);
          }
          console.log(`one address over both instances: ${statuses.join(" ")}`);
          assert.deepEqual(statuses.slice(0, 10), Array(10).fill(201), "the first 10 are accepted");
          assert.equal(statuses[10], 429, "the 11th, on either instance, is refused");
          // Another address is unaffected.
          const other = await postEnquiry(sites[0]!.origin, {
            idempotencyKey: crypto.randomUUID(),
            forwardedFor: "203.0.113.78",
          });
          assert.equal(other.status, 201);
        },
      );

      for (const site of sites) assert.ok(!site.exited, "both instances still running");
    } finally {
      await stopAll(sites);
      await workspace.remove();
    }
  },
);
