/**
 * Builds the real application against a fresh temporary database, for `app.request()` tests
 * (no socket) and for browser tests through {@linkcode startTestServer}.
 */
import type { Client } from "@libsql/client";
import { join } from "node:path";
import { type AppDeps, type AppInstance, createApp } from "../../server/app.ts";
import { openDatabase } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrations.ts";
import { ALL_MIGRATIONS } from "../../server/db/schema.ts";
import { createWriter, type Writer } from "../../server/db/writer.ts";
import { loadEnv } from "../../server/env.ts";
import { NOT_FOUND_PAGE, PAGE_ROUTES } from "../../shared/routes.ts";
import { ensureBuild } from "../../tools/build.ts";

/** A test app and its database; `cleanup()` closes both and deletes the files. */
export interface TestApp extends AppInstance {
  db: Client;
  writer: Writer;
  dir: string;
  cleanup(): Promise<void>;
}

/** Options of {@linkcode createTestApp}: environment overrides and dependency overrides. */
export interface TestAppOptions {
  env?: Record<string, string>;
  deps?: Partial<Omit<AppDeps, "env" | "db" | "writer" | "manifest">>;
}

/** Creates the app on a new temporary libSQL file. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dir = await Deno.makeTempDir({ prefix: "site-test-" });
  const env = loadEnv({
    DATABASE_URL: `file:${join(dir, "site.db")}`,
    PUBLIC_ORIGIN: "http://localhost:8000",
    NODE_ENV: "test",
    ...options.env,
  });
  const db = await openDatabase(env.DATABASE_URL);
  await migrate(db, ALL_MIGRATIONS);
  const writer = createWriter(db);
  const manifest = await ensureBuild({ quiet: true, rebuildIfStale: false });
  await Promise.all([...PAGE_ROUTES.map((r) => r.page.preload()), NOT_FOUND_PAGE.preload()]);
  const instance = await createApp({ env, db, writer, manifest, ...options.deps });
  return {
    ...instance,
    db,
    writer,
    dir,
    async cleanup() {
      await instance.close();
      await writer.drain();
      db.close();
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    },
  };
}

/** A running test server on 127.0.0.1 with a random port. */
export interface TestServer extends TestApp {
  origin: string;
  close(): Promise<void>;
}

/** Starts the app on 127.0.0.1:0; PUBLIC_ORIGIN is the server's own origin. */
export async function startTestServer(options: TestAppOptions = {}): Promise<TestServer> {
  let handler: (request: Request) => Response | Promise<Response> = () =>
    new Response("Starting", { status: 503 });
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    (request) => handler(request),
  );
  const origin = `http://127.0.0.1:${server.addr.port}`;
  const app = await createTestApp({
    ...options,
    env: { PUBLIC_ORIGIN: origin, ...options.env },
  });
  handler = app.app.fetch;
  return {
    ...app,
    origin,
    async close() {
      await server.shutdown();
      await app.cleanup();
    },
  };
}
