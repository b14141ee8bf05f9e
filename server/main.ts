/**
 * Starts the site: validates the environment, opens and migrates the database, builds the client
 * assets when missing or stale, preloads every page module, and serves on PORT.
 *
 * Run: `deno task start` (production React build) or `deno task dev`.
 */
import { ensureBuild } from "../tools/build.ts";
import { NOT_FOUND_PAGE, PAGE_ROUTES } from "../shared/routes.ts";
import { createApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrations.ts";
import { ALL_MIGRATIONS } from "./db/schema.ts";
import { createWriter } from "./db/writer.ts";
import { loadEnv } from "./env.ts";
import { loadSiteLinksConfig } from "./site_links_config.ts";

let env, siteLinks;
try {
  env = loadEnv();
  siteLinks = loadSiteLinksConfig(Deno.env.toObject());
} catch (error) {
  console.error((error as Error).message);
  Deno.exit(1);
}
if (env.NODE_ENV !== "production") {
  console.warn("NODE_ENV is not production: React runs its development build (about 11x slower).");
}

const db = await openDatabase(env.DATABASE_URL, { authToken: env.TURSO_AUTH_TOKEN });
const applied = await migrate(db, ALL_MIGRATIONS);
if (applied.length) console.log(`Database migrated: ${applied.join(", ")}`);
const writer = createWriter(db);
const manifest = await ensureBuild();
// Every page module is loaded before the first request, so no render ever suspends and each
// page's metadata is in the shell (see shared/lazy_page.tsx).
await Promise.all([...PAGE_ROUTES.map((route) => route.page.preload()), NOT_FOUND_PAGE.preload()]);

const instance = await createApp({ env, db, writer, manifest, siteLinks });
const server = Deno.serve({
  port: env.PORT,
  hostname: env.HOSTNAME,
  onListen({ port }) {
    const where = env.DATABASE_URL.startsWith("file:") ? env.DATABASE_URL : "remote libSQL";
    console.log(`Site ready on http://localhost:${port} (database: ${where})`);
    console.log(`E-mail to ${instance.staff.mail.staffEmail}: ${instance.staff.mailTransport}`);
  },
}, instance.app.fetch);

async function shutdown() {
  await server.shutdown();
  await instance.close();
  await writer.drain();
  db.close();
  Deno.exit(0);
}
Deno.addSignalListener("SIGINT", shutdown);
Deno.addSignalListener("SIGTERM", shutdown);
