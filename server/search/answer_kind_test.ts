import assert from "node:assert/strict";
import {
  adverbTerms,
  asksSpeed,
  countAsked,
  durationAsked,
  expectationOf,
  figureTerms,
  giving,
  speedAction,
  statesCode,
  statesName,
  statesSpeed,
  statesTime,
  statesTitle,
  termsByFigure,
  withoutDurations,
} from "./answer_kind.ts";
import { termOf } from "./text.ts";

/** The analysed terms of a visitor's words, as the search asks with them. */
function asked(...words: string[]): Set<string> {
  return new Set(words.map((word) => termOf(word)!));
}

Deno.test("a duration with a qualifying word or written as a range still gives a duration", () => {
  assert.equal(giving("duration", "We aim to respond within 2 business days.", asked()), "gives");
  assert.equal(giving("duration", "Refunds are made within 10 working days.", asked()), "gives");
  assert.equal(giving("duration", "Expect results in 3 to 6 months.", asked()), "gives");
  // A count of things is no duration.
  assert.equal(giving("duration", "We work with 100+ brands.", asked()), "none");
});

Deno.test("termsByFigure names the question words a figure counts, not those further off", () => {
  const sentence =
    "Stage 05, Market Launch: first placements within 4-8 weeks, supported by launch " +
    "promotion in the UK.";
  assert.deepEqual(termsByFigure(sentence, asked("launch", "brand")), [termOf("launch")]);
  // The step number is not a figure: "market" stands by "05" only.
  assert.deepEqual(termsByFigure(sentence, asked("market")), []);
});

Deno.test("a query with no question word still asks for what it names", () => {
  assert.equal(expectationOf("onboarding duration"), "duration");
  assert.equal(expectationOf("GDPR subject access request response time"), "duration");
  assert.equal(expectationOf("crownbridge number of brand partners"), "number");
  assert.equal(expectationOf("uk pallet size depot"), "number");
  // A phone number is not a count.
  assert.equal(expectationOf("What's the phone number of the data protection regulator?"), "other");
  assert.equal(expectationOf("brand management"), "other");
});

Deno.test("a keyword query naming a threshold asks for a figure, one naming years a duration", () => {
  assert.equal(expectationOf("sugar levy threshold"), "number");
  assert.equal(expectationOf("vat registration thresholds uk"), "number");
  assert.equal(expectationOf("team years trading"), "duration");
  // "Year" alone names a period, not a length of time ("year of founding").
  assert.equal(expectationOf("crownbridge founding year"), "other");
});

Deno.test("a 'how long' asked inside a chatty sentence is still a duration question", () => {
  assert.equal(
    expectationOf("Good morning, I'm wondering how long it normally takes to get back to me?"),
    "duration",
  );
  assert.equal(expectationOf("Could you tell me how many stores you reach?"), "number");
});

Deno.test("a 'when' question is answered by a date or window anywhere in a sentence on its topic", () => {
  for (
    const sentence of [
      "Ranges are chosen in the first half of the year.",
      "The levy has applied from April to imported goods.",
      "Plan the summer range the previous year.",
      "Guides come out in the weeks before each event.",
    ]
  ) {
    assert.ok(statesTime(sentence), sentence);
  }
  assert.equal(statesTime("Shoppers buy a box of chocolates on Christmas Eve."), false);
  // The date closes the clause; the question's word opens it, out of a figure's reach.
  assert.equal(
    giving(
      "time",
      "A deposit scheme for single-use drinks containers is planned to start in October 2027.",
      asked("deposit"),
    ),
    "answers",
  );
  assert.equal(
    giving(
      "time",
      "For Christmas, the large grocers choose ranges in the first half of the year.",
      asked("christmas"),
    ),
    "answers",
  );
});

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

Deno.test("a figure standing by a WordNet relative of a question word answers for it", () => {
  // "respond" is a related word of "reply" (WordNet), not the question's own word.
  const sentence = "Once your letter arrives, we will respond within 14 days.";
  assert.deepEqual(figureTerms(sentence, asked("reply", "parcel"), asked("reply")), {
    direct: [],
    related: [termOf("reply")],
  });
  assert.equal(giving("duration", sentence, asked("reply"), asked("reply")), "answers");
  // Without related terms the figure only gives a duration, as before.
  assert.equal(giving("duration", sentence, asked("reply")), "gives");
  assert.deepEqual(termsByFigure(sentence, asked("reply")), []);
});

Deno.test("a yes/no question is answered by a sentence in which we or you can, will or do not", () => {
  const words = asked("send", "form", "copy");
  assert.equal(giving("yes-no", "We can send any form as a large-print copy.", words), "answers");
  assert.equal(giving("yes-no", "No, we do not send forms by post.", words), "answers");
  // A clause inside the sentence is not its claim; a sentence without the question's words says
  // nothing about it.
  assert.equal(giving("yes-no", "Until you do, the copy is not sent.", words), "gives");
  assert.equal(giving("yes-no", "We can help with labelling.", words), "none");
});

