/**
 * Starts the site: reads the configuration, starts it (`server/startup.ts`) and serves on PORT.
 * Stops cleanly on SIGINT/SIGTERM: open requests finish, queued events and e-mails are written.
 *
 * Run: `deno task start` (builds first, then serves with React's production build).
 */
import { type Config, loadConfig } from "./config.ts";
import { errorMessage, log } from "./log.ts";
import { startSite } from "./startup.ts";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  log("error", "configuration refused", { error: errorMessage(error) });
  Deno.exit(1);
}
if (config.env.NODE_ENV !== "production") {
  log("warn", "NODE_ENV is not production: React runs its development build (about 11x slower)");
}

const site = await startSite(config).catch((error) => {
  log("error", "start-up failed", { error: errorMessage(error) });
  Deno.exit(1);
});
if (site.migrated.length) log("info", "database migrated", { migrations: site.migrated });

const server = Deno.serve({
  port: config.env.PORT,
  hostname: config.env.HOSTNAME,
  onListen({ port, hostname }) {
    log("info", "listening", {
      url: `http://${hostname}:${port}`,
      database: config.env.DATABASE_URL.startsWith("file:") ? config.env.DATABASE_URL : "remote",
      mail: site.mail.transportDescription,
    });
  },
}, site.app.fetch);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await server.shutdown();
  await site.close();
  Deno.exit(0);
}
Deno.addSignalListener("SIGINT", shutdown);
Deno.addSignalListener("SIGTERM", shutdown);
