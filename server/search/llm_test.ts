import assert from "node:assert/strict";
import { filterCitations, NO_ANSWER_TOKEN } from "./llm.ts";
import { DEFAULT_LLM_TIMEOUT_MS, type LlmConfig, loadSearchLlmConfig } from "./llm_config.ts";
import { startLlmStandIn } from "../../tests/helpers/llm_stand_in.ts";
import { createSearchService } from "./service.ts";
import { createSearchIndex } from "./index.ts";
import { pageDocuments } from "./document.ts";
import { searchCacheKey } from "../../shared/schemas/search.ts";
import { curatedRetrieval, type SearchCuration } from "../search_curation/curation.ts";

const ORIGIN = "https://www.example.test";
const QUESTION = "How long does onboarding take?";

Deno.test("loadSearchLlmConfig is off by default and validates a provider's settings", () => {
  assert.equal(loadSearchLlmConfig({}), null);
  assert.equal(loadSearchLlmConfig({ SEARCH_LLM_PROVIDER: "" }), null);
  assert.deepEqual(
    loadSearchLlmConfig({ SEARCH_LLM_PROVIDER: "perplexity", SEARCH_LLM_API_KEY: "k" }),
    {
      provider: "perplexity",
      apiKey: "k",
      baseUrl: "https://api.perplexity.ai",
      model: "sonar",
      timeoutMs: DEFAULT_LLM_TIMEOUT_MS,
    },
  );
  assert.throws(
    () => loadSearchLlmConfig({ SEARCH_LLM_PROVIDER: "openai", SEARCH_LLM_MODEL: "m" }),
    /SEARCH_LLM_API_KEY is required/,
  );
  assert.throws(
    () => loadSearchLlmConfig({ SEARCH_LLM_PROVIDER: "anthropic", SEARCH_LLM_API_KEY: "k" }),
    /SEARCH_LLM_MODEL is required/,
  );
  assert.throws(
    () => loadSearchLlmConfig({ SEARCH_LLM_PROVIDER: "gemini" }),
    /SEARCH_LLM_PROVIDER/,
  );
  assert.throws(
    () => loadSearchLlmConfig({ SEARCH_LLM_TIMEOUT_MS: "soon" }),
    /SEARCH_LLM_TIMEOUT_MS/,
  );
});

Deno.test("filterCitations drops citations to sources not given and renumbers the rest", () => {
  const result = filterCitations("First [3]. Second [7]. Third [1, 3]. Fourth [9][1].", 3);
  assert.deepEqual(result.used, [3, 1]);
  assert.equal(result.content, "First [1]. Second. Third [2][1]. Fourth [2].");
});

Deno.test("filterCitations strips Markdown, links and a trailing source list", () => {
  const result = filterCitations(
    "**Onboarding** takes 4-6 weeks [1] (see https://elsewhere.example).\n\nSources:\n[1] x",
    1,
  );
  assert.equal(result.content, "Onboarding takes 4-6 weeks [1] (see).");
});

function config(provider: LlmConfig["provider"], url: string, apiKey: string): LlmConfig {
  return { provider, apiKey, baseUrl: url, model: "stand-in-model", timeoutMs: 2000 };
}

for (const provider of ["openai", "perplexity", "anthropic"] as const) {
  Deno.test(`the ${provider} adapter answers from numbered sources and keeps valid citations`, async () => {
    const standIn = startLlmStandIn();
    try {
      standIn.behave({
        reply:
          "Onboarding takes 4-6 weeks [1]. First retail placements follow within 4-8 weeks [1]. Placements follow [4].",
      });
      const service = createSearchService({
        origin: ORIGIN,
        llm: config(provider, standIn.url, standIn.apiKey),
      });
      const outcome = await service.answer(QUESTION);
      assert.equal(outcome.via, "llm");
      // The sentence citing a source it was not given is dropped with its marker.
      assert.equal(
        outcome.response.content,
        "Onboarding takes 4-6 weeks [1]. First retail placements follow within 4-8 weeks [1].",
      );
      assert.equal(outcome.response.citations?.length, 1);
      assert.ok(outcome.response.citations?.[0]?.startsWith(`${ORIGIN}/`));

      const request = standIn.requests[0]!;
      assert.equal(request.path, provider === "anthropic" ? "/v1/messages" : "/chat/completions");
      assert.equal(request.body.model, "stand-in-model");
      const prompt = JSON.stringify(request.body);
      assert.match(prompt, /\[1\] /);
      assert.match(prompt, /onboarding/i);
      // The model is asked for the extractive answer's shape: the fact first, three sentences at most.
      assert.match(prompt, /the first sentence states the fact asked for/);
      assert.match(prompt, /at most three short sentences/);
      assert.equal(request.body.disable_search, provider === "perplexity" ? true : undefined);
    } finally {
      await standIn.close();
    }
  });
}

