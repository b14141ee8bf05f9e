/**
 * Optional hosted language model for search answers, configured by environment variables and
 * validated once at start-up: a bad value stops the process with a message naming the variable.
 * With no provider set, search stays fully offline. Reading the variables is the caller's job
 * (the process entry point); this module only parses what it is given, so tests never see a
 * developer's real SEARCH_LLM_* settings.
 *
 * - `SEARCH_LLM_PROVIDER`: `perplexity` (Sonar), `openai` (any OpenAI-compatible
 *   chat-completions endpoint) or `anthropic`.
 * - `SEARCH_LLM_API_KEY`: required with a provider.
 * - `SEARCH_LLM_BASE_URL`: optional; defaults to the provider's public endpoint.
 * - `SEARCH_LLM_MODEL`: required for `openai` and `anthropic`; Perplexity defaults to `sonar`.
 * - `SEARCH_LLM_TIMEOUT_MS`: default 8000; after it the extractive answer is used.
 */
import { z } from "zod";

/** Providers the adapter speaks to. */
export const LLM_PROVIDERS = ["perplexity", "openai", "anthropic"] as const;

/** One provider. */
export type LlmProvider = typeof LLM_PROVIDERS[number];

/** Public endpoints used when `SEARCH_LLM_BASE_URL` is not set. */
export const DEFAULT_BASE_URLS: Readonly<Record<LlmProvider, string>> = {
  perplexity: "https://api.perplexity.ai",
  openai: "https://api.openai.com/v1",
  anthropic: "https://api.anthropic.com",
};

/** Default wait for the model before falling back to the extractive answer, in ms. */
export const DEFAULT_LLM_TIMEOUT_MS = 8000;

/** A validated model configuration. */
export interface LlmConfig {
  provider: LlmProvider;
  apiKey: string;
  /** Without a trailing slash. */
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

/** The SEARCH_LLM_* variables (empty values already removed) and the rules between them. */
export const SearchLlmConfigSchema = z.object({
  SEARCH_LLM_PROVIDER: z.enum(LLM_PROVIDERS).optional(),
  SEARCH_LLM_API_KEY: z.string().min(1).optional(),
  SEARCH_LLM_BASE_URL: z.url({ protocol: /^https?$/, message: "must be an absolute http(s) URL" })
    .optional(),
  SEARCH_LLM_MODEL: z.string().min(1).optional(),
  SEARCH_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000)
    .default(DEFAULT_LLM_TIMEOUT_MS),
}).superRefine((env, ctx) => {
  if (!env.SEARCH_LLM_PROVIDER) return;
  if (!env.SEARCH_LLM_API_KEY) {
    ctx.addIssue({
      code: "custom",
      path: ["SEARCH_LLM_API_KEY"],
      message: "is required when SEARCH_LLM_PROVIDER is set",
    });
  }
  if (!env.SEARCH_LLM_MODEL && env.SEARCH_LLM_PROVIDER !== "perplexity") {
    ctx.addIssue({
      code: "custom",
      path: ["SEARCH_LLM_MODEL"],
      message: `is required when SEARCH_LLM_PROVIDER is ${env.SEARCH_LLM_PROVIDER}`,
    });
  }
});

/**
 * Reads the model configuration from `source`, e.g. the process environment; variables not named
 * SEARCH_LLM_* are ignored. Empty values count as unset, as in most `.env` files.
 *
 * @returns the configuration, or `null` when no provider is set (offline, extractive answers).
 * @throws {Error} "Invalid search configuration: SEARCH_LLM_API_KEY is required …".
 */
export function loadSearchLlmConfig(
  source: Readonly<Record<string, string | undefined>>,
): LlmConfig | null {
  const present = Object.fromEntries(
    Object.entries(source).filter(([key, value]) =>
      key.startsWith("SEARCH_LLM_") && value !== undefined && value.trim() !== ""
    ),
  );
  const result = SearchLlmConfigSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) =>
      `${issue.path.join(".") || "environment"} ${issue.message}`
    );
    throw new Error(`Invalid search configuration: ${problems.join("; ")}`);
  }
  const env = result.data;
  if (!env.SEARCH_LLM_PROVIDER) return null;
  return {
    provider: env.SEARCH_LLM_PROVIDER,
    apiKey: env.SEARCH_LLM_API_KEY!,
    baseUrl: (env.SEARCH_LLM_BASE_URL ?? DEFAULT_BASE_URLS[env.SEARCH_LLM_PROVIDER])
      .replace(/\/+$/, ""),
    model: env.SEARCH_LLM_MODEL ?? "sonar",
    timeoutMs: env.SEARCH_LLM_TIMEOUT_MS,
  };
}
