/**
 * A stand-in for the language-model providers, for tests only: a real HTTP server on 127.0.0.1
 * (random port) that speaks OpenAI-style `POST /chat/completions` (also Perplexity's) and
 * Anthropic's `POST /v1/messages`, checks the authentication headers each provider requires and
 * answers in each provider's response shape. Nothing in the tests reaches a real API.
 */

/** What the stand-in does with the next requests. */
export interface StandInBehaviour {
  /** Text of the model's answer. */
  reply?: string;
  /** Wait before answering, in ms (to exceed the adapter's timeout). */
  delayMs?: number;
  /** Answer with this HTTP status and an error body instead. */
  status?: number;
}

/** A request the stand-in received. */
export interface StandInRequest {
  path: string;
  headers: Headers;
  body: Record<string, unknown>;
}

/** The running stand-in. */
export interface LlmStandIn {
  /** Base URL, e.g. "http://127.0.0.1:43121". */
  url: string;
  /** The API key it accepts. */
  apiKey: string;
  requests: StandInRequest[];
  /** Delayed answers not sent yet: a client that got its result meanwhile did not wait for one. */
  readonly heldBack: number;
  behave(behaviour: StandInBehaviour): void;
  close(): Promise<void>;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** Starts the stand-in on 127.0.0.1 with a random free port. */
export function startLlmStandIn(apiKey = "test-key"): LlmStandIn {
  let behaviour: StandInBehaviour = { reply: "No reply configured [1]." };
  const requests: StandInRequest[] = [];
  // Delayed answers still waiting, so close() can release them instead of hanging on them.
  const pending = new Map<ReturnType<typeof setTimeout>, () => void>();

  async function handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const body = await request.json().catch(() => ({})) as Record<string, unknown>;
    requests.push({ path, headers: request.headers, body });
    const anthropic = path === "/v1/messages";
    if (!anthropic && path !== "/chat/completions") return json({ error: "Not found" }, 404);
    const authorised = anthropic
      ? request.headers.get("x-api-key") === apiKey &&
        request.headers.get("anthropic-version") !== null
      : request.headers.get("authorization") === `Bearer ${apiKey}`;
    if (!authorised) return json({ error: { message: "Invalid API key" } }, 401);
    if (behaviour.delayMs) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(timer);
          resolve();
        }, behaviour.delayMs);
        pending.set(timer, resolve);
      });
    }
    if (behaviour.status) return json({ error: { message: "Stand-in failure" } }, behaviour.status);
    const text = behaviour.reply ?? "";
    if (anthropic) {
      return json({
        id: "msg_standin",
        type: "message",
        role: "assistant",
        model: body.model,
        content: [{ type: "text", text }],
        stop_reason: "end_turn",
        usage: { input_tokens: 100, output_tokens: 40 },
      });
    }
    return json({
      id: "chatcmpl-standin",
      object: "chat.completion",
      created: 1_700_000_000,
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
      usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140 },
    });
  }

  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, handle);
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    apiKey,
    requests,
    get heldBack() {
      return pending.size;
    },
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const [timer, release] of pending) {
        clearTimeout(timer);
        release();
      }
      pending.clear();
      await server.shutdown();
    },
  };
}
