import assert from "node:assert/strict";
import { siteSearchIndex } from "../search/service.ts";
import { expandSynonyms } from "./curation.ts";

Deno.test("a synonym the site never uses is read as the words it does use; a site word is left as typed", () => {
  const index = siteSearchIndex();
  const sets = [["godown", "warehouse"], ["motorway haulage", "road freight", "transport"]];
  assert.equal(expandSynonyms("Where are your godowns?", sets, index), "where are your warehouse");
  // "warehouse" is the site's own word: the question is not touched.
  assert.equal(expandSynonyms("Where is your warehouse?", sets, index), "Where is your warehouse?");
  // Phrases match as phrases, and every site word of the set stands in.
  assert.match(
    expandSynonyms("Do you do motorway haulage?", sets, index),
    /^do you do (road freight )?transport$/,
  );
  assert.equal(expandSynonyms("Do you do haulage?", [], index), "Do you do haulage?");
});
