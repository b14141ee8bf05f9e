/**
 * Trade synonyms: the words a visitor may use for what our pages call something else ("corner
 * shop" for "convenience store", "cash and carry" for "wholesale"). Each group lists phrases that
 * mean the same thing in UK FMCG; a question that contains one phrase is also searched, at a lower
 * weight, for the others. Drawn from the site's own wording and the general vocabulary of the
 * trade, never from particular test questions.
 */
import { COMPANY_SHORT_NAME } from "../../shared/content/company.ts";
import { splitWords, stemWord, termsOf } from "./text.ts";

/** Groups of equivalent phrases (issue 4: corner shop ↔ convenience store, cash and carry ↔ …). */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Channels and customers
  [
    "convenience store",
    "convenience retail",
    "corner shop",
    "local shop",
    "neighbourhood shop",
    "c-store",
    "newsagent",
    "symbol group",
    "independent retailer",
    "forecourt",
  ],
  ["wholesale", "wholesaler", "cash and carry", "delivered wholesale", "depot"],
  ["supermarket", "grocery", "grocer", "multiples", "big four", "major retailer"],
  ["retailer", "store", "shop", "outlet", "stockist"],
  ["ecommerce", "online", "marketplace", "online retail", "digital shelf", "amazon"],
  // Getting into the market
  [
    "route to market",
    "go to market",
    "market entry",
    "enter the uk",
    "launch in the uk",
    "expand into the uk",
    "expansion",
    "break into",
  ],
  ["launch", "new product", "product launch", "npd"],
  // Not "stocked" alone: it stems like "stock", which usually means inventory.
  ["listing", "get listed", "get stocked", "ranging", "shelf space", "placement"],
  ["range review", "category review"],
  ["planogram", "shelf layout", "shelf plan", "merchandising", "shelf positioning"],
  ["category management", "category planning", "category insight"],
  // In-store marketing
  ["pos", "display", "counter unit", "floor stand", "shelf barker", "signage"],
  ["sampling", "samples", "tasting", "demonstration", "product trial", "activation"],
  ["promotion", "promo", "deal", "multibuy", "price promotion"],
  ["price marked pack", "pmp", "price marked"],
  [
    "marketing",
    "advertising",
    "advertise",
    "campaign",
    "brand awareness",
    "trade marketing",
    "shopper marketing",
  ],
  ["retail media", "shopper advertising", "sponsored listing"],
  // Logistics
  ["delivery", "deliver", "shipping", "logistics", "haulage", "transport", "freight"],
  ["warehouse", "warehousing", "storage", "3pl", "fulfilment", "stock holding"],
  ["import", "importer", "customs", "duty", "border", "brexit"],
  ["distributor", "distribution", "distribution partner", "distribution company"],
  // Rules
  [
    "compliance",
    "regulation",
    "rules",
    "legal requirements",
    "labelling",
    "trading standards",
  ],
  ["uk", "united kingdom", "britain", "great britain", "gb", "british"],
  // Categories
  ["vape", "vaping", "ecigarette", "nicotine pouches", "alternative nicotine", "snus"],
  ["confectionery", "sweets", "candy", "chocolate", "snacks", "crisps", "impulse"],
  ["drinks", "beverages", "soft drinks", "beverage"],
  ["energy drink", "energy shot", "caffeine"],
  ["health and beauty", "cosmetics", "skincare", "personal care", "toiletries", "beauty"],
  ["household", "cleaning products", "home care", "detergent", "laundry"],
  ["healthy", "health food", "wellness", "better for you", "low sugar", "hfss"],
  ["sustainability", "sustainable", "eco friendly", "environmental", "recycling", "plastic"],
  [
    "product categories",
    "categories",
    "sectors",
    "industries",
    "which products",
    "what products",
    "product types",
  ],
  // Working with us
  ["partnership", "partner", "work together", "work with you", "collaborate", "team up"],
  // Not "brand manager": it stems like "brand management", a service of its own.
  [
    "account manager",
    "point of contact",
    "dedicated contact",
    "named contact",
    "brand strategist",
    "key account",
    "relationship manager",
  ],
  ["cost", "price", "pricing", "fee", "charge", "how much", "commission", "rates"],
  [
    "minimum order",
    "minimum order quantity",
    "moq",
    "minimum quantity",
    "minimum volume",
    "opening volumes",
  ],
  [
    "sell through",
    "rate of sale",
    "sales data",
    "performance reporting",
    "reporting",
    "epos data",
    "sales figures",
  ],
  ["grow", "growth", "scale", "expand", "increase sales"],
  ["team", "staff", "experts", "specialists", "people"],
  [
    "how long",
    "how quickly",
    "how soon",
    "how fast",
    "timeline",
    "timescale",
    "lead time",
    "turnaround",
    "weeks",
  ],
  ["experience", "track record", "established", "how long have you been", "years"],
  // The company and contact
  [
    "who are you",
    "what do you do",
    "about you",
    "your company",
    "your business",
    "company overview",
    "background",
    COMPANY_SHORT_NAME.toLowerCase(),
  ],
  [
    "contact",
    "get in touch",
    "email",
    "phone",
    "call",
    "reach you",
    "speak to",
    "talk to",
    "enquiry",
  ],
  ["office hours", "opening hours", "open", "working hours", "business hours"],
  ["address", "located", "location", "where are you", "office", "headquarters", "based"],
  [
    "nationwide",
    "uk wide",
    "across the uk",
    "national coverage",
    "coverage",
    "cover",
    "which areas",
    "regions",
    "the whole country",
    "across the country",
  ],
  ["weekend", "weekends", "saturday", "sunday"],
  ["percentage", "percent", "proportion", "share of"],
  ["reply", "respond", "response", "get back to", "hear back"],
  ["values", "principles", "what we stand for", "ethos", "culture", "beliefs", "mission"],
  ["success stories", "case studies", "case study", "results", "examples", "achieved"],
  // The site itself
  ["personal data", "privacy", "gdpr", "data protection", "my data"],
  ["cookies", "tracking", "consent"],
  ["template", "contract", "agreement", "download"],
];

