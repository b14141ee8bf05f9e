/**
 * Every page's markup is valid HTML by the W3C Nu HTML Checker (npm `vnu-jar`, run with the Java
 * `tools/ensure_java.sh` provides): every sitemap route, the staff sign-in page, a search result
 * page and the not-found page, rendered by the real app.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createTestApp } from "../helpers/test_app.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const VNU_JAR = join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * Messages the checker gets wrong, each with the reason. `<link rel="expect" blocking="render">`
 * is HTML (WHATWG HTML "expect" link type; web-platform-tests html/dom/render-blocking), and
 * without `blocking` it blocks nothing; the checker still allows `blocking` on stylesheets only.
 * It holds the first frame until the hero's end marker is parsed (server/render/document.tsx).
 */
const CHECKER_GAPS = [
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
];

async function java(): Promise<string> {
  const output = await new Deno.Command("bash", {
    args: [join(ROOT, "tools/ensure_java.sh")],
    stdout: "piped",
    stderr: "inherit",
  }).output();
  const path = new TextDecoder().decode(output.stdout).trim();
  if (!output.success || !path) throw new Error("Could not provision Java for the HTML checker");
  return path;
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

Deno.test("the Nu HTML Checker finds no error on any page", async () => {
  const app = await createTestApp({ background: false });
  const dir = await Deno.makeTempDir({ prefix: "vnu-" });
  try {
    const sitemap = await (await app.app.request("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname);
    paths.push("/admin/login", "/search?q=distribution", "/no-such-page");
    assert.ok(paths.length > 20, `${paths.length} pages`);
    // Plain file names: the checker reports each file by its URL, percent-encoding it again.
    const files = new Map<string, string>();
    for (const [index, path] of paths.entries()) {
      const response = await app.app.request(path);
      await Deno.writeTextFile(join(dir, `page-${index}.html`), await response.text());
      files.set(`page-${index}.html`, path);
    }
    const output = await new Deno.Command(await java(), {
      args: [
        "-jar",
        VNU_JAR,
        "--errors-only",
        "--exit-zero-always",
        "--format",
        "json",
        ...[...files.keys()].map((name) => join(dir, name)),
      ],
      stdout: "piped",
      stderr: "piped",
    }).output();
    const report = JSON.parse(new TextDecoder().decode(output.stderr)) as {
      messages: VnuMessage[];
    };
    const errors = report.messages
      .filter((entry) => entry.type === "error")
      .filter((entry) => !CHECKER_GAPS.some((gap) => gap.test(entry.message)))
      .map((entry) =>
        `${files.get(entry.url.split("/").at(-1) ?? "") ?? entry.url}: ${entry.message} ` +
        (entry.extract ?? "").slice(0, 120)
      );
    assert.deepEqual(errors, []);
  } finally {
    await Deno.remove(dir, { recursive: true }).catch(() => {});
    await app.cleanup();
  }
});
