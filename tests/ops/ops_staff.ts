/**
 * The staff side of the operations tests: the test staff account, made with the staff CLI
 * (`server/staff/cli.ts`), its sign-in, and two site processes on one database with that member
 * signed in on the first.
 */
import { join } from "node:path";
import {
  type Answer,
  makeWorkspace,
  ROOT,
  send,
  type SiteProcess,
  startSite,
  stopAll,
  type Workspace,
} from "./ops_harness.ts";

const decoder = new TextDecoder();

/** Test staff credentials (the password passes the site's length and common-password checks). */
export const STAFF = { email: "ops.staff@example.com", password: "Quiet-harbour-lantern-1873" };

/** Creates the test staff account with the staff CLI (which also migrates the database). */
export async function createStaffAccount(workspace: Workspace): Promise<void> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", join(ROOT, "server/staff/cli.ts"), "create", STAFF.email],
    cwd: workspace.dir,
    env: { DATABASE_URL: workspace.databaseUrl, NO_COLOR: "1" },
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(`${STAFF.password}\n`));
  await writer.close();
  const output = await child.output();
  if (!output.success) {
    throw new Error(
      `staff create failed: ${decoder.decode(output.stdout)}${decoder.decode(output.stderr)}`,
    );
  }
}

/** Signs the test staff member in; a 200 carries a session cookie. */
export function signIn(origin: string): Promise<Answer> {
  return send(`${origin}/api/staff/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
  });
}

/** Two site processes on one database file, the test staff member signed in on the first. */
export interface StaffPair {
  /** Both processes, for {@linkcode stopAll}. */
  sites: SiteProcess[];
  /** The instance staff work through. */
  writer: SiteProcess;
  /** The other instance, which only sees the shared database. */
  reader: SiteProcess;
  /** Headers of a same-origin JSON request on the writer with the staff session cookie. */
  staffHeaders: Record<string, string>;
}

/**
 * Starts two instances on one new workspace's database (`TRUST_PROXY=1`, so
 * `randomClientAddress` of `ops_visitor.ts` works) and signs the test staff member in on the
 * first.
 * @throws when the account cannot be created or the sign-in is refused (both processes stopped).
 */
export async function startStaffPair(prefix: string): Promise<StaffPair> {
  const workspace = await makeWorkspace(prefix);
  await createStaffAccount(workspace);
  const env = { TRUST_PROXY: "1" };
  const sites = await Promise.all([startSite({ workspace, env }), startSite({ workspace, env })]);
  const [writer, reader] = sites as [SiteProcess, SiteProcess];
  const session = await signIn(writer.origin);
  if (session.status !== 200) {
    await stopAll(sites);
    throw new Error(`staff sign-in answered ${session.status}`);
  }
  return {
    sites,
    writer,
    reader,
    staffHeaders: {
      "Content-Type": "application/json",
      Origin: writer.origin,
      "Sec-Fetch-Site": "same-origin",
      Cookie: (session.headers.get("set-cookie") ?? "").split(";")[0] ?? "",
    },
  };
}
