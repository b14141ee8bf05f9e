/**
 * Site benchmark. Prints in one run:
 * - home-page requests/s through the app vs a baseline `Deno.serve` returning the same bytes from
 *   memory (the ratio; target ≥ 0.8), with TTFB p50/p99;
 * - a table with one row per public page (every sitemap page and the not-found screen): uncached
 *   render time p50/p99 (target for / p50 ≤ 1 ms), HTML brotli size, and initial JS (entry + the
 *   page's chunks + their static imports) in files and brotli KB (targets: home ≤ 70 KB).
 *
 * Run: `deno task bench` (NODE_ENV=production). Servers bind 127.0.0.1; loops are time-bounded.
 */
import { brotliCompressSync, constants } from "node:zlib";
import { join } from "node:path";
import { renderPage } from "../../server/render/render_page.tsx";
import { matchRoute } from "../../shared/routes.ts";
import { NO_SITE_LINKS } from "../../shared/content/site_links.ts";
import type { PublicConfig } from "../../shared/public_config.tsx";
import { createTestApp } from "../../tests/helpers/test_app.ts";
import { build, DIST, ROOT } from "../build.ts";
import { initialChunks, totalBrotli } from "./js_budget.ts";

const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 5);
const CONNECTIONS = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 32);
const RENDERS = Number(Deno.env.get("BENCH_RENDERS") ?? 200);
const WARM_UP = 30;
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

/** The page module whose chunks the boot plan of `path` lists, as the server decides it. */
function pageModuleOf(path: string): string | undefined {
  const route = matchRoute(path)?.route;
  // A static page's boot plan lists none of its chunks (ADR 0013).
  return route?.static ? undefined : route?.module ?? "shared/pages/not_found/not_found_page.tsx";
}

/** Renders `path` to its last byte as the server does; returns the time taken, ms. */
async function renderOnce(path: string, config: PublicConfig): Promise<number> {
  const pageModule = pageModuleOf(path);
  const url = new URL(path, "http://localhost:8000");
  const t0 = performance.now();
  const content = app.content.registry.current().public;
  const stream = await renderPage({ url, config, manifest, content, pageModule });
  await stream.allReady;
  await new Response(stream).arrayBuffer();
  return performance.now() - t0;
}

const manifest = await build({ quiet: true });
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

  // 2. Per page: uncached render, HTML and JS sizes.
  const sitemap = await (await app.app.request("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  paths.push("/no-such-page");
  const config: PublicConfig = {
    origin: "http://localhost:8000",
    year: 2026,
    iconSprite: manifest.iconSprite,
    links: NO_SITE_LINKS,
  };
  console.log(
    `\nPer page (uncached render: ${RENDERS} renders after ${WARM_UP} warm-up; sizes brotli):\n` +
      "page                                         render p50    p99   HTML     JS  files",
  );
  // Every page is rendered WARM_UP times before any is timed: otherwise the first page in the
  // list pays for the JIT compiling React's renderer (it read twice its steady time).
  for (let i = 0; i < WARM_UP; i++) for (const path of paths) await renderOnce(path, config);
  for (const path of paths) {
    const pageModule = pageModuleOf(path);
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + RENDERS; i++) {
      const time = await renderOnce(path, config);
      if (i >= WARM_UP) times.push(time);
    }
    times.sort((a, b) => a - b);
    const html = new Uint8Array(await (await app.app.request(path)).arrayBuffer());
    const htmlBr = brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
    }).length;
    const chunks = await initialChunks(
      DIST,
      manifest,
      pageModule ? manifest.pageChunks[pageModule] ?? [] : [],
    );
    console.log(
      `${path.padEnd(44)} ${times[Math.floor(times.length / 2)]!.toFixed(2).padStart(7)} ms ${
        times[Math.floor(times.length * 0.99)]!.toFixed(2).padStart(6)
      } ${kb(htmlBr).padStart(8)} ${kb(totalBrotli(chunks)).padStart(8)} ${
        String(chunks.length).padStart(4)
      }`,
    );
  }
} finally {
  await app.cleanup();
}
