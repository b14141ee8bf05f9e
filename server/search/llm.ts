/**
 * The hosted-model adapter: sends the retrieved passages as numbered sources, requires `[n]`
 * citations, keeps only sentences its cited sources support (`grounding.ts`) and citations to
 * sources it was given (renumbered in order of use), and reports failure so the caller falls back
 * to the extractive answer.
 * Perplexity and OpenAI-compatible providers share `POST /chat/completions`; Anthropic uses
 * `POST /v1/messages`.
 */
import { z } from "zod";
import { COMPANY_NAME } from "../../shared/content/company.ts";
import type { AnswerSource, ComposedAnswer } from "./answer.ts";
import { groundAnswer, markerNumbers } from "./grounding.ts";
import type { LlmConfig } from "./llm_config.ts";

/** Reply the model is told to give when the sources do not answer the question. */
export const NO_ANSWER_TOKEN = "NO_ANSWER";

/** Longest answer requested from the model, in tokens. */
const MAX_TOKENS = 450;

/** One numbered source for the model: a cited page and the passages taken from it. */
export interface LlmSource extends AnswerSource {
  passages: readonly string[];
}

/** The two parts of the request: fixed instructions and the sources with the question. */
export interface LlmPrompt {
  system: string;
  user: string;
}

/** Builds the prompt: sources numbered from 1, then the visitor's question. */
export function buildPrompt(question: string, sources: readonly LlmSource[]): LlmPrompt {
  const system = [
    `You answer questions from visitors to the website of ${COMPANY_NAME}, a UK distributor and brand-growth partner for fast-moving consumer goods.`,
    "Answer only from the numbered sources in the message. Do not use any other knowledge.",
    // The answer's shape is the extractive answer's (docs/decisions/0042-search-on-minisearch.md):
    // the asked fact first, three sentences at most.
    "Begin with the direct answer: the first sentence states the fact asked for (a figure, a duration, a date, an address, a name, or yes or no).",
    "Write at most three short sentences in British English, in a calm, professional tone.",
    "End every sentence with the number of the source it comes from in square brackets, such as [1]. Use only the numbers given.",
    "Do not add links, a list of sources or Markdown formatting.",
    `If the sources do not answer the question, reply with exactly ${NO_ANSWER_TOKEN}.`,
  ].join("\n");
  const numbered = sources.map((source, i) =>
    `[${i + 1}] ${source.title} (${source.url})\n${source.passages.join("\n")}`
  );
  const user = `Sources:\n\n${numbered.join("\n\n")}\n\nQuestion: ${question}`;
  return { system, user };
}

const ChatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const AnthropicMessageSchema = z.object({
  content: z.array(z.object({ type: z.string(), text: z.string().optional() })),
});

/** Options of {@linkcode requestCompletion}. */
export interface RequestOptions {
  /** Replaces the global `fetch` (tests). */
  fetch?: typeof fetch;
}

/**
 * Asks the configured provider for a completion and returns its text.
 *
 * @throws {Error} on a timeout (`config.timeoutMs`), a network error, a non-2xx status or an
 * unexpected body.
 */
export async function requestCompletion(
  config: LlmConfig,
  prompt: LlmPrompt,
  options: RequestOptions = {},
): Promise<string> {
  const fetchImpl = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(config.timeoutMs);
  const anthropic = config.provider === "anthropic";
  const url = anthropic ? `${config.baseUrl}/v1/messages` : `${config.baseUrl}/chat/completions`;
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json",
    ...(anthropic
      ? { "x-api-key": config.apiKey, "anthropic-version": "2023-06-01" }
      : { Authorization: `Bearer ${config.apiKey}` }),
  };
  const body = anthropic
    ? {
      model: config.model,
      max_tokens: MAX_TOKENS,
      temperature: 0.1,
      system: prompt.system,
      messages: [{ role: "user", content: prompt.user }],
    }
    : {
      model: config.model,
      max_tokens: MAX_TOKENS,
      temperature: 0.1,
      messages: [
        { role: "system", content: prompt.system },
        { role: "user", content: prompt.user },
      ],
      // stack-facts.md: makes Sonar answer from the passages sent instead of searching the web.
      ...(config.provider === "perplexity" ? { disable_search: true } : {}),
    };
  const response = await fetchImpl(url, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`Language model answered HTTP ${response.status}`);
  }
  const json: unknown = await response.json();
  if (anthropic) {
    const message = AnthropicMessageSchema.parse(json);
    return message.content.map((block) => block.type === "text" ? block.text ?? "" : "").join("");
  }
  return ChatCompletionSchema.parse(json).choices[0]!.message.content;
}

