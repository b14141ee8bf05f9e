/**
 * The build's manifest as the server reads it. The server never builds: `deno task build` (run by
 * `deno task start` and the test runner first) writes `dist/manifest.json`, and the server only
 * reads it, so esbuild is never loaded into the serving process.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FontFaceSource } from "../shared/boot_plan.ts";

/** Root of the repository (the parent of `server/`). */
export const ROOT = fileURLToPath(new URL("../", import.meta.url));
/** Output folder of the build. */
export const DIST = join(ROOT, "dist");

/** What the server needs to know about a build. */
export interface BuildManifest {
  /** Hash of the build, changes whenever any output changes (page caches key on it). */
  buildId: string;
  /** URL of the boot module, the document's only script: it loads the rest after the first paint
   * (see `client/boot.ts`). */
  boot: string;
  /**
   * Subresource Integrity of the boot module (`sha384-…`, W3C Subresource Integrity §3.5): the
   * page's `<script>` names it, so the browser runs only the file this build wrote.
   */
  bootIntegrity: string;
  /** URL of the app's entry module (React, the router, the shell; it hydrates). */
  entry: string;
  /** URLs of `entry` and every chunk it imports statically. */
  appModules: string[];
  /** URL of the stylesheet. */
  css: string;
  /** URL of the stylesheet declaring Inter's faces (`client/styles/fonts.css`), linked in the
   * `<noscript>` of every page (ADR 0015). */
  fonts: string;
  /** The same faces' files, which the boot module loads after the first paint (ADR 0015). */
  fontFaces: FontFaceSource[];
  /** URL of the SVG icon sprite, one `<symbol>` per icon name (see `shared/components/icon.tsx`). */
  iconSprite: string;
  /** Each icon's shapes (the markup inside its `<svg>`, from the same Lucide components as the
   * sprite), rendered inline by the server: `<use>` references cost the browser a shadow tree per
   * icon to style (see `shared/components/icon.tsx`). */
  iconShapes: Record<string, string>;
  /** Source path of each page module (relative to the repo, e.g. "shared/pages/home/home_page.tsx") →
   * URLs of the JS chunks it needs, fetched with the app after the first paint. */
  pageChunks: Record<string, string[]>;
  /** Newest modification time (ms) of the sources the build read; used to detect a stale build. */
  sourceTime: number;
}

/**
 * Reads `dist/manifest.json`.
 *
 * @throws {Error} "Cannot read dist/manifest.json: run `deno task build`" when there is no build.
 */
export async function readManifest(dist: string = DIST): Promise<BuildManifest> {
  try {
    return JSON.parse(await Deno.readTextFile(join(dist, "manifest.json"))) as BuildManifest;
  } catch {
    throw new Error("Cannot read dist/manifest.json: run `deno task build`");
  }
}
