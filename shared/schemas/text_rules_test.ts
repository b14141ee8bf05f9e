/** The shared text rules: which characters single- and multi-line fields refuse. */
import assert from "node:assert/strict";
import {
  hasForbiddenMultiLineCharacter,
  hasForbiddenSingleLineCharacter,
  visibleLength,
} from "./text_rules.ts";

Deno.test("single-line text refuses controls, separators and invisible format characters", () => {
  const refused = [
    "a\nb",
    "a\rb",
    "a\u0000b",
    "a\u001bb",
    "a\u007fb",
    "a\u0085b",
    "a\u2028b",
    "a\u2029b",
    "a\u200Bb",
    "a\u2060b",
    "a\uFEFFb",
    "a\u202Eb",
    "a\u2067b",
    "a\u061Cb",
    "a\u00ADb",
    "\u3164",
    "\u115F",
    "a\uDC00b",
    "\u200Dab",
    "ab\u200C",
  ];
  for (const text of refused) {
    assert.ok(hasForbiddenSingleLineCharacter(text), JSON.stringify(text));
  }
});

Deno.test("single-line text keeps joiners inside words and emoji presentation selectors", () => {
  for (const text of ["مهدی\u200Cزاده", "👩🏽\u200D💻", "❤\uFE0F", "Zoë O'Brien-Smith", "李小龍"]) {
    assert.ok(!hasForbiddenSingleLineCharacter(text), JSON.stringify(text));
  }
});

Deno.test("multi-line text keeps line feeds and refuses other controls and bidi marks", () => {
  assert.ok(!hasForbiddenMultiLineCharacter("Line one\nLine two\u200B"));
  for (const text of ["a\tb", "a\rb", "a\u0000b", "a\u009bb", "a\u202Eb", "a\u2066b", "a\u200Fb"]) {
    assert.ok(hasForbiddenMultiLineCharacter(text), JSON.stringify(text));
  }
});

Deno.test("visible length counts letters, digits, punctuation and symbols only", () => {
  assert.equal(visibleLength("J."), 2);
  assert.equal(visibleLength("\u200B\u200B\u3164"), 1); // U+3164 is a letter, refused elsewhere
  assert.equal(visibleLength("a\u0301"), 1);
  assert.equal(visibleLength("  \u00A0 "), 0);
});