/**
 * One-way links from specific words to the broader words our pages use: a question about "pasta"
 * or an "Italian" brand is about FMCG products and international brands, but a question about
 * products in general is not about pasta.
 */
export const SYNONYM_LINKS: readonly { from: readonly string[]; to: readonly string[] }[] = [
  {
    from: [
      "consumer goods",
      "fast moving consumer goods",
      "food",
      "snack",
      "sauce",
      "pasta",
      "coffee",
      "tea",
      "biscuits",
      "cereal",
      "juice",
      "water",
      "beer",
      "wine",
      "spirits",
      "cider",
      "pet food",
      "baby food",
      "frozen",
      "organic",
      "vegan",
      "plant based",
      "gluten free",
    ],
    to: ["fmcg", "products", "food and drink"],
  },
  {
    from: [
      "overseas",
      "abroad",
      "foreign",
      "outside the uk",
      "european",
      "europe",
      "eu",
      "american",
      "usa",
      "asia",
      "asian",
      "italian",
      "italy",
      "french",
      "france",
      "german",
      "germany",
      "spanish",
      "spain",
      "dutch",
      "netherlands",
      "polish",
      "poland",
      "chinese",
      "china",
      "japanese",
      "japan",
      "korean",
      "indian",
      "india",
      "australian",
      "australia",
      "canadian",
      "canada",
      "scandinavian",
      "turkish",
    ],
    to: ["international", "overseas", "abroad"],
  },
  {
    from: [
      "tesco",
      "sainsburys",
      "asda",
      "morrisons",
      "aldi",
      "lidl",
      "waitrose",
      "coop",
      "iceland",
      "ocado",
      "boots",
      "superdrug",
      "spar",
      "londis",
      "nisa",
      "costcutter",
      "booker",
      "bestway",
    ],
    to: ["retailer", "supermarket", "grocery", "listing"],
  },
  {
    from: ["scotland", "wales", "northern ireland", "england", "london", "midlands", "north"],
    to: ["nationwide", "uk"],
  },
];

/** A phrase as the stems of all its words (stop words kept, so "how long" stays a phrase). */
type StemPhrase = readonly string[];

/** Every phrase with the terms a question containing it is also searched for. */
const PHRASES: readonly { stems: StemPhrase; adds: readonly string[] }[] = [
  ...SYNONYM_GROUPS.flatMap((group) => {
    const adds = group.flatMap(termsOf);
    return group.map((phrase) => ({ stems: splitWords(phrase).map(stemWord), adds }));
  }),
  ...SYNONYM_LINKS.flatMap((link) => {
    const adds = link.to.flatMap(termsOf);
    return link.from.map((phrase) => ({ stems: splitWords(phrase).map(stemWord), adds }));
  }),
].filter((phrase) => phrase.stems.length > 0);

function containsAt(words: readonly string[], phrase: StemPhrase, at: number): boolean {
  for (let i = 0; i < phrase.length; i++) if (words[at + i] !== phrase[i]) return false;
  return true;
}

/** What a question adds through {@linkcode SYNONYM_GROUPS}. */
export interface Expansion {
  /** Terms of the matched groups that the question does not already contain. */
  terms: string[];
  /** For each of the question's own terms inside a matched phrase: its group's other terms. */
  byTerm: Map<string, string[]>;
}

/**
 * Finds the synonym groups a question mentions and returns their other terms.
 *
 * @example
 * expandQuery("Do you supply corner shops?").terms; // includes "conveni", "store"
 */
export function expandQuery(question: string): Expansion {
  const words = splitWords(question).map(stemWord);
  const own = new Set(termsOf(question));
  const terms = new Set<string>();
  const byTerm = new Map<string, string[]>();
  for (let at = 0; at < words.length; at++) {
    for (const phrase of PHRASES) {
      if (!containsAt(words, phrase.stems, at)) continue;
      const others = phrase.adds.filter((term) => !own.has(term));
      for (const term of others) terms.add(term);
      for (const word of phrase.stems) {
        if (own.has(word)) byTerm.set(word, [...(byTerm.get(word) ?? []), ...others]);
      }
    }
  }
  return { terms: [...terms], byTerm };
}
