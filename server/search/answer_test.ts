import assert from "node:assert/strict";
import { SEARCH_NO_ANSWER } from "../../shared/content/search.ts";
import { ANSWER_SENTENCES, composeAnswer, withMarker } from "./answer.ts";
import { sameFactAsked } from "./answer_sentences.ts";
import { pageDocuments } from "./document.ts";
import { createSearchIndex } from "./index.ts";
import { termsOf } from "./text.ts";
import { createSearchService, siteSearchIndex } from "./service.ts";

const ORIGIN = "https://www.example.test";

function markers(content: string): number[] {
  return [...content.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
}

Deno.test("composeAnswer quotes 2-4 sentences, each marked with its source", () => {
  const index = siteSearchIndex();
  const answer = composeAnswer(
    "How long does onboarding take?",
    index.search("How long does onboarding take?"),
    index,
  );
  assert.equal(answer.kind, "answer");
  const sentences = answer.content.split(/(?<=\]\.)\s+/);
  assert.ok(sentences.length >= ANSWER_SENTENCES.min && sentences.length <= ANSWER_SENTENCES.max);
  for (const sentence of sentences) assert.match(sentence, /\[\d+\]\.$/);
  // Numbers start at 1, refer to listed sources and every source is cited.
  const used = new Set(markers(answer.content));
  assert.deepEqual([...used].sort(), answer.sources.map((_, i) => i + 1));
  assert.match(answer.content, /4-6 weeks/);
});

Deno.test("composeAnswer cites each page once", () => {
  const index = siteSearchIndex();
  for (const question of ["Wholesale distribution network", "Brand marketing services"]) {
    const answer = composeAnswer(question, index.search(question), index);
    const paths = answer.sources.map((source) => source.path);
    assert.equal(new Set(paths).size, paths.length, question);
  }
});

Deno.test("an out-of-scope question gets the no-answer reply, which cites no page", async () => {
  const service = createSearchService({ origin: ORIGIN });
  for (
    const question of [
      "What's the weather in Paris?",
      "Who won the football World Cup?",
      "bitcoin price",
    ]
  ) {
    const outcome = await service.answer(question);
    assert.equal(outcome.kind, "no-answer", question);
    assert.equal(outcome.response.content, SEARCH_NO_ANSWER.text);
    assert.deepEqual(outcome.response.citations, []);
    assert.deepEqual(outcome.response.sources, []);
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

Deno.test("a figure leads only when it counts what the question asks about", () => {
  const index = siteSearchIndex();
  const first = (question: string) =>
    composeAnswer(question, index.search(question), index).content.split(/(?<=\]\.)\s+/)[0];
  // "10+ years of experience" is a figure, but not of brands.
  assert.match(first("How many brands do you work with?") ?? "", /^100\+ brand partners/);
  // A question asking where is answered with the address, even from a section that shares no
  // word with the question.
  assert.match(first("Where is your office?") ?? "", /UB3 3NB/);
});

Deno.test("a question framed by a preposition, or after a sentence of context, still leads with its figure", () => {
  const index = siteSearchIndex();
  const first = (question: string) =>
    composeAnswer(question, index.search(question), index).content.split(/(?<=\]\.)\s+/)[0];
  assert.match(first("For how long are analytics events kept?") ?? "", /13 months/);
  assert.match(
    first("By how much did the Dutch confectionery maker's distribution grow?") ?? "",
    /150%/,
  );
  // A figure in words answers a duration question.
  assert.match(first("How quickly do you respond to a request for my data?") ?? "", /one month/);
});

Deno.test("a figure standing by the question's rarest word leads, and a section's heading says what its figure is about", () => {
  const index = siteSearchIndex();
  const first = (question: string) =>
    composeAnswer(question, index.search(question), index).content.split(/(?<=\]\.)\s+/)[0];
  // "UK" stands by many durations on the site; "launch" by the one asked for.
  assert.match(first("How long until my product launches in the UK?") ?? "", /launch.*4-8 weeks/i);
  // "We aim to respond within 2 business days" shares no word with the question; its section,
  // "Reporting a problem…", does.
  assert.match(
    first("How long do you take to answer an accessibility problem report?") ?? "",
    /2 business days/,
  );
  // Generic words of a heading ("How long we keep data") say nothing of what its figures are
  // about: the retention of server logs, which has no figure, is not answered by another row's.
  assert.match(first("How long do you keep server logs?") ?? "", /server logs/i);
});

