import assert from "node:assert/strict";
import { statesFactType } from "./fact_statement.ts";
import { factTypeOf } from "./fact_type.ts";
import { termOf } from "./text.ts";

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

Deno.test("'near me' with whom the company works is a business asking, not a private buyer", () => {
  assert.equal(factTypeOf("which cash and carry near me sells protein bars"), "private");
  assert.notEqual(factTypeOf("Do you supply independent grocers near me?"), "private");
});

Deno.test("home delivery to shops is a business's errand, not a private buyer's", () => {
  assert.equal(factTypeOf("Can I get home delivery of one crate of cola?"), "private");
  assert.notEqual(factTypeOf("can you arrange home delivery to stores in rural areas"), "private");
});

Deno.test("a business's registration or its own products near the asker are no private errand", () => {
  assert.notEqual(factTypeOf("How do I apply for an EORI number with HMRC?"), "private");
  assert.equal(factTypeOf("Can shoppers buy my products near me once you list them?"), undefined);
  // A shopper's card from a named chain, and a buyer near the asker, stay private.
  assert.equal(factTypeOf("Can I register for a Morrisons More card here?"), "private");
  assert.equal(factTypeOf("Where can I buy a box of crisps near me?"), "private");
});
