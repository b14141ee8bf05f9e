import assert from "node:assert/strict";
import { namesSomething, statesFactType } from "./fact_statement.ts";
import { factTypeOf } from "./fact_type.ts";
import { termOf } from "./text.ts";

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
