/**
 * Does an argon2id check from @node-rs/argon2 block Deno's event loop? Runs `CHECKS` (default 20)
 * verifications one after another, then `CHECKS` at once, while a 1 ms interval timer measures how
 * late it fires (event-loop lag); prints the check time and the worst and p99 lag. A blocking
 * verify shows lag close to one check (about 20 ms); a verify on napi's thread pool shows lag of
 * a few ms at most.
 *
 * Run: `deno run -A tools/bench/argon2_event_loop.ts`.
 */
import { hashPassword, verifyPassword } from "../../server/staff/passwords.ts";
import { quantile } from "../../tests/ops/ops_harness.ts";

const CHECKS = Number(Deno.env.get("CHECKS") ?? 20);

/** Runs `work` while sampling timer lateness every 1 ms; lags in ms. */
async function withLag(work: () => Promise<void>): Promise<{ ms: number; lags: number[] }> {
  const lags: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    lags.push(Math.max(0, now - last - 1));
    last = now;
  }, 1);
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  clearInterval(timer);
  return { ms, lags };
}

function report(
  label: string,
  { ms, lags }: { ms: number; lags: number[] },
  checks = CHECKS,
): void {
  const cost = checks ? `${(ms / checks).toFixed(1)} ms a check; ` : "";
  console.log(
    `${label}: ${cost}event-loop lag p99 ${quantile(lags, 0.99).toFixed(1)} ms, max ${
      Math.max(...lags).toFixed(1)
    } ms (${lags.length} ticks)`,
  );
}

const stored = await hashPassword("correct horse battery staple");
await verifyPassword(stored, "warm-up");
report(
  "idle (no checks)",
  await withLag(() => new Promise((resolve) => setTimeout(resolve, 400))),
  0,
);
report(
  "one at a time",
  await withLag(async () => {
    for (let i = 0; i < CHECKS; i++) await verifyPassword(stored, `guess ${i}`);
  }),
);
report(
  "all at once",
  await withLag(async () => {
    await Promise.all(Array.from({ length: CHECKS }, (_, i) => verifyPassword(stored, `g${i}`)));
  }),
);
