import { buildCorpus } from "../../server/search/corpus.ts";
import { createSearchService } from "../../server/search/service.ts";
import { expectationOf } from "../../server/search/answer_kind.ts";
const needle = Deno.args[0]!;
for (const d of buildCorpus()) {
  for (const p of d.passages) if (p.includes(needle)) console.log(d.url, "|", d.heading, "|", p);
}
const q = Deno.args[1];
if (q) {
  const service = createSearchService({ origin: "http://localhost:8000", llm: null });
  console.log("expectation", expectationOf(q));
  const r = service.index.search(q, { limit: 10 });
  for (const x of r.results) {
    console.log(x.document.url, x.document.heading, x.score.toFixed(2), x.coverage.toFixed(2));
  }
  console.log((await service.answer(q)).response.content);
}
