import assert from "node:assert/strict";
import { acronymsOf, acronymTermsOf } from "./acronyms.ts";
import { createSearchIndex } from "./index.ts";
import { pageDocuments } from "./document.ts";

Deno.test("an acronym is read from the words in brackets beside it, either way round", () => {
  const table = acronymsOf([
    "Complaints go to the Office of Rail and Road (ORR), which regulates the railways.",
    "Every pallet carries an SSCC (Serial Shipping Container Code) on two sides.",
  ]);
  assert.deepEqual(table.get("orr"), ["offic", "rail", "road"]);
  assert.deepEqual(table.get("sscc"), ["serial", "ship", "contain", "code"]);
});

Deno.test("a long acronym is read from the one run of words anywhere that spells it", () => {
  const table = acronymsOf([
    "Every product needs a global trade item number before a retailer lists it.",
    "Send us the GTINs of your range.",
    // "RSVP" is spelt by two different runs: left out.
    "Reply soon via post, or ring soon via phone. RSVP by Friday.",
  ]);
  assert.deepEqual(table.get("gtin"), ["global", "trade", "item", "number"]);
  assert.equal(table.get("rsvp"), undefined);
});

Deno.test("a short acronym needs brackets: its letters begin runs by chance", () => {
  // "products onto shelves" spells POS, which here means point of sale.
  const table = acronymsOf([
    "We get products onto shelves fast.",
    "POS kits ship with every order.",
  ]);
  assert.equal(table.get("pos"), undefined);
});

Deno.test("a section gains the expansion of its acronym, and the acronym of its expansion", () => {
  const table = new Map([["fmcg", ["fast", "move", "consum", "goods"]]]);
  assert.deepEqual(
    [...acronymTermsOf(table, new Set(["year", "uk", "fmcg"]), new Set())],
    ["fast", "move", "consum", "goods"],
  );
  const pairs = new Set(["fast move", "move consum", "consum goods"]);
  assert.deepEqual(
    [...acronymTermsOf(table, new Set(["fast", "move", "consum", "goods"]), pairs)],
    ["fmcg"],
  );
  // The words apart are no expansion.
  assert.deepEqual(
    [...acronymTermsOf(table, new Set(["consum", "goods"]), new Set(["consum goods"]))],
    [],
  );
});

Deno.test("a question in an acronym's expanded words finds the section that uses the acronym", () => {
  const documents = pageDocuments({ path: "/about", title: "About" }, [
    {
      heading: "Our experience",
      passages: ["Our founders have worked in UK FMCG for twelve years."],
    },
    {
      heading: "What we sell",
      passages: ["We distribute fast-moving consumer goods such as snacks and soft drinks."],
    },
    {
      heading: "Packaging",
      passages: ["Consumer goods packaging must be recyclable where possible."],
    },
  ]);
  const best = createSearchIndex(documents).search(
    "How many years have your founders worked in consumer goods?",
  ).results[0]!;
  assert.equal(best.document.heading, "Our experience");
  assert.ok(best.coverage >= 0.8, `coverage ${best.coverage}`);
});
