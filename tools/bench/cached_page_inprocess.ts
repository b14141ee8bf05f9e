/**
 * The cached-page path without sockets: in one process, the site's handler (`site.fetch`, the fast
 * path ahead of the Hono chain, as `server/main.ts` serves it) and the Hono chain alone
 * (`app.fetch`) of the production app (access log on, written to this process's stdout: pipe it,
 * e.g. `| tail -1`) against a bare handler returning the same bytes and headers, in 9 interleaved batches of 3,000 requests after two
 * warm-up batches. Prints CPU µs per request of each and the median ratio. A check that needs no idle
 * core; `deno task bench:cached` is the figure that counts.
 *
 * Run: `NODE_ENV=production deno run -A tools/bench/cached_page_inprocess.ts [path] | tail -1`.
 */
import process from "node:process";
import { createTestApp } from "../../tests/helpers/test_app.ts";

const path = Deno.args[0] ?? "/";
const BATCH = 3_000;
const app = await createTestApp({ overrides: { accessLog: true } });
const info = { remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 40_000 } };
const request = () =>
  new Request(`http://127.0.0.1:8000${path}`, { headers: { "Accept-Encoding": "br, gzip" } });
// What Deno.serve is given (the fast path ahead of the chain), and the Hono chain alone.
const site = (r: Request) => app.fetch(r, info as never);
const chain = (r: Request) => app.app.fetch(r, info as never);
const sample = await site(request());
const headers = [...sample.headers.entries()];
const bytes = new Uint8Array(await sample.arrayBuffer());
const bare = () => new Response(bytes, { status: sample.status, headers });

/**
 * CPU µs per request over one batch (user + system time of this process, so time spent waiting
 * for a core on a loaded machine is not counted), including the event loop's turn that writes the
 * log.
 */
async function batch(handler: (r: Request) => Response | Promise<Response>): Promise<number> {
  const started = process.cpuUsage();
  for (let i = 0; i < BATCH; i++) await (await handler(request())).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const used = process.cpuUsage(started);
  return (used.user + used.system) / BATCH;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
try {
  for (let i = 0; i < 2; i++) await batch(bare), await batch(site), await batch(chain);
  const bareUs: number[] = [], siteUs: number[] = [], chainUs: number[] = [];
  const ratios: number[] = [], chainRatios: number[] = [];
  for (let i = 0; i < 9; i++) {
    bareUs.push(await batch(bare));
    siteUs.push(await batch(site));
    chainUs.push(await batch(chain));
    ratios.push(bareUs.at(-1)! / siteUs.at(-1)!);
    chainRatios.push(bareUs.at(-1)! / chainUs.at(-1)!);
  }
  console.log(
    `${path}: bare ${median(bareUs).toFixed(1)} µs, site ${median(siteUs).toFixed(1)} µs ` +
      `(ratio ${median(ratios).toFixed(2)}), Hono chain alone ${median(chainUs).toFixed(1)} µs ` +
      `(ratio ${median(chainRatios).toFixed(2)}); median of 9 interleaved batches of ${BATCH}`,
  );
} finally {
  await app.cleanup();
}
