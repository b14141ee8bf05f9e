import assert from "node:assert/strict";
import { SEARCH_SUGGESTIONS } from "../../shared/content/search.ts";
import { buildCorpus } from "./corpus.ts";
import { pageDocuments } from "./document.ts";
import { createSearchIndex } from "./index.ts";
import { isAnswerable } from "./answerability.ts";
import { isMeasureTerm, storedRelatedTermsOf } from "./related_words.ts";
import { createSearchService, siteSearchIndex } from "./service.ts";

Deno.test("buildCorpus indexes every public page with unique ids and real anchors only", () => {
  const corpus = buildCorpus();
  assert.equal(new Set(corpus.map((document) => document.id)).size, corpus.length);
  const paths = new Set(corpus.map((document) => document.path));
  for (const path of ["/", "/services", "/distribution", "/partner", "/contact", "/privacy"]) {
    assert.ok(paths.has(path), path);
  }
  assert.ok(paths.has("/insights/digital-shelf-optimisation"));
  const homeAnchors = corpus.filter((d) => d.path === "/" && d.url !== "/").map((d) => d.url);
  assert.deepEqual(
    homeAnchors.sort(),
    ["/#about", "/#contact", "/#insights", "/#partner", "/#services"],
  );
  assert.ok(corpus.every((document) => document.passages.length > 0));
});

Deno.test("search understands a typo", () => {
  const index = siteSearchIndex();
  const typo = index.search("wholesale distrbution network");
  assert.ok(typo.results.slice(0, 3).some((result) => result.document.path === "/distribution"));
  assert.ok(typo.variants.includes("distribut"));
});

Deno.test("search finds a section through a WordNet related word it does not use", () => {
  // /partner says "hiring an importer, a distributor, a sales agency…", never "employ".
  const retrieval = siteSearchIndex().search("Do you employ agencies?");
  const best = retrieval.results[0]!;
  assert.equal(best.document.path, "/partner");
  assert.doesNotMatch(best.document.passages.join(" "), /employ/i);
  assert.ok(retrieval.expansions.includes("employ"));
});

Deno.test("a verb's WordNet hypernym is one of its related words", () => {
  // "reply" (WordNet: reply, respond, answer) is a way to "say": a question asking what the site
  // says of a reply finds sections in either word.
  assert.ok(storedRelatedTermsOf("reply").includes("say"));
  assert.ok(storedRelatedTermsOf("reply").includes("respond"));
});

Deno.test("every suggestion chip is answered with sources", async () => {
  const service = createSearchService({ origin: "https://example.test" });
  for (const chip of SEARCH_SUGGESTIONS) {
    const outcome = await service.answer(chip);
    assert.equal(outcome.kind, "answer", chip);
    assert.ok((outcome.response.sources ?? []).length > 0, chip);
  }
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
  // A stats strip without a heading of its own joins the page's opening section.
  assert.ok(on("/distribution", "In figures: "));
  assert.ok(on("/contact", "Our address is Unit 7a, Pump Lane, Hayes, England, UB3 3NB."));
  assert.ok(
    !passages.some((entry) =>
      /Send Message|Tell us about your brand, your products/.test(entry.passage)
    ),
  );
});

