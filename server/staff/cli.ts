/**
 * Staff accounts from the command line (docs/requirements.md#staff-area: no public sign-up). Passwords are read from
 * the terminal without echo, or from the first line of stdin when piped; never from arguments,
 * which end up in shell history and process lists.
 *
 * Usage (with the site's DATABASE_URL):
 *   deno task staff create alice@example.com          (an admin: everything)
 *   deno task staff create --role editor bob@example.com (content only)
 *   deno task staff list
 *   deno task staff disable alice@example.com     (also ends her sessions)
 *   deno task staff enable alice@example.com
 *   deno task staff set-password alice@example.com (also ends her sessions)
 *   deno task staff unlock alice@example.com      (clears her sign-in lock-outs)
 *
 * While another process holds the database's write lock, each write waits (up to about 30 s) and
 * says so on stderr.
 */
// deno-lint-ignore-file server/no-console -- a command-line program: it talks to the person at the terminal
import { parseArgs } from "node:util";
import { isStaffRole, STAFF_ROLES } from "../../shared/schemas/staff.ts";
import { loadConfig } from "../config.ts";
import { openStore } from "../db/client.ts";
import { migrate } from "../db/migrations.ts";
import { retryingWriter } from "../db/retrying_writer.ts";
import { ALL_MIGRATIONS } from "../db/schema.ts";
import { createAccountStore } from "./accounts.ts";
import { createAuditLog } from "./audit.ts";
import { createSessionStore } from "./sessions.ts";
import { createLoginThrottle } from "./throttle.ts";

const USAGE = `Usage: deno task staff <command> [email]
  create [--role admin|editor] <email>
                        create an account (asks for the password; default role admin:
                        everything; an editor publishes content only)
  list                  list accounts
  disable <email>       disable an account and end its sessions
  enable <email>        enable a disabled account
  set-password <email>  set a new password and end the account's sessions
  unlock <email>        clear the account's sign-in lock-outs (failed attempts)`;

const encoder = new TextEncoder();

async function readSecret(label: string): Promise<string> {
  if (!Deno.stdin.isTerminal()) {
    const text = await new Response(Deno.stdin.readable).text();
    return text.split(/\r?\n/)[0] ?? "";
  }
  await Deno.stdout.write(encoder.encode(label));
  Deno.stdin.setRaw(true);
  const chars: string[] = [];
  const buffer = new Uint8Array(64);
  try {
    read: while (true) {
      const n = await Deno.stdin.read(buffer);
      if (n === null) break;
      for (const char of new TextDecoder().decode(buffer.subarray(0, n))) {
        if (char === "\r" || char === "\n") break read;
        if (char === "\u0003") throw new Error("Cancelled");
        if (char === "\u007f" || char === "\b") chars.pop();
        else chars.push(char);
      }
    }
  } finally {
    Deno.stdin.setRaw(false);
    await Deno.stdout.write(encoder.encode("\n"));
  }
  return chars.join("");
}

async function newPassword(): Promise<string> {
  const password = await readSecret("New password (at least 12 characters): ");
  if (Deno.stdin.isTerminal()) {
    const again = await readSecret("Repeat the password: ");
    if (again !== password) throw new Error("The passwords do not match");
  }
  return password;
}

async function main(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { role: { type: "string", default: "admin" } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const [command, email] = parsed.positionals;
  const role = parsed.values.role;
  if (!command || (command !== "list" && !email)) {
    console.error(USAGE);
    return 2;
  }
  if (!isStaffRole(role)) {
    console.error(`Role must be one of ${STAFF_ROLES.join(", ")}\n${USAGE}`);
    return 2;
  }
  const { env } = loadConfig();
  const store = await openStore(env.DATABASE_URL, {
    authToken: env.TURSO_AUTH_TOKEN,
    budgetMs: env.DATABASE_WRITE_TIMEOUT_MS,
  });
  const db = store.db;
  const writer = retryingWriter(store.writer, {
    onRetry: (attempt, attempts) =>
      console.error(
        `The database is busy (another process is writing); retrying (${attempt} of ${attempts})…`,
      ),
  });
  await migrate({ db, writer }, ALL_MIGRATIONS);
  const accounts = createAccountStore({ db, writer });
  const sessions = createSessionStore({ db, writer });
  const audit = createAuditLog({ db, writer });
  try {
    switch (command) {
      case "create": {
        const account = await accounts.create(email!, await newPassword(), { role });
        await audit.record("command line", "account_created", `${account.email} (${role})`);
        console.log(`Created ${account.email} (${role}).`);
        return 0;
      }
      case "list": {
        const all = await accounts.list();
        if (!all.length) console.log("No staff accounts yet.");
        for (const account of all) {
          const last = account.lastSignInAt
            ? `last sign-in ${new Date(account.lastSignInAt).toISOString()}`
            : "never signed in";
          console.log(
            `${account.email}\t${account.role}\t${
              account.disabled ? "disabled" : "active"
            }\t${last}`,
          );
        }
        return 0;
      }
      case "disable":
      case "enable": {
        const disabled = command === "disable";
        if (!(await accounts.setDisabled(email!, disabled))) {
          throw new Error(`No account for ${email}`);
        }
        const account = await accounts.findByEmail(email!);
        if (disabled && account) await sessions.revokeAccount(account.id);
        await audit.record(
          "command line",
          disabled ? "account_disabled" : "account_enabled",
          account?.email ?? email!,
        );
        console.log(`${disabled ? "Disabled" : "Enabled"} ${account?.email ?? email}.`);
        return 0;
      }
      case "set-password": {
        const account = await accounts.findByEmail(email!);
        if (!account) throw new Error(`No account for ${email}`);
        await accounts.setPassword(account.email, await newPassword());
        await sessions.revokeAccount(account.id);
        await audit.record("command line", "password_changed", account.email);
        console.log(`New password set for ${account.email}; existing sessions ended.`);
        return 0;
      }
      case "unlock": {
        // Works for any typed address: lock-outs are kept for unknown addresses too.
        const removed = await createLoginThrottle({ db, writer }).unlock(email!);
        const account = await accounts.findByEmail(email!);
        await audit.record("command line", "lockout_cleared", account?.email ?? email!);
        console.log(
          `Cleared sign-in lock-outs of ${account?.email ?? email} (${removed} failed attempts).`,
        );
        return 0;
      }
      default:
        console.error(USAGE);
        return 2;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await store.close();
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