/** A model's text with citations checked: `used` lists the given source numbers, in new order. */
export interface FilteredCitations {
  content: string;
  /** 1-based numbers of the sources cited, in order of first use; `[k]` in `content` is `used[k-1]`. */
  used: number[];
}

const MARKER = /\[(\d+(?:\s*[,–-]\s*\d+)*)\]/g;

/**
 * Keeps only citations to sources 1…`count`, drops the rest, and renumbers the kept ones in order
 * of first use ("[3] … [1] … [7]" with 3 sources → "[1] … [2] …", used = [3, 1]).
 */
export function filterCitations(text: string, count: number): FilteredCitations {
  const used: number[] = [];
  const content = text.replace(MARKER, (_marker, inside: string) => {
    const kept = markerNumbers(inside).filter((n) => n >= 1 && n <= count);
    const renumbered = [...new Set(kept)].map((n) => {
      if (!used.includes(n)) used.push(n);
      return used.indexOf(n) + 1;
    });
    return renumbered.map((n) => `[${n}]`).join("");
  });
  return { content: tidyModelText(content), used };
}

/**
 * Removes what a plain-text answer should not carry: Markdown emphasis and headings, bare URLs
 * (the sources list links our pages), a trailing "Sources:" list, and space left by dropped
 * markers.
 */
function tidyModelText(text: string): string {
  return text
    .replace(/\n\s*(sources|references)\s*:[\s\S]*$/i, "")
    .replace(/\*\*|__/g, "")
    .replace(/^#+\s*/gm, "")
    // A URL goes, its sentence's closing punctuation stays.
    .replace(/https?:\/\/[^\s()<>\]]+/g, (url) => /[.,;:!?]+$/.exec(url)?.[0] ?? "")
    .replace(/\(\s*\)/g, "")
    .replace(/[ \t]+\)/g, ")")
    .replace(/[ \t]+([.,;:!?])/g, "$1")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Options of {@linkcode llmAnswer}. */
export interface LlmAnswerOptions extends RequestOptions {
  config: LlmConfig;
}

/**
 * Writes an answer with the model from `sources`.
 *
 * @returns the answer (its unsupported sentences dropped), `"no-answer"` when the model says the
 * sources do not answer, or `"ungrounded"` when too little of its answer is supported by the
 * sources it cites (the caller then uses the extractive answer).
 * @throws {Error} when the model fails (the caller falls back and tries the model again later).
 */
export async function llmAnswer(
  question: string,
  sources: readonly LlmSource[],
  options: LlmAnswerOptions,
): Promise<ComposedAnswer | "no-answer" | "ungrounded"> {
  const text = await requestCompletion(options.config, buildPrompt(question, sources), options);
  if (text.trim().replace(/[.\s]+$/, "") === NO_ANSWER_TOKEN) return "no-answer";
  const grounded = groundAnswer(tidyModelText(text), sources);
  if (grounded.content === null) return "ungrounded";
  const filtered = filterCitations(grounded.content, sources.length);
  if (filtered.used.length === 0 || filtered.content.length === 0) return "ungrounded";
  return {
    kind: "answer",
    content: filtered.content,
    sources: filtered.used.map((n) => {
      const { path, url, title } = sources[n - 1]!;
      return { path, url, title };
    }),
  };
}
