/**
 * Comments cite the requirements by anchor and decisions by file (docs/requirements.md, "How to
 * cite this document"; docs/decisions/README.md). A citation that leads nowhere misleads the next
 * reader, so every one in the repository's tracked files must resolve: `docs/requirements.md#<id>`
 * to an `<a id="<id>">` of that file, `docs/decisions/<name>.md` to a file, `ADR NNNN` to a decision
 * numbered NNNN.
 */
import assert from "node:assert/strict";

const ROOT = new URL("../../", import.meta.url);
/** The example the requirements give of a renamed anchor. */
const EXAMPLE_ANCHORS = new Set(["old-anchor"]);

async function trackedFiles(): Promise<string[]> {
  const { stdout, success } = await new Deno.Command("git", {
    args: ["ls-files", "--", "*.ts", "*.tsx", "*.md", "*.css", "*.sh", "*.json"],
    cwd: ROOT,
  }).output();
  assert.ok(success, "git ls-files");
  return new TextDecoder().decode(stdout).split("\n").filter((path) => path.length > 0);
}

Deno.test("every citation of the requirements and the decisions leads somewhere", async () => {
  const requirements = await Deno.readTextFile(new URL("docs/requirements.md", ROOT));
  const anchors = new Set([...requirements.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!));
  const decisions = [...Deno.readDirSync(new URL("docs/decisions/", ROOT))].map((e) => e.name);
  const numbers = new Set(
    decisions.map((name) => name.slice(0, 4)).filter((n) => /^\d{4}$/.test(n)),
  );
  const broken: string[] = [];
  for (const path of await trackedFiles()) {
    let text: string;
    try {
      text = await Deno.readTextFile(new URL(path, ROOT));
    } catch {
      continue; // Listed by git but not in this checkout (deleted, not yet committed).
    }
    // "requirements.md#enquiries, #outbox": every anchor of a list counts.
    for (const match of text.matchAll(/requirements\.md((?:#[a-z0-9-]+(?:, )?)+)/g)) {
      for (const anchor of match[1]!.split(/, ?/).map((part) => part.replace(/^#/, ""))) {
        if (anchor && !anchors.has(anchor) && !EXAMPLE_ANCHORS.has(anchor)) {
          broken.push(`${path}: requirements.md#${anchor}`);
        }
      }
    }
    for (const match of text.matchAll(/docs\/decisions\/([0-9a-z-]+\.md)/g)) {
      if (!decisions.includes(match[1]!)) broken.push(`${path}: docs/decisions/${match[1]}`);
    }
    for (const match of text.matchAll(/\bADR (\d{4})\b/g)) {
      if (!numbers.has(match[1]!)) broken.push(`${path}: ADR ${match[1]}`);
    }
  }
  assert.deepEqual(broken, []);
});
