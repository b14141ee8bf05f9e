import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { NO_ANSWER_TOKEN } from "../../server/search/llm.ts";
import { createSearchService } from "../../server/search/service.ts";
import { startLlmStandIn } from "../../tests/helpers/llm_stand_in.ts";
import { loadQuestionSet } from "./question_sets.ts";

const EVAL = fileURLToPath(new URL("./eval.ts", import.meta.url));

/** Runs `deno task search:eval`'s script on the dev split with `env` (no SEARCH_LLM_* of the caller's). */
async function runEval(env: Record<string, string>): Promise<{ code: number; out: string }> {
  const inherited = Object.fromEntries(
    Object.entries(Deno.env.toObject()).filter(([key]) => !key.startsWith("SEARCH_LLM_")),
  );
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", EVAL, "--dev", "--llm"],
    env: { ...inherited, NODE_ENV: "production", NO_COLOR: "1", ...env },
    clearEnv: true,
  }).output();
  const decoder = new TextDecoder();
  return { code, out: decoder.decode(stdout) + decoder.decode(stderr) };
}

Deno.test("search:eval --llm measures the configured model, which decides what to decline", async () => {
  const standIn = startLlmStandIn();
  try {
    // A model that declines everything it is shown: every question it is asked is declined,
    // including each one the extractive answer would have answered.
    standIn.behave({ reply: NO_ANSWER_TOKEN });
    const { code, out } = await runEval({
      SEARCH_LLM_PROVIDER: "openai",
      SEARCH_LLM_API_KEY: standIn.apiKey,
      SEARCH_LLM_BASE_URL: standIn.url,
      SEARCH_LLM_MODEL: "stand-in-model",
      // No call may time out on a loaded machine: each would count as a stand-in, not a decline.
      SEARCH_LLM_TIMEOUT_MS: "60000",
    });
    assert.equal(code, 0, out);
    assert.match(out, /site \+ openai stand-in-model/);
    const offTopic = out.match(/off-topic declined\s+(\d+)\/(\d+)/);
    assert.ok(offTopic, out);
    assert.equal(offTopic[1], offTopic[2], "the model declined every off-topic question");
    const tally = out.match(
      /the model wrote 0 answers and declined (\d+); the extractive answer stood in 0 times/,
    );
    assert.ok(tally, out);
    assert.equal(standIn.requests.length, Number(tally[1]));
    // The model was asked about more questions than the extractive answer answers: it also judged
    // questions the extractive answer declines.
    const extractive = createSearchService({ origin: "http://localhost:8000", llm: null });
    let answered = 0;
    for (const { question } of loadQuestionSet("dev")) {
      if ((await extractive.answer(question)).kind === "answer") answered++;
    }
    assert.ok(Number(tally[1]) > answered, `${tally[1]} asked, ${answered} answered extractively`);
  } finally {
    await standIn.close();
  }
});

Deno.test("search:eval --llm without a configured model stops and says what to set", async () => {
  const { code, out } = await runEval({});
  assert.equal(code, 2);
  assert.match(out, /SEARCH_LLM_PROVIDER/);
});
