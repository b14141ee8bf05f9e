/**
 * FRESH split 10 of the search evaluation (ADR 0011): written on 2026-11-27 between 11:36 and 11:38
 * UTC, after the nineteenth round's changes (answers: time up to now, misspelt verbs, the whole
 * country, a time proposed in a yes/no question, identifier numbers, "get back to me"; retrieval:
 * measure nouns the site never uses weigh as generic words; declining: trainee posts and the
 * company's past), by a writer (an AI assistant session) who saw only the rendered site over HTTP
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
      "Hello, we are small juice and kombucha company from Poland and want to sell our drinks in English shops. How long it takes before our bottles are on the shelves?",
    expected: ["/", "/services", "/partner"],
  },
  { persona: "brand-owner", question: "onboarding time", expected: ["/", "/services", "/partner"] },
  { persona: "brand-owner", question: "minimun order quantity", expected: ["/services"] },
  {
    persona: "brand-owner",
    question:
      "Do I have to pay the shops or you money just to get my product accepted onto the shelf?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "can you be our importer of record and do the customs clearance paperwork",
    expected: ["/", "/services", "/partner", "/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "What sorts of goods will you agree to represent?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question:
      "Hi there, my sister and I make natural skin creams in Australia and we're thinking about the UK. Someone told us we need a special person in the UK legally responsible for cosmetics, is that true and can you help?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "how fast deliverys to the shops",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "do you offer 3PL storage and can it be temperature controlled",
    expected: ["/services", "/distribution"],
  },
  {
    persona: "brand-owner",
    question: "Will there be one named person looking after our account?",
    expected: ["/", "/about", "/services", "/services/brand-management", "/partner"],
  },
  {
    persona: "brand-owner",
    question:
      "We already have a company moving our stock around the UK. Can we hire you only to build our brand in stores?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question:
      "We're planning our first UK ad campaign with you. Roughly how many weeks does the creative idea stage take before anything gets produced?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "do you run tiktok and instagram influencer campaigns",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question:
      "By how much did awareness go up for the drinks brand from Scandinavia you worked with?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "dutch confectonery case study distribution growth",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question:
      "We are a tiny startup with just one snack product and big dreams. What kind of brands do you actually like to partner with? Would we qualify?",
    expected: ["/partner", "/services"],
  },
  {
    persona: "brand-owner",
    question: "How many phases is the journey from first call to selling across the whole country?",
    expected: ["/partner"],
  },
  {
    persona: "brand-owner",
    question: "our packs have EU labels only, is that OK for selling in Britain",
    expected: [
      "/services",
      "/services/brand-management",
      "/insights/post-brexit-distribution",
      "/insights/functional-beverages",
    ],
  },
  {
    persona: "brand-owner",
    question: "Can I still sell disposable e-cigarettes in the UK?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "Windsor Framework Northern Ireland",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "At what caffeine level does my energy drink need a warning on the can?",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "when does the bottle and can refund scheme begin",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question:
      "Good morning! Our protein bars are sold in Germany with a 'high protein' claim on the wrapper. What exactly do we need to meet to say that in the UK? Thanks a lot",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question: "pallet size uk depot",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "brand-owner",
    question: "When do supermarkets choose their Christmas products, so I know when to pitch?",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question:
      "Does it cost anything for you to look at my products and tell me if we could work together?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "rules on where junk food can be displayed in English supermarkets",
    expected: [
      "/insights/uk-health-food-trends",
      "/insights/trade-marketing",
      "/insights/seasonal-category-management",
      "/insights/functional-beverages",
    ],
  },
  {
    persona: "brand-owner",
    question: "amazon vendor or seler which is better",
    expected: ["/insights/digital-shelf-optimisation"],
  },
  {
    persona: "brand-owner",
    question: "distribution agreement template",
    expected: ["/legal-documents"],
  },
  {
    persona: "brand-owner",
    question:
      "Sorry for my english. We send first container to UK next month. How soon you answer if I write my enquiry today?",
    expected: ["/services"],
  },
  {
    persona: "retail-buyer",
    question:
      "I run a Spar store in Leeds and I'm always looking for new lines. Do you actually supply small independent shops like mine, or only the big chains?",
    expected: ["/", "/distribution"],
  },
  {
    persona: "retail-buyer",
    question: "next day delivery",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "retail-buyer",
    question: "batch traceability for product recalls",
    expected: ["/distribution", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "How does getting ranged with a symbol group like Londis or Nisa work?",
    expected: ["/insights/convenience-growth"],
  },
  {
    persona: "retail-buyer",
    question: "How long do the wholesalers' promo cycles for corner shops normally run?",
    expected: ["/insights/convenience-growth", "/insights/trade-marketing"],
  },
  {
    persona: "retail-buyer",
    question: "age of sale guidence nicotine for my shop staff",
    expected: ["/", "/services"],
  },
  {
    persona: "journalist",
    question: "How many brands does Crownbridge currently work with?",
    expected: ["/", "/about", "/partner"],
  },
  { persona: "journalist", question: "company history", expected: ["/about"] },
  {
    persona: "journalist",
    question: "What proportion of British corner shops can your network reach?",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
  },
  {
    persona: "journalist",
    question: "how many retial touchpoints crownbridge",
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
    persona: "journalist",
    question:
      "I'm writing a piece for a grocery trade magazine about supermarket loyalty prices. Does your team have a view on Clubcard Prices and what the CMA found?",
    expected: ["/insights/retail-trends"],
  },
  {
    persona: "journalist",
    question: "How long has Crownbridge been in the FMCG business?",
    expected: ["/", "/about"],
  },
  {
    persona: "job-seeker",
    question: "Where is your office, I want to know if I could commute there",
    expected: ["/contact", "/"],
  },
  { persona: "job-seeker", question: "opening hours", expected: ["/contact", "/"] },
  { persona: "job-seeker", question: "company culture and values", expected: ["/about"] },
  {
    persona: "data-subject",
    question: "How long do you hold on to the message I sent through your contact form?",
    expected: ["/privacy"],
  },
  { persona: "data-subject", question: "erase my personal data", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question:
      "Hi, I filled in your form last year and now I'm a bit worried. Do you sell people's details to marketing companies?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "do you use google analytics or facebook pixel",
    expected: ["/privacy", "/cookies"],
  },
  { persona: "data-subject", question: "complain to ICO helpline numbr", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question: "subject acess request how long to reply",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "For how long is website usage tracking data kept?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "change cookie settings",
    expected: ["/cookies", "/privacy"],
  },
  {
    persona: "data-subject",
    question: "Is my information stored in another country?",
    expected: ["/privacy"],
  },
  {
    persona: "visitor",
    question: "is the site usable for blind people using screen readers",
    expected: ["/accessibility"],
  },
  {
    persona: "visitor",
    question: "Can I get the legal templates as a Word file instead of PDF?",
    expected: ["/legal-documents", "/accessibility"],
  },
  { persona: "visitor", question: "governing law terms", expected: ["/terms"] },
  {
    persona: "visitor",
    question: "Am I allowed to put a link to your site on my blog?",
    expected: ["/terms"],
  },
  {
    persona: "visitor",
    question: "If I report an accessibility problem, how soon will someone get back to me?",
    expected: ["/accessibility"],
  },
  {
    persona: "job-seeker",
    question:
      "Hello, I live near Hayes and I'm looking for warehouse work. Are you hiring at the moment?",
    expected: [],
  },
  { persona: "job-seeker", question: "graduate internship 2027", expected: [] },
  { persona: "job-seeker", question: "HGV driver delivery jobs", expected: [] },
  {
    persona: "job-seeker",
    question: "What salary does a brand strategist earn at your company?",
    expected: [],
  },
  { persona: "visitor", question: "chocolate chip cookie recipe", expected: [] },
  { persona: "visitor", question: "track my parcle delivery order number", expected: [] },
  { persona: "visitor", question: "What number can I ring to speak to someone?", expected: [] },
  {
    persona: "journalist",
    question: "Who is the chief executive of Crownbridge Distribution?",
    expected: [],
  },
  { persona: "journalist", question: "Crownbridge annual turnover 2025", expected: [] },
  { persona: "visitor", question: "check my Clubcard points balance", expected: [] },
  {
    persona: "visitor",
    question:
      "I've been brewing kombucha at home for fun, how many days should the first fermentation take?",
    expected: [],
  },
  { persona: "visitor", question: "visitor parking Pump Lane", expected: [] },
  {
    persona: "data-subject",
    question:
      "I got a text message today saying it's from Crownbridge and asking me to pay a delivery fee, is this a scam?",
    expected: [],
  },
  { persona: "visitor", question: "vape shop near me open sundy", expected: [] },
  { persona: "journalist", question: "press kit logo download", expected: [] },
  {
    persona: "brand-owner",
    question: "How much do you charge per pallet per week for storage?",
    expected: [],
  },
];

export const FRESH_FACT_QUESTIONS: readonly FactQuestion[] = [
  {
    question:
      "Hello, we are small juice and kombucha company from Poland and want to sell our drinks in English shops. How long it takes before our bottles are on the shelves?",
    expected: ["/", "/services", "/partner"],
    facts: ["4-8 weeks"],
  },
  { question: "onboarding time", expected: ["/", "/services", "/partner"], facts: ["4-6 weeks"] },
  { question: "minimun order quantity", expected: ["/services"], facts: ["no fixed minimum"] },
  {
    question:
      "Do I have to pay the shops or you money just to get my product accepted onto the shelf?",
    expected: ["/services"],
    facts: ["charge no listing fees"],
  },
  {
    question:
      "Hi there, my sister and I make natural skin creams in Australia and we're thinking about the UK. Someone told us we need a special person in the UK legally responsible for cosmetics, is that true and can you help?",
    expected: ["/", "/services"],
    facts: ["UK Responsible Person"],
  },
  {
    question: "how fast deliverys to the shops",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["24-48 hours"],
  },
  {
    question:
      "We're planning our first UK ad campaign with you. Roughly how many weeks does the creative idea stage take before anything gets produced?",
    expected: ["/marketing"],
    facts: ["3-4 weeks"],
  },
  {
    question:
      "By how much did awareness go up for the drinks brand from Scandinavia you worked with?",
    expected: ["/marketing"],
    facts: ["300%"],
  },
  {
    question: "dutch confectonery case study distribution growth",
    expected: ["/marketing"],
    facts: ["150%"],
  },
  {
    question: "How many phases is the journey from first call to selling across the whole country?",
    expected: ["/partner"],
    facts: ["Six clear stages"],
  },
  {
    question: "our packs have EU labels only, is that OK for selling in Britain",
    expected: [
      "/services",
      "/services/brand-management",
      "/insights/post-brexit-distribution",
      "/insights/functional-beverages",
    ],
    facts: ["UK address"],
  },
  {
    question: "Can I still sell disposable e-cigarettes in the UK?",
    expected: ["/services"],
    facts: ["single-use vapes can no longer be sold in the UK"],
  },
  {
    question: "At what caffeine level does my energy drink need a warning on the can?",
    expected: ["/insights/functional-beverages"],
    facts: ["150 mg of caffeine per litre"],
  },
  {
    question: "when does the bottle and can refund scheme begin",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["October 2027"],
  },
  {
    question:
      "Good morning! Our protein bars are sold in Germany with a 'high protein' claim on the wrapper. What exactly do we need to meet to say that in the UK? Thanks a lot",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["at least 20 per cent of the product's energy"],
  },
  {
    question: "pallet size uk depot",
    expected: ["/insights/supply-chain-innovation"],
    facts: ["1200 by 1000 millimetre"],
  },
  {
    question: "When do supermarkets choose their Christmas products, so I know when to pitch?",
    expected: ["/insights/seasonal-category-management"],
    facts: ["first half of the year"],
  },
  {
    question:
      "Does it cost anything for you to look at my products and tell me if we could work together?",
    expected: ["/services"],
    facts: ["free and without obligation"],
  },
  {
    question: "rules on where junk food can be displayed in English supermarkets",
    expected: [
      "/insights/uk-health-food-trends",
      "/insights/trade-marketing",
      "/insights/seasonal-category-management",
      "/insights/functional-beverages",
    ],
    facts: ["October 2022"],
  },
  {
    question: "distribution agreement template",
    expected: ["/legal-documents"],
    facts: ["PDF, 56 KB"],
  },
  {
    question:
      "Sorry for my english. We send first container to UK next month. How soon you answer if I write my enquiry today?",
    expected: ["/services"],
    facts: ["within 24 hours"],
  },
  {
    question: "next day delivery",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["next-day option"],
  },
  {
    question: "How long do the wholesalers' promo cycles for corner shops normally run?",
    expected: ["/insights/convenience-growth", "/insights/trade-marketing"],
    facts: ["a few weeks"],
  },
  {
    question: "How many brands does Crownbridge currently work with?",
    expected: ["/", "/about", "/partner"],
    facts: ["100+"],
  },
  {
    question: "What proportion of British corner shops can your network reach?",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
    facts: ["60%"],
  },
  {
    question: "how many retial touchpoints crownbridge",
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
    question: "How long has Crownbridge been in the FMCG business?",
    expected: ["/", "/about"],
    facts: ["10+ years"],
  },
  {
    question: "Where is your office, I want to know if I could commute there",
    expected: ["/contact", "/"],
    facts: ["UB3 3NB"],
  },
  { question: "opening hours", expected: ["/contact", "/"], facts: ["9:00 AM to 5:30 PM"] },
  {
    question: "How long do you hold on to the message I sent through your contact form?",
    expected: ["/privacy"],
    facts: ["24 months"],
  },
  {
    question:
      "Hi, I filled in your form last year and now I'm a bit worried. Do you sell people's details to marketing companies?",
    expected: ["/privacy"],
    facts: ["do not sell"],
  },
  { question: "complain to ICO helpline numbr", expected: ["/privacy"], facts: ["0303 123 1113"] },
  {
    question: "subject acess request how long to reply",
    expected: ["/privacy"],
    facts: ["within one month"],
  },
  {
    question: "For how long is website usage tracking data kept?",
    expected: ["/privacy"],
    facts: ["13 months"],
  },
  {
    question: "is the site usable for blind people using screen readers",
    expected: ["/accessibility"],
    facts: ["WCAG 2.2"],
  },
  { question: "governing law terms", expected: ["/terms"], facts: ["England and Wales"] },
  {
    question: "If I report an accessibility problem, how soon will someone get back to me?",
    expected: ["/accessibility"],
    facts: ["2 business days"],
  },
];
