import assert from "node:assert/strict";
import { isAnswerable } from "./answerability.ts";
import { siteSearchIndex } from "./service.ts";

function answerable(question: string): boolean {
  return isAnswerable(question, siteSearchIndex().search(question));
}

Deno.test("the site answers its topics and declines others", () => {
  for (const question of ["How long does onboarding take?", "Where will my stock be stored?"]) {
    assert.ok(answerable(question), question);
  }
  for (
    const question of ["What's the weather in Paris?", "Which airline has the cheapest flights?"]
  ) {
    assert.equal(answerable(question), false, question);
  }
});

Deno.test("a keyword search of one site word or its typo is answered", () => {
  // "jobs" alone on a company's site asks for vacancies, which no page offers.
  for (const question of ["pallets", "warehose", "privacy"]) {
    assert.ok(answerable(question), question);
  }
});

Deno.test("greetings, thanks and the asker's politeness do not make a question unanswerable", () => {
  const plain = "How long does onboarding take?";
  const chatty = "Hi there, hoping you can help, I was just wondering: how long does onboarding " +
    "take? Many thanks in advance, cheers!";
  assert.ok(answerable(plain));
  assert.ok(answerable(chatty), chatty);
  const terms = siteSearchIndex().search(chatty).terms;
  for (const filler of ["hi", "hope", "wonder", "thank", "advanc", "cheer"]) {
    assert.ok(!terms.includes(filler), `${filler} in ${terms}`);
  }
});

Deno.test("context about the asker before the question weighs little in coverage", () => {
  const index = siteSearchIndex();
  const question = "How long does onboarding take?";
  const withContext = "We are a family bakery from Yorkshire with grandmother's recipes. " +
    question;
  const top = (text: string) => index.search(text).results[0]!.coverage;
  assert.ok(top(withContext) > 0.6, String(top(withContext)));
  assert.ok(answerable(withContext));
});

Deno.test("an off-topic question whose telling word the site never uses is declined", () => {
  // Each shares site words ("best", "delivery", "London", "shop"); the word that carries its
  // intent, the rarest in general English, is nowhere on the site nor related to a site word.
  for (
    const question of [
      "What's a good recipe for banana bread?",
      "How do I get a visa to work in the UK?",
      "Which shop in London sells the best pizza?",
    ]
  ) {
    const retrieval = siteSearchIndex().search(question);
    assert.equal(retrieval.focus?.known, false, question);
    assert.equal(answerable(question), false, question);
  }
});

Deno.test("the focus word is a word of general English, never a name, typo or new term", () => {
  const index = siteSearchIndex();
  // "Kombuchaa" (a typo) and "Google" (a name) are not the focus.
  const focus = index.search("Can Kombuchaa be listed in shops?").focus;
  assert.ok(focus && focus.word !== "kombuchaa", JSON.stringify(focus));
  assert.notEqual(index.search("Do you use Google Analytics?").focus?.word, "google");
});

Deno.test("a question asking for a sum of money is declined when no top section states one", () => {
  // Each shares words with a page ("profit", "pallet", "strategist") that states no sum of money.
  for (
    const question of [
      "What was the company's profit in its last financial year?",
      "How much does a pallet of bottled water cost from you?",
      "brand strategist salary",
    ]
  ) {
    assert.equal(answerable(question), false, question);
  }
  // The site says what is free ("assessing your products … is free"), and a "who" question is
  // answered by a company or a role: these still get answers.
  for (
    const question of [
      "How much does it cost to have my products assessed?",
      "What is the fee for assessing our products?",
      "Who can I complain to about my personal data?",
      "Who is the data controller?",
      "What is the margin retailers expect?",
      "What is the cost of living doing to shopping habits?",
    ]
  ) {
    assert.ok(answerable(question), question);
  }
});

Deno.test("a question for the company's own number is declined where no page states one", () => {
  // Pages speak of VAT and of Companies House without stating the company's numbers.
  for (
    const question of ["Could you send me your EORI number, please?", "crownbridge fax number"]
  ) {
    assert.equal(answerable(question), false, question);
  }
  // The regulator's helpline number is on the privacy page.
  assert.ok(answerable("What is the Information Commissioner's helpline number?"));
});

Deno.test("a person asked for by office is declined where no top section names one", () => {
  // No page names the company's officers.
  for (
    const question of [
      "crownbridge managing director",
      "Could you tell me the name of your chairman?",
      "Who is head of operations at your warehouse?",
      "registered company number",
    ]
  ) {
    assert.equal(answerable(question), false, question);
  }
  // A company or a role answers these, and the pages state it.
  for (
    const question of [
      "Who is the data controller for the details I send?",
      "Who acts as the importer of record when we ship to the UK?",
    ]
  ) {
    assert.ok(answerable(question), question);
  }
});

