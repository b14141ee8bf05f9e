/**
 * FRESH split 09 of the search evaluation (ADR 0011): written on 2026-11-27 between 10:41 and 10:44
 * UTC, after the eighteenth round's changes (answers: how soon, FAQs asking the same fact, the asking
 * part's words, tie-breaks, counts and roles; retrieval: the asking parts, adverbs' phrases, typos of
 * English words; declining: employment, a private buyer's errand, parking, another business's hours,
 * an account on the site, a press office, a price list, the company's accounts, another body's
 * procedure), by a writer (an AI assistant session) who saw only the rendered site over HTTP
 * (navigation, footer and sitemap links, the articles, the legal pages), no source code, no earlier
 * question set and no site search. Every expected path answered 200; every fact string appears as
 * written on at least one of its question's paths. Scored once as fresh; anything tuned on it from
 * now on makes it dev.
 */
import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

export const FRESH_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question:
      "Hello, we are a small juice company from Poland and we never sold in England before. How long it take until our bottles are in the shops there?",
    expected: ["/", "/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "onboarding duration",
    expected: ["/", "/services", "/partner"],
  },
  {
    persona: "retail-buyer",
    question: "how fast can you deliever to my shop",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "retail-buyer",
    question: "If my store runs out of a line, can I get more the very next day?",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "how long until we are stocked all over the country",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  { persona: "brand-owner", question: "what is your MOQ?", expected: ["/services"] },
  {
    persona: "brand-owner",
    question: "Do I have to pay you money just to get my product put on the shelf?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "is the evaluation of my prodcts free of charge",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "After I fill in your form, when will somebody get back to me?",
    expected: ["/", "/services", "/contact", "/partner"],
  },
  {
    persona: "visitor",
    question: "office address",
    expected: ["/", "/contact", "/terms", "/privacy", "/accessibility"],
  },
  {
    persona: "visitor",
    question:
      "Hi there, I wanted to pop by your office on a Saturday morning, will anyone be there?",
    expected: ["/", "/contact"],
  },
  {
    persona: "journalist",
    question: "How big is your retail network, how many stores can you reach?",
    expected: [
      "/",
      "/about",
      "/services",
      "/distribution",
      "/partner",
      "/insights/convenience-growth",
    ],
  },
  {
    persona: "brand-owner",
    question: "what share of corner shops can you get my product into",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
  },
  {
    persona: "journalist",
    question: "number of wholesale partners",
    expected: ["/", "/about", "/services", "/distribution"],
  },
  {
    persona: "journalist",
    question: "How long has Crownbridge been operating in the grocery trade?",
    expected: ["/", "/about"],
  },
  {
    persona: "brand-owner",
    question: "can you sell our disposable vapes in britain",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question:
      "We make shampoo and face creams in Korea. What do we legally need before selling them in Britain?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "customs clearance import",
    expected: ["/", "/services", "/partner", "/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question:
      "What registration number does the importer need to bring goods into Great Britain after Brexit?",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "shiping to northern irland green lane",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "At what caffeine level does my drink have to carry a warning on the label?",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "sugar tax on fizzy drinks",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question:
      "How much recycled material must a plastic bottle contain so we avoid the UK plastic tax?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "journalist",
    question: "deposit return scheme start date",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question:
      "We're a mid-sized snack brand with about 5 million turnover and a friend told me we now have to pay packaging fees in the UK. Sorry if this is a basic question, but who counts as a large producer?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "retail-buyer",
    question: "Since when are unhealthy snacks banned from aisle ends and checkouts in England?",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question: "multibuy restrictions HFSS",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
  },
  {
    persona: "brand-owner",
    question:
      "what percent of the calories must come from protein before I can print high protein on pack",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question: "What size pallets do the UK supermarket warehouses accept?",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "journalist",
    question: "which company is behind Tesco's advertising business",
    expected: ["/insights/retail-media-advertising"],
  },
  {
    persona: "brand-owner",
    question:
      "Good morning! We produce Christmas gift tins of biscuits in Denmark. When should I talk with the UK supermarkets so we are in time for Christmas?",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "Is Mother's Day in the UK on the same date as in other countries?",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "how do franchise shop chains like Spar or Londis decide what to stock",
    expected: ["/insights/convenience-growth"],
  },
  {
    persona: "brand-owner",
    question: "Should we sell to Amazon as a vendor or go on their marketplace ourselves?",
    expected: ["/insights/digital-shelf-optimisation"],
  },
  {
    persona: "brand-owner",
    question: "GSCOP supplier code rules",
    expected: ["/insights/trade-marketing"],
  },
  {
    persona: "brand-owner",
    question:
      "How can a small premium brand compete against Tesco Finest and Taste the Difference?",
    expected: ["/insights/premium-positioning"],
  },
  {
    persona: "brand-owner",
    question:
      "Honestly I'm not sure if going into Aldi and Lidl is smart for our brand. What do you think about discounters?",
    expected: ["/insights/retail-trends", "/insights/premium-positioning"],
  },
  {
    persona: "brand-owner",
    question: "how long does the creative concept stage of your marketing process take",
    expected: ["/marketing"],
  },
  {
    persona: "journalist",
    question: "scandinavian drinks brand awarness result",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "Do you run TikTok or Instagram influencer campaigns?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question:
      "We already have a distributor in the UK. Can we hire you only for the branding side?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "will I have one person looking after my account",
    expected: ["/", "/about", "/services", "/services/brand-management", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "What kind of companies do you take on as partners?",
    expected: ["/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "which product categories do you cover",
    expected: ["/", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "Do you help shop staff with age checks when selling nicotine pouches?",
    expected: ["/", "/services"],
  },
  {
    persona: "data-subject",
    question: "How long do you keep the message I sent through your contact form?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question:
      "I sent you an enquiry last year and I would now like you to erase everything you hold about me. How do I do that and how long will it take?",
    expected: ["/privacy"],
  },
  { persona: "data-subject", question: "analytics data retention", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question: "do you pass my details on to other companies for money",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "complain to informaton commisioner phone number",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "How do I change my mind about cookies after I clicked accept?",
    expected: ["/cookies", "/privacy"],
  },
  {
    persona: "data-subject",
    question: "Do you use Google Analytics or a Facebook pixel on this website?",
    expected: ["/privacy", "/cookies"],
  },
  {
    persona: "brand-owner",
    question: "distribution agreement template",
    expected: ["/legal-documents"],
  },
  {
    persona: "retail-buyer",
    question: "Can I get the retailer terms template as a Word file instead of PDF?",
    expected: ["/legal-documents", "/accessibility"],
  },
  {
    persona: "visitor",
    question: "which country's law applies to using this website",
    expected: ["/terms"],
  },
  { persona: "visitor", question: "WCAG level", expected: ["/accessibility"] },
  {
    persona: "visitor",
    question:
      "I'm partially sighted and the downloadable PDFs don't read properly with my screen reader. Is there another way to get them?",
    expected: ["/accessibility", "/legal-documents"],
  },
  {
    persona: "journalist",
    question: "When did you publish the article about functional drinks?",
    expected: ["/", "/insights", "/insights/functional-beverages"],
  },
  {
    persona: "job-seeker",
    question: "what are the company values, what is the culture like",
    expected: ["/about"],
  },
  {
    persona: "job-seeker",
    question:
      "Hi, I have an interview at your Hayes office next week, what time does the office open in the morning?",
    expected: ["/", "/contact"],
  },

  { persona: "job-seeker", question: "current job vacancies", expected: [] },
  {
    persona: "job-seeker",
    question:
      "Hi, I'm just finishing my degree in logistics. Do you run a graduate scheme or take interns in the warehouse?",
    expected: [],
  },
  { persona: "job-seeker", question: "brand strategist salary", expected: [] },
  { persona: "journalist", question: "Who is the managing director of Crownbridge?", expected: [] },
  { persona: "journalist", question: "crownbridge anual revenue", expected: [] },
  { persona: "journalist", question: "Has Crownbridge won any industry awards?", expected: [] },
  { persona: "visitor", question: "crownbridge company registration number", expected: [] },
  { persona: "visitor", question: "chocolate chip cookie recipe", expected: [] },
  { persona: "visitor", question: "best way to quit nicotine, patches or gum?", expected: [] },
  { persona: "visitor", question: "cheapest energy supplier to switch to", expected: [] },
  { persona: "visitor", question: "normal distribution standard deviation formula", expected: [] },
  {
    persona: "visitor",
    question: "Is there wheelchair access and parking at your Pump Lane office?",
    expected: [],
  },
  { persona: "data-subject", question: "Have you ever had a data breach?", expected: [] },
  {
    persona: "brand-owner",
    question: "what percentage commission do you take from our sales",
    expected: [],
  },
  {
    persona: "retail-buyer",
    question: "My delivery is late, where can I track my parcel with the tracking number?",
    expected: [],
  },
  { persona: "visitor", question: "bridging loan for a small business", expected: [] },
];

export const FRESH_FACT_QUESTIONS: readonly FactQuestion[] = [
  {
    question:
      "Hello, we are a small juice company from Poland and we never sold in England before. How long it take until our bottles are in the shops there?",
    expected: ["/", "/services", "/partner"],
    facts: ["4-8 weeks"],
  },
  {
    question: "onboarding duration",
    expected: ["/", "/services", "/partner"],
    facts: ["4-6 weeks"],
  },
  {
    question: "how fast can you deliever to my shop",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["24-48 hours"],
  },
  {
    question: "If my store runs out of a line, can I get more the very next day?",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["next-day option"],
  },
  {
    question: "how long until we are stocked all over the country",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["3-6 months"],
  },
  { question: "what is your MOQ?", expected: ["/services"], facts: ["no fixed minimum"] },
  {
    question: "Do I have to pay you money just to get my product put on the shelf?",
    expected: ["/services"],
    facts: ["no listing fees"],
  },
  {
    question: "is the evaluation of my prodcts free of charge",
    expected: ["/services"],
    facts: ["free and without obligation"],
  },
  {
    question: "After I fill in your form, when will somebody get back to me?",
    expected: ["/", "/services", "/contact", "/partner"],
    facts: ["24 hours", "48 hours"],
  },
  {
    question: "office address",
    expected: ["/", "/contact", "/terms", "/privacy", "/accessibility"],
    facts: ["Unit 7a, Pump Lane", "UB3 3NB"],
  },
  {
    question:
      "Hi there, I wanted to pop by your office on a Saturday morning, will anyone be there?",
    expected: ["/", "/contact"],
    facts: ["Closed"],
  },
  {
    question: "How big is your retail network, how many stores can you reach?",
    expected: [
      "/",
      "/about",
      "/services",
      "/distribution",
      "/partner",
      "/insights/convenience-growth",
    ],
    facts: ["30,000+"],
  },
  {
    question: "what share of corner shops can you get my product into",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
    facts: ["60%"],
  },
  {
    question: "number of wholesale partners",
    expected: ["/", "/about", "/services", "/distribution"],
    facts: ["100+"],
  },
  {
    question: "How long has Crownbridge been operating in the grocery trade?",
    expected: ["/", "/about"],
    facts: ["10+"],
  },
  {
    question: "can you sell our disposable vapes in britain",
    expected: ["/services"],
    facts: ["single-use vapes can no longer be sold in the UK"],
  },
  {
    question:
      "We make shampoo and face creams in Korea. What do we legally need before selling them in Britain?",
    expected: ["/", "/services"],
    facts: ["UK Responsible Person"],
  },
  {
    question:
      "What registration number does the importer need to bring goods into Great Britain after Brexit?",
    expected: ["/insights/post-brexit-distribution"],
    facts: ["GB EORI number"],
  },
  {
    question: "At what caffeine level does my drink have to carry a warning on the label?",
    expected: ["/insights/functional-beverages"],
    facts: ["150 mg"],
  },
  {
    question: "sugar tax on fizzy drinks",
    expected: ["/insights/functional-beverages"],
    facts: ["Soft Drinks Industry Levy"],
  },
  {
    question:
      "How much recycled material must a plastic bottle contain so we avoid the UK plastic tax?",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["30 per cent"],
  },
  {
    question: "deposit return scheme start date",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["October 2027"],
  },
  {
    question:
      "We're a mid-sized snack brand with about 5 million turnover and a friend told me we now have to pay packaging fees in the UK. Sorry if this is a basic question, but who counts as a large producer?",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["two million pounds", "50 tonnes"],
  },
  {
    question: "Since when are unhealthy snacks banned from aisle ends and checkouts in England?",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["October 2022"],
  },
  {
    question: "multibuy restrictions HFSS",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
    facts: ["October 2025"],
  },
  {
    question:
      "what percent of the calories must come from protein before I can print high protein on pack",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["20 per cent"],
  },
  {
    question: "What size pallets do the UK supermarket warehouses accept?",
    expected: ["/insights/supply-chain-innovation"],
    facts: ["1200 by 1000 millimetre"],
  },
  {
    question: "which company is behind Tesco's advertising business",
    expected: ["/insights/retail-media-advertising"],
    facts: ["dunnhumby"],
  },
  {
    question:
      "Good morning! We produce Christmas gift tins of biscuits in Denmark. When should I talk with the UK supermarkets so we are in time for Christmas?",
    expected: ["/insights/seasonal-category-management"],
    facts: ["first half of the year"],
  },
  {
    question: "Is Mother's Day in the UK on the same date as in other countries?",
    expected: ["/insights/seasonal-category-management"],
    facts: ["March or early April"],
  },
  {
    question: "how long does the creative concept stage of your marketing process take",
    expected: ["/marketing"],
    facts: ["3-4 weeks"],
  },
  {
    question: "scandinavian drinks brand awarness result",
    expected: ["/marketing"],
    facts: ["300%"],
  },
  {
    question: "How long do you keep the message I sent through your contact form?",
    expected: ["/privacy"],
    facts: ["24 months"],
  },
  {
    question:
      "I sent you an enquiry last year and I would now like you to erase everything you hold about me. How do I do that and how long will it take?",
    expected: ["/privacy"],
    facts: ["one month"],
  },
  { question: "analytics data retention", expected: ["/privacy"], facts: ["13 months"] },
  {
    question: "complain to informaton commisioner phone number",
    expected: ["/privacy"],
    facts: ["0303 123 1113"],
  },
  {
    question: "which country's law applies to using this website",
    expected: ["/terms"],
    facts: ["England and Wales"],
  },
  { question: "WCAG level", expected: ["/accessibility"], facts: ["WCAG 2.2 AA"] },
  {
    question: "When did you publish the article about functional drinks?",
    expected: ["/", "/insights", "/insights/functional-beverages"],
    facts: ["8 April 2025"],
  },
  {
    question:
      "Hi, I have an interview at your Hayes office next week, what time does the office open in the morning?",
    expected: ["/", "/contact"],
    facts: ["9:00 AM"],
  },
];