Deno.test("a bare Yes or No opens an answer only when the visitor asked a yes/no question", () => {
  const index = siteSearchIndex();
  const answer = (question: string) => composeAnswer(question, index.search(question), index);
  assert.match(answer("Do you offer brand management?").content, /^Yes\. Brand Management/);
  for (const search of ["Brand marketing services", "brand management"]) {
    const content = answer(search).content;
    assert.match(content, /^Brand Management covers/, search);
  }
});

Deno.test("a keyword query that names a time or a size is answered with it first", () => {
  const index = siteSearchIndex();
  const first = (question: string) =>
    composeAnswer(question, index.search(question), index).content.split(/(?<=\]\.)\s+/)[0];
  assert.match(first("GDPR subject access request response time") ?? "", /one month/);
  assert.match(first("uk pallet size depot") ?? "", /1200 by 1000/);
});

Deno.test("a sentence that only introduces a page does not lead the answer", () => {
  const index = siteSearchIndex();
  const first = (question: string) =>
    composeAnswer(question, index.search(question), index).content.split(/(?<=\]\.)\s+/)[0];
  // "This statement explains the standard we work to…" names the topic and states nothing.
  assert.match(first("accessibility standard") ?? "", /WCAG\) version 2\.2 at level AA/);
});

Deno.test("the company's age, written '10+ years', answers how long it has been around", () => {
  const index = siteSearchIndex();
  const question = "How long has the company been around?";
  const first = composeAnswer(question, index.search(question), index).content.split(
    /(?<=\]\.)\s+/,
  )[0];
  assert.match(first ?? "", /10\+ years/);
});

Deno.test("an FAQ answer's yes or no leads only when the visitor asked that FAQ's question", () => {
  const index = siteSearchIndex();
  const answerTo = (question: string) =>
    composeAnswer(question, index.search(question), index).content;
  // The FAQ's own question: its "No" is the answer.
  assert.match(answerTo("Do you charge listing fees?"), /^No\b/);
  // Another yes/no question answered from the same FAQ item: its "No" would deny what the
  // sentence then states (the assessment is free), so the sentence is quoted without it.
  const other = answerTo("Is the first evaluation of my products free of charge?");
  assert.doesNotMatch(other, /^(?:Yes|No)\b/);
  assert.match(other, /free and without obligation/);
});

Deno.test("an FAQ asking the same kind of fact about the visitor's topic leads with its figure", () => {
  // A small site of our own: one section shares most words of the question and states no
  // duration; the FAQ shares two ("parcels", "reach") and gives the duration in days, not the
  // weeks asked about, so no figure of it stands by the visitor's words, and it covers too little
  // of the question to be searched for one on main.
  const index = createSearchIndex([
    ...pageDocuments({ path: "/shipping", title: "Shipping" }, [{
      heading: "How quickly do parcels reach customers abroad?",
      passages: ["Customers outside the country usually wait 10-14 days, depending on customs."],
    }]),
    ...pageDocuments({ path: "/about", title: "About" }, [{
      heading: "Our workshop",
      passages: [
        "Our shop sends parcels every week, and each parcel is packed by hand before it reaches you.",
      ],
    }]),
  ]);
  const question = "We run a shop in Norway. How many weeks until my parcels reach our shop?";
  const answer = composeAnswer(question, index.search(question), index);
  assert.equal(answer.kind, "answer");
  const [first] = answer.content.split(/(?<=\]\.)\s+/);
  assert.match(first!, /10-14 days/, answer.content);
  assert.equal(answer.sources[0]?.path, "/shipping");
});