Deno.test("a share, a plan's date, a phone number, a period or a place the pages never state is declined", () => {
  // The pages state the share of stores reached, no commission, no dates of the company's own
  // plans and no telephone number of the company's.
  for (
    const question of [
      "How big a cut do you keep of each sale?",
      "What % fee do you charge on invoices?",
      "what year do you plan to go carbon neutral",
      "When are you planning to open a depot in Wales?",
      "customer service number",
      "sales hotline number",
      "which telephone number should I ring to talk to someone",
      "Do you offer suppliers 90 day invoice terms?",
      "do you give wholesalers 45-day credit",
      "Do you have an office in Leeds?",
      "is there a depot of yours near Birmingham",
    ]
  ) {
    assert.equal(answerable(question), false, question);
  }
  for (
    const question of [
      "What proportion of UK convenience stores can you reach?",
      "what margin do you expect retailers to make",
      "When will you reply to my enquiry?",
      "When will you delete my data?",
      "When are you open?",
      "When does the deposit return scheme start?",
      "ICO helpline number",
      "What is the telephone number for the Information Commissioner?",
      "Do you keep analytics events for 13 months?",
      "Can you get us onto shelves in 3-6 months?",
      "is your office in Hayes",
    ]
  ) {
    assert.ok(answerable(question), question);
  }
});

Deno.test("a salary, a founding year, an own order or names no page states is declined", () => {
  for (
    const question of [
      "What wage does a forklift driver earn with you?",
      "What does a warehouse shelf cost to rent from you?",
      "crownbridge year established",
      "crownbridge vat number, company number",
      "Where is my order 55821?",
      "Which brands do you look after?",
      "who are your clients",
    ]
  ) {
    assert.equal(answerable(question), false, question);
  }
  for (
    const question of [
      "What does it cost to list a product with you?",
      "which retailers can you get our brand into?",
      "delivery times and minimum order",
    ]
  ) {
    assert.ok(answerable(question), question);
  }
});

Deno.test("employment, a private buyer's errand, parking or another shop's hours is declined", () => {
  for (
    const question of [
      "Do you have any job vacancies in your Hayes depot?",
      "Is Crownbridge recruiting van drivers this spring?",
      "I'm a trained chef looking for work - could there be a position for me?",
      "driver jobs london",
      "Could I order a crate of energy drinks for my own use?",
      "where to get protein bars near me",
      "Can you post some snacks to my home for a party?",
      "is there a car park at your offices?",
      "What time does the Lidl by your office shut?",
      "Where do retailers log in to see invoices?",
    ]
  ) {
    assert.equal(answerable(question), false, question);
  }
  // The company hired by a brand, a visitor's home market and the company's own hours stay
  // answerable.
  for (
    const question of [
      "Can we hire you only to run our trade marketing?",
      "We sell a lot in our home market; can you help us launch in the UK?",
      "What are your office opening hours?",
    ]
  ) {
    assert.ok(answerable(question), question);
  }
});

Deno.test("a press kit, a price list, the company's revenue or another body's procedure is declined", () => {
  for (
    const question of [
      "Can journalists get a press pack from you?",
      "Could we see your price list for crisps and snacks?",
      "What were your profits in 2023?",
      "How do I register a food business with the FSA?",
    ]
  ) {
    assert.equal(answerable(question), false, question);
  }
  // A law's threshold, a body the pages name and whom the company supplies stay answerable.
  for (
    const question of [
      "What turnover makes a producer pay the packaging fees?",
      "How can I complain to the ICO about you?",
      "Do you supply independent retailers near me?",
    ]
  ) {
    assert.ok(answerable(question), question);
  }
});

Deno.test("a trainee post or an event the pages never state is declined; one they state is answered", () => {
  for (
    const question of [
      "Do you have a management trainee scheme?",
      "Any summer jobs going in your warehouse this year?",
      "Have you ever had a cyber attack?",
      "Has your company ever gone into administration?",
      "Have you ever won a supplier of the year prize?",
    ]
  ) {
    assert.equal(answerable(question), false, question);
  }
  // The about page says the company helps brands from abroad; the home page's categories name
  // supplements: a page of the company's own services says what it has done.
  for (
    const question of [
      "Has Crownbridge ever worked with a drinks company from abroad?",
      "Have you ever worked with a vitamin or supplement brand?",
    ]
  ) {
    assert.ok(answerable(question), question);
  }
});
