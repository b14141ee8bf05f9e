/**
 * Builds the browser assets into `dist/`: the client bundle (code-split per page), the
 * stylesheet and the web fonts' stylesheet with its font files, all content-hashed, each pre-compressed with brotli and gzip so the
 * server never compresses them per request. Writes `dist/manifest.json` (see {@linkcode BuildManifest}).
 *
 * Also writes the search's general-English terms into `dist/search/` from a locked package
 * (tools/search/english_terms.ts).
 *
 * Run: `deno task build` (`deno task start` and the test runner run it first).
 */
import * as esbuild from "esbuild";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { join, relative } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { FontFaceSource } from "../shared/boot_plan.ts";
import { ICONS } from "../shared/components/icon_set.ts";
import { type BuildManifest, DIST, ROOT } from "../server/build_manifest.ts";
import { generateOgImages } from "./og/generate_og_images.ts";
import { writeEnglishTerms } from "./search/english_terms.ts";

export { type BuildManifest, DIST, ROOT };

/** Source folders whose changes make a build stale. */
export const SOURCE_DIRS = ["client", "shared"];

/** Newest modification time (ms) among files under the source folders. */
export async function newestSourceTime(): Promise<number> {
  let newest = 0;
  async function walk(dir: string) {
    for await (const entry of Deno.readDir(dir)) {
      const path = join(dir, entry.name);
      if (entry.isDirectory) await walk(path);
      else newest = Math.max(newest, (await Deno.stat(path)).mtime?.getTime() ?? 0);
    }
  }
  for (const dir of SOURCE_DIRS) await walk(join(ROOT, dir));
  return newest;
}

