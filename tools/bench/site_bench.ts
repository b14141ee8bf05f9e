/**
 * Site benchmark (issue 2 §7). Prints in one run:
 * - home-page requests/s through the app vs a baseline `Deno.serve` returning the same bytes from
 *   memory (the ratio; target ≥ 0.8), with TTFB p50/p99;
 * - uncached render time of `/` (target p50 ≤ 1 ms);
 * - the home page's initial JS (entry + its chunks) and HTML sizes, gzip and brotli
 *   (targets JS ≤ 75 KB brotli, HTML ≤ 20 KB brotli).
 *
 * Run: `deno task bench` (NODE_ENV=production). Servers bind 127.0.0.1; loops are time-bounded.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { join } from "node:path";
import { renderPage } from "../../server/render/render_page.tsx";
import { NO_SITE_LINKS } from "../../shared/content/site_links.ts";
import { createTestApp } from "../../tests/helpers/test_app.ts";
import { ensureBuild, ROOT } from "../build.ts";

const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 5);
const CONNECTIONS = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 32);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function load(url: string) {
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      join(ROOT, "tools/bench/load_client.ts"),
      url,
      String(CONNECTIONS),
      String(SECONDS),
      "accept-encoding=br",
    ],
    stdout: "piped",
  }).output();
  return JSON.parse(new TextDecoder().decode(output.stdout)) as {
    rps: number;
    p50: number;
    p99: number;
    errors: number;
  };
}

const manifest = await ensureBuild({ quiet: true });
const app = await createTestApp();
try {
  // 1. Throughput: the app vs the same bytes from memory.
  const served = await app.app.request("/", { headers: { "Accept-Encoding": "br" } });
  const bytes = new Uint8Array(await served.arrayBuffer());
  const baseline = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () =>
      new Response(bytes, {
        headers: { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "br" },
      }),
  );
  const site = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, app.app.fetch);
  await load(`http://127.0.0.1:${site.addr.port}/`); // warm-up
  const base = await load(`http://127.0.0.1:${baseline.addr.port}/`);
  const ours = await load(`http://127.0.0.1:${site.addr.port}/`);
  await baseline.shutdown();
  await site.shutdown();

  // 2. Uncached render time of "/".
  const url = new URL("http://localhost:8000/");
  const config = {
    origin: "http://localhost:8000",
    year: 2026,
    iconSprite: manifest.iconSprite,
    links: NO_SITE_LINKS,
  };
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    const stream = await renderPage({
      url,
      config,
      manifest,
      pageModule: "shared/pages/home/home_page.tsx",
    });
    await stream.allReady;
    await new Response(stream).arrayBuffer();
    if (i >= 50) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);

  // 3. Sizes.
  const html = new Uint8Array(await (await app.app.request("/")).arrayBuffer());
  const js = [manifest.entry, ...(manifest.pageChunks["shared/pages/home/home_page.tsx"] ?? [])];
  let jsBr = 0, jsGz = 0, jsRaw = 0;
  for (const asset of new Set(js)) {
    const path = join(ROOT, "dist", asset);
    jsRaw += (await Deno.stat(path)).size;
    jsBr += (await Deno.stat(path + ".br")).size;
    jsGz += (await Deno.stat(path + ".gz")).size;
  }
  const htmlBr =
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
  const htmlGz = gzipSync(html, { level: 9 }).length;

  const ratio = ours.rps / base.rps;
  console.log(`Home page, ${CONNECTIONS} connections, ${SECONDS} s each, brotli:`);
  console.log(`  baseline (bytes from memory): ${base.rps.toFixed(0)} req/s`);
  console.log(
    `  site (Hono, cached page):     ${ours.rps.toFixed(0)} req/s  ratio ${
      ratio.toFixed(2)
    } (target >= 0.8)`,
  );
  console.log(
    `  TTFB p50 ${ours.p50.toFixed(2)} ms, p99 ${ours.p99.toFixed(2)} ms; errors ${ours.errors}`,
  );
  console.log(
    `Uncached render of /: p50 ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, p99 ${
      times[Math.floor(times.length * 0.99)]!.toFixed(2)
    } ms (target p50 <= 1 ms)`,
  );
  console.log(
    `Initial JS (entry + home chunks, ${new Set(js).size} files): ${kb(jsRaw)} raw, ${
      kb(jsGz)
    } gzip, ${kb(jsBr)} brotli (target <= 75 KB brotli)`,
  );
  console.log(
    `Home HTML: ${kb(html.length)} raw, ${kb(htmlGz)} gzip, ${
      kb(htmlBr)
    } brotli (target <= 20 KB brotli)`,
  );
} finally {
  await app.cleanup();
}
