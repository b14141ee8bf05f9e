import assert from "node:assert/strict";
import { asked, firstSentence } from "../../tests/helpers/answer_fixtures.ts";
import { giving } from "./answer_giving.ts";
import { expectationOf } from "./answer_kind.ts";
import { statesCode, statesName, statesTitle } from "./answer_names.ts";
import { pageDocuments } from "./document.ts";
import { createSearchIndex } from "./index.ts";

Deno.test("a 'which country / law / court' question asks for a name, and a sentence naming one gives it", () => {
  assert.equal(expectationOf("Which country's courts hear disputes about these terms?"), "name");
  assert.equal(expectationOf("what jurisdiction governs the contract"), "name");
  assert.equal(expectationOf("Which law covers refunds here?"), "name");
  // Things not called by proper names are not asked for one.
  assert.equal(expectationOf("Which products do you stock?"), "other");
  assert.equal(statesName("Disputes are settled under the law of Scotland."), true);
  assert.equal(statesName("Any claim is heard by the courts in Edinburgh."), true);
  // No name past the first word: a capital opening the sentence, the company's name, a code.
  assert.equal(statesName("Scotland has its own rules."), false);
  assert.equal(statesName("Do not break any applicable law using the site."), false);
  assert.equal(statesName("Contracts with Crownbridge follow UK rules."), false);
  const law = asked("law", "country");
  assert.equal(giving("name", "These terms are governed by the law of Scotland.", law), "answers");
  assert.equal(giving("name", "Do not break any applicable law using the site.", law), "none");
});

Deno.test("a 'which legal person' question asks for a role, stated by its title", () => {
  assert.equal(expectationOf("we sell toys, which legal person do we need in Britain?"), "role");
  assert.equal(expectationOf("What representative must a foreign seller appoint?"), "role");
  assert.equal(expectationOf("Which country's law applies?"), "name");
  assert.equal(statesTitle("Toys need a named Product Safety Contact in Britain."), true);
  assert.equal(statesTitle("Toys need a named contact in Britain for safety."), false);
  assert.equal(giving("role", "Toys need a Product Safety Contact.", asked("toys")), "answers");
  assert.equal(giving("role", "Toys carry legal duties in Britain.", asked("toys")), "none");
});

Deno.test("'what <kind> number' asks for an identifier, named beside 'number'", () => {
  assert.equal(expectationOf("What tax number does a charity need?"), "code");
  assert.equal(expectationOf("which reference code must I quote"), "code");
  assert.notEqual(expectationOf("what phone number do I ring"), "code");
  assert.ok(statesCode("Each charity needs a UTR number from the tax office."));
  assert.ok(statesCode("Quote reference number 1234567 on every letter."));
  assert.ok(!statesCode("Each charity needs a number from the tax office."));
});

Deno.test("a 'which country's law' question leads with the sentence naming the country", () => {
  // A small site of our own: the section that shares most words with the question names no law.
  const index = createSearchIndex(
    pageDocuments({ path: "/terms", title: "Terms" }, [
      {
        heading: "Using the website",
        passages: [
          "You may use this website for lawful purposes only, and never in a way that breaks any law that applies to you.",
        ],
      },
      {
        heading: "Which rules govern",
        passages: [
          "These terms are governed by the law of Scotland and its courts decide disputes.",
        ],
      },
    ]),
  );
  assert.match(firstSentence(index, "Which country's law applies to this website?"), /Scotland/);
});

Deno.test("a 'which legal person' question leads with the sentence naming the role by its title", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/rules", title: "Rules" }, [{
      heading: "Selling toys in the UK",
      passages: [
        "Selling toys in the UK brings legal duties for the person who places them on the market.",
        "Toys need a named Product Safety Contact based in the UK before they go on sale.",
      ],
    }]),
  );
  assert.match(
    firstSentence(index, "we design toys, which legal person do we need in the UK for toys"),
    /Product Safety Contact/,
  );
});

Deno.test("'what <kind> number' leads with the sentence naming the identifier", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/export", title: "Export" }, [{
      heading: "Exporting cheese to Norway",
      passages: [
        "A dairy exporting cheese to Norway needs registration with the food authority first.",
        "That registration gives the dairy an NVR number for its shipments.",
      ],
    }]),
  );
  assert.match(
    firstSentence(
      index,
      "What registration number does a dairy need for exporting cheese to Norway?",
    ),
    /NVR number/,
  );
});
