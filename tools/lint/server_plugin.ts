/**
 * Lint rules for `server/` only, loaded by `deno lint` through `lint.plugins` in deno.json. Deno's
 * linter has no per-folder rule settings, and its built-in `no-console` would also refuse the
 * console in `tools/` and `tests/`, where printing is the point.
 *
 * `server/no-console`: the server writes through its one JSON logger (`server/log.ts`), so a log
 * shipper can parse every line and no personal data slips out in a free-form message
 * (docs/requirements.md#privacy). A command-line program in `server/` that talks to a person
 * opts out with `// deno-lint-ignore-file server/no-console` and a reason.
 */

/// <reference lib="deno.unstable" />

/** Absolute path of the folder the rules apply to, with a trailing slash. */
const SERVER_DIR = decodeURIComponent(new URL("../../server/", import.meta.url).pathname);

/** Whether `filename` (absolute, as the linter passes it) lies in `server/`. */
function inServer(filename: string): boolean {
  return filename.replaceAll("\\", "/").startsWith(SERVER_DIR);
}

const MESSAGE = "Log through the JSON logger (server/log.ts), not the console";
const HINT = "Take a `Logger` in the component's options; server/app.ts passes the site's one";

/** The plugin: rule `server/no-console`. */
const plugin: Deno.lint.Plugin = {
  name: "server",
  rules: {
    "no-console": {
      create(context) {
        if (!inServer(context.filename)) return {};
        const report = (node: Deno.lint.Node) =>
          context.report({ node, message: MESSAGE, hint: HINT });
        return {
          // console.log(…), console["warn"](…)
          'MemberExpression[object.type="Identifier"][object.name="console"]': report,
          // globalThis.console, which a rename would otherwise hide
          'MemberExpression[object.name="globalThis"][property.name="console"]': report,
        };
      },
    },
  },
};

export default plugin;
