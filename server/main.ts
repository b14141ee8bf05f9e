/**
 * Starts the site: reads the configuration, starts it (`server/startup.ts`) and serves on PORT.
 * Stops cleanly on SIGINT/SIGTERM: open requests finish, queued events and e-mails are written.
 *
 * Run: `deno task start` (builds first, then serves with React's production build).
 */
import { type Config, loadConfig } from "./config.ts";
import { serveAndKeepListening } from "./http/listener.ts";
import { errorMessage, flushLog, log } from "./log.ts";
import { startSite } from "./startup.ts";
import { STOP_WITHIN_MS } from "./stop_deadline.ts";

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

/** Start-up attempts when another process holds the database (several instances starting at once). */
const START_ATTEMPTS = 5;

/**
 * Starts the site, trying again (after 0.25, 0.5, 1, 2 s) while the database answers busy: an
 * instance started beside another that is creating or migrating the same file meets a lock that
 * passes in moments (SQLite's journal-mode switch does not wait on the busy timeout). Any other
 * error, or busy on the last attempt, ends start-up.
 */
async function startWhenDatabaseFree(): Promise<Awaited<ReturnType<typeof startSite>>> {
  for (let attempt = 1;; attempt++) {
    try {
      return await startSite(config);
    } catch (error) {
      const busy = /SQLITE_(BUSY|LOCKED)/.test(errorMessage(error));
      if (!busy || attempt === START_ATTEMPTS) throw error;
      log("warn", "start-up: database busy, trying again", { attempt, error: errorMessage(error) });
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** (attempt - 1)));
    }
  }
}

const site = await startWhenDatabaseFree().catch((error) => {
  log("error", "start-up failed", { error: errorMessage(error) });
  Deno.exit(1);
});
if (site.migrated.length) log("info", "database migrated", { migrations: site.migrated });

// Listens again if descriptor exhaustion ends the accept loop (server/http/listener.ts).
const server = serveAndKeepListening({
  port: config.env.PORT,
  hostname: config.env.HOSTNAME,
  onListen({ port, hostname }) {
    log("info", "listening", {
      url: `http://${hostname}:${port}`,
      database: config.env.DATABASE_URL.startsWith("file:") ? config.env.DATABASE_URL : "remote",
      mail: site.mail.transportDescription,
    });
  },
  log,
}, site.fetch);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<false>((resolve) =>
    timer = setTimeout(resolve, STOP_WITHIN_MS, false)
  );
  const clean = (async () => {
    await server.shutdown();
    await site.close();
    return true;
  })();
  if (!(await Promise.race([clean, deadline]))) {
    log("warn", "stop deadline reached: exiting with writes unfinished", {
      withinMs: STOP_WITHIN_MS,
      analyticsEventsDropped: site.analytics.queue.pending,
    });
  }
  clearTimeout(timer);
  flushLog(); // the last requests' access lines
  Deno.exit(0);
}
Deno.addSignalListener("SIGINT", shutdown);
Deno.addSignalListener("SIGTERM", shutdown);
