import { buildCorpus } from "../../server/search/corpus.ts";
import { createSearchIndex } from "../../server/search/index.ts";
import { loadQuestionSet } from "./question_sets.ts";
import { factMissing } from "../../server/search/fact_kinds.ts";
const index = createSearchIndex(buildCorpus());
const HI = [0.3, 0.35, 0.4, 0.45, 0.5];
const LO = [0.2, 0.25, 0.3];
for (const split of ["dev", "validation"]) {
  const qs = loadQuestionSet(split);
  const rows = qs.map((q) => {
    const r = index.search(q.question, { limit: 12 });
    const unk = r.unknown;
    const pages: string[] = [];
    for (const x of r.results) if (!pages.includes(x.document.path)) pages.push(x.document.path);
    const rank = pages.findIndex((p) => q.expected.includes(p)) + 1;
    const anchor = Math.max(0, ...r.results.slice(0, 2).map((x) => x.coverage));
    return { fm: Deno.env.get("FK") ? factMissing(q.question, r) : false, off: q.expected.length === 0, rank, anchor, unknown: unk.length > 0, q: q.question, unk };
  });
  const ans = rows.filter((r) => !r.off), off = rows.filter((r) => r.off);
  for (const lo of LO) for (const hi of HI) {
    const ok = (r: typeof rows[0]) => !r.fm && r.anchor >= (r.unknown ? hi : lo);
    const h3 = ans.filter((r) => ok(r) && r.rank > 0 && r.rank <= 3).length / ans.length;
    const h1 = ans.filter((r) => ok(r) && r.rank === 1).length / ans.length;
    console.log(`${split} lo=${lo} hi=${hi} hit@1 ${h1.toFixed(3)} hit@3 ${h3.toFixed(3)} offdecl ${off.filter((r) => !ok(r)).length}/${off.length} ansdecl ${ans.filter((r) => !ok(r)).length}/${ans.length}`);
  }
  if (Deno.args[0]) for (const r of rows) console.log(`${r.off ? "OFF" : "ANS"} ${r.fm ? "FM" : "  "} ${r.anchor.toFixed(2)} ${r.unk.join(",")} :: ${r.q}`);
}
