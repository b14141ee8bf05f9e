/**
 * `deno task test:changed`: runs the test files a change can affect, for a quick answer before the
 * whole gate (`deno task ok`). A change is every file that differs from `main` (committed on this
 * branch, staged, unstaged or untracked). A test file is related when it is changed itself or
 * imports a changed file, directly or through other project files (relative imports, read from the
 * sources). Browser tests also depend on the built client (`client/`, `static/`, and `shared/`
 * through the bundle), which they do not import: a change there selects every file in `tests/e2e/`.
 * Builds first when the client bundle is older than its sources, as `deno task test` does.
 *
 * Run: `deno task test:changed` (extra arguments go to `deno test`, e.g. `--filter consent`).
 */
import { dirname, join, normalize } from "node:path";
import { build, newestSourceTime, ROOT } from "./build.ts";
import { readManifest } from "../server/build_manifest.ts";

const CODE = /\.(ts|tsx)$/;
const SOURCE_ROOTS = ["server", "shared", "client", "tests", "tools"];
const IMPORT =
  /(?:import|export)[^"'`;]*?from\s*["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

async function git(args: string[]): Promise<string[]> {
  const output = await new Deno.Command("git", { args, cwd: ROOT, stdout: "piped" }).output();
  if (!output.success) return [];
  return new TextDecoder().decode(output.stdout).split("\n").filter(Boolean);
}

/** Paths (relative to the repository) that differ from `main` in any way. */
async function changedFiles(): Promise<Set<string>> {
  const base = (await git(["merge-base", "main", "HEAD"]))[0] ?? "HEAD";
  return new Set([
    ...await git(["diff", "--name-only", base]),
    ...await git(["ls-files", "--others", "--exclude-standard"]),
  ]);
}

async function* codeFiles(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(join(ROOT, dir))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory && entry.name !== "node_modules" && entry.name !== "deno") {
      yield* codeFiles(path);
    } else if (entry.isFile && CODE.test(entry.name)) yield path;
  }
}

/** Every project code file and the project files it imports. */
async function importGraph(): Promise<Map<string, string[]>> {
  const graph = new Map<string, string[]>();
  for (const root of SOURCE_ROOTS) {
    for await (const file of codeFiles(root)) {
      const text = await Deno.readTextFile(join(ROOT, file));
      const imports = [...text.matchAll(IMPORT)].map((match) =>
        normalize(join(dirname(file), match[1] ?? match[2] ?? ""))
      );
      graph.set(file, imports);
    }
  }
  return graph;
}

/** Test files related to `changed` (see the module comment). */
export function relatedTests(graph: Map<string, string[]>, changed: Set<string>): string[] {
  const importers = new Map<string, string[]>();
  for (const [file, imports] of graph) {
    for (const imported of imports) {
      importers.set(imported, [...importers.get(imported) ?? [], file]);
    }
  }
  // Everything that imports a changed file, however indirectly.
  const affected = new Set(changed);
  const queue = [...changed];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const importer of importers.get(file) ?? []) {
      if (affected.has(importer)) continue;
      affected.add(importer);
      queue.push(importer);
    }
  }
  const clientChanged = [...changed].some((file) => /^(client|static|shared)\//.test(file));
  return [...graph.keys()].filter((file) =>
    /_test\.tsx?$/.test(file) &&
    (affected.has(file) || (clientChanged && file.startsWith("tests/e2e/")))
  ).sort();
}

if (import.meta.main) {
  const tests = relatedTests(await importGraph(), await changedFiles());
  if (tests.length === 0) {
    console.log("No test file is related to the files changed since main.");
    Deno.exit(0);
  }
  console.log(`${tests.length} related test files:\n  ${tests.join("\n  ")}`);
  const manifest = await readManifest().catch(() => undefined);
  if (!manifest || manifest.sourceTime < await newestSourceTime()) await build({ quiet: true });
  const { code } = await new Deno.Command(Deno.execPath(), {
    args: ["test", "-A", "--parallel", ...Deno.args, ...tests],
    cwd: ROOT,
    stdout: "inherit",
    stderr: "inherit",
  }).spawn().status;
  Deno.exit(code);
}
