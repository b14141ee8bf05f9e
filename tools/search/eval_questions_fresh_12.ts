/**
 * FRESH split 12 of the search evaluation (ADR 0011): written on 2026-11-27 between 13:15 and 13:17
 * UTC, at main dc7c433 (after the nineteenth round; no search change since fresh split 10 was
 * scored), by a writer (an AI assistant session) who saw only the rendered site over HTTP
 * (navigation, footer and sitemap links, the articles, the legal pages), no source code, no earlier
 * question set and no site search. Split 11 was written at the same time by a second writer with
 * the same brief, independently. Every expected path answered 200; every fact string appears as
 * written on its question's paths. Scored once as fresh; anything tuned on it from now on makes it
 * dev.
 */
import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

export const FRESH_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question:
      "Hello, we are small kombucha producer from Latvia and never sold in England before. How long the onboarding with you take before we can start?",
    expected: ["/", "/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "how soon till my products actually sit on a UK shop shelf after we sign?",
    expected: ["/", "/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "how many months until we are sold all over the country",
    expected: ["/", "/services", "/partner", "/distribution"],
  },
  {
    persona: "retail-buyer",
    question:
      "Hi there, I run two corner shops in Leeds. If I put an order in with you, how quick does the stock turn up?",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "job-seeker",
    question: "are you hiring warehouse pickers in Hayes? night shifts?",
    expected: [],
  },
  { persona: "brand-owner", question: "listing fees??", expected: ["/services"] },
  { persona: "brand-owner", question: "moq for new brand partners", expected: ["/services"] },
  {
    persona: "brand-owner",
    question:
      "We produce dishwasher tablets and laundry pods in Poland. Is household stuff something you take on or only food?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "can you distribute our disposable vapes in britain",
    expected: ["/services"],
  },
  { persona: "job-seeker", question: "crownbridge graduate scheme salary", expected: [] },
  {
    persona: "brand-owner",
    question:
      "We are Korean skincare brand. Someone told us for cosmetics in UK we need a special legal person there, is this true and can you help with it?",
    expected: ["/", "/services"],
  },
  { persona: "brand-owner", question: "how fast do u reply to emails", expected: ["/services"] },
  {
    persona: "brand-owner",
    question:
      "After I send the form, how many time you need to tell me if my brand is a fit or not?",
    expected: ["/", "/services", "/partner", "/contact"],
  },
  {
    persona: "journalist",
    question: "crownbridge number of stores reached",
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
    question: "Who is the CEO and founder of Crownbridge Distribution?",
    expected: [],
  },
  {
    persona: "retail-buyer",
    question: "what share of the UK's convenience shops can your network actually get to?",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
  },
  {
    persona: "journalist",
    question: "How many brands does Crownbridge currently represent?",
    expected: ["/", "/about", "/partner"],
  },
  {
    persona: "job-seeker",
    question:
      "I have an interview next week, how many years has the company been in the FMCG business?",
    expected: ["/", "/about"],
  },
  {
    persona: "job-seeker",
    question: "what principles / values does crownbridge work by",
    expected: ["/about"],
  },
  {
    persona: "journalist",
    question: "What was Crownbridge's annual turnover last year?",
    expected: [],
  },
  {
    persona: "brand-owner",
    question:
      "We need cold storage for our probiotic yoghurt drinks. Can your warehouses keep them chilled?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question:
      "we already got a UK distributor but our brand is weak in store. can we hire you only for the branding part?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "what is first step of your brand managment process",
    expected: ["/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "For an ad campaign, how long does the strategy phase at the start take?",
    expected: ["/marketing"],
  },
  { persona: "visitor", question: "next day flower delivery to london for my mum", expected: [] },
  {
    persona: "brand-owner",
    question: "how long does it take to produce the final campaign assets (design, film, POS)?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "any results from dutch candy brands you helped?",
    expected: ["/marketing"],
  },
  {
    persona: "journalist",
    question: "Australian natural skincare brand case study - what uplift in purchase intent?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "Do you also do billboards and bus stop adverts or only in-store stuff?",
    expected: ["/marketing"],
  },
  { persona: "visitor", question: "normal distribution standard deviation formula", expected: [] },
  {
    persona: "brand-owner",
    question: "What do you look for in a brand before you agree to partner? Do we need to be big?",
    expected: ["/partner", "/services"],
  },
  {
    persona: "brand-owner",
    question:
      "will I get one person who handles my account or do I talk to a call centre each time",
    expected: ["/", "/about", "/services", "/partner", "/services/brand-management"],
  },
  { persona: "retail-buyer", question: "are you open saturdays", expected: ["/contact", "/"] },
  {
    persona: "visitor",
    question: "crownbridge office address postcode",
    expected: ["/contact", "/", "/terms", "/privacy", "/accessibility"],
  },
  {
    persona: "visitor",
    question: "how do I make kombucha at home, second fermentation tips",
    expected: [],
  },
  {
    persona: "retail-buyer",
    question: "which email should I write to for a trade enquiry",
    expected: [
      "/contact",
      "/",
      "/terms",
      "/privacy",
      "/cookies",
      "/accessibility",
      "/legal-documents",
    ],
  },
  {
    persona: "data-subject",
    question:
      "I sent you a enquiry last year with my name and mobile number. How long do you keep this?",
    expected: ["/privacy"],
  },
  { persona: "data-subject", question: "analytics data retention period", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question: "Do you sell my personal data to other companies?",
    expected: ["/privacy"],
  },
  { persona: "visitor", question: "do tesco clubcard points expire", expected: [] },
  {
    persona: "data-subject",
    question: "ico phone number to complain about your data handling",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question:
      "I want a copy of all data you hold about me. How long will you take to answer my request?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "what does this website save in my browser local storage",
    expected: ["/cookies"],
  },
  {
    persona: "data-subject",
    question: "Is there a Facebook pixel or Google ads tracking on your site?",
    expected: ["/cookies", "/privacy"],
  },
  { persona: "visitor", question: "my amazon parcel is late, who do I contact", expected: [] },
  {
    persona: "visitor",
    question: "which WCAG level are you targetting",
    expected: ["/accessibility"],
  },
  {
    persona: "visitor",
    question:
      "I told you about an accessibility problem on the site. When should I expect an answer?",
    expected: ["/accessibility"],
  },
  {
    persona: "visitor",
    question: "my screen reader cannot read the pdf templates, can I get them as word file?",
    expected: ["/accessibility", "/legal-documents"],
  },
  {
    persona: "retail-buyer",
    question: "Do you have a template for a distributor contract I could download? Is it free?",
    expected: ["/legal-documents"],
  },
  { persona: "visitor", question: "are vapes bad for your lungs", expected: [] },
  {
    persona: "brand-owner",
    question: "can I just use your contract templates and skip paying a lawyer?",
    expected: ["/legal-documents", "/terms"],
  },
  {
    persona: "visitor",
    question: "which country's law governs your website terms",
    expected: ["/terms"],
  },
  {
    persona: "brand-owner",
    question: "At what caffeine amount does an energy drink need the high caffeine warning in UK?",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "when is deposit return for cans and plastic bottles starting in uk",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "retail-buyer",
    question: "Can you email me your product catalogue with wholesale prices for energy drinks?",
    expected: [],
  },
  {
    persona: "brand-owner",
    question: "plastic packaging tax - how much recycled plastic to avoid paying it?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "since when are HFSS products banned from checkouts and aisle ends in England?",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question: "Our protein bar says 'high protein' in Germany. What rule for this claim in UK?",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "retail-buyer",
    question: "what is a symbol group in convenience retail, like which ones",
    expected: ["/insights/convenience-growth"],
  },
  { persona: "visitor", question: "crownbridge share price stock exchange listing", expected: [] },
  {
    persona: "brand-owner",
    question:
      "Our factory ship everything on euro pallets. Will UK supermarket depots accept this or need other size?",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "brand-owner",
    question:
      "we send cheese from France to shops in Belfast, what is this green lane and Not for EU labels",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "When do we need to pitch our Christmas gift tins to the big supermarkets?",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "who sells advertising for Sainsburys and Nectar, retail media",
    expected: ["/insights/retail-media-advertising"],
  },
  { persona: "visitor", question: "sainsburys local opening times sunday", expected: [] },
  {
    persona: "brand-owner",
    question:
      "how can a premium branded product compete against Tesco Finest and Taste the Difference?",
    expected: ["/insights/premium-positioning"],
  },
  {
    persona: "journalist",
    question: "Is loyalty pricing like Clubcard prices a real saving? did the CMA look at it?",
    expected: ["/insights/retail-trends"],
  },
  {
    persona: "brand-owner",
    question: "tips for main product photo on Ocado and Amazon so it looks good on phone",
    expected: ["/insights/digital-shelf-optimisation"],
  },
  {
    persona: "retail-buyer",
    question: "who enforces the groceries supply code of practice",
    expected: ["/insights/trade-marketing"],
  },
  {
    persona: "brand-owner",
    question: "Do you have a warehouse in Glasgow or somewhere in Scotland?",
    expected: [],
  },
  {
    persona: "journalist",
    question: "why are British people doing smaller more frequent shops now",
    expected: ["/insights/consumer-behaviour-shifts", "/insights/convenience-growth"],
  },
  {
    persona: "journalist",
    question: "When did you publish your article on functional drinks?",
    expected: ["/", "/insights", "/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "from when can the CMA fine companies directly for vague eco claims on packs?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "Can your factory manufacture private label chocolate bars for our brand?",
    expected: [],
  },
  { persona: "visitor", question: "weather forecast Hayes this weekend", expected: [] },
];

export const FRESH_FACT_QUESTIONS: readonly FactQuestion[] = [
  {
    question:
      "Hello, we are small kombucha producer from Latvia and never sold in England before. How long the onboarding with you take before we can start?",
    expected: ["/", "/services", "/partner"],
    facts: ["4-6 weeks"],
  },
  {
    question: "how soon till my products actually sit on a UK shop shelf after we sign?",
    expected: ["/", "/services", "/partner"],
    facts: ["4-8 weeks"],
  },
  {
    question: "how many months until we are sold all over the country",
    expected: ["/", "/services", "/partner", "/distribution"],
    facts: ["3-6 months"],
  },
  {
    question:
      "Hi there, I run two corner shops in Leeds. If I put an order in with you, how quick does the stock turn up?",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["24-48 hours"],
  },
  { question: "listing fees??", expected: ["/services"], facts: ["no listing fees"] },
  {
    question: "moq for new brand partners",
    expected: ["/services"],
    facts: ["there is no fixed minimum"],
  },
  {
    question: "can you distribute our disposable vapes in britain",
    expected: ["/services"],
    facts: ["single-use vapes can no longer be sold in the UK"],
  },
  {
    question:
      "We are Korean skincare brand. Someone told us for cosmetics in UK we need a special legal person there, is this true and can you help with it?",
    expected: ["/", "/services"],
    facts: ["UK Responsible Person"],
  },
  {
    question: "how fast do u reply to emails",
    expected: ["/services"],
    facts: ["within 24 hours"],
  },
  {
    question:
      "After I send the form, how many time you need to tell me if my brand is a fit or not?",
    expected: ["/", "/services", "/partner", "/contact"],
    facts: ["48 hours"],
  },
  {
    question: "crownbridge number of stores reached",
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
    question: "what share of the UK's convenience shops can your network actually get to?",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
    facts: ["60%"],
  },
  {
    question:
      "I have an interview next week, how many years has the company been in the FMCG business?",
    expected: ["/", "/about"],
    facts: ["10+ years in UK FMCG"],
  },
  {
    question:
      "We need cold storage for our probiotic yoghurt drinks. Can your warehouses keep them chilled?",
    expected: ["/services"],
    facts: ["temperature or handling restrictions"],
  },
  {
    question: "For an ad campaign, how long does the strategy phase at the start take?",
    expected: ["/marketing"],
    facts: ["2-3 weeks"],
  },
  {
    question: "any results from dutch candy brands you helped?",
    expected: ["/marketing"],
    facts: ["150%"],
  },
  {
    question: "Australian natural skincare brand case study - what uplift in purchase intent?",
    expected: ["/marketing"],
    facts: ["85%"],
  },
  {
    question: "crownbridge office address postcode",
    expected: ["/contact", "/", "/terms", "/privacy", "/accessibility"],
    facts: ["UB3 3NB"],
  },
  {
    question:
      "I sent you a enquiry last year with my name and mobile number. How long do you keep this?",
    expected: ["/privacy"],
    facts: ["24 months"],
  },
  { question: "analytics data retention period", expected: ["/privacy"], facts: ["13 months"] },
  {
    question: "Do you sell my personal data to other companies?",
    expected: ["/privacy"],
    facts: ["We do not sell or rent personal data to anyone"],
  },
  {
    question: "ico phone number to complain about your data handling",
    expected: ["/privacy"],
    facts: ["0303 123 1113"],
  },
  {
    question:
      "I want a copy of all data you hold about me. How long will you take to answer my request?",
    expected: ["/privacy"],
    facts: ["within one month"],
  },
  {
    question: "what does this website save in my browser local storage",
    expected: ["/cookies"],
    facts: ["crownbridge.consent"],
  },
  {
    question: "which WCAG level are you targetting",
    expected: ["/accessibility"],
    facts: ["level AA"],
  },
  {
    question:
      "I told you about an accessibility problem on the site. When should I expect an answer?",
    expected: ["/accessibility"],
    facts: ["2 business days"],
  },
  {
    question: "can I just use your contract templates and skip paying a lawyer?",
    expected: ["/legal-documents", "/terms"],
    facts: ["not legal advice"],
  },
  {
    question: "which country's law governs your website terms",
    expected: ["/terms"],
    facts: ["England and Wales"],
  },
  {
    question: "At what caffeine amount does an energy drink need the high caffeine warning in UK?",
    expected: ["/insights/functional-beverages"],
    facts: ["150 mg"],
  },
  {
    question: "when is deposit return for cans and plastic bottles starting in uk",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["October 2027"],
  },
  {
    question: "plastic packaging tax - how much recycled plastic to avoid paying it?",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["30 per cent"],
  },
  {
    question: "since when are HFSS products banned from checkouts and aisle ends in England?",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["October 2022"],
  },
  {
    question: "Our protein bar says 'high protein' in Germany. What rule for this claim in UK?",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["20 per cent"],
  },
  {
    question: "When do we need to pitch our Christmas gift tins to the big supermarkets?",
    expected: ["/insights/seasonal-category-management"],
    facts: ["first half of the year"],
  },
  {
    question: "who enforces the groceries supply code of practice",
    expected: ["/insights/trade-marketing"],
    facts: ["Groceries Code Adjudicator"],
  },
  {
    question: "When did you publish your article on functional drinks?",
    expected: ["/", "/insights", "/insights/functional-beverages"],
    facts: ["8 April 2025"],
  },
  {
    question: "from when can the CMA fine companies directly for vague eco claims on packs?",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["April 2025"],
  },
];
