/**
 * What JavaScript a page loads before it is interactive, from a build in `dist/`: the entry module,
 * the page's chunks and everything they import statically, each with its brotli size (the bytes a
 * browser downloads). Used by the budget test and printed by `deno task bench`.
 */
import { join } from "node:path";
import type { BuildManifest } from "../build.ts";

/** One JS file of a page's initial load. */
export interface ChunkSize {
  /** URL path ("/assets/chunk-AB12.js"). */
  url: string;
  /** Bytes as served with brotli. */
  brotli: number;
}

/** Static `import … from "./x.js"` / `import "./x.js"` in esbuild's minified output. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g;

/**
 * The JS files loaded for a page: the boot module, `entry` plus `roots`, with their static imports,
 * transitively.
 *
 * @param dist build output folder
 * @param roots URLs ("/assets/…") of the page's own modules
 */
export async function initialChunks(
  dist: string,
  manifest: Pick<BuildManifest, "boot" | "entry">,
  roots: readonly string[],
): Promise<ChunkSize[]> {
  const seen = new Map<string, ChunkSize>();
  async function visit(url: string): Promise<void> {
    if (seen.has(url)) return;
    const file = join(dist, url);
    const [code, brotli] = await Promise.all([
      Deno.readTextFile(file),
      Deno.readFile(`${file}.br`),
    ]);
    seen.set(url, { url, brotli: brotli.length });
    const dir = url.slice(0, url.lastIndexOf("/") + 1);
    for (const match of code.matchAll(STATIC_IMPORT)) await visit(dir + match[1]!.slice(2));
  }
  for (const url of [manifest.boot, manifest.entry, ...roots]) await visit(url);
  return [...seen.values()];
}

/** Total brotli bytes of `chunks`. */
export function totalBrotli(chunks: readonly ChunkSize[]): number {
  return chunks.reduce((sum, chunk) => sum + chunk.brotli, 0);
}

/** "chunk-AB12.js 12.3 KB, …", largest first: names the files behind a total. */
export function describeChunks(chunks: readonly ChunkSize[]): string {
  return [...chunks].sort((a, b) => b.brotli - a.brotli)
    .map((chunk) =>
      `${chunk.url.slice(chunk.url.lastIndexOf("/") + 1)} ${(chunk.brotli / 1024).toFixed(1)} KB`
    )
    .join(", ");
}
