/**
 * FRESH split 04 of the search evaluation (ADR 0011): written on 2026-11-27 between 04:26 and 04:29
 * UTC, after the thirteenth round's changes (the company's own number declined unless stated, the
 * keyword nouns naming a figure or a duration, answer.ts split), by a writer (an AI assistant
 * session) who saw only the rendered site over HTTP (navigation, footer and sitemap links, the
 * articles, the legal pages), no source code, no earlier question set and no site search. Every
 * expected path answered 200; every fact string appears on each of its question's paths but one
 * (the reply-time question lists "within 24 hours" from /services and "within 48 hours" from /,
 * /partner and /contact). Scored once as fresh; anything tuned on it from now on makes it dev.
 */
import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

export const FRESH_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question: "how long until my snacks are actually sitting in british shops after we sign?",
    expected: ["/", "/services", "/partner"],
  },
  { persona: "brand-owner", question: "onboarding time", expected: ["/", "/services", "/partner"] },
  { persona: "brand-owner", question: "minimun order quantitiy", expected: ["/services"] },
  {
    persona: "brand-owner",
    question:
      "Hello, we are a small family company from Poland making pickled vegetables. Do you take money from us just to put our product into the shops? Thank you very much",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question:
      "we are from spain and never sold anything in england before, do you help foreign companies?",
    expected: ["/", "/services", "/partner"],
  },
  { persona: "brand-owner", question: "product categories", expected: ["/", "/services"] },
  {
    persona: "brand-owner",
    question: "nicotine pouchs MHRA notificaton",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "are disposable vapes still allowed to sell in UK",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question:
      "Hi there! I run a Korean skincare brand that has done really well in Seoul. Would you be able to get cosmetics into UK pharmacies, and what paperwork would we need first?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "who will be our person to talk to inside your company",
    expected: ["/", "/about", "/services", "/services/brand-management", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "customs clearance import",
    expected: ["/", "/services", "/partner", "/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "3PL fulfilment, do you have temperature controlled storage?",
    expected: ["/services", "/distribution"],
  },
  {
    persona: "brand-owner",
    question: "can we just use your brand management without the distribution part?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "how many weeks is the creative concept stage of a campaign",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "influencer marketting and social campains",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question:
      "Good morning, our company is an Italian coffee roaster. We are thinking to re-design our packets for the English market because all the text is in Italian. Can your team do the package design for us?",
    expected: ["/marketing", "/services/brand-management", "/services"],
  },
  {
    persona: "brand-owner",
    question: "how long before our products are in stores all over the country",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "caffeine warning label",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "how much recycled plastic do we need so we don't pay the plastic tax",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "deposit retrun scheme start date",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question:
      "We are a German company selling cereal bars with a lot of protein. My marketing team wants to print 'high protein' on the box, what is the rule in Britain for this please?",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question: "EORI importer of record",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "shipping to shops in Belfast - what extra paperwork?",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "what pallet size do the big UK supermarket depots accept",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "brand-owner",
    question: "when do we need to pitch our christmas gift box to the supermarkets",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "is it worth paying for a Clubcard price deal",
    expected: ["/insights/retail-trends", "/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "brand-owner",
    question: "how can a small brand compete against supermarket own label like Tesco Finest",
    expected: ["/insights/premium-positioning"],
  },
  {
    persona: "brand-owner",
    question: "can we write eco freindly on our packaging",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "which companies have to pay the packaging producer responsibility fees",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "when does the buy one get one free ban for junk food start",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
  },
  {
    persona: "brand-owner",
    question: "sticker with the price printed on the pack, is it good for corner shops?",
    expected: [
      "/insights/convenience-growth",
      "/insights/trade-marketing",
      "/insights/consumer-behaviour-shifts",
      "/insights/seasonal-category-management",
    ],
  },
  {
    persona: "brand-owner",
    question: "do you charge anything to look at our products and tell us if they fit",
    expected: ["/services"],
  },
  {
    persona: "retail-buyer",
    question: "do you supply independant corner shops",
    expected: ["/", "/distribution"],
  },
  {
    persona: "retail-buyer",
    question: "if I order stock today how soon does it arrive at my store",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "retail-buyer",
    question: "lot number traceability for product withdrawals",
    expected: ["/distribution", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "guidance for my shop staff on selling nicotine to young people",
    expected: ["/", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "retail partnership terms pdf",
    expected: ["/legal-documents"],
  },
  {
    persona: "retail-buyer",
    question: "trading standarts compliance checklist",
    expected: ["/legal-documents"],
  },
  {
    persona: "retail-buyer",
    question: "how many wholesalers do you work with",
    expected: ["/", "/about", "/services", "/distribution"],
  },
  {
    persona: "journalist",
    question: "how many brands does Crownbridge represent",
    expected: ["/", "/about", "/partner"],
  },
  { persona: "journalist", question: "case study results", expected: ["/marketing"] },
  {
    persona: "journalist",
    question: "how many shops can Crownbridge get products into",
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
    question: "what share of UK convenience stores does the company cover",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
  },
  {
    persona: "journalist",
    question: "why was the company started, what problem did the founders see",
    expected: ["/about"],
  },
  {
    persona: "journalist",
    question: "crownbrige head office adress",
    expected: ["/", "/contact", "/terms", "/privacy", "/accessibility"],
  },
  {
    persona: "journalist",
    question: "dunnhumby Boots Media Group",
    expected: ["/insights/retail-media-advertising"],
  },
  {
    persona: "journalist",
    question: "is ultra-processed food legally defined in Britain",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "data-subject",
    question: "how long do you keep the message I sent through the contact form",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "how to erase my personal informations",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "will you pass my email on or sell it to other companies",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "do you use google analytics",
    expected: ["/privacy", "/cookies"],
  },
  {
    persona: "data-subject",
    question: "withdraw cookie consent",
    expected: ["/cookies", "/privacy"],
  },
  { persona: "data-subject", question: "analytics data retention", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question: "phone number for the ICO to complain about my data",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question:
      "Hello, I asked you last week for a copy of all the information you hold about me. How long are you allowed to take to answer, and do I have to pay anything for it?",
    expected: ["/privacy"],
  },
  { persona: "visitor", question: "opening hours", expected: ["/", "/contact"] },
  { persona: "visitor", question: "accessibility WCAG level", expected: ["/accessibility"] },
  {
    persona: "visitor",
    question: "the pdf templates don't work with my screen reader, can I get a word file",
    expected: ["/accessibility", "/legal-documents"],
  },
  {
    persona: "visitor",
    question: "how quickly do you answer if I report an accessibility issue",
    expected: ["/accessibility"],
  },
  { persona: "visitor", question: "governing law website terms", expected: ["/terms"] },
  {
    persona: "visitor",
    question:
      "Hi, I filled in the form on your site on Tuesday about working together, how long before somebody gets back to me? Thanks a lot",
    expected: ["/", "/services", "/partner", "/contact"],
  },
  {
    persona: "job-seeker",
    question: "what are the company's values and how do they work",
    expected: ["/about"],
  },
  {
    persona: "job-seeker",
    question: "what does a brand strategist do at Crownbridge",
    expected: ["/about", "/services", "/partner"],
  },
  { persona: "visitor", question: "crown and bridge dental implant price", expected: [] },
  { persona: "visitor", question: "normal distribution bell curve formula", expected: [] },
  { persona: "visitor", question: "easy chocolate chip cookies recipe", expected: [] },
  { persona: "job-seeker", question: "warehouse picker jobs Hayes", expected: [] },
  {
    persona: "job-seeker",
    question:
      "Hi, I am finishing my marketing degree this summer and would love to join your team. Do you have a graduate scheme or internship I can apply for?",
    expected: [],
  },
  {
    persona: "job-seeker",
    question: "how much does a brand strategist earn at crownbridge",
    expected: [],
  },
  { persona: "journalist", question: "who is the CEO of Crownbridge Distribution", expected: [] },
  { persona: "journalist", question: "crownbridge annual turnover 2024", expected: [] },
  { persona: "visitor", question: "companies house registration number", expected: [] },
  { persona: "visitor", question: "where can I park near Pump Lane in Hayes", expected: [] },
  {
    persona: "retail-buyer",
    question: "wholesale price list energy drinks per case",
    expected: [],
  },
  { persona: "visitor", question: "tesco express opening times sunday", expected: [] },
  { persona: "journalist", question: "brexit referendum result leave percentage", expected: [] },
  { persona: "visitor", question: "where can i buy cheap nicotine pouches near me", expected: [] },
  { persona: "visitor", question: "bonfire night fireworks display near me", expected: [] },
  { persona: "retail-buyer", question: "ISO 9001 certificate", expected: [] },
  { persona: "visitor", question: "sign up to email newsletter distribution list", expected: [] },
  {
    persona: "visitor",
    question:
      "Hello! I coach a youth football team in Hayes and we are looking for a local company to sponsor our kits this season. Is that something you do?",
    expected: [],
  },
];

export const FRESH_FACT_QUESTIONS: readonly FactQuestion[] = [
  {
    question: "how long until my snacks are actually sitting in british shops after we sign?",
    expected: ["/", "/services", "/partner"],
    facts: ["4-8 weeks"],
  },
  { question: "onboarding time", expected: ["/", "/services", "/partner"], facts: ["4-6 weeks"] },
  { question: "minimun order quantitiy", expected: ["/services"], facts: ["no fixed minimum"] },
  {
    question:
      "Hello, we are a small family company from Poland making pickled vegetables. Do you take money from us just to put our product into the shops? Thank you very much",
    expected: ["/services"],
    facts: ["no listing fees"],
  },
  {
    question: "are disposable vapes still allowed to sell in UK",
    expected: ["/services"],
    facts: ["single-use vapes can no longer be sold"],
  },
  {
    question: "can we just use your brand management without the distribution part?",
    expected: ["/services"],
    facts: ["others already have distribution in place"],
  },
  {
    question: "how many weeks is the creative concept stage of a campaign",
    expected: ["/marketing"],
    facts: ["3-4 weeks"],
  },
  {
    question: "how long before our products are in stores all over the country",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["3-6 months"],
  },
  {
    question: "caffeine warning label",
    expected: ["/insights/functional-beverages"],
    facts: ["150 mg of caffeine per litre"],
  },
  {
    question: "how much recycled plastic do we need so we don't pay the plastic tax",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["30 per cent"],
  },
  {
    question: "deposit retrun scheme start date",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["October 2027"],
  },
  {
    question:
      "We are a German company selling cereal bars with a lot of protein. My marketing team wants to print 'high protein' on the box, what is the rule in Britain for this please?",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["20 per cent"],
  },
  {
    question: "EORI importer of record",
    expected: ["/insights/post-brexit-distribution"],
    facts: ["GB EORI number"],
  },
  {
    question: "what pallet size do the big UK supermarket depots accept",
    expected: ["/insights/supply-chain-innovation"],
    facts: ["1200 by 1000 millimetre"],
  },
  {
    question: "when do we need to pitch our christmas gift box to the supermarkets",
    expected: ["/insights/seasonal-category-management"],
    facts: ["first half of the year"],
  },
  {
    question: "which companies have to pay the packaging producer responsibility fees",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["two million pounds", "50 tonnes"],
  },
  {
    question: "when does the buy one get one free ban for junk food start",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
    facts: ["October 2025"],
  },
  {
    question: "do you charge anything to look at our products and tell us if they fit",
    expected: ["/services"],
    facts: ["free and without obligation"],
  },
  {
    question: "if I order stock today how soon does it arrive at my store",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["24-48 hours"],
  },
  { question: "retail partnership terms pdf", expected: ["/legal-documents"], facts: ["49 KB"] },
  {
    question: "how many wholesalers do you work with",
    expected: ["/", "/about", "/services", "/distribution"],
    facts: ["100+"],
  },
  {
    question: "how many brands does Crownbridge represent",
    expected: ["/", "/about", "/partner"],
    facts: ["100+"],
  },
  { question: "case study results", expected: ["/marketing"], facts: ["300%", "150%", "85%"] },
  {
    question: "how many shops can Crownbridge get products into",
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
    question: "what share of UK convenience stores does the company cover",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
    facts: ["60%"],
  },
  {
    question: "crownbrige head office adress",
    expected: ["/", "/contact", "/terms", "/privacy", "/accessibility"],
    facts: ["Unit 7a, Pump Lane", "UB3 3NB"],
  },
  {
    question: "is ultra-processed food legally defined in Britain",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["no legal definition"],
  },
  {
    question: "how long do you keep the message I sent through the contact form",
    expected: ["/privacy"],
    facts: ["24 months"],
  },
  {
    question: "will you pass my email on or sell it to other companies",
    expected: ["/privacy"],
    facts: ["do not sell"],
  },
  {
    question: "do you use google analytics",
    expected: ["/privacy", "/cookies"],
    facts: ["own server"],
  },
  { question: "analytics data retention", expected: ["/privacy"], facts: ["13 months"] },
  {
    question: "phone number for the ICO to complain about my data",
    expected: ["/privacy"],
    facts: ["0303 123 1113"],
  },
  {
    question:
      "Hello, I asked you last week for a copy of all the information you hold about me. How long are you allowed to take to answer, and do I have to pay anything for it?",
    expected: ["/privacy"],
    facts: ["one month"],
  },
  { question: "opening hours", expected: ["/", "/contact"], facts: ["9:00 AM to 5:30 PM"] },
  { question: "accessibility WCAG level", expected: ["/accessibility"], facts: ["WCAG 2.2"] },
  {
    question: "how quickly do you answer if I report an accessibility issue",
    expected: ["/accessibility"],
    facts: ["2 business days"],
  },
  { question: "governing law website terms", expected: ["/terms"], facts: ["England and Wales"] },
  {
    question:
      "Hi, I filled in the form on your site on Tuesday about working together, how long before somebody gets back to me? Thanks a lot",
    expected: ["/", "/services", "/partner", "/contact"],
    facts: ["within 24 hours", "within 48 hours"],
  },
];
