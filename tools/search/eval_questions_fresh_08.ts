/**
 * FRESH split 08 of the search evaluation (ADR 0011): written on 2026-11-27 between 08:07 and 08:10
 * UTC, after the seventeenth round's changes (answers: which ones, how soon; retrieval: acronyms the
 * site defines, a cheaper index build; declining: money, a founding year, keyword lists, the asker's
 * own order and names asked of the company), by a writer (an AI assistant session) who saw only the
 * rendered site over HTTP (navigation, footer and sitemap links, the articles, the legal pages), no
 * source code, no earlier question set and no site search. Every expected path answered 200; every
 * fact string appears as written on its question's paths. Scored once as fresh; anything tuned on it
 * from now on makes it dev.
 */

import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

export const FRESH_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question:
      "Hi, we are a family company from Portugal producing canned fish and we never sold in UK before. How long it take until our products are on the shop shelves after we sign with you?",
    expected: ["/", "/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "onboarding duration",
    expected: ["/", "/services", "/partner"],
  },
  { persona: "brand-owner", question: "minimun order quantity", expected: ["/services"] },
  {
    persona: "brand-owner",
    question: "Do I have to pay you something to get my product listed in the shops?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "lead time from your warehouse to the store",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "how many shops can your network put my goods into",
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
    question: "how much of the convinience stores in uk do you cover",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
  },
  {
    persona: "brand-owner",
    question: "nationwide rollout timeline",
    expected: ["/", "/services", "/partner", "/distribution"],
  },
  {
    persona: "brand-owner",
    question:
      "Hello, our company make kombucha and also a pet shampoo, the second one is not in your category list. Can you still look at it or you only take the categories on the website?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "e-cig and nicotine pouch compliance support",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "are disposable vapes still allowed to be sold in britain",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "we make skin creams, which legal person do we need in the UK for cosmetics",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question:
      "We are a German snack maker and customs has been a nightmare for us since Brexit. Can you take care of the importing, the customs papers and the duty for us?",
    expected: ["/services", "/partner", "/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "will I get one person who looks after my account",
    expected: ["/", "/about", "/services", "/partner", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "we already have a distributor, can we only use you for the branding side",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question:
      "what kind of companies you prefer to work with? we are small but very ambitious and have good product",
    expected: ["/partner", "/services"],
  },
  {
    persona: "brand-owner",
    question: "how long does the creative concept phase of a marketing campaign last",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "scandanavian drinks brand case study",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "redesign our label and box for the english market",
    expected: ["/marketing", "/services/brand-management", "/services"],
  },
  {
    persona: "brand-owner",
    question: "HFSS multibuy restrictions start date",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
  },
  {
    persona: "brand-owner",
    question: "at what caffeine level does a drink need a warning on the can in the UK",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "deposit retrun scheme when does it start",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "how much recycled plastic must packaging have to avoid the plastic tax",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "packaging waste fees EPR which companies have to pay",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "what do I need before I can call my snack bar high protein in the UK",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question: "pallet size UK supermarket depot",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "brand-owner",
    question: "sending food to shops in Belfast from England, what paperwork",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question:
      "Our chocolate gift boxes are for Christmas and my UK contact says it is already too late because it's July?? When do the big supermarkets decide their Christmas range?",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "retail-buyer",
    question:
      "I own a few convenience stores in Leeds. If I run out of a product, can you get it to me next day?",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "retail-buyer",
    question: "batch traceability product recall",
    expected: ["/distribution", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "is there a standard contract for supplying a retail chain that I can download",
    expected: ["/legal-documents"],
  },
  {
    persona: "retail-buyer",
    question: "distrubution agreement templat",
    expected: ["/legal-documents"],
  },
  {
    persona: "retail-buyer",
    question: "ID checks when selling nicotine to customers, do you help the shop with it",
    expected: ["/", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "do you do FIFO and best before date control on the stock",
    expected: ["/distribution", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "wholesaler promotion cycles",
    expected: ["/insights/convenience-growth", "/insights/trade-marketing"],
  },
  {
    persona: "journalist",
    question: "number of brand partners",
    expected: ["/", "/about", "/partner"],
  },
  {
    persona: "journalist",
    question: "why did Crownbridge start the business in the first place",
    expected: ["/about"],
  },
  {
    persona: "journalist",
    question:
      "I'm writing a piece for a trade magazine on the outlook for UK grocery in 2025. What trends does Crownbridge expect retailers to focus on this year?",
    expected: ["/insights/retail-trends"],
  },
  {
    persona: "journalist",
    question: "which UK supermarkets run their own advertising businesses",
    expected: ["/insights/retail-media-advertising"],
  },
  {
    persona: "journalist",
    question: "press contact email",
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
    persona: "journalist",
    question: "is there a legal definition of ultra processed food in the UK",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "journalist",
    question: "shopers buying habits after the inflaton",
    expected: ["/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "job-seeker",
    question: "office address Hayes",
    expected: ["/contact", "/", "/terms", "/privacy", "/accessibility"],
  },
  {
    persona: "job-seeker",
    question: "what time does your office open and close",
    expected: ["/contact", "/"],
  },
  {
    persona: "job-seeker",
    question: "what does a brand strategist at Crownbridge actually do day to day",
    expected: ["/services", "/partner", "/about"],
  },
  {
    persona: "data-subject",
    question: "how long do you store the message I sent through your contact form",
    expected: ["/privacy"],
  },
  { persona: "data-subject", question: "delet my personal informations", expected: ["/privacy"] },
  { persona: "data-subject", question: "analytics data retention", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question: "do you pass my details on to other companies for money",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question:
      "I'm not happy with how my details were handled after I emailed you about a job. Who can I complain to outside your company?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "turn off tracking on your website",
    expected: ["/cookies", "/privacy"],
  },
  {
    persona: "data-subject",
    question: "__Host-session cookie",
    expected: ["/cookies", "/privacy"],
  },
  {
    persona: "data-subject",
    question: "how long until you answer my request to see the data you hold on me",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "do you use google analytics or the facebook pixel",
    expected: ["/privacy", "/cookies"],
  },
  { persona: "visitor", question: "WCAG level", expected: ["/accessibility"] },
  {
    persona: "visitor",
    question: "the pdf files don't work with my screen reader, can I get them another way",
    expected: ["/accessibility", "/legal-documents"],
  },
  {
    persona: "visitor",
    question: "which country's law applies to your website terms",
    expected: ["/terms"],
  },
  {
    persona: "visitor",
    question: "am I allowed to put a link to your site on my blog",
    expected: ["/terms"],
  },
  {
    persona: "visitor",
    question: "acessibility problem report how fast reply",
    expected: ["/accessibility"],
  },
  {
    persona: "visitor",
    question: "what does crownbridge actually do",
    expected: ["/", "/services", "/about"],
  },
  { persona: "job-seeker", question: "warehouse jobs hayes", expected: [] },
  {
    persona: "job-seeker",
    question:
      "Hi, I'm finishing my marketing degree this summer and would love to join you. Do you run a graduate scheme or internships?",
    expected: [],
  },
  { persona: "job-seeker", question: "how much does a brand strategist get paid", expected: [] },
  { persona: "journalist", question: "who is the managing director of Crownbridge", expected: [] },
  { persona: "journalist", question: "crownbridge annual turnover", expected: [] },
  { persona: "retail-buyer", question: "energy drinks trade price list", expected: [] },
  { persona: "retail-buyer", question: "retailer login to place orders online", expected: [] },
  {
    persona: "brand-owner",
    question: "can you manufacture private label products for us",
    expected: [],
  },
  { persona: "visitor", question: "track my parcel", expected: [] },
  { persona: "visitor", question: "chocolate chip cookie recipe", expected: [] },
  { persona: "visitor", question: "crown and bridge dental treatmnet cost", expected: [] },
  {
    persona: "visitor",
    question: "how do I work out the standard deviation of a normal distribution",
    expected: [],
  },
  { persona: "visitor", question: "what legal documents do I need to write a will", expected: [] },
  { persona: "visitor", question: "partner visa uk requirements", expected: [] },
  {
    persona: "visitor",
    question: "how can I switch to a cheaper energy supplier for my home",
    expected: [],
  },
  {
    persona: "data-subject",
    question: "how do I delete my facebook account and all my data",
    expected: [],
  },
];

export const FRESH_FACT_QUESTIONS: readonly FactQuestion[] = [
  {
    question:
      "Hi, we are a family company from Portugal producing canned fish and we never sold in UK before. How long it take until our products are on the shop shelves after we sign with you?",
    expected: ["/", "/services", "/partner"],
    facts: ["4-8 weeks"],
  },
  {
    question: "onboarding duration",
    expected: ["/", "/services", "/partner"],
    facts: ["4-6 weeks"],
  },
  { question: "minimun order quantity", expected: ["/services"], facts: ["no fixed minimum"] },
  {
    question: "Do I have to pay you something to get my product listed in the shops?",
    expected: ["/services"],
    facts: ["we charge no listing fees"],
  },
  {
    question: "lead time from your warehouse to the store",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["24-48 hours"],
  },
  {
    question: "how many shops can your network put my goods into",
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
    question: "how much of the convinience stores in uk do you cover",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
    facts: ["60%"],
  },
  {
    question: "nationwide rollout timeline",
    expected: ["/", "/services", "/partner", "/distribution"],
    facts: ["3-6 months"],
  },
  {
    question: "are disposable vapes still allowed to be sold in britain",
    expected: ["/services"],
    facts: ["single-use vapes can no longer be sold in the UK"],
  },
  {
    question: "we make skin creams, which legal person do we need in the UK for cosmetics",
    expected: ["/", "/services"],
    facts: ["UK Responsible Person"],
  },
  {
    question: "will I get one person who looks after my account",
    expected: ["/", "/about", "/services", "/partner", "/services/brand-management"],
    facts: ["dedicated brand strategist"],
  },
  {
    question: "how long does the creative concept phase of a marketing campaign last",
    expected: ["/marketing"],
    facts: ["3-4 weeks"],
  },
  { question: "scandanavian drinks brand case study", expected: ["/marketing"], facts: ["300%"] },
  {
    question: "HFSS multibuy restrictions start date",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
    facts: ["October 2025"],
  },
  {
    question: "at what caffeine level does a drink need a warning on the can in the UK",
    expected: ["/insights/functional-beverages"],
    facts: ["150 mg of caffeine per litre"],
  },
  {
    question: "deposit retrun scheme when does it start",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["October 2027"],
  },
  {
    question: "how much recycled plastic must packaging have to avoid the plastic tax",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["30 per cent"],
  },
  {
    question: "packaging waste fees EPR which companies have to pay",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["two million pounds", "50 tonnes"],
  },
  {
    question: "what do I need before I can call my snack bar high protein in the UK",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["20 per cent"],
  },
  {
    question: "pallet size UK supermarket depot",
    expected: ["/insights/supply-chain-innovation"],
    facts: ["1200 by 1000 millimetre"],
  },
  {
    question: "sending food to shops in Belfast from England, what paperwork",
    expected: ["/insights/post-brexit-distribution"],
    facts: ["green lane"],
  },
  {
    question:
      "Our chocolate gift boxes are for Christmas and my UK contact says it is already too late because it's July?? When do the big supermarkets decide their Christmas range?",
    expected: ["/insights/seasonal-category-management"],
    facts: ["first half of the year"],
  },
  {
    question:
      "I own a few convenience stores in Leeds. If I run out of a product, can you get it to me next day?",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["next-day option"],
  },
  {
    question: "is there a standard contract for supplying a retail chain that I can download",
    expected: ["/legal-documents"],
    facts: ["Retail Partnership Terms"],
  },
  {
    question: "distrubution agreement templat",
    expected: ["/legal-documents"],
    facts: ["Distribution Agreement Template"],
  },
  { question: "number of brand partners", expected: ["/", "/about", "/partner"], facts: ["100+"] },
  {
    question: "which UK supermarkets run their own advertising businesses",
    expected: ["/insights/retail-media-advertising"],
    facts: ["Nectar360"],
  },
  {
    question: "press contact email",
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
    question: "is there a legal definition of ultra processed food in the UK",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["no legal definition of ultra-processed food"],
  },
  {
    question: "office address Hayes",
    expected: ["/contact", "/", "/terms", "/privacy", "/accessibility"],
    facts: ["UB3 3NB"],
  },
  {
    question: "what time does your office open and close",
    expected: ["/contact", "/"],
    facts: ["9:00 AM to 5:30 PM"],
  },
  {
    question: "how long do you store the message I sent through your contact form",
    expected: ["/privacy"],
    facts: ["24 months"],
  },
  { question: "analytics data retention", expected: ["/privacy"], facts: ["13 months"] },
  {
    question: "do you pass my details on to other companies for money",
    expected: ["/privacy"],
    facts: ["We do not sell or rent personal data"],
  },
  {
    question:
      "I'm not happy with how my details were handled after I emailed you about a job. Who can I complain to outside your company?",
    expected: ["/privacy"],
    facts: ["Information Commissioner", "0303 123 1113"],
  },
  {
    question: "how long until you answer my request to see the data you hold on me",
    expected: ["/privacy"],
    facts: ["one month"],
  },
  { question: "WCAG level", expected: ["/accessibility"], facts: ["WCAG 2.2 AA"] },
  {
    question: "the pdf files don't work with my screen reader, can I get them another way",
    expected: ["/accessibility", "/legal-documents"],
    facts: ["Word document"],
  },
  {
    question: "which country's law applies to your website terms",
    expected: ["/terms"],
    facts: ["England and Wales"],
  },
  {
    question: "acessibility problem report how fast reply",
    expected: ["/accessibility"],
    facts: ["2 business days"],
  },
];