Deno.test("sameFactAsked: the FAQ's question must ask the same kind of fact about a shared topic", () => {
  const weight = () => 1;
  const own = new Set(termsOf("How many days until my parcels arrive?"));
  const faq = (heading: string) => ({ heading });
  assert.equal(sameFactAsked(faq("How quickly do parcels arrive?"), "duration", own, weight), 1);
  // Another kind of fact, another topic, or not a question: no.
  assert.equal(sameFactAsked(faq("How many parcels do you send?"), "duration", own, weight), 0);
  assert.equal(sameFactAsked(faq("How long do refunds take?"), "duration", own, weight), 0);
  assert.equal(sameFactAsked(faq("Parcel delivery times"), "duration", own, weight), 0);
  // A yes or no is too common a kind to tell anything.
  assert.equal(sameFactAsked(faq("Do parcels arrive?"), "yes-no", own, weight), 0);
});

Deno.test("a keyword query naming a threshold is answered with the figure first", () => {
  const index = siteSearchIndex();
  const question = "packaging waste fee threshold";
  const answer = composeAnswer(question, index.search(question), index);
  const [first] = answer.content.split(/(?<=\]\.)\s+/);
  assert.match(first ?? "", /50 tonnes/);
});

Deno.test("a 'when' question leads with the sentence dating its topic, wherever the date stands", () => {
  const index = siteSearchIndex();
  for (
    const question of [
      "When is the deposit scheme for single-use drinks containers going live?",
      "When does the returnable container deposit begin in England?",
    ]
  ) {
    const answer = composeAnswer(question, index.search(question), index);
    const first = answer.content.split(/(?<=\]\.)\s+/)[0]!;
    assert.match(first, /October 2027/, question);
  }
});

/** The first sentence of the answer to `question` over `index`. */
function firstSentence(index: ReturnType<typeof createSearchIndex>, question: string): string {
  const answer = composeAnswer(question, index.search(question), index);
  return answer.content.split(/(?<=\]\.)\s+/)[0] ?? "";
}

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

Deno.test("a duration stated by a related word of the question's own leads ('respond' for 'reply')", () => {
  // The privacy notice: "We will respond within one month…"; "reply" is not on the page.
  const index = siteSearchIndex();
  for (
    const question of [
      "how long do you have to reply when I request my data",
      "How long have you got to reply to a request to see my data?",
    ]
  ) {
    assert.match(firstSentence(index, question), /one month/, question);
  }
});

Deno.test("a figure standing by the question's weightier words leads, from another section of the quoted page", () => {
  // The home page lists "UK delivery in 24-48 hours" among its services and states
  // "nationwide distribution within 3-6 months" in another section.
  const index = siteSearchIndex();
  const first = firstSentence(
    index,
    "How long until we have nationwide distribution across the UK?",
  );
  assert.match(first, /nationwide distribution within 3-6 months/);
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

Deno.test("asked how soon something is done, the time it takes leads, not how long a record is kept", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/letters", title: "Letters" }, [{
      heading: "Writing to us",
      passages: [
        "We keep every letter you send us for 6 years and then shred it securely.",
        "Our team answers each letter within 5 working days.",
      ],
    }]),
  );
  assert.match(
    firstSentence(index, "How soon will I hear back about my letter?"),
    /within 5 working days/,
  );
  // How long a letter is kept is still answered by the period it is kept for.
  assert.match(firstSentence(index, "How long do you keep a letter?"), /for 6 years/);
});

