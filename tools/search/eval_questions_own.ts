/**
 * Labelled questions for measuring search (docs/requirements.md#search-quality): the five
 * suggestion chips, paraphrases, typos, FAQ-style questions and out-of-scope questions. `expected`
 * lists the page paths that genuinely answer a question (any of them counts as a hit); out-of-scope
 * questions expect the no-answer reply and list none. Written as visitors would ask, before any
 * tuning; retrieval is improved through the site's wording and trade synonyms, never by editing
 * these.
 */

/** Kind of an evaluation question. */
export type EvalKind = "chip" | "paraphrase" | "typo" | "faq" | "out-of-scope";

/** One labelled question. */
export interface EvalQuestion {
  question: string;
  kind: EvalKind;
  /** Page paths (no anchors) that answer it; empty for out-of-scope questions. */
  expected: readonly string[];
}

const HOME = "/";
const SERVICES = "/services";
const DISTRIBUTION = "/distribution";
const PARTNER = "/partner";
const MARKETING = "/marketing";
const BRAND = "/services/brand-management";
const ABOUT = "/about";
const CONTACT = "/contact";

/** The evaluation set. */
export const EVAL_SET: readonly EvalQuestion[] = [
  // The five suggestion chips (docs/requirements.md#search-page): each must rank an expected page
  // first.
  {
    kind: "chip",
    question: "Distribution services for FMCG brands",
    expected: [DISTRIBUTION, SERVICES, HOME],
  },
  { kind: "chip", question: "UK retail partnerships", expected: [PARTNER, HOME] },
  { kind: "chip", question: "Market entry strategies", expected: [PARTNER, SERVICES, HOME] },
  {
    kind: "chip",
    question: "Wholesale distribution network",
    expected: [DISTRIBUTION, HOME, "/insights/convenience-growth"],
  },
  { kind: "chip", question: "Brand marketing services", expected: [MARKETING, BRAND, SERVICES] },

  // Paraphrases of what the pages say.
  {
    kind: "paraphrase",
    question: "How do you get products onto shelves in UK shops?",
    expected: [HOME, SERVICES, DISTRIBUTION, PARTNER],
  },
  {
    kind: "paraphrase",
    question: "Can you help an overseas brand launch in Britain?",
    expected: [PARTNER, SERVICES, HOME],
  },
  { kind: "paraphrase", question: "What does your company do?", expected: [SERVICES, HOME, ABOUT] },
  {
    kind: "paraphrase",
    question: "Tell me about your brand management service",
    expected: [BRAND, SERVICES],
  },
  {
    kind: "paraphrase",
    question: "Do you supply corner shops and independent retailers?",
    expected: [DISTRIBUTION, HOME, "/insights/convenience-growth"],
  },
  {
    kind: "paraphrase",
    question: "Which parts of the country do you cover?",
    expected: [DISTRIBUTION, HOME, PARTNER, SERVICES, ABOUT],
  },
  {
    kind: "paraphrase",
    question: "Can you design point of sale displays for our range?",
    expected: [HOME, MARKETING, BRAND],
  },
  {
    kind: "paraphrase",
    question: "Do you run sampling in stores?",
    expected: [HOME, MARKETING, PARTNER, SERVICES],
  },
  {
    kind: "paraphrase",
    question: "What steps are involved in becoming a partner?",
    expected: [PARTNER, HOME],
  },
  {
    kind: "paraphrase",
    question: "What kind of brands are a good fit for you?",
    expected: [PARTNER, SERVICES],
  },
  { kind: "paraphrase", question: "What values guide your team?", expected: [ABOUT] },
  {
    kind: "paraphrase",
    question: "Show me results you achieved for other brands",
    expected: [MARKETING],
  },
  { kind: "paraphrase", question: "How does your creative process work?", expected: [MARKETING] },
  { kind: "paraphrase", question: "Where are your offices?", expected: [CONTACT] },
  { kind: "paraphrase", question: "When is your office open?", expected: [CONTACT] },
  {
    kind: "paraphrase",
    question: "How should a brand approach retail media?",
    expected: ["/insights/retail-media-advertising", MARKETING],
  },
  {
    kind: "paraphrase",
    question: "What changed for importers after Brexit?",
    expected: ["/insights/post-brexit-distribution", SERVICES],
  },
  {
    kind: "paraphrase",
    question: "How can we improve how our products appear on online grocery sites?",
    expected: ["/insights/digital-shelf-optimisation"],
  },
  {
    kind: "paraphrase",
    question: "Planning ranges for Christmas and seasonal peaks",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    kind: "paraphrase",
    question: "Do you have a template for a distribution agreement?",
    expected: ["/legal-documents"],
  },
  { kind: "paraphrase", question: "How do you use my personal data?", expected: ["/privacy"] },
  {
    kind: "paraphrase",
    question: "Can people using screen readers use this website?",
    expected: ["/accessibility"],
  },

  // Typos.
  { kind: "typo", question: "distrbution servces", expected: [SERVICES, DISTRIBUTION, HOME] },
  { kind: "typo", question: "wholesle partners", expected: [DISTRIBUTION, HOME, ABOUT] },
  { kind: "typo", question: "markting support", expected: [SERVICES, MARKETING, HOME] },
  { kind: "typo", question: "how long is onbording", expected: [SERVICES, PARTNER, HOME] },
  { kind: "typo", question: "delivry times", expected: [SERVICES, DISTRIBUTION, PARTNER, HOME] },
  { kind: "typo", question: "brand managment", expected: [BRAND, SERVICES] },
  { kind: "typo", question: "confectionary brands", expected: [HOME, SERVICES, MARKETING] },

  // FAQ-style questions.
  {
    kind: "faq",
    question: "How quickly can my products reach UK shelves?",
    expected: [HOME, SERVICES, PARTNER],
  },
  { kind: "faq", question: "Is there a minimum order quantity?", expected: [SERVICES] },
  { kind: "faq", question: "Do you charge listing fees?", expected: [SERVICES] },
  {
    kind: "faq",
    question: "Where will my stock be stored?",
    expected: [SERVICES, DISTRIBUTION, HOME],
  },
  {
    kind: "faq",
    question: "Can you handle customs and import for us?",
    expected: [SERVICES, PARTNER, "/insights/post-brexit-distribution"],
  },
  {
    kind: "faq",
    question: "Do you work with vape and nicotine pouch brands?",
    expected: [SERVICES, HOME],
  },
  {
    kind: "faq",
    question: "Which product categories do you specialise in?",
    expected: [HOME, SERVICES],
  },
  {
    kind: "faq",
    question: "Will I have a dedicated account manager?",
    expected: [SERVICES, PARTNER, HOME, BRAND],
  },
  { kind: "faq", question: "Can you help with UK labelling rules?", expected: [SERVICES, BRAND] },
  { kind: "faq", question: "How many years have you been in business?", expected: [ABOUT, HOME] },
  {
    kind: "faq",
    question: "How many retail touchpoints do you reach?",
    expected: [DISTRIBUTION, HOME, ABOUT, PARTNER],
  },
  {
    kind: "faq",
    question: "How soon will you reply to my enquiry?",
    expected: [SERVICES, CONTACT, HOME],
  },

  // Out of scope: the site has no answer and must say so.
  { kind: "out-of-scope", question: "What's the weather in Paris?", expected: [] },
  { kind: "out-of-scope", question: "How do I bake bread?", expected: [] },
  { kind: "out-of-scope", question: "Bitcoin price today", expected: [] },
  { kind: "out-of-scope", question: "Who won the football World Cup?", expected: [] },
  { kind: "out-of-scope", question: "Best pizza recipe", expected: [] },
  { kind: "out-of-scope", question: "How do I reset my iPhone password?", expected: [] },
  { kind: "out-of-scope", question: "What is the capital of Australia?", expected: [] },
  { kind: "out-of-scope", question: "Book a flight to New York", expected: [] },
  { kind: "out-of-scope", question: "Explain quantum physics", expected: [] },
  { kind: "out-of-scope", question: "Latest Premier League scores", expected: [] },
  { kind: "out-of-scope", question: "How to learn Python programming", expected: [] },
  { kind: "out-of-scope", question: "Tell me a joke", expected: [] },
  { kind: "out-of-scope", question: "What time is sunset in London tonight?", expected: [] },
];
