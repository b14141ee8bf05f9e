/**
 * The content feature (ADR 0014, docs/requirements.md#content): the content store, the
 * one registry of published content every public surface reads, uploaded images, and the staff
 * content API. The registry's version check runs as a background job; the first load happens
 * before the site serves.
 */
import { OG_IMAGE_TYPE } from "../../shared/seo/og_image.ts";
import { Hono } from "hono";
import { createStaffContentApi } from "../api/admin/content.ts";
import { createImageStore, type ImageStore } from "../content/images.ts";
import { type ContentRegistry, createContentRegistry } from "../content/registry.ts";
import { type ContentStore, createContentStore } from "../content/store.ts";
import { primePageBodies } from "../../shared/pages/page_bodies.ts";
import { errorMessage } from "../log.ts";
import type { AuditLog } from "../staff/audit.ts";
import type { StaffGuards } from "../staff/guards.ts";
import type { Feature, FeatureContext } from "./feature.ts";
import type { PageDataLoader } from "../pages.ts";
import {
  EMBEDDED_ITEM_KEY,
  type EmbeddedContentItem,
} from "../../shared/pages/admin/content/embedded_item.ts";
import { isContentCollection } from "../../shared/content/collections/registry.ts";

/** Options of {@linkcode wireContent}. */
export interface ContentOptions {
  guards: StaffGuards;
  /**
   * The content screens' page loader (the staff feature's: the session, its role and the sign-in
   * redirect); the item screens' loaders add the item to its data.
   */
  contentPage: PageDataLoader;
  audit: AuditLog;
  /** Version check interval, ms (tests shorten it). */
  pollMs?: number;
}

/** The wired content feature. */
export interface ContentFeature extends Feature {
  store: ContentStore;
  images: ImageStore;
  registry: ContentRegistry;
}

/** Uploaded images are content-addressed by id: a rendition never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Wires the content store, registry, images and API; call `registry.refresh()` before serving. */
export function wireContent(ctx: FeatureContext, options: ContentOptions): ContentFeature {
  const { db, writer, now } = ctx;
  const store = createContentStore({ db, writer, now });
  const images = createImageStore({ db, writer, now });
  const registry = createContentRegistry({
    store,
    assets: () => images.assets(),
    now,
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
  });
  const api = createStaffContentApi({
    guards: options.guards,
    store,
    images,
    audit: options.audit,
    // This instance shows its own change at once; the others within one poll.
    changed: () => {
      registry.refresh().catch((error) =>
        ctx.log("warn", "content refresh failed", { error: errorMessage(error) })
      );
    },
  });
  // The server renders page bodies from the published snapshot (shared/pages/page_bodies.ts).
  registry.onChange((snapshot) => primePageBodies(snapshot.bodies));
  // `/api/content/body/insights/retail-trends`: the body of page `/insights/retail-trends`.
  const publicApi = new Hono().get("/content/body/*", (c) => {
    let page: string;
    try {
      page = decodeURIComponent(c.req.path.slice("/api/content/body".length));
    } catch {
      return c.json({ error: "Not found" }, 404); // malformed percent-encoding
    }
    const html = registry.current().bodies.get(page);
    if (html === undefined) return c.json({ error: "Not found" }, 404);
    // Revalidated: a body changes when staff edit it.
    c.header("Cache-Control", "public, max-age=0, must-revalidate");
    return c.json({ html });
  });
  const files = new Hono().get(
    "/images/:name{up-[a-f0-9-]+-[0-9]+\\.(?:avif|webp)}",
    async (c) => {
      const match = /^(up-[a-f0-9-]+)-(\d+)\.(avif|webp)$/.exec(c.req.param("name"));
      if (!match) return c.notFound();
      const [, id = "", width = "0", format = "webp"] = match;
      const bytes = await images.file(id, Number(width), format);
      if (!bytes) return c.text("Not found", 404);
      return c.body(bytes.slice().buffer, 200, {
        "Content-Type": `image/${format}`,
        "Cache-Control": IMMUTABLE,
      });
    },
  );
  files.get("/images/:name{up-[a-f0-9-]+-og\\.jpg}", async (c) => {
    const bytes = await images.card(c.req.param("name").replace(/-og\.jpg$/, ""));
    if (!bytes) return c.text("Not found", 404);
    return c.body(bytes.slice().buffer, 200, {
      "Content-Type": OG_IMAGE_TYPE,
      "Cache-Control": IMMUTABLE,
    });
  });
  // The item screens: the server renders the item and embeds it (what `GET
  // /api/staff/content/{collection}/{id}` answers, read from the same store) so the browser neither
  // waits for a fetch nor repeats it (ADR 0021). `new` has no item; an unknown collection is the
  // screen's own message.
  const itemPage: PageDataLoader = async (c, match) => {
    const data = await options.contentPage(c, match);
    if (data instanceof Response) return data;
    const { collection, id = "" } = match.params;
    if (!isContentCollection(collection) || id === "new") return data;
    const embedded: EmbeddedContentItem = {
      collection,
      id,
      item: (await store.get(collection, id)) ?? null,
    };
    return { ...data, [EMBEDDED_ITEM_KEY]: embedded };
  };
  return {
    loaders: {
      "/admin/content/:collection/:id": itemPage,
      "/admin/content/:collection/:id/preview": itemPage,
    },
    api: [{ path: "/api", app: new Hono().route("/", api).route("/", publicApi) }, {
      path: "/",
      app: files,
    }],
    jobs: [{
      name: "content version check",
      start: () => registry.start(),
      stop: () => registry.stop(),
    }],
    store,
    images,
    registry,
  };
}