Deno.test("an FAQ asking how soon leads a 'how long until…' question with its first figure", () => {
  // A small site of our own: the FAQ shares only "parcel" with the visitor's question, and the
  // page about parcels shares more words but states how long a parcel is kept.
  const index = createSearchIndex([
    ...pageDocuments({ path: "/help", title: "Help" }, [{
      heading: "How quickly will you post my parcel?",
      passages: [
        "Most parcels leave within 2-3 days of payment, depending on the size of the order. Packing itself usually takes 1 day.",
      ],
    }]),
    ...pageDocuments({ path: "/parcels", title: "Parcels" }, [{
      heading: "Parcels for collection",
      passages: [
        "Parcels waiting for collection at our counter in Wales are kept for 30 days and then sent back.",
        "Each parcel is wrapped in recycled paper and sealed with paper tape in our workshop in Wales.",
      ],
    }]),
  ]);
  assert.match(
    firstSentence(
      index,
      "Once I have paid, how long until my parcel is actually on its way from Wales?",
    ),
    /^Most parcels leave within 2-3 days of payment/,
  );
});

Deno.test("a chatty 'when…' question is answered about its asking part, not the asker's story", () => {
  // A small site of our own: the first sentence holds more of the asker's words ("wedding",
  // "cake", "late", "July"), the second answers when couples decide.
  const index = createSearchIndex(
    pageDocuments({ path: "/weddings", title: "Wedding cakes" }, [{
      heading: "Planning a wedding cake",
      passages: [
        "A wedding cake may need its design agreed in spring, baking in late July and delivery to the venue by early autumn.",
        "For summer weddings, most couples typically choose their cakes in the first half of the year, so by midsummer the diary is settled.",
      ],
    }]),
  );
  assert.match(
    firstSentence(
      index,
      "Our wedding is in September and my sister says ordering a cake is already too late because it's July?? When do couples decide on their cakes?",
    ),
    /^For summer weddings, most couples typically choose their cakes in the first half/,
  );
});

Deno.test("an FAQ asking how quickly is the same fact as 'when will…', and not as 'how long…keep'", () => {
  const faq = { heading: "How quickly will you post my parcel?" };
  const weight = () => 1;
  assert.ok(sameFactAsked(faq, "time", new Set(termsOf("parcel")), weight) > 0);
  assert.equal(sameFactAsked(faq, "duration", new Set(termsOf("parcel")), weight, "extent"), 0);
  assert.ok(sameFactAsked(faq, "duration", new Set(termsOf("parcel")), weight, "speed") > 0);
});

Deno.test("a figure by the question's own word leads before one by a longer word it prefixes", () => {
  // A small site of our own: "membership" and "members" are as rare, and a figure stands by each;
  // the sentence with "membership" shares more of the question.
  const index = createSearchIndex([
    ...pageDocuments({ path: "/club", title: "The club" }, [{
      heading: "Our walking club",
      passages: [
        "Every club membership request is answered in 48 hours.",
        "Over 300 members walk with us across the county every year.",
      ],
    }]),
    ...pageDocuments({ path: "/walks", title: "Walks" }, [{
      heading: "Weekly walks",
      passages: ["A leader takes a walk every Sunday, and guests are welcome to join."],
    }]),
  ]);
  assert.match(firstSentence(index, "number of club members"), /^Over 300 members walk/);
});

Deno.test("'get back to me' asks for a reply, not about something 'backed' by a figure", () => {
  // The site's accessibility page states the reply time; the home page's steps say "…within 4-8
  // weeks, backed by launch marketing".
  const index = siteSearchIndex();
  assert.match(
    firstSentence(index, "Should I report a broken page, how soon would you get back to me?"),
    /^We aim to respond within 2 business days/,
  );
});

Deno.test("two figures by the same word: the one whose section holds the question's topic leads", () => {
  // Both figures answer by "respond" (a relative of "reply") alone, and the section about access
  // problems ranks first; only the other holds the question's "subject" beside its "access" and
  // "request".
  const index = createSearchIndex([
    ...pageDocuments({ path: "/help", title: "Help" }, [{
      heading: "Access problems on the site",
      passages: [
        "If a page is hard to access, send us a request to change it.",
        "We aim to respond within 3 working days.",
      ],
    }]),
    ...pageDocuments({ path: "/records", title: "Records" }, [{
      heading: "Your rights",
      passages: [
        "As the subject of the records we keep, you can request access to them.",
        "We will respond within 6 weeks, wherever you are.",
      ],
    }]),
  ]);
  assert.match(
    firstSentence(index, "how long do you have to reply to my subject access request"),
    /6 weeks/,
  );
});

