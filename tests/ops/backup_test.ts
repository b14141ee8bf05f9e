/**
 * `deno task backup <file>` while the site takes writes: the copy is a consistent database
 * (`PRAGMA integrity_check` says ok) holding every enquiry acknowledged before the backup began,
 * the site keeps accepting enquiries meanwhile, and an existing file is never overwritten.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  buildOnce,
  ensureTool,
  isSuccess,
  makeWorkspace,
  OPS_TEST,
  ROOT,
  type SiteProcess,
  startSite,
  stopAll,
} from "./ops_harness.ts";
import { countRows, querySqlite } from "./ops_sqlite.ts";
import { postEnquiry } from "./ops_visitor.ts";

async function backup(databaseUrl: string, target: string) {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", join(ROOT, "server/db/backup_cli.ts"), target],
    env: { DATABASE_URL: databaseUrl, NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(output.stdout) + new TextDecoder().decode(output.stderr);
  return { success: output.success, text };
}

Deno.test(
  "deno task backup copies a consistent database while enquiries keep arriving",
  OPS_TEST,
  async () => {
    const sqlite3 = await ensureTool("sqlite3");
    await buildOnce();
    const workspace = await makeWorkspace("backup");
    let site: SiteProcess | undefined;
    try {
      site = await startSite({ workspace, env: { CONTACT_RATE_LIMIT: "100000" } });
      const origin = site.origin;
      let before = 0;
      for (let i = 0; i < 40; i++) {
        const answer = await postEnquiry(origin, {
          idempotencyKey: crypto.randomUUID(),
          label: `b${i}`,
        });
        if (isSuccess(answer.status)) before++;
      }
      assert.equal(before, 40);

      // Writers keep going while the copy is taken.
      let stop = false;
      const during = (async () => {
        let ok = 0, other = 0;
        for (let i = 0; !stop; i++) {
          const answer = await postEnquiry(origin, {
            idempotencyKey: crypto.randomUUID(),
            label: `d${i}`,
          });
          if (isSuccess(answer.status)) ok++;
          else other++;
        }
        return { ok, other };
      })();
      const target = join(workspace.dir, "copy.db");
      const result = await backup(workspace.databaseUrl, target);
      stop = true;
      const writes = await during;
      assert.ok(result.success, result.text);
      assert.match(result.text, /Backup written to/);
      assert.equal(writes.other, 0, "no enquiry was refused during the backup");

      assert.deepEqual(await querySqlite(sqlite3, target, "PRAGMA integrity_check"), ["ok"]);
      const copied = await countRows(sqlite3, target, "SELECT count(*) FROM enquiries");
      assert.ok(copied >= before, `the copy holds ${copied} of the ${before} earlier enquiries`);
      assert.ok(copied <= before + writes.ok);

      const again = await backup(workspace.databaseUrl, target);
      assert.equal(again.success, false);
      assert.match(again.text, /exists already/);
    } finally {
      await stopAll([site]);
      await workspace.remove();
    }
  },
);
