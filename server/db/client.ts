/**
 * Opens the libSQL database: an embedded file by default, Turso when the URL is remote.
 */
import { type Client, createClient } from "@libsql/client";
import { dirname, isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";

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
    // Deleted rows are overwritten with zeros, so erased personal data does not stay readable
    // in free pages (the erasure and retention batches also set it on their own connection).
    await client.execute("PRAGMA secure_delete = ON");
    return client;
  }
  return createClient({ url, ...(options.authToken ? { authToken: options.authToken } : {}) });
}

function filePathOf(url: string): string {
  const rest = url.slice("file:".length);
  if (rest === ":memory:") return rest;
  if (rest.startsWith("//")) return fileURLToPath(url);
  return isAbsolute(rest) ? rest : resolve(rest);
}
