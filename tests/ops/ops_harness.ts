/**
 * Black-box harness of the operations tests: real server processes (`server/main.ts`) on a real
 * database file in a temporary folder, the Debian tools they need, a small HTTP client and the
 * timing helpers the tests measure with. Everything binds and targets 127.0.0.1. The database
 * side (`sqlite3`) is in `ops_sqlite.ts`, a visitor's requests in `ops_visitor.ts` and the staff
 * member's in `ops_staff.ts`.
 *
 * The site's process contract these tests rely on (see `deploy/README.md`): env PORT, HOSTNAME,
 * DATABASE_URL, PUBLIC_ORIGIN, TRUST_PROXY; `GET /healthz` answers 200 once it serves.
 */
import { join } from "node:path";
import { build, newestSourceTime, ROOT } from "../../tools/build.ts";
import { readManifest } from "../../server/build_manifest.ts";

export { ROOT };

/** Deno test options for files that spawn processes and hold sockets across steps. */
export const OPS_TEST = { sanitizeResources: false, sanitizeOps: false } as const;

const decoder = new TextDecoder();

/** Runs `tools/ensure_<name>.sh` and returns the command's path (installs the Debian package). */
export async function ensureTool(name: "sqlite3" | "caddy" | "wrk"): Promise<string> {
  const output = await new Deno.Command("bash", {
    args: [join(ROOT, `tools/ensure_${name}.sh`)],
    stdout: "piped",
    stderr: "inherit",
  }).output();
  const path = decoder.decode(output.stdout).trim();
  if (!output.success || !path) throw new Error(`Could not provision ${name}`);
  return path;
}

let built: Promise<void> | undefined;

/**
 * Builds the client when `dist/` is missing or older than its sources, once per test process:
 * the site no longer builds at start-up (`deno task start` builds first), and `deno task test`
 * has built already, so parallel test files never race to build.
 */
export function buildOnce(): Promise<void> {
  built ??= (async () => {
    const manifest = await readManifest().catch(() => undefined);
    if (!manifest || manifest.sourceTime < await newestSourceTime()) await build({ quiet: true });
  })();
  return built;
}

/** A free TCP port on 127.0.0.1 (nothing listens on it once this returns). */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** A temporary folder with a database path in it. */
export interface Workspace {
  dir: string;
  dbPath: string;
  databaseUrl: string;
  remove(): Promise<void>;
}

/** Creates a {@linkcode Workspace}. */
export async function makeWorkspace(prefix: string): Promise<Workspace> {
  const dir = await Deno.makeTempDir({ prefix: `ops-${prefix}-` });
  const dbPath = join(dir, "site.db");
  return {
    dir,
    dbPath,
    databaseUrl: `file:${dbPath}`,
    remove: () => Deno.remove(dir, { recursive: true }).catch(() => {}),
  };
}

/** One running site process. */
export interface SiteProcess {
  port: number;
  origin: string;
  readonly pid: number;
  /** The last lines the process printed (stdout and stderr). */
  log(): string;
  /** SIGKILL, then wait for the exit. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), then wait for the exit; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** Starts the process again on the same port (after kill/stop) and waits until it serves. */
  restart(): Promise<void>;
  /** Like `restart`, with `env` replacing the extra environment given at the start. */
  restartWith(env: Record<string, string>): Promise<void>;
  readonly exited: boolean;
}

/** Options of {@linkcode startSite}. */
export interface StartSiteOptions {
  workspace: Workspace;
  port?: number;
  /** Extra environment (e.g. CONTACT_RATE_LIMIT, TRUST_PROXY, SMTP_URL). */
  env?: Record<string, string>;
  /** How long to wait for `/healthz` to answer 200, ms. */
  readyTimeoutMs?: number;
  /** The process's open-file limit (`ulimit -n`), e.g. to exhaust it with idle connections. */
  openFiles?: number;
}

