/**
 * The core variables of the server (port, database, origin, proxies, storage budgets), one part of
 * the configuration that `server/config.ts` composes and validates once at start-up.
 */
import { z } from "zod";
import { emptyAsUndefined } from "./config_values.ts";

const DATABASE_URL_PATTERN = /^(file:|libsql:\/\/|https?:\/\/|wss?:\/\/)/;

/** Schema of the core variables; defaults are the embedded, no-network set-up. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  /**
   * Loopback by default: Deno.serve closes no idle or slow-header connection itself, so the site
   * belongs behind a proxy that does (deploy/, server/http/listener.ts).
   */
  HOSTNAME: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.string().regex(DATABASE_URL_PATTERN, {
    message: "must start with file:, libsql://, https:// or wss://",
  }).default("file:data/site.db"),
  TURSO_AUTH_TOKEN: z.string().min(1).optional(),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/, message: "must be an absolute http(s) URL" })
    .transform((value) => value.replace(/\/+$/, ""))
    .default("http://localhost:8000"),
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  /**
   * How many proxies in front of the site append to `X-Forwarded-For` (0: use the socket
   * address). The client is the entry that many hops from the right; see the README's security
   * section.
   */
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ message: "must be a number of proxy hops (0, 1, 2 …)" })
      .int({ message: "must be a whole number of proxy hops" })
      .min(0, { message: "must be 0 or more proxy hops" })
      .max(10, { message: "must be at most 10 proxy hops" })
      .default(0),
  ),
  /** How long a write waits for a database another process holds, ms, before answering 503. */
  DATABASE_WRITE_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(100).max(60_000).default(5_000),
  ),
  /**
   * Least time before a refused sign-in is answered, ms (server/staff/refusal_floor.ts): equal
   * timing for every refusal, and a flood of guesses paced by its connections, not our CPU.
   */
  SIGN_IN_REFUSAL_FLOOR_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(10_000).default(1_000),
  ),
}).superRefine((env, ctx) => {
  if (env.DATABASE_URL.startsWith("libsql://") && !env.TURSO_AUTH_TOKEN) {
    ctx.addIssue({
      code: "custom",
      path: ["TURSO_AUTH_TOKEN"],
      message: "is required when DATABASE_URL is a libsql:// URL",
    });
  }
});

/** Validated core variables. */
export type Env = z.infer<typeof EnvSchema>;

/**
 * Parses the core variables of `source`.
 *
 * @throws {Error} "Invalid environment: PORT must be …" listing every bad variable.
 */
export function loadEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) =>
      `${issue.path.join(".") || "environment"} ${issue.message}`
    );
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  return result.data;
}