Deno.test("a 'how do I…' question asks for a way, which a sentence gives by 'through', 'using', 'by …ing'", () => {
  assert.equal(expectationOf("How can I unsubscribe from the newsletter?"), "means");
  assert.equal(expectationOf("how do we order samples"), "means");
  const words = asked("unsubscribe", "newsletter");
  assert.equal(
    giving("means", "You can unsubscribe at any time through the link in each newsletter.", words),
    "answers",
  );
  assert.equal(
    giving("means", "Use the unsubscribe link at the foot of the newsletter.", words),
    "answers",
  );
  // "Sell-through" is a noun, "through which" opens a relative clause, and a sentence without the
  // question's words gives no way to do what it asks.
  assert.equal(giving("means", "Newsletter readers see our sell-through figures.", words), "none");
  assert.equal(
    giving("means", "The newsletter names the channels through which we sell.", words),
    "none",
  );
  assert.equal(giving("means", "Orders are placed through our portal.", words), "none");
});

Deno.test("'which <kind> must…' asks which ones, answered by a sentence marking them out", () => {
  assert.equal(expectationOf("Which shops need to register for the levy?"), "members");
  assert.equal(expectationOf("what firms have to report their emissions"), "members");
  // The kind is the object, not the subject: a list answers, not a definition.
  assert.equal(expectationOf("Which products do you stock?"), "other");
  assert.equal(expectationOf("Which parts of the country do you cover?"), "other");
  const levy = asked("shop", "register", "levy");
  assert.equal(
    giving(
      "members",
      "Only shops with a floor area above 280 square metres register for the levy.",
      levy,
    ),
    "answers",
  );
  assert.equal(
    giving("members", "Anyone who sells cigarettes must register with the council.", levy),
    "answers",
  );
  // Naming the kind again does not say which ones.
  assert.equal(giving("members", "The bigger shops also pay the levy each year.", levy), "none");
});

Deno.test("asked how soon, the duration of a state does not say how soon it is done", () => {
  assert.equal(asksSpeed("How quickly do you reply to letters?"), true);
  assert.equal(asksSpeed("How long do you keep my letters?"), false);
  assert.equal(statesSpeed("We reply to every letter within 5 days."), true);
  assert.equal(statesSpeed("We keep every letter for 6 years and then shred it."), false);
  assert.equal(statesSpeed("Each letter is shredded 6 years after it arrives."), false);
  assert.equal(statesSpeed("Our clerks, with 20 years of practice, read every letter."), false);
  assert.equal(speedAction("If I write to you, how soon will you reply?"), termOf("reply"));
  assert.equal(speedAction("how fast does the warehouse ship orders"), termOf("ship"));
});

Deno.test("a 'how long' waiting for an event or a task asks how soon, not how long a state lasts", () => {
  assert.equal(asksSpeed("How long until you answer my letter?"), true);
  assert.equal(asksSpeed("how long before my parcel is posted"), true);
  assert.equal(asksSpeed("How long will it take you to reply?"), true);
  assert.equal(asksSpeed("how long it take until my order arrive"), true);
  assert.equal(asksSpeed("How long do you have to reply to my complaint?"), true);
  assert.equal(asksSpeed("How long do you keep my letters?"), false);
  assert.equal(asksSpeed("How long has the shop been open?"), false);
  assert.equal(speedAction("How long until you answer my letter?"), termOf("answer"));
  assert.equal(speedAction("How long will it take you to reply?"), termOf("reply"));
  assert.equal(speedAction("How long do you have to reply to my complaint?"), termOf("reply"));
  assert.equal(durationAsked("How long do you keep my letters?"), "extent");
  assert.equal(durationAsked("How soon will you post it?"), "speed");
  assert.equal(durationAsked("parcel delivery time"), undefined);
  // "Within" bounds a wait, counted from an event or not.
  assert.equal(statesSpeed("Parcels are posted within 2-3 days of payment."), true);
  assert.equal(statesSpeed("Parcels are kept 30 days after they arrive."), false);
});

Deno.test("'which <kind> <verb>…' after keywords asks which ones", () => {
  assert.equal(expectationOf("bag levy which shops have to pay"), "members");
  assert.equal(expectationOf("bag levy shops"), "other");
});

Deno.test("'back' after a verb of replying is an adverb, not a topic word", () => {
  assert.deepEqual(adverbTerms("When will somebody get back to me?"), [termOf("back")]);
  assert.deepEqual(adverbTerms("how soon will I hear back from you"), [termOf("back")]);
  assert.deepEqual(adverbTerms("What goes on the back of the pack?"), []);
});

Deno.test("a keyword query naming an address asks for a place, spelt with one 'd' or not", () => {
  assert.equal(expectationOf("bakery head office adress"), "place");
  assert.equal(expectationOf("What is the shop's postcode?"), "place");
  assert.equal(expectationOf("bakery email address"), "other");
});

Deno.test("countAsked: how many things, not how many weeks (however 'months' is spelt)", () => {
  assert.equal(countAsked("How many bakeries do your bakers supply?"), true);
  assert.equal(countAsked("number of club members"), true);
  assert.equal(countAsked("how many weeks until the shop opens?"), false);
  assert.equal(countAsked("bakery opening how many monthes"), false);
  assert.equal(countAsked("How long does a loaf keep?"), false);
  assert.equal(
    withoutDurations("Bakers with 25+ years of practice supply over 40 shops."),
    "Bakers with   of practice supply over 40 shops.",
  );
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

Deno.test("'when will…' asked after the context without a comma asks a time", () => {
  assert.equal(expectationOf("after I post the letter when will you answer"), "time");
});
