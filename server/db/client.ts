/**
 * Opens the libSQL database: an embedded file by default, Turso when the URL is remote.
 */
import { type Client, createClient } from "@libsql/client";
import { dirname, isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createWriter, type Writer } from "./writer.ts";

/** Options of {@linkcode openDatabase}. */
export interface OpenDatabaseOptions {
  /** Turso auth token, used for remote URLs only. */
  authToken?: string | undefined;
}

/**
 * Opens a libSQL client for `url` (`file:relative/or/absolute.db`, `libsql://…`, `http(s)://…`).
 * For file URLs the parent directory is created first, because @libsql/client throws at
 * `createClient` on a missing directory; WAL is switched on so readers never wait for the writer.
 */
export async function openDatabase(
  url: string,
  options: OpenDatabaseOptions = {},
): Promise<Client> {
  if (url.startsWith("file:")) {
    const path = filePathOf(url);
    if (path !== ":memory:") await Deno.mkdir(dirname(path), { recursive: true });
    const client = createClient({ url });
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA foreign_keys = ON");
    // Writes go through the writer's own connection, which sets the same pragmas
    // (server/db/pragmas.ts); this one matters only for a write run on this client directly.
    await client.execute("PRAGMA secure_delete = ON");
    return client;
  }
  return createClient({ url, ...(options.authToken ? { authToken: options.authToken } : {}) });
}

/** The database of one process: reads on this thread, every write through the writer. */
export interface Store {
  db: Client;
  writer: Writer;
  /** Finishes queued writes and closes both. */
  close(): Promise<void>;
}

/**
 * Opens `url` for reading ({@linkcode openDatabase}) and writing (`createWriter`, whose write
 * budget is `budgetMs`, default 5 s).
 */
export async function openStore(
  url: string,
  options: OpenDatabaseOptions & { budgetMs?: number } = {},
): Promise<Store> {
  const db = await openDatabase(url, options);
  const writer = createWriter({
    url,
    client: db,
    ...(options.budgetMs ? { budgetMs: options.budgetMs } : {}),
  });
  return {
    db,
    writer,
    async close() {
      await writer.close();
      db.close();
    },
  };
}

function filePathOf(url: string): string {
  const rest = url.slice("file:".length);
  if (rest === ":memory:") return rest;
  if (rest.startsWith("//")) return fileURLToPath(url);
  return isAbsolute(rest) ? rest : resolve(rest);
}
