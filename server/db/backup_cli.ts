/**
 * `deno task backup <file>`: writes a consistent copy of the embedded database while the site
 * keeps serving and writing. `VACUUM INTO` reads one snapshot of the database (a WAL read
 * transaction), so concurrent writers are neither blocked nor included half-way; it runs on the
 * writer's worker, so a busy database is waited on (and retried) like any other write.
 *
 * Restore: stop every instance, replace the database file with the copy (and delete any
 * `-wal`/`-shm` files beside the old one), start the site. See the README.
 */
// deno-lint-ignore-file server/no-console -- a command-line program: it talks to the person at the terminal
import { resolve } from "node:path";
import { loadConfig } from "../config.ts";
import { openStore } from "./client.ts";
import { retryingWriter } from "./retrying_writer.ts";

async function main(args: string[]): Promise<number> {
  const [target] = args;
  if (!target) {
    console.error("Usage: deno task backup <file>   (the file must not exist yet)");
    return 2;
  }
  const { env } = loadConfig();
  if (!env.DATABASE_URL.startsWith("file:")) {
    console.error("Backups of a remote (Turso) database are taken with Turso's own tools.");
    return 2;
  }
  const path = resolve(target);
  if (await Deno.stat(path).then(() => true, () => false)) {
    console.error(`${path} exists already: choose a new file name`);
    return 1;
  }
  const store = await openStore(env.DATABASE_URL, { budgetMs: env.DATABASE_WRITE_TIMEOUT_MS });
  const writer = retryingWriter(store.writer, {
    onRetry: (attempt, attempts) =>
      console.error(`The database is busy; retrying (${attempt} of ${attempts})…`),
  });
  try {
    const started = performance.now();
    await writer.execute({ sql: "VACUUM INTO ?", args: [path] });
    const size = (await Deno.stat(path)).size;
    console.log(
      `Backup written to ${path} (${(size / 1024).toFixed(0)} KB in ${
        Math.round(performance.now() - started)
      } ms)`,
    );
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
    return 1;
  } finally {
    await store.close();
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