Deno.test("the adapter falls back to the extractive answer when the model times out", async () => {
  const standIn = startLlmStandIn();
  try {
    // Held far past the adapter's timeout; close() releases it.
    standIn.behave({ reply: "Too late [1].", delayMs: 60_000 });
    const service = createSearchService({
      origin: ORIGIN,
      llm: { ...config("openai", standIn.url, standIn.apiKey), timeoutMs: 200 },
    });
    const outcome = await service.answer(QUESTION);
    assert.equal(standIn.heldBack, 1, "answered while the model's reply was still held back");
    assert.equal(outcome.via, "extractive");
    assert.equal(outcome.kind, "answer");
    assert.match(outcome.response.content, /4-6 weeks/);
    assert.equal(standIn.requests.length, 1);
  } finally {
    await standIn.close();
  }
});

Deno.test("the adapter falls back on an error status, a wrong key or an answer citing nothing", async () => {
  const standIn = startLlmStandIn();
  try {
    const cases: { behaviour: Parameters<typeof standIn.behave>[0]; key: string }[] = [
      { behaviour: { status: 500 }, key: standIn.apiKey },
      { behaviour: { reply: "Fine [1]." }, key: "wrong-key" },
      { behaviour: { reply: "An answer without any citation." }, key: standIn.apiKey },
      { behaviour: { reply: "Cites only a source it was not given [9]." }, key: standIn.apiKey },
    ];
    for (const { behaviour, key } of cases) {
      standIn.behave(behaviour);
      const logged: string[] = [];
      const service = createSearchService({
        origin: ORIGIN,
        llm: config("anthropic", standIn.url, key),
        log: (level, msg, fields) => logged.push(JSON.stringify({ level, msg, ...fields })),
      });
      const outcome = await service.answer(QUESTION);
      assert.equal(outcome.via, "extractive", JSON.stringify(behaviour));
      assert.match(outcome.response.content, /4-6 weeks/);
      // The fallback is reported once, as a warning through the injected logger, without the key.
      assert.equal(logged.length, 1, logged.join("\n"));
      assert.match(logged[0]!, /^\{"level":"warn","msg":"search: /);
      assert.ok(!logged[0]!.includes(key), "no API key in the log");
    }
  } finally {
    await standIn.close();
  }
});

Deno.test("invented sentences from the model are dropped, and a mostly invented answer is not used", async () => {
  const standIn = startLlmStandIn();
  try {
    const service = () =>
      createSearchService({ origin: ORIGIN, llm: config("openai", standIn.url, standIn.apiKey) });
    standIn.behave({
      reply: "Onboarding typically takes 4-6 weeks [1]. " +
        "First retail placements usually follow within 4-8 weeks [1]. " +
        "We also distribute to Mars and Jupiter [1].",
    });
    const trimmed = await service().answer(QUESTION);
    assert.equal(trimmed.via, "llm");
    assert.equal(
      trimmed.response.content,
      "Onboarding typically takes 4-6 weeks [1]. First retail placements usually follow within 4-8 weeks [1].",
    );

    standIn.behave({
      reply: "Onboarding takes 4-6 weeks [1]. We distribute to Mars and Jupiter [1]. " +
        "Our lunar warehouse opens in 2031 [1].",
    });
    const invented = await service().answer(QUESTION);
    assert.equal(invented.via, "extractive");
    assert.doesNotMatch(invented.response.content, /Mars|Jupiter|lunar|2031/);
    assert.match(invented.response.content, /4-6 weeks/);
  } finally {
    await standIn.close();
  }
});

Deno.test("the model's NO_ANSWER becomes the no-answer reply, and is not asked when nothing matches", async () => {
  const standIn = startLlmStandIn();
  try {
    standIn.behave({ reply: NO_ANSWER_TOKEN });
    const service = createSearchService({
      origin: ORIGIN,
      llm: config("openai", standIn.url, standIn.apiKey),
    });
    const declined = await service.answer(QUESTION);
    assert.equal(declined.kind, "no-answer");
    assert.deepEqual(declined.response.citations, []);
    // No section shares a word with it ("pizza" is nowhere on the site): declined without a call.
    const none = await service.answer("What is the best pizza in London?");
    assert.equal(none.kind, "no-answer");
    assert.equal(standIn.requests.length, 1);
  } finally {
    await standIn.close();
  }
});

Deno.test("with a model, a question the extractive answer declines is put to the model, which may answer it or decline it", async () => {
  // A small site of our own. The extractive answer declines a question asking for a sum of money
  // (`fact_kinds.ts`) when no section states one; the model reads the section and decides.
  const index = createSearchIndex([
    ...pageDocuments({ path: "/team", title: "Our team" }, [{
      heading: "Your brand strategist",
      passages: [
        "Every partner brand works with a dedicated brand strategist, paid by us, not by the brand.",
      ],
    }]),
    ...pageDocuments({ path: "/contact", title: "Contact" }, [{
      heading: "Write to us",
      passages: ["Send a message and we reply within two days."],
    }]),
  ]);
  const question = "What does a brand strategist cost brands?";
  assert.equal(
    (await createSearchService({ origin: ORIGIN, index }).answer(question)).kind,
    "no-answer",
  );
  const standIn = startLlmStandIn();
  try {
    const service = () =>
      createSearchService({
        origin: ORIGIN,
        index,
        llm: config("openai", standIn.url, standIn.apiKey),
      });
    standIn.behave({
      reply:
        "Brands do not pay for it: the dedicated brand strategist is paid by us, not by the brand [1].",
    });
    const answered = await service().answer(question);
    assert.equal(answered.via, "llm");
    assert.equal(answered.kind, "answer");
    assert.deepEqual(answered.response.citations, [`${ORIGIN}/team`]);
    // The model was shown the section the extractive answer declined to quote.
    assert.match(JSON.stringify(standIn.requests[0]!.body), /paid by us, not by the brand/);

    standIn.behave({ reply: NO_ANSWER_TOKEN });
    const declined = await service().answer(question);
    assert.equal(declined.kind, "no-answer");
    assert.deepEqual(declined.response.citations, []);
    assert.equal(standIn.requests.length, 2);
  } finally {
    await standIn.close();
  }
});

Deno.test("with a model, a staff pin stands: the model neither rewrites nor declines it", async () => {
  const index = createSearchIndex([
    ...pageDocuments({ path: "/team", title: "Our team" }, [{
      heading: "Your brand strategist",
      passages: ["Every partner brand works with a dedicated brand strategist."],
    }]),
    ...pageDocuments({ path: "/contact", title: "Contact" }, [{
      heading: "Write to us",
      passages: ["Send a message and we reply within two days."],
    }]),
  ]);
  const question = "who looks after my brand";
  const curations = { synonyms: [], pins: new Map([[searchCacheKey(question), "/team"]]) };
  const curation: SearchCuration = {
    retrieve: (query, searched, limit) => curatedRetrieval(query, searched, limit, curations),
    answered: () => {},
    onChange: () => {},
  };
  const standIn = startLlmStandIn();
  try {
    standIn.behave({ reply: NO_ANSWER_TOKEN });
    const outcome = await createSearchService({
      origin: ORIGIN,
      index,
      curation,
      llm: config("openai", standIn.url, standIn.apiKey),
    }).answer(question);
    assert.equal(outcome.kind, "answer");
    assert.equal(outcome.via, "extractive");
    assert.deepEqual(outcome.response.citations, [`${ORIGIN}/team`]);
    assert.equal(standIn.requests.length, 0);
  } finally {
    await standIn.close();
  }
});
