/**
 * A third batch of DEV questions, written for the third round of search work from the site's
 * content alone, in visitors' own words, with their acceptable pages and facts, before the search
 * was run on any of them. Many off-topic questions share a site word in another sense ("cookies",
 * "delivery van", "shelf life" of jam), the no-answer errors earlier rounds could not see on dev.
 * They belong to the dev split: tune against them, never against the test split.
 */
import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

/** Visitor questions (dev, third batch). */
export const DEV_ROUND3_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question: "We press olive oil in Greece. Would you look at food outside your usual categories?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "Would we have to share our sales numbers with you?",
    expected: ["/partner", "/services"],
  },
  {
    persona: "brand-owner",
    question: "Our bottles contain only 15% recycled plastic. Is that taxed in Britain?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "Can we print 'eco-friendly' on our packs when we sell in the UK?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "Will British warehouses take our goods on Euro pallets?",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "brand-owner",
    question: "Our energy drink is very strong in caffeine. Does the can need any special wording?",
    expected: ["/insights/functional-beverages", "/"],
  },
  {
    persona: "brand-owner",
    question: "Do we need someone based in the UK to be legally responsible for our face creams?",
    expected: ["/services", "/"],
  },
  {
    persona: "brand-owner",
    question: "Should a new brand start with Aldi and Lidl?",
    expected: ["/insights/retail-trends", "/insights/premium-positioning"],
  },
  {
    persona: "brand-owner",
    question: "How do we get our product into the wholesalers' promotional leaflets?",
    expected: ["/insights/trade-marketing", "/insights/convenience-growth"],
  },
  {
    persona: "brand-owner",
    question: "Can you get our vitamins into chemists?",
    expected: ["/"],
  },
  {
    persona: "brand-owner",
    question: "Could you time our campaigns around Easter and Christmas?",
    expected: ["/marketing", "/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "Do you try out advertising ideas on real shoppers first?",
    expected: ["/marketing"],
  },
  {
    persona: "retail-buyer",
    question: "I run a newsagent. Can I get your brands through the wholesaler I already use?",
    expected: ["/distribution", "/", "/services", "/insights/convenience-growth"],
  },
  {
    persona: "retail-buyer",
    question: "If something is recalled, can you tell which batch came to my shop?",
    expected: ["/distribution", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "Why do corner shops like packs with the price printed on them?",
    expected: [
      "/insights/convenience-growth",
      "/insights/trade-marketing",
      "/insights/consumer-behaviour-shifts",
      "/insights/seasonal-category-management",
    ],
  },
  {
    persona: "journalist",
    question: "What's your take on Tesco Clubcard Prices?",
    expected: ["/insights/retail-trends", "/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "journalist",
    question: "Is there a legal definition of ultra-processed food in Britain?",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "journalist",
    question: "Are people drinking less alcohol these days?",
    expected: ["/insights/uk-health-food-trends", "/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "journalist",
    question: "How has working from home changed the way people buy groceries?",
    expected: ["/insights/consumer-behaviour-shifts", "/insights/convenience-growth"],
  },
  {
    persona: "job-seeker",
    question: "What does a brand strategist at your firm actually do day to day?",
    expected: ["/services", "/", "/partner", "/about", "/services/brand-management"],
  },
  {
    persona: "data-subject",
    question: "Do you log my IP address when I accept cookies?",
    expected: ["/privacy", "/cookies"],
  },
  {
    persona: "data-subject",
    question: "I said yes to analytics but changed my mind. How do I turn it off?",
    expected: ["/cookies", "/privacy"],
  },
  {
    persona: "data-subject",
    question: "Who else gets to read what I write in your contact form?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "Would you hand my details over to the police or a court?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "Do you use Facebook pixels or other ad trackers?",
    expected: ["/cookies", "/privacy"],
  },
  {
    persona: "visitor",
    question: "Am I allowed to link to your site from my blog?",
    expected: ["/terms"],
  },
  {
    persona: "visitor",
    question: "A page doesn't work with my keyboard. Where do I report it?",
    expected: ["/accessibility"],
  },
  {
    persona: "visitor",
    question: "Can I download your contract templates without paying?",
    expected: ["/legal-documents", "/terms"],
  },
  // What the site cannot answer, often sharing one of its words in another sense.
  {
    persona: "job-seeker",
    question: "Do you take on apprentices in logistics?",
    expected: [],
  },
  {
    persona: "job-seeker",
    question: "What's the dress code at your head office?",
    expected: [],
  },
  {
    persona: "job-seeker",
    question: "Is there a company pension for staff?",
    expected: [],
  },
  {
    persona: "visitor",
    question: "Which energy drink is best before a marathon?",
    expected: [],
  },
  {
    persona: "visitor",
    question: "Have you got a recipe for chocolate chip cookies?",
    expected: [],
  },
  {
    persona: "visitor",
    question: "How do I fill in my self-assessment tax return?",
    expected: [],
  },
  {
    persona: "journalist",
    question: "How many people work at Crownbridge?",
    expected: [],
  },
  {
    persona: "journalist",
    question: "Who owns Crownbridge Distribution?",
    expected: [],
  },
  {
    persona: "visitor",
    question: "Where can I buy a cheap second-hand delivery van?",
    expected: [],
  },
  {
    persona: "visitor",
    question: "How do I get a visa to work in the UK?",
    expected: [],
  },
  {
    persona: "visitor",
    question: "Is Tesco open on Boxing Day?",
    expected: [],
  },
  {
    persona: "visitor",
    question: "Can you recommend a good brand of running shoes?",
    expected: [],
  },
  {
    persona: "visitor",
    question: "How do I send back a faulty kettle I bought online?",
    expected: [],
  },
  {
    persona: "visitor",
    question: "What's the shelf life of homemade jam?",
    expected: [],
  },
  {
    persona: "visitor",
    question: "How can I become an influencer on TikTok?",
    expected: [],
  },
  {
    persona: "journalist",
    question: "What profit margin did you make in 2024?",
    expected: [],
  },
];

/** Fact questions (dev, third batch): the first sentence of the answer must state the fact. */
export const DEV_ROUND3_FACTS: readonly FactQuestion[] = [
  {
    question: "How fast do you deal with a complaint about accessibility?",
    facts: ["2 business days"],
    expected: ["/accessibility"],
  },
  {
    question: "For how long is my cookie choice kept on your server?",
    facts: ["24 months"],
    expected: ["/privacy", "/cookies"],
  },
  {
    question: "How much caffeine can a drink have before it needs a warning?",
    facts: ["150 mg"],
    expected: ["/insights/functional-beverages"],
  },
  {
    question: "How much fibre must a snack contain to be called a source of fibre?",
    facts: ["3 grams per 100 grams"],
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    question: "When does the deposit on drinks bottles and cans start?",
    facts: ["October 2027"],
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    question: "How much recycled plastic does packaging need to escape the plastic tax?",
    facts: ["30 per cent"],
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    question: "What size of pallet do UK depots work with?",
    facts: ["1200 by 1000"],
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    question: "How many weeks do you need to come up with campaign ideas?",
    facts: ["3-4 weeks"],
    expected: ["/marketing"],
  },
  {
    question: "By how much did the Dutch sweets company's distribution grow?",
    facts: ["150%"],
    expected: ["/marketing"],
  },
  {
    question: "How experienced are your senior strategists?",
    facts: ["10+ years"],
    expected: ["/", "/services", "/marketing", "/services/brand-management", "/about"],
  },
  {
    question: "What's the postal address of the Information Commissioner?",
    facts: ["Wycliffe House"],
    expected: ["/privacy"],
  },
  {
    question: "Which version of the accessibility guidelines does your site follow?",
    facts: ["2.2"],
    expected: ["/accessibility"],
  },
  {
    question: "Do I have to pay to see the data you hold on me?",
    facts: ["no charge"],
    expected: ["/privacy"],
  },
  {
    question: "When do the limits on multibuy offers for junk food begin?",
    facts: ["October 2025"],
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
  },
  {
    question: "Above what turnover does a company pay the packaging waste fees?",
    facts: ["two million pounds"],
    expected: ["/insights/sustainability-fmcg"],
  },
];
