/**
 * The cached-page path without sockets: in one process, `app.fetch` of the production app (access
 * log on, written to this process's stdout: pipe it, e.g. `| tail -1`) against a bare handler
 * returning the same bytes and headers, in 9 interleaved batches of 3,000 requests after two
 * warm-up batches. Prints µs per request of each and the median ratio. A check that needs no idle
 * core; `deno task bench:cached` is the figure that counts.
 *
 * Run: `NODE_ENV=production deno run -A tools/bench/cached_page_inprocess.ts [path] | tail -1`.
 */
import { createTestApp } from "../../tests/helpers/test_app.ts";

const path = Deno.args[0] ?? "/";
const BATCH = 3_000;
const app = await createTestApp({ overrides: { accessLog: true } });
const info = { remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 40_000 } };
const request = () =>
  new Request(`http://127.0.0.1:8000${path}`, { headers: { "Accept-Encoding": "br, gzip" } });
const site = (r: Request) => app.app.fetch(r, info as never);
const sample = await site(request());
const headers = [...sample.headers.entries()];
const bytes = new Uint8Array(await sample.arrayBuffer());
const bare = () => new Response(bytes, { status: sample.status, headers });

/** µs per request over one batch, including the event loop's turn that writes the log. */
async function batch(handler: (r: Request) => Response | Promise<Response>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < BATCH; i++) await (await handler(request())).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return (performance.now() - started) / BATCH * 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
try {
  for (let i = 0; i < 2; i++) await batch(bare), await batch(site);
  const bareUs: number[] = [], siteUs: number[] = [], ratios: number[] = [];
  for (let i = 0; i < 9; i++) {
    bareUs.push(await batch(bare));
    siteUs.push(await batch(site));
    ratios.push(bareUs.at(-1)! / siteUs.at(-1)!);
  }
  console.log(
    `${path}: bare ${median(bareUs).toFixed(1)} µs, site ${median(siteUs).toFixed(1)} µs, ` +
      `ratio ${median(ratios).toFixed(2)} (median of 9 interleaved batches of ${BATCH})`,
  );
} finally {
  await app.cleanup();
}
