import assert from "node:assert/strict";
import {
  namesPerson,
  namesSomething,
  statesCompanyEvent,
  statesFactType,
} from "./fact_statement.ts";
import { eventTermsOf } from "./fact_time.ts";
import { factTypeOf } from "./fact_type.ts";
import { termOf } from "./text.ts";

Deno.test("factTypeOf reads a question asking for a sum of money", () => {
  for (
    const question of [
      "What's the hourly wage for a van driver?",
      "How much would a trial run of leaflets cost us?",
      "Hello. How much does it cost to store a pallet?",
      "biscuit wholesale prices",
    ]
  ) {
    assert.equal(factTypeOf(question), "amount", question);
  }
  for (
    const question of [
      // A capitalised "Prices" names a scheme; a "how much" of sugar is no sum; a long query is
      // a sentence, not keywords.
      "What's your view of Clubcard Prices?",
      "How much sugar can a soft drink have before the levy?",
      "Any tips on keeping a premium price against own label ranges",
      "Do you charge listing fees?",
      // A margin is a share, not a sum; the cost of living is a topic.
      "What margin do corner shops expect?",
      "What is the cost of living doing to snack sales?",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
});

Deno.test("statesFactType: a sum of money, or that there is none to pay", () => {
  assert.ok(statesFactType("amount", "Storage costs £12 per pallet a week."));
  assert.ok(statesFactType("amount", "Assessing your range is free and without obligation."));
  assert.ok(statesFactType("amount", "We charge no listing fees."));
  assert.ok(statesFactType("amount", "Producers with turnover above two million pounds pay."));
  assert.ok(!statesFactType("amount", "We review your pricing against the category."));
});

Deno.test("factTypeOf reads a question asking for the company's own identifying number", () => {
  for (
    const question of [
      "Could you send me your EORI number, please?",
      "crownbridge fax number",
    ]
  ) {
    assert.equal(factTypeOf(question), "identifier", question);
  }
  for (
    const question of [
      // A count, figures, and another body's number (which a page states) are not asked of the
      // company.
      "What's the number of wholesalers you supply?",
      "Will you want to see our weekly sales numbers?",
      "What is the Information Commissioner's helpline number?",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
});

Deno.test("statesFactType: an identifying number is six digits or more, grouped or not", () => {
  assert.ok(statesFactType("identifier", "Call the helpline on 0303 123 1113."));
  assert.ok(statesFactType("identifier", "Our VAT number is GB123456789."));
  assert.ok(!statesFactType("identifier", "We reach 30,000+ retail touchpoints in 24-48 hours."));
  assert.ok(!statesFactType("identifier", "Registered for VAT since 2019."));
});

Deno.test("factTypeOf reads a person asked for by the office they hold", () => {
  for (
    const question of [
      "Who's the chairwoman of Crownbridge?",
      "crownbridge managing director",
      "Could you tell me the name of your chairman?",
      "Who runs Crownbridge day to day?",
      "Who is head of operations at your warehouse?",
      "Who is the head of buying?",
    ]
  ) {
    assert.equal(factTypeOf(question), "person", question);
  }
  // A company or a role answers these: the controller, the importer, a brand owner.
  for (
    const question of [
      "Who is the data controller for the details I send?",
      "Who acts as the importer of record when we ship to the UK?",
      "Who is responsible for the labels, the brand owner or the distributor?",
      "Who owns the data I type into the form?",
      "owner-run corner shops delivery",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
});

Deno.test("a number named by the company register is the company's own, without 'your'", () => {
  for (
    const question of [
      "registered company number",
      "uk companies house number",
      "What is your company number at Companies House?",
    ]
  ) {
    assert.equal(factTypeOf(question), "registration", question);
  }
  assert.ok(
    statesFactType("registration", "Registered in England and Wales, company number 09876543."),
  );
  // A regulator's phone number on the same page is no registration number.
  assert.equal(statesFactType("registration", "Telephone: 0303 123 1113."), false);
});

Deno.test("namesPerson finds a personal name, not a place or a company", () => {
  assert.ok(namesPerson("The business was started in 2014 by Aisha Okafor."));
  assert.ok(statesFactType("person", "Our managing director, Tomasz Kowalczyk, leads the team."));
  for (
    const sentence of [
      "Our address is Unit 7a, Pump Lane, Hayes, England, UB3 3NB.",
      "Write to the Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow.",
      "Crownbridge Distribution is a UK distributor for fast-moving consumer goods.",
      "Tesco Express and Sainsbury's Local are supplied from their own depots.",
    ]
  ) {
    assert.equal(namesPerson(sentence), false, sentence);
  }
});

Deno.test("factTypeOf reads a share asked of the company, not a share the company is asked about", () => {
  for (
    const question of [
      "How big a cut do you keep of each sale?",
      "What % fee do you charge on invoices?",
      "how much commission does crownbridge charge",
      "What percentage of every invoice do you keep?",
    ]
  ) {
    assert.equal(factTypeOf(question), "share", question);
  }
  // The share is the grocer's ("Can you tell us…" asks the company for help, not a share), a
  // margin is left to coverage (the pages speak of retailers' margins in words), and a proportion
  // of the shops or stores the company reaches is a coverage figure, not a charge it takes.
  for (
    const question of [
      "Can you tell us what share a grocer wants?",
      "what margin do you expect retailers to make",
      "What proportion of UK convenience stores can you reach?",
      "what proportion of village shops in Wales does Crownbridge deliver to",
      "Which percentage of British forecourt stores do you serve?",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
});

Deno.test("statesFactType: a share stated by a word of the question", () => {
  const asked = new Set(["commission", "sales"].map((word) => termOf(word)!));
  const stores = new Set(["convenience", "stores"].map((word) => termOf(word)!));
  const sentence = "We reach 60% of UK convenience stores.";
  assert.ok(statesFactType("share", sentence, stores));
  assert.ok(statesFactType("share", "Commission is 12 per cent of net sales.", asked));
  // A percentage about something else states no commission.
  assert.equal(statesFactType("share", sentence, asked), false);
});

Deno.test("factTypeOf reads a date or a time of the company's own plans, not of a law", () => {
  for (
    const question of [
      "what year do you plan to go carbon neutral",
      "Has Crownbridge a target date for electric vans?",
      "By when will your depot run on solar power?",
    ]
  ) {
    assert.equal(factTypeOf(question), "date", question);
  }
  for (
    const question of [
      "When will you open a depot in Wales?",
      "When are you planning to launch an app?",
    ]
  ) {
    assert.equal(factTypeOf(question), "time", question);
  }
  for (
    const question of [
      "When does the deposit return scheme start?",
      "What year did the plastic packaging tax begin?",
      "When are you open?",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
});

Deno.test("statesFactType: a date answers only with a word of the question beside it", () => {
  const asked = new Set(["electric", "van"].map((word) => termOf(word)!));
  assert.ok(statesFactType("date", "Our van fleet goes electric in 2028.", asked));
  assert.equal(statesFactType("date", "The tax started in April 2022.", asked), false);
  // "10+ years" is how long, not when.
  assert.equal(statesFactType("date", "10+ years of electric van know-how.", asked), false);
  assert.ok(statesFactType("time", "Our office is open 9:00 to 17:30.", asked));
});

Deno.test("a keyword query naming a telephone number asks for an identifying number", () => {
  for (const question of ["customer service number", "sales hotline number", "contact no"]) {
    assert.equal(factTypeOf(question), "identifier", question);
  }
  // A count is no telephone number.
  assert.equal(factTypeOf("number of sales staff"), undefined);
});

Deno.test("a question opening by asking for a telephone number asks for the company's", () => {
  for (
    const question of [
      "which telephone number should I ring to talk to someone",
      "What's the contact number?",
      "what mobile number can we text about an order",
    ]
  ) {
    assert.equal(factTypeOf(question), "identifier", question);
  }
  // Another body's number, named as its own, is stated by the pages (the regulator's helpline).
  for (
    const question of [
      "What is the telephone number for the Information Commissioner?",
      "What's the helpline number of the data protection regulator?",
      "What is the regulator's phone number?",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
});

Deno.test("a period the visitor proposes to the company asks for one stated", () => {
  for (
    const question of [
      "Do you offer suppliers 90 day invoice terms?",
      "do you give wholesalers 45-day credit",
      "minimum contract with you - 6 or 12 months?",
    ]
  ) {
    assert.equal(factTypeOf(question), "period", question);
  }
  // Not asked of the company, or no period: "3 years ago" dates, it proposes nothing.
  for (
    const question of [
      "How long are analytics events kept?",
      "Is a 30 day return period normal for UK grocers?",
      "what changed in the sugar tax 3 years ago for you",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
  const asked = new Set(["analytics", "months"].map((word) => termOf(word)!));
  assert.ok(statesFactType("period", "Analytics events are kept for 13 months.", asked));
  // The unit alone is no word of the question: another period, about something else.
  assert.equal(statesFactType("period", "Consent records are kept for 24 months.", asked), false);
});

Deno.test("something of the company's asked for in a named place asks for a place stated", () => {
  for (
    const question of [
      "Do you have an office in Leeds?",
      "is there a depot of yours near Birmingham",
      "warehouse in Glasgow",
    ]
  ) {
    assert.equal(factTypeOf(question), "place", question);
  }
  // A place the visitor is in, or a place named by an English word ("in the UK", "in stock").
  for (
    const question of [
      "We are based in Leeds, can you help us?",
      "Do you have warehouses in the UK?",
      "do you have our crisps in stock",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
  const asked = new Set(["office", "leeds"].map((word) => termOf(word)!));
  assert.ok(statesFactType("place", "Office: 4 Park Row, Leeds LS1 5HN.", asked));
  // The place named about something else states no office there.
  assert.equal(statesFactType("place", "Leeds and Bristol are growing.", asked), false);
});

Deno.test("a money noun straight after the question word, or 'what does … cost', asks for a sum", () => {
  for (
    const question of [
      "What wage does a forklift driver earn with you?",
      "what pay would a driver get",
      "What does a warehouse shelf cost to rent from you?",
    ]
  ) {
    assert.equal(factTypeOf(question), "amount", question);
  }
  // The noun is not what is asked: a word between makes it a topic.
  assert.equal(factTypeOf("What rising costs are retailers facing?"), undefined);
});

Deno.test("keyword queries joined by 'and' or a comma are read as keywords", () => {
  assert.equal(factTypeOf("crownbridge vat number, company number"), "registration");
  assert.equal(factTypeOf("head office address and customer service number"), "identifier");
  // Each part of a list must be a short query: a long clause is no keyword query.
  assert.equal(
    factTypeOf("we sell crisps in our own shops and want a supplier with a phone number"),
    undefined,
  );
});

Deno.test("a year or date of the company's founding asked as keywords asks for a date", () => {
  for (const question of ["crownbridge year established", "date company incorporated"]) {
    assert.equal(factTypeOf(question), "date", question);
  }
  assert.equal(factTypeOf("plastic packaging tax year"), undefined);
});

Deno.test("the asker's own order asks for what only a tracking page states", () => {
  for (
    const question of [
      "Where is my order 55821?",
      "status of my delivery",
      "can you chase my consignments",
      "parcel ref AB-77120 not arrived",
    ]
  ) {
    assert.equal(factTypeOf(question), "order", question);
  }
  // Tracking a batch for a recall, or a brand's sales, is not an order of the asker's.
  for (
    const question of [
      "Can you trace a batch if a product is recalled?",
      "how do we track how our range sells",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
  assert.ok(statesFactType("order", "Track your order online with the number on your receipt."));
  assert.equal(statesFactType("order", "We track sell-through and refine the plan."), false);
});

Deno.test("names asked of the company need a section naming some", () => {
  for (
    const question of [
      "Which brands do you look after?",
      "what retailers does your team supply",
      "who are your biggest clients",
      "Can you name some of your customers?",
    ]
  ) {
    assert.equal(factTypeOf(question), "names", question);
  }
  // Whom the company could reach, or names asked of others.
  for (
    const question of [
      "which retailers can you get our brand into?",
      "Which supermarkets sell their own label crisps?",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
  assert.ok(namesSomething("Our range is stocked by Morrisons and Budgens."));
  // Words of general English, the company's own name and a title before a colon name nothing.
  assert.equal(namesSomething("Stock is held in regional warehouses."), false);
  assert.equal(namesSomething("Why brands choose Crownbridge Distribution."), false);
  assert.equal(namesSomething("Compliance and Traceability: batch tracking for audits."), false);
});

Deno.test("employment at the company is a fact type; a task or the company hired by a brand is not", () => {
  for (
    const question of [
      "Any openings for forklift drivers? I'd love to work for you.",
      "Do you have any marketing jobs?",
      "How can I apply for a role in your sales team?",
      "Are you recruiting at the moment?",
      "crownbridge careers page",
      "picker jobs reading",
    ]
  ) {
    assert.equal(factTypeOf(question), "employment", question);
  }
  for (
    const question of [
      "Can we hire you just for the retail side?",
      "Is getting listed by a supermarket half the job?",
      "We would love to work with you - how do we start?",
    ]
  ) {
    assert.notEqual(factTypeOf(question), "employment", question);
  }
  assert.ok(statesFactType("employment", "We are hiring: see our current vacancies."));
  assert.ok(!statesFactType("employment", "Getting products listed is half the job."));
});

Deno.test("the asker as a private buyer is a fact type; a brand's home market is not", () => {
  for (
    const question of [
      "Could you sell me a box of crisps for personal use?",
      "cheap energy drinks near me",
      "Can you deliver a case of cola to my house?",
      "How do I close my instagram account?",
    ]
  ) {
    assert.equal(factTypeOf(question), "private", question);
  }
  for (
    const question of [
      "Our drinks sell well in our home market; will they sell in the UK?",
      "How has working from home changed grocery shopping?",
      "How do I close my Crownbridge account?",
    ]
  ) {
    assert.notEqual(factTypeOf(question), "private", question);
  }
  assert.ok(statesFactType("private", "We do not sell to consumers or for personal use."));
  assert.ok(!statesFactType("private", "Shoppers buy more snacks at home."));
});

Deno.test("parking and another business's opening hours are fact types of their own", () => {
  assert.equal(factTypeOf("Can I park outside your building?"), "parking");
  assert.equal(factTypeOf("is there visitor parking"), "parking");
  assert.equal(factTypeOf("What time does the Aldi in Slough open?"), "hours_elsewhere");
  assert.equal(factTypeOf("asda opening hours"), "hours_elsewhere");
  assert.equal(factTypeOf("office opening hours saturday"), undefined);
  assert.ok(statesFactType("parking", "Visitors can use the car park behind the building."));
  assert.ok(!statesFactType("parking", "Our address is Unit 1, Mill Road."));
  const asked = new Set(["aldi", "open"].map((word) => termOf(word)!));
  assert.ok(statesFactType("hours_elsewhere", "Aldi opens at 8:00 every day.", asked));
  assert.ok(!statesFactType("hours_elsewhere", "Our office opens at 9:00 on weekdays.", asked));
});

Deno.test("'how much does … get paid' asks for a sum of money", () => {
  assert.equal(factTypeOf("How much does a category manager get paid?"), "amount");
});

Deno.test("an account on the site, or another company's scheme, is a fact type", () => {
  for (
    const question of [
      "Where do retailers log in to see invoices?",
      "forgot my password for the supplier portal",
      "add me to your mailing newsletter",
    ]
  ) {
    assert.equal(factTypeOf(question), "account", question);
  }
  assert.equal(factTypeOf("Can I apply for a Costco membership here?"), "private");
  // Signing up with the company is signing a contract, answered by the onboarding pages.
  assert.equal(factTypeOf("Once we sign up, who do we speak to?"), undefined);
  assert.ok(statesFactType("account", "Customers can log in to track every delivery."));
  assert.ok(!statesFactType("account", "Only authorised staff sign in to read enquiries."));
});

Deno.test("a press office, a price list, the company's accounts and a named body's procedure are fact types", () => {
  const cases: [string, string | undefined][] = [
    ["Where can a journalist find your press pack?", "press"],
    ["crownbridge newsroom", "press"],
    ["Could you email me your current pricelist?", "price_list"],
    ["snack wholesale rate card", "price_list"],
    ["What were your profits in 2023?", "accounts"],
    ["yearly revenue turnover", "accounts"],
    ["How do we apply for an export licence from DEFRA?", "elsewhere"],
    // A trade press the pages write about is no press office; a law's threshold is no account of
    // the company's; a sum asked for the asker's own product stays a sum.
    ["Which trade press reads corner-shop owners?", undefined],
    ["What turnover makes a producer pay the packaging levy?", undefined],
    ["How much does it cost to store a pallet?", "amount"],
    // A word between "my" and the order noun.
    ["trace my oline order", "order"],
  ];
  for (const [question, type] of cases) assert.equal(factTypeOf(question), type, question);
});

Deno.test("a press office, a price list or the company's turnover is stated only where offered", () => {
  assert.ok(statesFactType("press", "Journalists can reach our press office on the number below."));
  assert.ok(!statesFactType("press", "Trade press aimed at independent retailers reaches owners."));
  assert.ok(statesFactType("price_list", "Partners receive our price list when they sign."));
  assert.ok(!statesFactType("price_list", "A case of twelve costs £9.60 at trade price."));
  assert.ok(statesFactType("accounts", "Our turnover reached £12 million last year."));
  assert.ok(!statesFactType("accounts", "Producers with turnover above two million pounds pay."));
  const asked = new Set(["apply", "export", "licenc", "defra"].map((word) => termOf(word) ?? word));
  assert.ok(statesFactType("elsewhere", "Apply to DEFRA for the licence online.", asked));
  assert.ok(!statesFactType("elsewhere", "Export licences take a few weeks to apply for.", asked));
});

Deno.test("'near me' with whom the company works is a business asking, not a private buyer", () => {
  assert.equal(factTypeOf("which cash and carry near me sells protein bars"), "private");
  assert.notEqual(factTypeOf("Do you supply independent grocers near me?"), "private");
});

Deno.test("home delivery to shops is a business's errand, not a private buyer's", () => {
  assert.equal(factTypeOf("Can I get home delivery of one crate of cola?"), "private");
  assert.notEqual(factTypeOf("can you arrange home delivery to stores in rural areas"), "private");
});

Deno.test("a learner's post is employment: trainees, interns, placements, schemes for graduates", () => {
  for (
    const question of [
      "Do you offer a trainee programme for school leavers?",
      "Is there a summer placement I could apply for at your depot?",
      "Can my son do a week of work experience with your logistics team?",
      "I'm at university, do you take placement students?",
      "Do you run a graduate programme?",
      "Are there any traineeships for young people?",
    ]
  ) {
    assert.equal(factTypeOf(question), "employment", question);
  }
  // A product's placement on a shelf is no post.
  assert.notEqual(factTypeOf("What are the rules on till-point placement?"), "employment");
});

Deno.test("a yes or no question about the company's past asks for an event its pages state", () => {
  for (
    const question of [
      "Have you ever been fined by a regulator?",
      "Has Crownbridge ever been taken to court?",
      "Has your company won any prizes?",
    ]
  ) {
    assert.equal(factTypeOf(question), "past_event", question);
  }
  // What the company does, asked without "ever", is left to coverage.
  assert.equal(factTypeOf("Have you worked with brands from overseas before?"), undefined);
  // The event's rarest word of general English names it, not a place or a common word.
  assert.deepEqual([...eventTermsOf("Have you ever had a data leak in the UK?")], ["leak"]);
});

Deno.test("an event is stated unhedged, by the company or on a page of its own services", () => {
  const asked = new Set([termOf("breach")!]);
  assert.ok(statesCompanyEvent("We reported a breach to the ICO in 2024.", asked, false));
  assert.ok(!statesCompanyEvent("We will not be liable for any breach of contract.", asked, true));
  assert.ok(!statesCompanyEvent("Buyers treat a breach of terms seriously.", asked, false));
  assert.ok(statesCompanyEvent("Buyers treat a breach of terms seriously.", asked, true));
});

Deno.test("a business's registration or its own products near the asker are no private errand", () => {
  assert.notEqual(factTypeOf("How do I apply for an EORI number with HMRC?"), "private");
  assert.equal(factTypeOf("Can shoppers buy my products near me once you list them?"), undefined);
  // A shopper's card from a named chain, and a buyer near the asker, stay private.
  assert.equal(factTypeOf("Can I register for a Morrisons More card here?"), "private");
  assert.equal(factTypeOf("Where can I buy a box of crisps near me?"), "private");
});
