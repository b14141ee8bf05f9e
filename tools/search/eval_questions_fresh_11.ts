/**
 * FRESH split 11 of the search evaluation (ADR 0011): written on 2026-11-27 between 13:15 and 13:17
 * UTC, at main dc7c433 (after the nineteenth round; no search change since fresh split 10 was
 * scored), by a writer (an AI assistant session) who saw only the rendered site over HTTP
 * (navigation, footer and sitemap links, the articles, the legal pages), no source code, no earlier
 * question set and no site search. Split 12 was written at the same time by a second writer with
 * the same brief, independently. Every expected path answered 200; every fact string appears as
 * written on its question's paths. Scored once as fresh; anything tuned on it from now on makes it
 * dev.
 */
import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

export const FRESH_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question: "how long untill my products are actualy in uk shops after we sign?",
    expected: ["/", "/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "onboarding how many weeks",
    expected: ["/", "/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question:
      "Hello, we are small family company from Poland, we make pickles and jams and never sold in England before. You help also foreign company like us or only british brands?",
    expected: ["/", "/services", "/partner", "/about"],
  },
  {
    persona: "brand-owner",
    question: "time to get stocked across the whole country",
    expected: ["/", "/services", "/partner", "/distribution"],
  },
  {
    persona: "retail-buyer",
    question: "If I order from you how quickly does the stock turn up at my shop?",
    expected: ["/", "/distribution", "/services", "/partner"],
  },
  {
    persona: "journalist",
    question: "How many stores and retail outlets can Crownbridge actually reach?",
    expected: [
      "/",
      "/about",
      "/distribution",
      "/partner",
      "/services",
      "/insights/convenience-growth",
    ],
  },
  {
    persona: "brand-owner",
    question: "what share of uk corner shops is in your network",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
  },
  {
    persona: "journalist",
    question: "number of wholesalers they work with",
    expected: ["/", "/about", "/distribution", "/services"],
  },
  {
    persona: "journalist",
    question: "How long has this company been going in UK FMCG?",
    expected: ["/", "/about"],
  },
  {
    persona: "brand-owner",
    question: "is there MOQ? we are small producer, cant ship full containers",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "do u charge listing fee for new products",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question:
      "Do I have to pay for you to look at my products and tell me if they could work in the UK?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "after I fill the contact form when someone answer me?",
    expected: ["/services", "/contact", "/", "/partner"],
  },
  {
    persona: "brand-owner",
    question:
      "We make premium cat treats. Pet food isn't on your list, would you still consider it?",
    expected: ["/", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "can you supply disposable vapes to my shop",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question:
      "Our skincare line is made in Korea. Somebody told us we need a UK responsible person for cosmetics, is that something you help with?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "can you do the customs clearance and import paperwork for us",
    expected: ["/", "/services", "/partner", "/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "will we get one person who is our contact or a call centre",
    expected: ["/", "/services", "/partner", "/about", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question:
      "We already have a distributor in the UK. Can we hire you just for the brand side of things?",
    expected: ["/services", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "how long is the creative concept phase in a campaign",
    expected: ["/marketing"],
  },
  {
    persona: "journalist",
    question: "Crownbridge case study Scandinavian functional drinks awareness result",
    expected: ["/marketing"],
  },
  {
    persona: "journalist",
    question: "what happened with the dutch sweets maker you worked with",
    expected: ["/marketing"],
  },
  {
    persona: "journalist",
    question: "australian natural skincare purchase intent figure",
    expected: ["/marketing"],
  },
  {
    persona: "job-seeker",
    question: "I have an interview with you next week, what's the office address and postcode?",
    expected: ["/contact", "/", "/terms", "/privacy", "/accessibility"],
  },
  { persona: "visitor", question: "are you open on saturdays", expected: ["/contact", "/"] },
  {
    persona: "brand-owner",
    question: "email adress to contact crownbridge",
    expected: [
      "/contact",
      "/",
      "/terms",
      "/privacy",
      "/accessibility",
      "/legal-documents",
      "/cookies",
    ],
  },
  {
    persona: "data-subject",
    question:
      "I sent an enquiry last year. How long are you going to hold on to my name and phone number?",
    expected: ["/privacy"],
  },
  { persona: "data-subject", question: "analytics data kept how long", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question: "if I ask for a copy of my personal data how soon do you have to answer",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "do you sell visitors data to other companys",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "phone number to complain to the data protection regulator",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "does this website use google analytics or facebook pixel",
    expected: ["/privacy", "/cookies"],
  },
  {
    persona: "visitor",
    question: "how do i withdraw my cookie consent",
    expected: ["/cookies", "/privacy"],
  },
  {
    persona: "visitor",
    question: "Which accessibility standard is the website built to?",
    expected: ["/accessibility"],
  },
  {
    persona: "visitor",
    question: "my screen reader can't read your pdf templates, can I get them another way",
    expected: ["/accessibility", "/legal-documents"],
  },
  {
    persona: "visitor",
    question: "reported an accessibility issue, when will I hear back",
    expected: ["/accessibility"],
  },
  {
    persona: "retail-buyer",
    question: "free template distribution agreement download",
    expected: ["/legal-documents"],
  },
  {
    persona: "visitor",
    question: "which country law govern the website terms",
    expected: ["/terms"],
  },
  {
    persona: "brand-owner",
    question: "can I attach our confidential price list and recipes in the website form?",
    expected: ["/terms"],
  },
  {
    persona: "brand-owner",
    question: "energy drink caffeine warning label rule uk how many mg",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "When does the bottle and can deposit scheme start in the UK?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "plastic packaging tax how much recycled plastic to avoid it",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "since when are HFSS products banned from aisle ends and checkouts in england",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question: "multibuy ban on junk food, when does it start?",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
  },
  {
    persona: "brand-owner",
    question: "what is needed to say high protein on our snack bar pack in britain",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "retail-buyer",
    question: "standard pallet size accepted at uk retailer depots",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "brand-owner",
    question:
      "We ship from Netherlands to Belfast, what special labelling is needed for Northern Ireland?",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "what is sainsburys retail media network called",
    expected: ["/insights/retail-media-advertising"],
  },
  {
    persona: "journalist",
    question:
      "Are supermarket loyalty card prices real discounts according to the competition regulator?",
    expected: ["/insights/retail-trends"],
  },
  {
    persona: "brand-owner",
    question: "when do supermarkets pick their christmas range, is it too late in september?",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "mothers day uk what month",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "who enforces the groceries supply code",
    expected: ["/insights/trade-marketing"],
  },
  {
    persona: "brand-owner",
    question: "what is symbol group like spar or londis and how do they buy products",
    expected: ["/insights/convenience-growth"],
  },
  {
    persona: "brand-owner",
    question: "tips for product photos and titles on ocado and tesco website",
    expected: ["/insights/digital-shelf-optimisation"],
  },
  {
    persona: "retail-buyer",
    question: "If there's a product recall, can you trace which batch went to which store?",
    expected: ["/distribution", "/services"],
  },
  {
    persona: "job-seeker",
    question: "what are crownbridge's values / what is it like to work there",
    expected: ["/about"],
  },
  {
    persona: "brand-owner",
    question: "Can we call our drink eco-friendly on the label? worried about greenwashing fines",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question:
      "how to compete against Tesco Finest and Taste the Difference with our premium chocolate",
    expected: ["/insights/premium-positioning"],
  },
  {
    persona: "retail-buyer",
    question:
      "i run a convenience shop, are customers really doing smaller top-up shops more often now and what sells for that?",
    expected: ["/insights/consumer-behaviour-shifts", "/insights/convenience-growth"],
  },
  {
    persona: "job-seeker",
    question: "any job openings for warehouse pickers in hayes",
    expected: [],
  },
  {
    persona: "job-seeker",
    question: "graduate marketing internship 2025 how to apply",
    expected: [],
  },
  {
    persona: "journalist",
    question: "Who is the CEO or founder of Crownbridge Distribution?",
    expected: [],
  },
  { persona: "journalist", question: "crownbridge annual turnover revenue", expected: [] },
  { persona: "journalist", question: "how many employees does the company have", expected: [] },
  { persona: "visitor", question: "dental crown and bridge cost uk", expected: [] },
  { persona: "visitor", question: "best linux distribution for beginners", expected: [] },
  { persona: "visitor", question: "where is my parcel? track delivery", expected: [] },
  { persona: "visitor", question: "how do I brew kombucha at home", expected: [] },
  { persona: "retail-buyer", question: "tesco express opening times christmas day", expected: [] },
  {
    persona: "brand-owner",
    question: "Can you help us export our british biscuits to China and Japan?",
    expected: [],
  },
  { persona: "visitor", question: "normal distribution standard deviation formula", expected: [] },
  { persona: "visitor", question: "where can i buy nicotine pouches cheap near me", expected: [] },
  { persona: "visitor", question: "crown green bowls club hayes membership", expected: [] },
  { persona: "journalist", question: "press kit with logo files and press release", expected: [] },
  {
    persona: "brand-owner",
    question: "do you have a warehouse in Germany for EU distribution",
    expected: [],
  },
];

export const FRESH_FACT_QUESTIONS: readonly FactQuestion[] = [
  {
    question: "how long untill my products are actualy in uk shops after we sign?",
    expected: ["/", "/services", "/partner"],
    facts: ["4-8 weeks"],
  },
  {
    question: "onboarding how many weeks",
    expected: ["/", "/services", "/partner"],
    facts: ["4-6 weeks"],
  },
  {
    question: "time to get stocked across the whole country",
    expected: ["/", "/services", "/partner", "/distribution"],
    facts: ["3-6 months"],
  },
  {
    question: "If I order from you how quickly does the stock turn up at my shop?",
    expected: ["/", "/distribution", "/services", "/partner"],
    facts: ["24-48 hours"],
  },
  {
    question: "How many stores and retail outlets can Crownbridge actually reach?",
    expected: [
      "/",
      "/about",
      "/distribution",
      "/partner",
      "/services",
      "/insights/convenience-growth",
    ],
    facts: ["30,000+"],
  },
  {
    question: "what share of uk corner shops is in your network",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
    facts: ["60%"],
  },
  {
    question: "number of wholesalers they work with",
    expected: ["/", "/about", "/distribution", "/services"],
    facts: ["100+"],
  },
  {
    question: "How long has this company been going in UK FMCG?",
    expected: ["/", "/about"],
    facts: ["10+"],
  },
  {
    question: "is there MOQ? we are small producer, cant ship full containers",
    expected: ["/services"],
    facts: ["no fixed minimum"],
  },
  {
    question: "do u charge listing fee for new products",
    expected: ["/services"],
    facts: ["no listing fees"],
  },
  {
    question:
      "Do I have to pay for you to look at my products and tell me if they could work in the UK?",
    expected: ["/services"],
    facts: ["free and without obligation"],
  },
  {
    question: "after I fill the contact form when someone answer me?",
    expected: ["/services", "/contact", "/", "/partner"],
    facts: ["24 hours"],
  },
  {
    question: "can you supply disposable vapes to my shop",
    expected: ["/services"],
    facts: ["single-use vapes can no longer be sold in the UK"],
  },
  {
    question: "how long is the creative concept phase in a campaign",
    expected: ["/marketing"],
    facts: ["3-4 weeks"],
  },
  {
    question: "Crownbridge case study Scandinavian functional drinks awareness result",
    expected: ["/marketing"],
    facts: ["300%"],
  },
  {
    question: "what happened with the dutch sweets maker you worked with",
    expected: ["/marketing"],
    facts: ["150%"],
  },
  {
    question: "australian natural skincare purchase intent figure",
    expected: ["/marketing"],
    facts: ["85%"],
  },
  {
    question: "I have an interview with you next week, what's the office address and postcode?",
    expected: ["/contact", "/", "/terms", "/privacy", "/accessibility"],
    facts: ["UB3 3NB"],
  },
  { question: "are you open on saturdays", expected: ["/contact", "/"], facts: ["Closed"] },
  {
    question: "email adress to contact crownbridge",
    expected: [
      "/contact",
      "/",
      "/terms",
      "/privacy",
      "/accessibility",
      "/legal-documents",
      "/cookies",
    ],
    facts: ["enquiries@crownbridge.co.uk"],
  },
  {
    question:
      "I sent an enquiry last year. How long are you going to hold on to my name and phone number?",
    expected: ["/privacy"],
    facts: ["24 months"],
  },
  { question: "analytics data kept how long", expected: ["/privacy"], facts: ["13 months"] },
  {
    question: "if I ask for a copy of my personal data how soon do you have to answer",
    expected: ["/privacy"],
    facts: ["one month"],
  },
  {
    question: "phone number to complain to the data protection regulator",
    expected: ["/privacy"],
    facts: ["0303 123 1113"],
  },
  {
    question: "Which accessibility standard is the website built to?",
    expected: ["/accessibility"],
    facts: ["WCAG 2.2 AA"],
  },
  {
    question: "reported an accessibility issue, when will I hear back",
    expected: ["/accessibility"],
    facts: ["2 business days"],
  },
  {
    question: "which country law govern the website terms",
    expected: ["/terms"],
    facts: ["England and Wales"],
  },
  {
    question: "energy drink caffeine warning label rule uk how many mg",
    expected: ["/insights/functional-beverages"],
    facts: ["150 mg"],
  },
  {
    question: "When does the bottle and can deposit scheme start in the UK?",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["October 2027"],
  },
  {
    question: "plastic packaging tax how much recycled plastic to avoid it",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["30 per cent"],
  },
  {
    question: "since when are HFSS products banned from aisle ends and checkouts in england",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["October 2022"],
  },
  {
    question: "multibuy ban on junk food, when does it start?",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
    facts: ["October 2025"],
  },
  {
    question: "what is needed to say high protein on our snack bar pack in britain",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["20 per cent"],
  },
  {
    question: "standard pallet size accepted at uk retailer depots",
    expected: ["/insights/supply-chain-innovation"],
    facts: ["1200 by 1000 millimetre"],
  },
  {
    question: "what is sainsburys retail media network called",
    expected: ["/insights/retail-media-advertising"],
    facts: ["Nectar360"],
  },
  {
    question: "mothers day uk what month",
    expected: ["/insights/seasonal-category-management"],
    facts: ["March or early April"],
  },
  {
    question: "who enforces the groceries supply code",
    expected: ["/insights/trade-marketing"],
    facts: ["Groceries Code Adjudicator"],
  },
];
