/**
 * Development loop: builds the client bundle, starts the server, and on any change under
 * client/, shared/ or server/ rebuilds and restarts it (debounced 150 ms).
 *
 * Run: `deno task dev`. The server runs React's development build for readable errors.
 */
import { build } from "./build.ts";

const WATCHED = ["client", "shared", "server"];
let server: Deno.ChildProcess | undefined;

async function restart() {
  try {
    await build();
  } catch (error) {
    console.error("Build failed:", (error as Error).message);
    return;
  }
  if (server) {
    try {
      server.kill("SIGTERM");
    } catch { /* already gone */ }
    await server.status;
  }
  server = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "server/main.ts"],
    env: { NODE_ENV: Deno.env.get("NODE_ENV") ?? "development" },
    stdout: "inherit",
    stderr: "inherit",
  }).spawn();
}

await restart();
let timer: ReturnType<typeof setTimeout> | undefined;
for await (const event of Deno.watchFs(WATCHED)) {
  if (event.paths.every((path) => /[\\/](\.|node_modules)/.test(path))) continue;
  clearTimeout(timer);
  timer = setTimeout(() => {
    console.log("Change detected: rebuilding and restarting …");
    restart();
  }, 150);
}