Deno.test("a question asking for a figure ranks first a section that gives one", () => {
  // An article on seasonal trading shares the words "wholesale" and "network" but states no
  // count; the home page's "100+ wholesale partners" answers the question.
  const best = siteSearchIndex().search("How big is your wholesale network?").results[0]!;
  assert.doesNotMatch(best.document.path, /^\/insights\//);
  assert.match(best.document.passages.join(" "), /\d+\+? wholesale partners/i);
});

Deno.test("a question asked in two sentences weighs both; the context about the asker less", () => {
  // A small site of our own: the calendar answers both questions ("June", "late", "buyers"); the
  // about page shares the second question's "buyers decide" and the asker's "growers". Read as
  // asking only in its last sentence, the question counted "June" and "late" as context, and the
  // about page ranked first.
  const index = createSearchIndex([
    ...pageDocuments({ path: "/calendar", title: "Calendar" }, [{
      heading: "The buying calendar",
      passages: [
        "A pitch made in June is late: buyers settle their winter ranges in early spring.",
      ],
    }]),
    ...pageDocuments({ path: "/about", title: "About" }, [{
      heading: "Our growers",
      passages: ["Our buyers decide which growers join us."],
    }]),
    ...pageDocuments({ path: "/contact", title: "Contact" }, [{
      heading: "Write to us",
      passages: ["Send a message and we reply within two days."],
    }]),
  ]);
  const question =
    "We are a family of olive growers from Greece. Is June already too late? When do the buyers decide?";
  assert.equal(index.search(question).results[0]?.document.path, "/calendar");
});

Deno.test("a page's adverb is related to the phrase a visitor says it in", () => {
  // WordNet's adverb "nationwide" is also "across the country"; a one-word synonym of an adverb
  // ("close": "near", "nigh") is not taken.
  assert.ok(storedRelatedTermsOf("nationwide").includes("across"));
  assert.ok(storedRelatedTermsOf("nationwide").includes("countri"));
  assert.ok(!storedRelatedTermsOf("close").includes("nigh"));
  // A small site of our own: the roadmap says "nationwide", the vans page shares the visitor's
  // "across the country" word for word and answers something else.
  const index = createSearchIndex([
    ...pageDocuments({ path: "/roadmap", title: "Roadmap" }, [{
      heading: "From first shop to every shop",
      passages: ["Your range is sold nationwide within two seasons."],
    }]),
    ...pageDocuments({ path: "/vans", title: "Vans" }, [{
      heading: "Our vans",
      passages: ["Our vans carry your range across the country to the ports."],
    }]),
    ...pageDocuments({ path: "/contact", title: "Contact" }, [{
      heading: "Write to us",
      passages: ["Send a message and we reply within two days."],
    }]),
  ]);
  const best = index.search("When will my range be sold across the country?").results[0];
  assert.equal(best?.document.path, "/roadmap");
});

Deno.test('"never" is a function word: a section need not cover it, nor ranks by it', () => {
  // A small site of our own: the pallets page answers the question; the story page shares only
  // "never", rare on the site, which weighed a third of the question and left it declined.
  const index = createSearchIndex([
    ...pageDocuments({ path: "/pallets", title: "Pallets" }, [{
      heading: "Pallets",
      passages: ["We take standard pallets from brands new to Britain."],
    }]),
    ...pageDocuments({ path: "/story", title: "Story" }, [{
      heading: "Our story",
      passages: ["Our founders never gave up, and they never looked back."],
    }]),
    ...pageDocuments({ path: "/contact", title: "Contact" }, [{
      heading: "Write to us",
      passages: ["Send a message and we reply within two days."],
    }]),
  ]);
  const question = "Do you take pallets from farms that never exported?";
  const retrieval = index.search(question);
  assert.ok(isAnswerable(question, retrieval));
  assert.deepEqual(retrieval.results.map((result) => result.document.path), ["/pallets"]);
});

Deno.test("a word of general English is no typo of a site word one letter from its stem", () => {
  // "sitting" stems to "sit"; judged by its seven letters it took "site" as a typo, and a page
  // about the web site outranked the one about the desk.
  const index = createSearchIndex([
    ...pageDocuments({ path: "/web", title: "Web" }, [{
      heading: "This site",
      passages: ["The site has a page for the reception desk."],
    }]),
    ...pageDocuments({ path: "/lobby", title: "Lobby" }, [{
      heading: "Reception",
      passages: ["Our reception desk is staffed from 9 to 5."],
    }]),
    ...pageDocuments({ path: "/contact", title: "Contact" }, [{
      heading: "Write to us",
      passages: ["Send a message and we reply within two days."],
    }]),
  ]);
  const retrieval = index.search("Is anyone sitting at the reception desk?");
  assert.equal(retrieval.results[0]?.document.path, "/lobby");
  assert.ok(!retrieval.variants.includes("site"));
});

Deno.test("a noun naming a measure the site never uses asks for a figure, not a topic", () => {
  // WordNet files "duration", "length" and "period" under "measure, quantity, amount": the
  // visitor names the kind of figure, the page states it ("four to eight weeks") without the noun.
  assert.ok(isMeasureTerm("durat"));
  assert.ok(!isMeasureTerm("pallet"));
  // Units and named times are not measures of this kind: "calories", "July" are topics.
  assert.ok(!isMeasureTerm("calori"));
  assert.ok(!isMeasureTerm("juli"));
  // A small site of our own where onboarding is on most pages and the FAQ gives its length.
  const page = (path: string, heading: string, passage: string) =>
    pageDocuments({ path, title: heading }, [{ heading, passages: [passage] }]);
  const index = createSearchIndex([
    ...page(
      "/faq",
      "Onboarding",
      "Onboarding takes four to eight weeks from the signed agreement.",
    ),
    ...page("/partner", "Partner with us", "Onboarding starts with a call about your range."),
    ...page("/services", "Services", "Our onboarding team books your first depot slots."),
    ...page("/about", "About", "We built our onboarding around brands new to Britain."),
    ...page("/pallets", "Pallets", "We take standard pallets at the depot."),
    ...page("/contact", "Contact", "Send a message and we reply within two days."),
  ]);
  for (const question of ["onboarding duration", "length of the onboarding period"]) {
    const retrieval = index.search(question);
    assert.ok(isAnswerable(question, retrieval), question);
    assert.equal(retrieval.results[0]?.document.path, "/faq", question);
  }
  // A measure noun the site uses is a topic word like any other.
  const pallets = index.search("pallet weeks");
  assert.ok(pallets.terms.includes("week"));
  assert.ok(index.termWeight("week") > index.termWeight("durat"));
});
