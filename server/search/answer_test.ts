import assert from "node:assert/strict";
import { SEARCH_SUGGESTIONS } from "../../shared/content/search.ts";
import { composeAnswer, withMarker } from "./answer.ts";
import { buildCorpus } from "./corpus.ts";
import { pageDocuments } from "./document.ts";
import { createSearchIndex } from "./index.ts";
import { createSearchService, siteSearchIndex } from "./service.ts";

const ORIGIN = "https://www.example.test";

function markers(content: string): number[] {
  return [...content.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
}

/** The page the answer to `question` cites first, or `undefined` when it is declined. */
async function firstCited(
  service: ReturnType<typeof createSearchService>,
  question: string,
): Promise<string | undefined> {
  const outcome = await service.answer(question);
  const url = outcome.response.sources?.[0]?.url;
  return outcome.kind === "answer" && url ? new URL(url).pathname : undefined;
}

Deno.test("buildCorpus indexes every public page with unique ids and real anchors only", () => {
  const corpus = buildCorpus();
  assert.equal(new Set(corpus.map((document) => document.id)).size, corpus.length);
  const paths = new Set(corpus.map((document) => document.path));
  for (const path of ["/", "/services", "/distribution", "/partner", "/contact", "/privacy"]) {
    assert.ok(paths.has(path), path);
  }
  const homeAnchors = corpus.filter((d) => d.path === "/" && d.url !== "/").map((d) => d.url);
  assert.deepEqual(
    homeAnchors.sort(),
    ["/#about", "/#contact", "/#insights", "/#partner", "/#services"],
  );
  assert.ok(corpus.every((document) => document.passages.length > 0));
});

Deno.test("the main pages' copy is collected from their content modules, and form text is not", () => {
  const passages = buildCorpus().flatMap((document) =>
    document.passages.map((passage) => ({ path: document.path, passage }))
  );
  const on = (path: string, text: string) =>
    passages.some((entry) => entry.path === path && entry.passage.includes(text));
  // A process step keeps its number and duration; a case study its figure and client.
  assert.ok(on("/marketing", "Step 01, Strategic Thinking (2-3 weeks): We analyse your market"));
  assert.ok(on("/marketing", "% distribution growth for a family-owned Dutch confectionery maker"));
  assert.ok(on("/distribution", "In figures: "));
  assert.ok(on("/contact", "Our address is Unit 7a, Pump Lane, Hayes, England, UB3 3NB."));
  assert.ok(
    !passages.some((entry) =>
      /Send Message|Tell us about your brand, your products/.test(entry.passage)
    ),
  );
});

Deno.test("composeAnswer quotes whole sentences, each marked with its source, the asked figure first", () => {
  const index = siteSearchIndex();
  const question = "How long does onboarding take?";
  const answer = composeAnswer(question, index.search(question), index);
  assert.equal(answer.kind, "answer");
  const sentences = answer.content.split(/(?<=\]\.)\s+/);
  assert.ok(sentences.length >= 1 && sentences.length <= 3);
  for (const sentence of sentences) assert.match(sentence, /\[\d+\]\.$/);
  // Numbers start at 1, refer to listed sources and every source is cited.
  const used = new Set(markers(answer.content));
  assert.deepEqual([...used].sort(), answer.sources.map((_, i) => i + 1));
  assert.match(sentences[0]!, /4-6 weeks/);
});

Deno.test("composeAnswer cites each page once", () => {
  const index = siteSearchIndex();
  for (const question of ["Wholesale distribution network", "Brand marketing services"]) {
    const answer = composeAnswer(question, index.search(question), index);
    const paths = answer.sources.map((source) => source.path);
    assert.equal(new Set(paths).size, paths.length, question);
  }
});

Deno.test("answers cite absolute URLs on PUBLIC_ORIGIN that match their sources", async () => {
  const outcome = await createSearchService({ origin: ORIGIN }).answer("UK retail partnerships");
  const { citations = [], sources = [] } = outcome.response;
  assert.ok(citations.length > 0);
  assert.deepEqual(citations, sources.map((source) => source.url));
  for (const url of citations) assert.ok(url.startsWith(`${ORIGIN}/`), url);
  assert.ok(Math.max(...markers(outcome.response.content)) <= citations.length);
});

Deno.test("withMarker puts the citation before the closing punctuation", () => {
  assert.equal(withMarker("Stock is held regionally.", 2), "Stock is held regionally [2].");
  assert.equal(withMarker("Is it fast?", 1), "Is it fast [1]?");
  assert.equal(withMarker("No stop", 3), "No stop [3].");
});

Deno.test("every suggestion chip is answered with sources", async () => {
  const service = createSearchService({ origin: ORIGIN });
  for (const chip of SEARCH_SUGGESTIONS) {
    const outcome = await service.answer(chip);
    assert.equal(outcome.kind, "answer", chip);
    assert.ok((outcome.response.sources ?? []).length > 0, chip);
  }
});

Deno.test("search understands a typo of a word the site uses", () => {
  const results = siteSearchIndex().search("wholesale distrbution network").results;
  assert.ok(results.slice(0, 3).some((result) => result.document.path === "/distribution"));
});

Deno.test("a long chatty question is answered as its short form", async () => {
  // Greetings, thanks and the asker's state of mind are dropped before retrieval, and "hope
  // you're well" does not make the question one about the company's own services.
  const service = createSearchService({ origin: ORIGIN });
  for (
    const short of [
      "How are vapes and nicotine pouches handled?",
      "How fast can my brand be on shelves?",
    ]
  ) {
    const chatty = "Hi there, hope you're well! I was just wondering, if it's not too much " +
      `trouble, ${short[0]!.toLowerCase()}${short.slice(1)} Thanks so much in advance!`;
    const expected = await firstCited(service, short);
    assert.ok(expected, short);
    assert.equal(await firstCited(service, chatty), expected, chatty);
    assert.deepEqual(
      service.index.search(chatty).terms,
      service.index.search(short).terms,
      "the same content words",
    );
  }
});

Deno.test("an item whose excerpt only restates its name is answered from its body", async () => {
  const article = pageDocuments({ path: "/insights/zestora-arrives", title: "Zestora arrives" }, [
    { heading: "Zestora arrives", passages: ["Excerpt about Zestora."] },
    {
      heading: "The range",
      passages: ["The sparkling fruit drink reaches 400 convenience stores this spring."],
    },
  ]).map((document) => ({ ...document, id: `zestora ${document.id}` }));
  const index = createSearchIndex([...buildCorpus(), ...article]);
  const outcome = await createSearchService({ origin: ORIGIN, index }).answer("Zestora");
  assert.equal(outcome.kind, "answer");
  assert.match(outcome.response.content, /400 convenience stores/);
  assert.equal(new URL(outcome.response.sources![0]!.url).pathname, "/insights/zestora-arrives");
});

Deno.test("an off-topic question is declined and cites nothing", async () => {
  const service = createSearchService({ origin: ORIGIN });
  for (
    const question of ["What's a good recipe for banana bread?", "Do you have any graduate jobs?"]
  ) {
    const outcome = await service.answer(question);
    assert.equal(outcome.kind, "no-answer", question);
    assert.deepEqual(outcome.response.sources, []);
  }
});