/** Builds the assets; returns the manifest written to `dist/manifest.json`. */
export async function build(options: { quiet?: boolean } = {}): Promise<BuildManifest> {
  const started = performance.now();
  const sourceTime = await newestSourceTime();
  // Old outputs stay: names are content hashes, and a server or test still running on the
  // previous build keeps finding its files while this one is written.
  const common: esbuild.BuildOptions & { metafile: true } = {
    absWorkingDir: ROOT,
    outdir: "dist/assets",
    entryNames: "[name]-[hash]",
    bundle: true,
    format: "esm",
    target: ["es2022", "chrome111", "firefox114", "safari16.4"],
    minify: true,
    sourcemap: false,
    legalComments: "none",
    metafile: true,
    write: true,
    logLevel: options.quiet ? "error" : "warning",
  };
  // The boot module is built on its own, without code splitting: it must be one small file with
  // no import, so nothing else is fetched before the first paint (see client/boot.ts).
  const bootResult = await esbuild.build({ ...common, entryPoints: { boot: "client/boot.ts" } });
  const result = await esbuild.build({
    ...common,
    entryPoints: {
      client: "client/main.tsx",
      // Only there to give react-dom a chunk of its own (see the file).
      react_dom_client: "client/react_dom_client.ts",
      styles: "client/styles/main.css",
      // Inter's faces: linked by the boot module after the first paint (ADR 0015).
      fonts: "client/styles/fonts.css",
    },
    chunkNames: "chunk-[hash]",
    assetNames: "[name]-[hash]",
    // Inter's files, named by content hash like everything else here.
    loader: { ".woff2": "file" },
    splitting: true,
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
  });
  await esbuild.stop();

  const outputs = { ...bootResult.metafile.outputs, ...result.metafile.outputs };
  const url = (path: string) => "/" + relative(join(ROOT, "dist"), join(ROOT, path));
  let boot = "", entry = "", css = "", fonts = "";
  let appModules: string[] = [];
  const fontFaces: FontFaceSource[] = [];
  const pageChunks: Record<string, string[]> = {};
  for (const [path, output] of Object.entries(outputs)) {
    if (output.entryPoint === "client/boot.ts") boot = url(path);
    else if (output.entryPoint === "client/main.tsx") {
      entry = url(path);
      appModules = chunkClosure(path, outputs).map(url);
    } else if (output.entryPoint === "client/styles/main.css" && path.endsWith(".css")) {
      css = url(path);
    } else if (output.entryPoint === "client/styles/fonts.css" && path.endsWith(".css")) {
      fonts = url(path);
    }
    // Inter's files, emitted for fonts.css; the weight is in @fontsource's file name.
    const face = Object.keys(output.inputs).map((input) =>
      /inter-latin-(\d+)-normal\.woff2$/.exec(input)
    )
      .find(Boolean);
    if (path.endsWith(".woff2") && face) fontFaces.push({ weight: face[1]!, src: url(path) });
    if (output.entryPoint?.startsWith("shared/pages/")) {
      pageChunks[output.entryPoint] = chunkClosure(path, outputs).map(url);
    }
  }

  await generateOgImages(DIST);
  // The search's general-English terms, from a locked package (tools/search/english_terms.ts).
  await writeEnglishTerms();
  const { path: spritePath, shapes: iconShapes } = await writeIconSprite();
  const iconSprite = url(spritePath);
  const hash = new Uint8Array(
    await crypto.subtle.digest(
      "SHA-256",
      new TextEncoder().encode([...Object.keys(outputs).sort(), spritePath].join()),
    ),
  );
  const buildId = Array.from(hash.slice(0, 6), (b) => b.toString(16).padStart(2, "0")).join("");
  let bytes = 0;
  for (const path of [...Object.keys(outputs), spritePath]) {
    if (!/\.(js|css|svg)$/.test(path)) continue;
    const content = await Deno.readFile(join(ROOT, path));
    bytes += content.length;
    await Deno.writeFile(
      join(ROOT, `${path}.br`),
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await Deno.writeFile(join(ROOT, `${path}.gz`), gzipSync(content, { level: 9 }));
  }
  const bootDigest = new Uint8Array(
    await crypto.subtle.digest("SHA-384", await Deno.readFile(join(DIST, boot))),
  );
  const manifest: BuildManifest = {
    buildId,
    boot,
    bootIntegrity: `sha384-${btoa(String.fromCharCode(...bootDigest))}`,
    entry,
    appModules,
    css,
    fonts,
    fontFaces: fontFaces.sort((a, b) => Number(a.weight) - Number(b.weight)),
    iconSprite,
    iconShapes,
    pageChunks,
    sourceTime,
  };
  await Deno.writeTextFile(join(DIST, "manifest.json"), JSON.stringify(manifest, null, 2));
  if (!options.quiet) {
    console.log(
      `Built client assets in ${Math.round(performance.now() - started)} ms ` +
        `(${Object.keys(outputs).length} files, ${Math.round(bytes / 1024)} KB before compression)`,
    );
  }
  return manifest;
}

/**
 * Renders every icon of the site's set once, with Lucide's own components, into an SVG sprite of
 * `<symbol id="{name}" viewBox="0 0 24 24">` elements; writes it content-hashed next to the
 * bundle and returns its path relative to the repository (e.g. `dist/assets/icons-ab12cd34.svg`)
 * and each icon's shapes (the markup inside its `<svg>`), which the server renders inline.
 * The symbols carry no presentation attributes: they inherit the referencing `<svg>`'s stroke style
 * (the `.lucide` rule of the stylesheet) and colour.
 */
async function writeIconSprite(): Promise<{ path: string; shapes: Record<string, string> }> {
  const shapes: Record<string, string> = {};
  const symbols = Object.entries(ICONS).map(([name, component]) => {
    const markup = renderToStaticMarkup(createElement(component));
    shapes[name] = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes[name]}</symbol>`;
  });
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
  const bytes = new TextEncoder().encode(sprite);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hash = Array.from(digest.slice(0, 4), (b) => b.toString(16).padStart(2, "0")).join("");
  const path = `dist/assets/icons-${hash}.svg`;
  await Deno.mkdir(join(ROOT, "dist/assets"), { recursive: true });
  await Deno.writeFile(join(ROOT, path), bytes);
  return { path, shapes };
}

/**
 * `path` and every JS chunk it imports statically, transitively, in dependency order: each chunk
 * comes after everything it imports, so importing them one by one evaluates one chunk at a time
 * (see `client/boot.ts`).
 */
function chunkClosure(path: string, outputs: esbuild.Metafile["outputs"]): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const imported of outputs[current]?.imports ?? []) {
      if (imported.kind === "import-statement" && imported.path.endsWith(".js")) {
        visit(imported.path);
      }
    }
    ordered.push(current);
  };
  visit(path);
  return ordered;
}

if (import.meta.main) await build();