Deno.test("asked how many things, a duration by the question's words is no count of them", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/about", title: "About" }, [{
      heading: "Our bakeries",
      passages: [
        "Our bakers have baked bread in 25+ years of early mornings across the county.",
        "Fresh loaves reach over 40 village bakeries every morning before seven.",
      ],
    }]),
  );
  assert.match(firstSentence(index, "How many bakeries do your bakers supply?"), /over 40/);
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

Deno.test("asked how long a business has been going, its years of activity lead, not a wait", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/about", title: "About" }, [{
      heading: "Our bakery",
      passages: [
        "Bakery orders placed online are ready to collect within 2 days.",
        "Our family has baked bread in this valley for 40 years, and still uses the first oven.",
      ],
    }]),
  );
  assert.match(firstSentence(index, "How long has the bakery been going?"), /40 years/);
});

Deno.test("a misspelt verb asked how fast is read as the word the search matched it to", () => {
  const index = createSearchIndex([
    ...pageDocuments({ path: "/help", title: "Help" }, [{
      heading: "How quickly do you deliver?",
      passages: ["Parcels reach most addresses within 2 days of the order."],
    }]),
    ...pageDocuments({ path: "/cakes", title: "Cakes" }, [{
      heading: "Birthday cakes",
      passages: ["Designing a birthday cake with you takes 3 weeks from the first sketch."],
    }]),
  ]);
  assert.match(firstSentence(index, "how fast do you delivver a birthday cake"), /2 days/);
});

Deno.test("'all over the country' asks for the nationwide figure, not one by the other words", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/growth", title: "Growth" }, [{
      heading: "Growing with us",
      passages: [
        "New bakers are stocked in their first shops within 6 weeks.",
        "Most bakers reach nationwide sales within 9 months of joining.",
      ],
    }]),
  );
  assert.match(
    firstSentence(index, "how long until my bread is stocked all over the country"),
    /9 months/,
  );
});

Deno.test("'get back to me' asks for the reply time an FAQ gives by a relative word", () => {
  // The visitor's words meet a section about forms; the FAQ says "respond", the reply says "reply".
  const index = createSearchIndex([
    ...pageDocuments({ path: "/forms", title: "Forms" }, [{
      heading: "Filling in our order form",
      passages: [
        "Fill in the order form with the cake size and the flavour, and the date on the back.",
      ],
    }]),
    ...pageDocuments({ path: "/faq", title: "FAQ" }, [{
      heading: "How quickly will you respond to my message?",
      passages: ["We reply to every message within 6 hours."],
    }]),
  ]);
  assert.match(
    firstSentence(index, "once I fill in the order form, when will somebody get back to me?"),
    /6 hours/,
  );
});

Deno.test("a yes/no question proposing a time leads with the sentence stating it", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/delivery", title: "Delivery" }, [{
      heading: "Delivery for cafes",
      passages: [
        "When a cafe runs low on bread, our team helps plan more bread for it.",
        "Orders reach cafes within 3 days, with a next-day option for urgent orders.",
      ],
    }]),
  );
  assert.match(
    firstSentence(index, "If my cafe runs low on bread, can I get more the next day?"),
    /next-day option/,
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

Deno.test("asked how long a business has been going, its own years lead, not a team member's", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/about", title: "About" }, [{
      heading: "Our bakery",
      passages: [
        "Every baker on the bakery team brings 20 years of experience to the ovens.",
        "We have baked bread in this valley for 40 years.",
      ],
    }]),
  );
  assert.match(firstSentence(index, "How long has the bakery been going?"), /40 years/);
});
