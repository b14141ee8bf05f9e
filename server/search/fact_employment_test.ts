import assert from "node:assert/strict";
import { statesFactType } from "./fact_statement.ts";
import { factTypeOf } from "./fact_type.ts";

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
