/**
 * FRESH split 07 of the search evaluation (ADR 0011): written on 2026-11-27 between 07:22 and 07:25
 * UTC, after the sixteenth round's changes (answers: a name, a way, yes/no replies and figures by
 * related words; retrieval: WordNet hypernyms; declining: charges, a telephone number asked first, a
 * proposed period, a named place), by a writer (an AI assistant session) who saw only the rendered
 * site over HTTP (navigation, footer and sitemap links, the articles, the legal pages), no source
 * code, no earlier question set and no site search. Every expected path answered 200; every fact
 * string appears as written on at least one of its question's paths. Scored once as fresh; anything
 * tuned on it from now on makes it dev.
 */

import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

export const FRESH_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question:
      "After we sign with you, how long until our products are actually sitting in UK shops?",
    expected: ["/", "/services", "/partner"],
  },
  { persona: "brand-owner", question: "onboarding time", expected: ["/", "/services", "/partner"] },
  {
    persona: "brand-owner",
    question: "minimun order quantitty for new brands",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question:
      "Hello, we are a small family company from Poland making cleaning and laundry products, we never sold in England before. Is it possible you take household products or you only do food and drinks?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "do you charge slotting fees to get on shelf?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "Can you sort out customs and shipping the goods into Britain for us?",
    expected: ["/", "/services", "/partner", "/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "will i get a dedicted acount manager for my brand?",
    expected: ["/", "/about", "/services", "/services/brand-management", "/partner"],
  },
  {
    persona: "brand-owner",
    question:
      "Hi there, I'm the founder of a small kombucha startup in Lisbon. Before we talk to anyone, what do UK supermarket buyers want to see from a new drink when they review the range? Thanks a lot!",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "How fast does someone get back to me after I send my enquiry?",
    expected: ["/", "/services", "/contact", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "Can you redesign our logo and packaging so it works for the British market?",
    expected: ["/marketing", "/services/brand-management", "/services"],
  },
  {
    persona: "brand-owner",
    question: "What results did you get for the Dutch sweets maker you worked with?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question:
      "We are an Australian skincare brand with natural ingredients, nobody knows us in England. Have you done something like this before for a beauty brand, and did it work?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "cosmetcs responsable person uk notification",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question:
      "Good morning! I am comparing several UK partners for our snacks and I need to understand the whole process step by step, from the first call until we sell in the whole country. Thank you so much.",
    expected: ["/", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "3PL storage for my snack brand in the UK",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "nationwide distrubution how many monthes",
    expected: ["/", "/services", "/partner", "/distribution"],
  },
  {
    persona: "brand-owner",
    question: "brand management without distribution",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "does my jam label need a British address on it?",
    expected: ["/services", "/insights/post-brexit-distribution", "/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "How much caffeine can an energy drink have before it needs a warning on the can?",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "plastic packging tax recycled contant threshold",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "When does the UK start charging a deposit on drink bottles and cans?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question:
      "Hi, I make chocolate gift boxes in Germany. A British friend told me that if I start talking to supermarkets in autumn I am already too late for Christmas?? When do they pick their Christmas products?",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "do UK warehouses take euro pallets or what size pallet",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "brand-owner",
    question:
      "We are a Dutch company and we would like to sell also in Belfast. Is Northern Ireland different from England after the Brexit, for paperwork?",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "Which businesses have to pay the new packaging waste fees?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "vape products allowed in UK shops, disposables banned?",
    expected: ["/services"],
  },
  {
    persona: "retail-buyer",
    question: "If my shelves run empty, how quickly can you get more stock to my store?",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "retail-buyer",
    question: "next day delivery",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  { persona: "retail-buyer", question: "planogramm support for shops", expected: ["/"] },
  {
    persona: "retail-buyer",
    question: "batch codes and product recall traceability",
    expected: ["/distribution", "/services"],
  },
  {
    persona: "retail-buyer",
    question:
      "I manage three petrol station shops in Kent and honestly the vape and nicotine rules confuse me. Do you give retailers any help on selling these to the right age?",
    expected: ["/", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "Is there a contract template for supplying goods to a retailer?",
    expected: ["/legal-documents"],
  },
  {
    persona: "retail-buyer",
    question: "What share of UK corner shops does your network reach?",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
  },
  {
    persona: "journalist",
    question: "how many brands crownbridge",
    expected: ["/", "/about", "/partner"],
  },
  {
    persona: "journalist",
    question: "How long has the firm been working in consumer goods?",
    expected: ["/", "/about"],
  },
  {
    persona: "journalist",
    question:
      "Hello, I'm writing a piece for a grocery trade magazine about Clubcard and Nectar member prices. Does your team have any view on what that means for suppliers? Many thanks.",
    expected: ["/insights/retail-trends", "/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "journalist",
    question: "ultra proccessed food legal definiton uk",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "journalist",
    question: "HFSS multibuy ban date",
    expected: ["/insights/trade-marketing", "/insights/uk-health-food-trends"],
  },
  {
    persona: "journalist",
    question: "can the CMA fine companies for greenwashing",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "journalist",
    question: "How many shops can your distribution network reach?",
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
    persona: "job-seeker",
    question: "What does the company believe in, what are its values?",
    expected: ["/about"],
  },
  {
    persona: "job-seeker",
    question: "crownbrige office adress",
    expected: ["/", "/contact", "/terms", "/privacy", "/accessibility"],
  },
  {
    persona: "job-seeker",
    question: "What time does the office open and close?",
    expected: ["/", "/contact"],
  },
  {
    persona: "job-seeker",
    question:
      "hey, I'm thinking about applying for jobs in FMCG marketing - what kind of marketing work do you guys actually do for brands?",
    expected: ["/marketing", "/services"],
  },
  {
    persona: "data-subject",
    question: "How long do you hang on to the details I typed into your contact form?",
    expected: ["/privacy"],
  },
  { persona: "data-subject", question: "delete my data", expected: ["/privacy"] },
  { persona: "data-subject", question: "analitycs data how long kept", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question:
      "Hi, I used your contact form last year for my old employer and I have since left that company. I would like to see what personal information you hold about me - how long will it take you to reply?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "do you sell my email address to marketers",
    expected: ["/privacy"],
  },
  { persona: "data-subject", question: "ICO complaint phone number", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question: "does this site use Google Analytics or a Facebook pixel?",
    expected: ["/privacy", "/cookies"],
  },
  {
    persona: "data-subject",
    question: "How can I change my mind about the cookies I accepted?",
    expected: ["/cookies", "/privacy"],
  },
  { persona: "visitor", question: "accessibility WCAG level", expected: ["/accessibility"] },
  {
    persona: "visitor",
    question:
      "My father is partially sighted and uses a screen reader, and the PDF templates on your site don't read well for him. Can he get them in some other format please?",
    expected: ["/accessibility", "/legal-documents"],
  },
  {
    persona: "visitor",
    question: "distrubution agreemnt template downlaod",
    expected: ["/legal-documents"],
  },
  {
    persona: "visitor",
    question: "Which country's laws apply if there is a dispute about this website?",
    expected: ["/terms"],
  },
  {
    persona: "visitor",
    question: "are the legal templates free or paid?",
    expected: ["/legal-documents"],
  },
  { persona: "visitor", question: "how much does a dental crown and bridge cost", expected: [] },
  { persona: "visitor", question: "best linux distribution for an old laptop", expected: [] },
  { persona: "visitor", question: "normal distribution standard deviation formula", expected: [] },
  {
    persona: "visitor",
    question: "where can I buy cheap vapes online with home delivery",
    expected: [],
  },
  { persona: "visitor", question: "parking near Pump Lane Hayes", expected: [] },
  {
    persona: "visitor",
    question:
      "Hi! My kids love energy drinks, can you send us some free samples to our home address? We live in Leeds.",
    expected: [],
  },
  { persona: "job-seeker", question: "warehouse picker jobs Hayes", expected: [] },
  {
    persona: "job-seeker",
    question: "Do you run a graduate scheme or summer internships?",
    expected: [],
  },
  {
    persona: "job-seeker",
    question: "What salary does a brand strategist earn at Crownbridge?",
    expected: [],
  },
  {
    persona: "journalist",
    question: "Who is the chief executive of Crownbridge Distribution?",
    expected: [],
  },
  { persona: "journalist", question: "crownbridge founded year", expected: [] },
  {
    persona: "journalist",
    question: "Which brands do you currently distribute? I need the names for an article.",
    expected: [],
  },
  { persona: "journalist", question: "Crownbridge annual turnover 2024", expected: [] },
  {
    persona: "retail-buyer",
    question: "Can I track my delivery with order number CB-20931?",
    expected: [],
  },
  {
    persona: "retail-buyer",
    question: "Do you have a warehouse in Glasgow or anywhere in Scotland?",
    expected: [],
  },
  { persona: "data-subject", question: "company registration number and VAT number", expected: [] },
];

export const FRESH_FACT_QUESTIONS: readonly FactQuestion[] = [
  {
    question:
      "After we sign with you, how long until our products are actually sitting in UK shops?",
    expected: ["/", "/services", "/partner"],
    facts: ["4-8 weeks"],
  },
  { question: "onboarding time", expected: ["/", "/services", "/partner"], facts: ["4-6 weeks"] },
  {
    question: "minimun order quantitty for new brands",
    expected: ["/services"],
    facts: ["no fixed minimum"],
  },
  {
    question: "do you charge slotting fees to get on shelf?",
    expected: ["/services"],
    facts: ["no listing fees"],
  },
  {
    question: "How fast does someone get back to me after I send my enquiry?",
    expected: ["/", "/services", "/contact", "/partner"],
    facts: ["within 24 hours", "within 48 hours"],
  },
  {
    question: "What results did you get for the Dutch sweets maker you worked with?",
    expected: ["/marketing"],
    facts: ["150%"],
  },
  {
    question:
      "We are an Australian skincare brand with natural ingredients, nobody knows us in England. Have you done something like this before for a beauty brand, and did it work?",
    expected: ["/marketing"],
    facts: ["85%"],
  },
  {
    question: "nationwide distrubution how many monthes",
    expected: ["/", "/services", "/partner", "/distribution"],
    facts: ["3-6 months"],
  },
  {
    question: "How much caffeine can an energy drink have before it needs a warning on the can?",
    expected: ["/insights/functional-beverages"],
    facts: ["150 mg"],
  },
  {
    question: "plastic packging tax recycled contant threshold",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["30 per cent"],
  },
  {
    question: "When does the UK start charging a deposit on drink bottles and cans?",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["October 2027"],
  },
  {
    question:
      "Hi, I make chocolate gift boxes in Germany. A British friend told me that if I start talking to supermarkets in autumn I am already too late for Christmas?? When do they pick their Christmas products?",
    expected: ["/insights/seasonal-category-management"],
    facts: ["first half of the year"],
  },
  {
    question: "do UK warehouses take euro pallets or what size pallet",
    expected: ["/insights/supply-chain-innovation"],
    facts: ["1200 by 1000 millimetre"],
  },
  {
    question: "Which businesses have to pay the new packaging waste fees?",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["two million pounds", "50 tonnes"],
  },
  {
    question: "vape products allowed in UK shops, disposables banned?",
    expected: ["/services"],
    facts: ["single-use vapes can no longer be sold"],
  },
  {
    question: "If my shelves run empty, how quickly can you get more stock to my store?",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["24-48 hours"],
  },
  {
    question: "next day delivery",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["next-day option"],
  },
  {
    question: "What share of UK corner shops does your network reach?",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
    facts: ["60%"],
  },
  {
    question: "how many brands crownbridge",
    expected: ["/", "/about", "/partner"],
    facts: ["100+"],
  },
  {
    question: "How long has the firm been working in consumer goods?",
    expected: ["/", "/about"],
    facts: ["10+ years"],
  },
  {
    question: "ultra proccessed food legal definiton uk",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["no legal definition"],
  },
  {
    question: "HFSS multibuy ban date",
    expected: ["/insights/trade-marketing", "/insights/uk-health-food-trends"],
    facts: ["October 2025"],
  },
  {
    question: "can the CMA fine companies for greenwashing",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["April 2025"],
  },
  {
    question: "How many shops can your distribution network reach?",
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
    question: "crownbrige office adress",
    expected: ["/", "/contact", "/terms", "/privacy", "/accessibility"],
    facts: ["UB3 3NB"],
  },
  {
    question: "What time does the office open and close?",
    expected: ["/", "/contact"],
    facts: ["9:00 AM to 5:30 PM"],
  },
  {
    question: "How long do you hang on to the details I typed into your contact form?",
    expected: ["/privacy"],
    facts: ["24 months"],
  },
  { question: "analitycs data how long kept", expected: ["/privacy"], facts: ["13 months"] },
  {
    question:
      "Hi, I used your contact form last year for my old employer and I have since left that company. I would like to see what personal information you hold about me - how long will it take you to reply?",
    expected: ["/privacy"],
    facts: ["one month"],
  },
  { question: "ICO complaint phone number", expected: ["/privacy"], facts: ["0303 123 1113"] },
  { question: "accessibility WCAG level", expected: ["/accessibility"], facts: ["WCAG 2.2 AA"] },
  {
    question: "distrubution agreemnt template downlaod",
    expected: ["/legal-documents"],
    facts: ["56 KB"],
  },
  {
    question: "Which country's laws apply if there is a dispute about this website?",
    expected: ["/terms"],
    facts: ["England and Wales"],
  },
  {
    question: "are the legal templates free or paid?",
    expected: ["/legal-documents"],
    facts: ["free of charge"],
  },
];
