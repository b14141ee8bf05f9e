/**
 * Files: built assets from `dist/assets` (content-hashed, pre-compressed, cached for a year), the
 * social cards the build draws into `dist/og`, and the committed files of `static/` (images,
 * icons, fonts, documents, the default social card).
 */
import { Hono } from "hono";
import { extname, join } from "node:path";
import { ROOT } from "./build_manifest.ts";
import { isSubresourceType, SUBRESOURCE_SECURITY_HEADERS } from "./http/security_headers.ts";
import {
  type EncodedBody,
  prepareAnswers,
  type PreparedAnswers,
  preparedResponse,
} from "./render/encoded_body.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
};

/** `Cache-Control` of content-hashed build outputs: they never change under one name. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Built assets by file name, each with its encodings and prepared answers. */
type Assets = Map<string, { body: EncodedBody; answers: PreparedAnswers }>;

/** The assets loaded by this process, with the folder's modification time they were read at. */
let loaded: { modified: number; assets: Promise<Assets> } | undefined;

/**
 * Every built asset, read once per process and build: a test process starts hundreds of sites on
 * the same `dist/`, and reading its few hundred files took a fifth of each start. A build that
 * adds or removes files changes the folder's modification time, so the next start reads again.
 */
async function builtAssets(): Promise<Assets> {
  const dir = join(ROOT, "dist", "assets");
  const modified = (await Deno.stat(dir)).mtime?.getTime() ?? 0;
  if (loaded?.modified !== modified) {
    const assets = loadAssets(dir);
    loaded = { modified, assets };
    // A failed read is not kept: the next start tries again.
    assets.catch(() => {
      if (loaded?.assets === assets) loaded = undefined;
    });
  }
  return await loaded.assets;
}

/** Loads every built asset of `dir` into memory (the whole set is a few hundred KB). */
async function loadAssets(dir: string): Promise<Assets> {
  const assets: Assets = new Map();
  for await (const entry of Deno.readDir(dir)) {
    if (!entry.isFile || entry.name.endsWith(".br") || entry.name.endsWith(".gz")) continue;
    const path = join(dir, entry.name);
    const identity = await Deno.readFile(path);
    const read = (suffix: string) => Deno.readFile(path + suffix).catch(() => undefined);
    const compressible = /\.(js|css|svg)$/.test(entry.name);
    const type = TYPES[extname(entry.name)] ?? "application/octet-stream";
    const body: EncodedBody = {
      identity,
      br: compressible ? await read(".br") : undefined,
      gzip: compressible ? await read(".gz") : undefined,
      etag: `"${entry.name}"`,
    };
    // Header lists built once per asset; a script or stylesheet carries only the subresource
    // security headers (server/http/security_headers.ts).
    const headers: [string, string][] = [["Content-Type", type], ["Cache-Control", IMMUTABLE]];
    if (isSubresourceType(type)) headers.push(...SUBRESOURCE_SECURITY_HEADERS);
    assets.set(entry.name, { body, answers: prepareAnswers(body, { status: 200, headers }) });
  }
  return assets;
}

/** Cache lifetimes of `static/` folders, seconds: names are stable, contents rarely change. */
const STATIC_MAX_AGE: Record<string, number> = {
  images: 7 * 86400,
  icons: 7 * 86400,
  og: 86400,
  documents: 86400,
};

/** Serves `/assets/*` from memory and `static/` files from disk. */
export async function createStaticApp() {
  const assets = await builtAssets();
  const staticRoot = join(ROOT, "static");
  const app = new Hono();
  app.get("/assets/:name", (c) => {
    const asset = assets.get(c.req.param("name"));
    if (!asset) return c.json({ error: "Not found" }, 404);
    return preparedResponse(c.req.raw, asset.body, asset.answers);
  });
  app.get("/:folder{(?:images|icons|og|documents)}/:name", async (c) => {
    const folder = c.req.param("folder");
    const name = c.req.param("name");
    // Only plain file names: no traversal, no hidden files.
    if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name) || name.includes("..")) return c.notFound();
    try {
      // Per-page social cards are build outputs; the default card is committed.
      const bytes = folder === "og"
        ? await Deno.readFile(join(ROOT, "dist", "og", name))
          .catch(() => Deno.readFile(join(staticRoot, folder, name)))
        : await Deno.readFile(join(staticRoot, folder, name));
      const headers: Record<string, string> = {
        "Content-Type": TYPES[extname(name)] ?? "application/octet-stream",
        "Cache-Control": `public, max-age=${STATIC_MAX_AGE[folder] ?? 3600}`,
      };
      if (folder === "documents") headers["Content-Disposition"] = `attachment; filename="${name}"`;
      return new Response(c.req.method === "HEAD" ? null : bytes, { headers });
    } catch {
      return c.notFound();
    }
  });
  app.get("/favicon.ico", async (c) => {
    try {
      const bytes = await Deno.readFile(join(staticRoot, "favicon.ico"));
      return new Response(bytes, {
        headers: { "Content-Type": "image/x-icon", "Cache-Control": "public, max-age=604800" },
      });
    } catch {
      return c.notFound();
    }
  });
  return app;
}
