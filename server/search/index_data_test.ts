import assert from "node:assert/strict";
import { pageDocuments } from "./document.ts";
import {
  type Field,
  miniSearchOptions,
  PortableMiniSearch,
  sectionAnalyser,
} from "./index_data.ts";

/** A state as comparable text: Maps as their entries, in order. */
function serialised(mini: PortableMiniSearch): string {
  return JSON.stringify(mini.state(), (_key, value) => value instanceof Map ? [...value] : value);
}

Deno.test("indexing analysed sections in bulk builds MiniSearch's own index, term for term", () => {
  const documents = pageDocuments({ path: "/depots", title: "Depots" }, [
    { heading: "Our warehouses", passages: ["We store pallets in two warehouses near Leeds."] },
    {
      heading: "Deliveries",
      passages: ["Pallets leave the warehouse daily; deliveries take a day."],
    },
    { heading: "Empty", passages: ["-"] },
  ]);
  const analysed = sectionAnalyser()(documents);
  const fieldsOf = new Map(documents.map((document, i) => [document.id, analysed[i]!.fields]));
  const options = miniSearchOptions({
    extractField: (document, field) =>
      field === "id" ? document.id : fieldsOf.get(document.id)?.[field as Field].join(" ") ?? "",
  });
  const byAddAll = new PortableMiniSearch(options);
  byAddAll.addAll([...documents]);
  const inBulk = new PortableMiniSearch(options);
  inBulk.addAllAnalysed(documents, (document) => fieldsOf.get(document.id)!);
  assert.equal(serialised(inBulk), serialised(byAddAll));
  assert.deepEqual(
    inBulk.search("warehous pallet").map((hit) => [hit.id, hit.score]),
    byAddAll.search("warehous pallet").map((hit) => [hit.id, hit.score]),
  );
  assert.ok(inBulk.search("warehous pallet").length === 2);
});