/** Starts `server/main.ts` as its own process and waits until `GET /healthz` answers 200. */
export async function startSite(options: StartSiteOptions): Promise<SiteProcess> {
  const port = options.port ?? freePort();
  const origin = `http://127.0.0.1:${port}`;
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  let lines: string[] = [];
  let child: Deno.ChildProcess | undefined;
  let exited = true;

  function keep(stream: ReadableStream<Uint8Array>) {
    eachChunk(stream, (chunk) => {
      lines.push(...chunk.split("\n").filter(Boolean));
      if (lines.length > 400) lines = lines.slice(-200);
    }).catch(() => {});
  }

  let extraEnv = options.env ?? {};
  async function launch() {
    const deno = [Deno.execPath(), "run", "-A", join(ROOT, "server/main.ts")];
    const [command, ...args] = options.openFiles
      ? ["bash", "-c", `ulimit -n ${options.openFiles} && exec "$@"`, "bash", ...deno]
      : deno;
    child = new Deno.Command(command!, {
      args,
      cwd: options.workspace.dir,
      env: {
        NODE_ENV: "production",
        NO_COLOR: "1",
        PORT: String(port),
        HOSTNAME: "127.0.0.1",
        DATABASE_URL: options.workspace.databaseUrl,
        PUBLIC_ORIGIN: origin,
        MAIL_DIR: join(options.workspace.dir, "mail"),
        ...extraEnv,
      },
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    exited = false;
    const running = child;
    running.status.then(() => {
      if (child === running) exited = true;
    });
    keep(running.stdout);
    keep(running.stderr);
    await waitUntilServing(origin, readyTimeoutMs, () => exited).catch((error) => {
      throw new Error(`${(error as Error).message}\n--- site log ---\n${lines.join("\n")}`);
    });
  }

  async function waitExit(ms: number) {
    const running = child;
    if (!running || exited) return;
    const timer = setTimeout(() => {
      try {
        running.kill("SIGKILL");
      } catch { /* already gone */ }
    }, ms);
    await running.status;
    clearTimeout(timer);
  }

  await launch();
  return {
    port,
    origin,
    get pid() {
      return child?.pid ?? -1;
    },
    log: () => lines.join("\n"),
    async kill() {
      if (!child || exited) return;
      child.kill("SIGKILL");
      await child.status;
    },
    async stop(graceMs = 5_000) {
      if (!child || exited) return;
      child.kill("SIGTERM");
      await waitExit(graceMs);
    },
    restart: launch,
    restartWith(env) {
      extraEnv = env;
      return launch();
    },
    get exited() {
      return exited;
    },
  };
}

/** Polls `GET /healthz` until it answers 200; throws after `timeoutMs` or if the process exits. */
export async function waitUntilServing(
  origin: string,
  timeoutMs: number,
  hasExited: () => boolean = () => false,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let last = "no answer";
  while (performance.now() < deadline) {
    if (hasExited()) throw new Error(`The site at ${origin} exited before serving`);
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status === 200) return;
      last = `GET /healthz answered ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await delay(100);
  }
  throw new Error(`The site at ${origin} did not serve within ${timeoutMs} ms (${last})`);
}

/** Stops every process given, ignoring ones already gone. */
export async function stopAll(sites: (SiteProcess | undefined)[]): Promise<void> {
  await Promise.all(sites.map((site) => site?.kill().catch(() => {})));
}

/** Calls `onText` with each decoded chunk of `stream` until it ends. */
export async function eachChunk(
  stream: ReadableStream<Uint8Array>,
  onText: (text: string) => void,
): Promise<void> {
  const textDecoder = new TextDecoder();
  for await (const chunk of stream) onText(textDecoder.decode(chunk, { stream: true }));
}

/** Resolves after `ms`. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Outcome of one HTTP request made by a test client. */
export interface Answer {
  status: number;
  ms: number;
  headers: Headers;
  json: Record<string, unknown> | undefined;
  /** Set when no HTTP answer came (connection refused or reset). */
  networkError?: string;
}

/** Sends a request and reads the whole answer; never throws (network errors are status 0). */
export async function send(
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<Answer> {
  const t0 = performance.now();
  try {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let json: Record<string, unknown> | undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, ms: performance.now() - t0, headers: response.headers, json };
  } catch (error) {
    return {
      status: 0,
      ms: performance.now() - t0,
      headers: new Headers(),
      json: undefined,
      networkError: (error as Error).message,
    };
  }
}

/** The q-quantile (0..1) of `values` (nearest rank); 0 for none. */
export function quantile(values: number[], q: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

/** Is `status` a success (2xx)? */
export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/**
 * Polls `check` every `everyMs` ms until it holds.
 * @returns how long that took, ms, or `Infinity` when `limitMs` passed first.
 */
export async function timeUntil(
  check: () => Promise<boolean>,
  limitMs: number,
  everyMs = 20,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await delay(everyMs);
  }
  return Infinity;
}
