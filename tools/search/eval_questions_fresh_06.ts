/**
 * FRESH split 06 of the search evaluation (ADR 0011): written on 2026-11-27 between 05:13 and 05:17
 * UTC, after the fifteenth round's changes (a share, a telephone number asked as keywords and a date
 * of the company's own plans as fact types), by a writer (an AI assistant session) who saw only the
 * rendered site over HTTP (navigation, footer and sitemap links, the articles, the legal pages), no
 * source code, no earlier question set and no site search. Every expected path answered 200; every
 * fact string appears as written on at least one of its question's paths. Scored once as fresh;
 * anything tuned on it from now on makes it dev.
 */

import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

export const FRESH_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question:
      "Hello, we are small kombucha company from Poland and we want sell in UK shops. If we sign with you, how long it take before our drinks are really in the stores?",
    expected: ["/", "/services", "/partner"],
  },
  { persona: "brand-owner", question: "onboarding time", expected: ["/", "/services", "/partner"] },
  {
    persona: "brand-owner",
    question: "how long until my products are stocked right across the country",
    expected: ["/", "/services", "/partner", "/distribution"],
  },
  {
    persona: "retail-buyer",
    question: "delivry lead time",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "retail-buyer",
    question:
      "If my store is about to run empty on a line, can you get me an urgent top-up the following morning?",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  { persona: "brand-owner", question: "minimun order quantity", expected: ["/services"] },
  {
    persona: "brand-owner",
    question: "do I have to pay a slotting fee to get my product onto shelves",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "is free the first evaluaton of my products or I must pay?",
    expected: ["/services"],
  },
  {
    persona: "visitor",
    question: "are throwaway e-cigarettes still allowed to be sold in Britain",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question:
      "Hi there, I run a small cosmetics line from Korea. A friend told me that for the UK I need some special legal person for cosmetics, is this true and can you help us with it?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question:
      "do you handle customs clearance and import duties for our containers coming from China",
    expected: ["/services", "/partner", "/insights/post-brexit-distribution"],
  },
  { persona: "brand-owner", question: "product categories covered", expected: ["/", "/services"] },
  {
    persona: "brand-owner",
    question: "our product is pet treats which is not in your list, would you still consider it",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "will we get one account manager who looks after our brand",
    expected: ["/", "/about", "/services", "/partner", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "how many shops can your network actually reach",
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
    question: "what proportion of British corner shops does Crownbridge supply",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
  },
  {
    persona: "journalist",
    question: "number of wholesale partners",
    expected: ["/", "/about", "/distribution", "/services"],
  },
  {
    persona: "journalist",
    question: "how long has crownbridge been operating in the FMCG sector",
    expected: ["/", "/about"],
  },
  {
    persona: "journalist",
    question:
      "I'm writing a piece on UK distributors and would love some background - why was Crownbridge set up in the first place?",
    expected: ["/about"],
  },
  {
    persona: "brand-owner",
    question: "how quickly do you answer a message sent through the website",
    expected: ["/services", "/", "/contact", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "how long to asses our partnership proposal",
    expected: ["/", "/services", "/partner", "/contact"],
  },
  {
    persona: "brand-owner",
    question: "what kind of companies do you prefer to work with",
    expected: ["/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question:
      "Good morning! We are a Danish snack brand and we already have a UK distributor we are happy with, but our presence in store is weak. Could we use you only for the brand side, without changing distribution?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "brand managment service",
    expected: ["/services/brand-management", "/services"],
  },
  {
    persona: "brand-owner",
    question: "how many weeks does the creative concept stage of a campaign take",
    expected: ["/marketing"],
  },
  {
    persona: "journalist",
    question: "results achieved for the Dutch confectionery client",
    expected: ["/marketing"],
  },
  {
    persona: "journalist",
    question: "how much did awareness grow for the Scandinavian functional drinks brand",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "do you run TikTok and Instagram influencer campaigns",
    expected: ["/marketing"],
  },
  {
    persona: "retail-buyer",
    question: "can you supply branded display stands and shelf wobblers for my shop",
    expected: ["/", "/marketing"],
  },
  {
    persona: "brand-owner",
    question: "free tasting days in supermarkets for our new snack",
    expected: ["/", "/marketing", "/services", "/services/brand-management", "/partner"],
  },
  {
    persona: "visitor",
    question: "free distribution agreemnt template",
    expected: ["/legal-documents"],
  },
  {
    persona: "visitor",
    question: "can I get your legal templates as a Word file instead of PDF",
    expected: ["/legal-documents", "/accessibility"],
  },
  {
    persona: "data-subject",
    question:
      "Hello, I filled in your contact form last year about a product idea but we never went ahead. Just out of curiosity, how long will you keep my name and details on file?",
    expected: ["/privacy"],
  },
  { persona: "data-subject", question: "analytics data retention", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question: "do you sell my personal information to other companies",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "I want you to delete my informations from your sistem, how I do this?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "deadline for replying to a subject access request",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "who can I complain to if I am unhappy with how my data was handled",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "does this site use Google Analytics or the Facebook pixel",
    expected: ["/privacy", "/cookies"],
  },
  {
    persona: "data-subject",
    question: "how can I withdraw my cookie consent",
    expected: ["/cookies", "/privacy"],
  },
  { persona: "visitor", question: "WCAG level", expected: ["/accessibility"] },
  {
    persona: "visitor",
    question: "how quickly will you respond if I report an accessibility problem",
    expected: ["/accessibility"],
  },
  {
    persona: "visitor",
    question: "where is your office",
    expected: ["/contact", "/", "/terms", "/privacy", "/accessibility"],
  },
  {
    persona: "job-seeker",
    question: "what time does the office close on weekdays",
    expected: ["/contact", "/"],
  },
  {
    persona: "visitor",
    question: "email address",
    expected: [
      "/contact",
      "/",
      "/terms",
      "/privacy",
      "/accessibility",
      "/cookies",
      "/legal-documents",
    ],
  },
  {
    persona: "visitor",
    question: "which country's law governs the use of this website",
    expected: ["/terms"],
  },
  {
    persona: "brand-owner",
    question:
      "Sorry if this is a silly question, but is it safe to send our secret recipe and cost prices through your contact form?",
    expected: ["/terms"],
  },
  {
    persona: "job-seeker",
    question: "what does a brand strategist do at Crownbridge",
    expected: ["/", "/services", "/partner", "/services/brand-management", "/about"],
  },
  {
    persona: "brand-owner",
    question: "cafeine warning label limit",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "how much recycled material must plastic packaging contain to avoid the tax",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "journalist",
    question: "when does the UK bottle and can deposit scheme begin",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "are junk food products still allowed at the checkout in English supermarkets",
    expected: [
      "/insights/uk-health-food-trends",
      "/insights/trade-marketing",
      "/insights/seasonal-category-management",
    ],
  },
  {
    persona: "brand-owner",
    question: "HFSS multibuy ban date",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
  },
  {
    persona: "brand-owner",
    question: "what do I need to be able to say high protein on my pack in the UK",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question: "euro pallett accepted at uk supermarket depot?",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "brand-owner",
    question:
      "we are italian company, is our address in Italy ok on the label for sell in UK or we need an english adress?",
    expected: ["/insights/post-brexit-distribution", "/services", "/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "when we should pitch our Chrismas gift packs to the big supermarkets",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question:
      "We launched on Ocado three months ago and honestly nobody finds us - when I search for our product type we are on page four. Any advice on how to climb up the results?",
    expected: ["/insights/digital-shelf-optimisation"],
  },
  {
    persona: "journalist",
    question:
      "Hi, I'm researching an article on the cost-of-living crisis - are UK shoppers still buying cheaper own-brand stuff even now inflation has eased?",
    expected: ["/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "retail-buyer",
    question: "do you supply independent shops or only the big supermarket chains",
    expected: ["/", "/distribution"],
  },
  {
    persona: "retail-buyer",
    question: "is your stock date-coded and rotated FIFO, our auditors ask for it",
    expected: ["/distribution", "/services"],
  },
  { persona: "job-seeker", question: "crownbridge careers", expected: [] },
  {
    persona: "job-seeker",
    question:
      "Hello, I just finished my business degree and I'm really interested in FMCG. Do you offer any graduate schemes or summer internships?",
    expected: [],
  },
  {
    persona: "job-seeker",
    question: "are you recruiting forklift drivers for the Hayes warehouse",
    expected: [],
  },
  {
    persona: "journalist",
    question: "who is the chief executive of Crownbridge Distribution",
    expected: [],
  },
  { persona: "journalist", question: "crownbridge annual turnover", expected: [] },
  {
    persona: "visitor",
    question: "what phone number can I ring to speak to someone",
    expected: [],
  },
  { persona: "visitor", question: "car distributor cap replacement", expected: [] },
  { persona: "visitor", question: "chocolate chip cookie recipie", expected: [] },
  {
    persona: "visitor",
    question: "cheapest business energy tariff for a small shop",
    expected: [],
  },
  { persona: "visitor", question: "Windsor Castle tickets", expected: [] },
  {
    persona: "retail-buyer",
    question: "how do I become a Spar franchisee with my own shop",
    expected: [],
  },
  { persona: "visitor", question: "Royal Mail parcel delivery times this week", expected: [] },
  {
    persona: "data-subject",
    question: "how do I unsubscribe from your email newsletter",
    expected: [],
  },
  {
    persona: "retail-buyer",
    question: "what payment terms do you give retailers, 30 or 60 days",
    expected: [],
  },
  { persona: "journalist", question: "Crownbridge share price", expected: [] },
  {
    persona: "visitor",
    question: "bus from Hayes and Harlington station to Heathrow",
    expected: [],
  },
];

export const FRESH_FACT_QUESTIONS: readonly FactQuestion[] = [
  {
    question:
      "Hello, we are small kombucha company from Poland and we want sell in UK shops. If we sign with you, how long it take before our drinks are really in the stores?",
    expected: ["/", "/services", "/partner"],
    facts: ["4-8 weeks"],
  },
  { question: "onboarding time", expected: ["/", "/services", "/partner"], facts: ["4-6 weeks"] },
  {
    question: "how long until my products are stocked right across the country",
    expected: ["/", "/services", "/partner", "/distribution"],
    facts: ["3-6 months"],
  },
  {
    question: "delivry lead time",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["24-48 hours"],
  },
  {
    question:
      "If my store is about to run empty on a line, can you get me an urgent top-up the following morning?",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["next-day option"],
  },
  { question: "minimun order quantity", expected: ["/services"], facts: ["no fixed minimum"] },
  {
    question: "do I have to pay a slotting fee to get my product onto shelves",
    expected: ["/services"],
    facts: ["no listing fees"],
  },
  {
    question: "is free the first evaluaton of my products or I must pay?",
    expected: ["/services"],
    facts: ["free and without obligation"],
  },
  {
    question: "are throwaway e-cigarettes still allowed to be sold in Britain",
    expected: ["/services"],
    facts: ["single-use vapes can no longer be sold in the UK"],
  },
  {
    question:
      "Hi there, I run a small cosmetics line from Korea. A friend told me that for the UK I need some special legal person for cosmetics, is this true and can you help us with it?",
    expected: ["/", "/services"],
    facts: ["UK Responsible Person"],
  },
  {
    question: "how many shops can your network actually reach",
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
    question: "what proportion of British corner shops does Crownbridge supply",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
    facts: ["60%"],
  },
  {
    question: "number of wholesale partners",
    expected: ["/", "/about", "/distribution", "/services"],
    facts: ["100+"],
  },
  {
    question: "how long has crownbridge been operating in the FMCG sector",
    expected: ["/", "/about"],
    facts: ["10+ years"],
  },
  {
    question: "how quickly do you answer a message sent through the website",
    expected: ["/services", "/", "/contact", "/partner"],
    facts: ["24 hours"],
  },
  {
    question: "how long to asses our partnership proposal",
    expected: ["/", "/services", "/partner", "/contact"],
    facts: ["48 hours"],
  },
  {
    question: "how many weeks does the creative concept stage of a campaign take",
    expected: ["/marketing"],
    facts: ["3-4 weeks"],
  },
  {
    question: "results achieved for the Dutch confectionery client",
    expected: ["/marketing"],
    facts: ["150%"],
  },
  {
    question: "how much did awareness grow for the Scandinavian functional drinks brand",
    expected: ["/marketing"],
    facts: ["300%"],
  },
  {
    question: "free distribution agreemnt template",
    expected: ["/legal-documents"],
    facts: ["free of charge"],
  },
  {
    question: "can I get your legal templates as a Word file instead of PDF",
    expected: ["/legal-documents", "/accessibility"],
    facts: ["Word document"],
  },
  {
    question:
      "Hello, I filled in your contact form last year about a product idea but we never went ahead. Just out of curiosity, how long will you keep my name and details on file?",
    expected: ["/privacy"],
    facts: ["24 months"],
  },
  { question: "analytics data retention", expected: ["/privacy"], facts: ["13 months"] },
  {
    question: "do you sell my personal information to other companies",
    expected: ["/privacy"],
    facts: ["We do not sell or rent personal data"],
  },
  {
    question: "deadline for replying to a subject access request",
    expected: ["/privacy"],
    facts: ["within one month"],
  },
  {
    question: "who can I complain to if I am unhappy with how my data was handled",
    expected: ["/privacy"],
    facts: ["Information Commissioner's Office"],
  },
  {
    question: "how can I withdraw my cookie consent",
    expected: ["/cookies", "/privacy"],
    facts: ["Cookie settings"],
  },
  { question: "WCAG level", expected: ["/accessibility"], facts: ["WCAG 2.2 AA"] },
  {
    question: "how quickly will you respond if I report an accessibility problem",
    expected: ["/accessibility"],
    facts: ["2 business days"],
  },
  {
    question: "where is your office",
    expected: ["/contact", "/", "/terms", "/privacy", "/accessibility"],
    facts: ["Unit 7a, Pump Lane"],
  },
  {
    question: "what time does the office close on weekdays",
    expected: ["/contact", "/"],
    facts: ["5:30 PM"],
  },
  {
    question: "email address",
    expected: [
      "/contact",
      "/",
      "/terms",
      "/privacy",
      "/accessibility",
      "/cookies",
      "/legal-documents",
    ],
    facts: ["enquiries@crownbridge.co.uk"],
  },
  {
    question: "which country's law governs the use of this website",
    expected: ["/terms"],
    facts: ["England and Wales"],
  },
  {
    question: "cafeine warning label limit",
    expected: ["/insights/functional-beverages"],
    facts: ["150 mg"],
  },
  {
    question: "how much recycled material must plastic packaging contain to avoid the tax",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["30 per cent"],
  },
  {
    question: "when does the UK bottle and can deposit scheme begin",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["October 2027"],
  },
  {
    question: "are junk food products still allowed at the checkout in English supermarkets",
    expected: [
      "/insights/uk-health-food-trends",
      "/insights/trade-marketing",
      "/insights/seasonal-category-management",
    ],
    facts: ["October 2022"],
  },
  {
    question: "HFSS multibuy ban date",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
    facts: ["October 2025"],
  },
  {
    question: "what do I need to be able to say high protein on my pack in the UK",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["20 per cent"],
  },
  {
    question: "euro pallett accepted at uk supermarket depot?",
    expected: ["/insights/supply-chain-innovation"],
    facts: ["1200 by 1000"],
  },
  {
    question:
      "we are italian company, is our address in Italy ok on the label for sell in UK or we need an english adress?",
    expected: ["/insights/post-brexit-distribution", "/services", "/insights/functional-beverages"],
    facts: ["UK address"],
  },
  {
    question: "when we should pitch our Chrismas gift packs to the big supermarkets",
    expected: ["/insights/seasonal-category-management"],
    facts: ["first half of the year"],
  },
];
