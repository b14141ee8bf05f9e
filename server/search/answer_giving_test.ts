import assert from "node:assert/strict";
import { asked, firstSentence } from "../../tests/helpers/answer_fixtures.ts";
import { giving } from "./answer_giving.ts";
import { expectationOf } from "./answer_kind.ts";
import { pageDocuments } from "./document.ts";
import { createSearchIndex } from "./index.ts";

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

Deno.test("a yes/no question leads with the sentence in which we say what we can do", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/accessibility", title: "Accessibility" }, [{
      heading: "Known limitations",
      passages: [
        "The PDF guides on this site are not tagged, so a screen reader may not read their headings in order.",
        "We can send any guide as a Word file on request.",
      ],
    }]),
  );
  assert.match(
    firstSentence(index, "Can I get your PDF guides as a Word file instead?"),
    /^We can send any guide as a Word file/,
  );
});

Deno.test("a 'how do I…' question leads with the sentence saying how", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/newsletter", title: "Newsletter" }, [{
      heading: "Our newsletter",
      passages: [
        "Our monthly newsletter brings category news, and you may unsubscribe from the newsletter whenever you like.",
        "You can unsubscribe through the link at the foot of every issue.",
      ],
    }]),
  );
  assert.match(
    firstSentence(index, "How do I unsubscribe from your newsletter?"),
    /through the link/,
  );
});

Deno.test("a 'which <kind> must…' question leads with the sentence saying which ones", () => {
  // A small site of our own: the sentence sharing the question's words only names the kind again.
  const index = createSearchIndex(
    pageDocuments({ path: "/insights/levy", title: "The bag levy" }, [{
      heading: "Who pays the bag levy",
      passages: [
        "The bigger shops also pay the bag levy on every carrier bag they hand out at the till.",
        "Broadly, bigger shops are those with more than 250 employees or a turnover above ten million pounds.",
      ],
    }]),
  );
  assert.match(
    firstSentence(index, "Which shops have to pay the bag levy?"),
    /^Broadly, bigger shops are those with more than 250 employees/,
  );
});
