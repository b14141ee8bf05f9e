/**
 * Martin Porter's English stemmer (1980 algorithm, with the published "bli"/"logi" revisions),
 * written here so the search index needs no extra dependency. It maps inflected and derived forms
 * to one stem ("warehouses", "warehousing" → "warehous"), which is what lets a question's wording
 * differ from the page's. Input must be lower-case ASCII letters; other input is returned as is.
 */

/** Suffix rules of steps 2–4: `[suffix, replacement]`, longest suffix first within a step. */
type Rule = readonly [string, string];

const STEP2: readonly Rule[] = sortRules([
  ["ational", "ate"],
  ["tional", "tion"],
  ["enci", "ence"],
  ["anci", "ance"],
  ["izer", "ize"],
  ["bli", "ble"],
  ["alli", "al"],
  ["entli", "ent"],
  ["eli", "e"],
  ["ousli", "ous"],
  ["ization", "ize"],
  ["ation", "ate"],
  ["ator", "ate"],
  ["alism", "al"],
  ["iveness", "ive"],
  ["fulness", "ful"],
  ["ousness", "ous"],
  ["aliti", "al"],
  ["iviti", "ive"],
  ["biliti", "ble"],
  ["logi", "log"],
]);

const STEP3: readonly Rule[] = sortRules([
  ["icate", "ic"],
  ["ative", ""],
  ["alize", "al"],
  ["iciti", "ic"],
  ["ical", "ic"],
  ["ful", ""],
  ["ness", ""],
]);

const STEP4: readonly string[] = [
  "al",
  "ance",
  "ence",
  "er",
  "ic",
  "able",
  "ible",
  "ant",
  "ement",
  "ment",
  "ent",
  "ion",
  "ou",
  "ism",
  "ate",
  "iti",
  "ous",
  "ive",
  "ize",
].sort((a, b) => b.length - a.length);

function sortRules(rules: Rule[]): Rule[] {
  return rules.sort((a, b) => b[0].length - a[0].length);
}

function isConsonant(word: string, i: number): boolean {
  const ch = word[i];
  if (ch === "a" || ch === "e" || ch === "i" || ch === "o" || ch === "u") return false;
  if (ch === "y") return i === 0 ? true : !isConsonant(word, i - 1);
  return true;
}

/** Porter's m: the number of vowel-consonant sequences in `stem` ([C](VC)^m[V]). */
function measure(stem: string): number {
  let count = 0;
  let i = 0;
  while (i < stem.length && isConsonant(stem, i)) i++;
  while (i < stem.length) {
    while (i < stem.length && !isConsonant(stem, i)) i++;
    if (i >= stem.length) break;
    while (i < stem.length && isConsonant(stem, i)) i++;
    count++;
  }
  return count;
}

function hasVowel(stem: string): boolean {
  for (let i = 0; i < stem.length; i++) if (!isConsonant(stem, i)) return true;
  return false;
}

function endsWithDoubleConsonant(word: string): boolean {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word, n - 1);
}

/** Consonant-vowel-consonant ending whose last letter is not w, x or y ("hop", not "snow"). */
function endsCvc(word: string): boolean {
  const n = word.length;
  if (n < 3) return false;
  const last = word[n - 1];
  return isConsonant(word, n - 3) && !isConsonant(word, n - 2) && isConsonant(word, n - 1) &&
    last !== "w" && last !== "x" && last !== "y";
}

function step1a(word: string): string {
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (word.endsWith("ies")) return word.slice(0, -2);
  if (word.endsWith("ss")) return word;
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

function step1b(word: string): string {
  if (word.endsWith("eed")) {
    return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  }
  let stem: string | undefined;
  if (word.endsWith("ed") && hasVowel(word.slice(0, -2))) stem = word.slice(0, -2);
  else if (word.endsWith("ing") && hasVowel(word.slice(0, -3))) stem = word.slice(0, -3);
  if (stem === undefined) return word;
  if (stem.endsWith("at") || stem.endsWith("bl") || stem.endsWith("iz")) return stem + "e";
  // Restores the e of "-house" words, which Porter otherwise splits: "warehousing" would stem to
  // "wareh" but "warehouses" to "warehous" (the gap stack-facts.md notes in SQLite's stemmer).
  if (stem.endsWith("hous")) return stem + "e";
  if (endsWithDoubleConsonant(stem) && !/[lsz]$/.test(stem)) return stem.slice(0, -1);
  if (measure(stem) === 1 && endsCvc(stem)) return stem + "e";
  return stem;
}

function step1c(word: string): string {
  return word.endsWith("y") && hasVowel(word.slice(0, -1)) ? word.slice(0, -1) + "i" : word;
}

/** Applies the first rule whose suffix matches, when the remaining stem has m > `minMeasure`. */
function applyRules(word: string, rules: readonly Rule[], minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    return measure(stem) > minMeasure ? stem + replacement : word;
  }
  return word;
}

function step4(word: string): string {
  for (const suffix of STEP4) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (suffix === "ion" && !/[st]$/.test(stem)) return word;
    return measure(stem) > 1 ? stem : word;
  }
  return word;
}

function step5(word: string): string {
  let result = word;
  if (result.endsWith("e")) {
    const stem = result.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) result = stem;
  }
  if (measure(result) > 1 && endsWithDoubleConsonant(result) && result.endsWith("l")) {
    result = result.slice(0, -1);
  }
  return result;
}

/**
 * Returns the Porter stem of `word` ("distribution" → "distribut", "retailers" → "retail").
 * Words of one or two letters, and words with characters other than a–z, are returned unchanged.
 *
 * @example
 * stem("warehousing"); // "warehous"
 */
export function stem(word: string): string {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  let result = step1a(word);
  result = step1b(result);
  result = step1c(result);
  result = applyRules(result, STEP2, 0);
  result = applyRules(result, STEP3, 0);
  result = step4(result);
  return step5(result);
}
