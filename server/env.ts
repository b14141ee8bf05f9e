/**
 * Environment configuration, validated once at start-up (epic-stack `env.server.ts` habit): a bad
 * value stops the process with a message naming the variable, instead of failing on first use.
 */
import { z } from "zod";

const DATABASE_URL_PATTERN = /^(file:|libsql:\/\/|https?:\/\/|wss?:\/\/)/;

/** Schema of the server's environment; defaults are the embedded, no-network set-up. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOSTNAME: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z.string().regex(DATABASE_URL_PATTERN, {
    message: "must start with file:, libsql://, https:// or wss://",
  }).default("file:data/site.db"),
  TURSO_AUTH_TOKEN: z.string().min(1).optional(),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/, message: "must be an absolute http(s) URL" })
    .transform((value) => value.replace(/\/+$/, ""))
    .default("http://localhost:8000"),
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  /** Trust `X-Forwarded-For` for the client address (only behind a proxy you control). */
  TRUST_PROXY: z.stringbool().default(false),
}).superRefine((env, ctx) => {
  if (env.DATABASE_URL.startsWith("libsql://") && !env.TURSO_AUTH_TOKEN) {
    ctx.addIssue({
      code: "custom",
      path: ["TURSO_AUTH_TOKEN"],
      message: "is required when DATABASE_URL is a libsql:// URL",
    });
  }
});

/** Validated environment of the server. */
export type Env = z.infer<typeof EnvSchema>;

/**
 * Parses `source` (default: the process environment) into an {@linkcode Env}.
 *
 * @throws {Error} "Invalid environment: PORT must be …" listing every bad variable.
 */
export function loadEnv(source: Record<string, string | undefined> = Deno.env.toObject()): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) =>
      `${issue.path.join(".") || "environment"} ${issue.message}`
    );
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  return result.data;
}
