/**
 * FRESH split 02 of the search evaluation (ADR 0011): written on 2026-11-26 between 18:50 and 19:00
 * UTC, after the tenth and eleventh rounds' changes (declining lab, answers that state the fact
 * first, the built WordNet table), by a writer (an AI assistant session) who saw only the rendered
 * site over HTTP (navigation, footer and sitemap links, all 13 articles, the legal pages), no source
 * code, no earlier question set and no site search. Every expected path answered 200 and every fact
 * string appears on each of its question's paths. Scored once as fresh; anything tuned on it from
 * now on makes it dev.
 */
import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

export const FRESH_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question:
      "Hello, I am export manager for a snack company in Poland. We never sell in England before. How many weeks until our products can be in the shops if we sign with you?",
    expected: ["/", "/services", "/partner"],
  },
  { persona: "brand-owner", question: "onboarding time", expected: ["/", "/services", "/partner"] },
  {
    persona: "brand-owner",
    question: "How long until my range is stocked right across the country?",
    expected: ["/", "/services", "/partner", "/distribution"],
  },
  {
    persona: "retail-buyer",
    question: "lead time from order to drop at my store",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "retail-buyer",
    question: "Can I get stock the following day if I run out urgently?",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "how many shops can you reech in uk",
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
    question: "What share of the UK's corner shops does your network cover?",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
  },
  {
    persona: "journalist",
    question: "How many wholesalers does Crownbridge work with?",
    expected: ["/", "/about", "/distribution", "/services"],
  },
  {
    persona: "journalist",
    question: "number of client brands",
    expected: ["/", "/about", "/partner"],
  },
  {
    persona: "journalist",
    question: "How long has this firm been operating in consumer goods?",
    expected: ["/", "/about"],
  },
  {
    persona: "brand-owner",
    question: "After I send my details, how soon do your people assess whether we are a fit?",
    expected: ["/", "/services", "/partner", "/contact"],
  },
  {
    persona: "visitor",
    question: "How fast do you answer emails sent through the website?",
    expected: ["/services"],
  },
  { persona: "brand-owner", question: "is there minimun order quantity", expected: ["/services"] },
  {
    persona: "brand-owner",
    question: "Do I have to pay slotting fees to get on your shelves?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "Is the first evaluation of my products free of charge?",
    expected: ["/services"],
  },
  { persona: "brand-owner", question: "product categories covered", expected: ["/", "/services"] },
  {
    persona: "brand-owner",
    question:
      "Hi there, we make nicotine pouches in Sweden and wondering if you take this kind of product and what about the regulation stuff, thanks a lot",
    expected: ["/", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "Can disposable vapes still be sold in British shops?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "do you take brands from abroad, we are company from Itally",
    expected: ["/", "/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "Can you be our importer of record and clear customs for us?",
    expected: ["/", "/services", "/partner", "/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "Can I just buy the brand management part without using your logistics?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "brand audit process",
    expected: ["/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "Will I get one account manager for my brand?",
    expected: ["/", "/services", "/partner", "/about", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "Where will my goods be kept before they go to retailers?",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "retail-buyer",
    question: "Can you trace batches if there is a product recall?",
    expected: ["/distribution", "/services"],
  },
  {
    persona: "brand-owner",
    question: "What KPIs and sales reports will I receive?",
    expected: ["/", "/services", "/distribution", "/partner", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "What kind of companies do you prefer to partner with?",
    expected: ["/services", "/partner"],
  },
  { persona: "brand-owner", question: "partnership stages", expected: ["/partner", "/"] },
  {
    persona: "brand-owner",
    question:
      "Good morning, our cosmetics line is made in Korea and we want to sell to UK pharmacies. Is there some special person or registration required for beauty products there?",
    expected: ["/services", "/"],
  },
  {
    persona: "brand-owner",
    question: "What has to be on the label of packaged food sold in Britain?",
    expected: ["/services", "/insights/post-brexit-distribution", "/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "POS displays",
    expected: ["/", "/marketing", "/services", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "infuencer marketing and social medai campaigns",
    expected: ["/marketing", "/services"],
  },
  {
    persona: "journalist",
    question: "Do you have examples of results you achieved for clients?",
    expected: ["/marketing"],
  },
  {
    persona: "journalist",
    question: "By how much did the Scandinavian drinks brand's awareness grow?",
    expected: ["/marketing"],
  },
  {
    persona: "journalist",
    question: "dutch confectionary case study distribution growth",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "How long does the concept phase of a creative campaign take?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "Can you redesign our logo and packaging for the British market?",
    expected: ["/marketing", "/services/brand-management", "/services"],
  },
  {
    persona: "visitor",
    question: "Where is your office located?",
    expected: ["/contact", "/", "/privacy", "/terms", "/accessibility"],
  },
  { persona: "visitor", question: "opening hours", expected: ["/contact", "/"] },
  {
    persona: "visitor",
    question: "Is anyone in the office at the weekend?",
    expected: ["/contact", "/"],
  },
  {
    persona: "visitor",
    question: "email address",
    expected: [
      "/contact",
      "/",
      "/privacy",
      "/terms",
      "/cookies",
      "/accessibility",
      "/legal-documents",
    ],
  },
  {
    persona: "data-subject",
    question: "How long do you hold on to the details I typed into your contact form?",
    expected: ["/privacy"],
  },
  { persona: "data-subject", question: "analytics data retention", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question:
      "Hi, I filled in your form last year and now I want you to delete everything you have about me. Who do I write to and how long will it take you?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "do you sell my personnal data to other companys",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "Who can I complain to if you misuse my information?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "Do you use Google Analytics or Facebook pixel tracking?",
    expected: ["/privacy", "/cookies"],
  },
  {
    persona: "data-subject",
    question: "How do I withdraw my cookie consent later?",
    expected: ["/cookies", "/privacy"],
  },
  {
    persona: "data-subject",
    question: "proof of consent record",
    expected: ["/privacy", "/cookies"],
  },
  { persona: "data-subject", question: "Is my data sent outside Britain?", expected: ["/privacy"] },
  {
    persona: "visitor",
    question: "Which web accessibility standard does the site meet?",
    expected: ["/accessibility"],
  },
  {
    persona: "visitor",
    question:
      "Hello, I am partially sighted and use a screen reader, and the PDFs on your site don't read properly for me. Can I get them some other way please?",
    expected: ["/accessibility", "/legal-documents"],
  },
  {
    persona: "visitor",
    question: "How soon will you reply if I report an accessibility issue?",
    expected: ["/accessibility"],
  },
  {
    persona: "brand-owner",
    question: "free contract template for appointing a UK distributor",
    expected: ["/legal-documents"],
  },
  {
    persona: "retail-buyer",
    question: "trading standards checklist",
    expected: ["/legal-documents"],
  },
  {
    persona: "visitor",
    question: "Which country's law applies to using this website?",
    expected: ["/terms"],
  },
  {
    persona: "visitor",
    question: "can i copy text from you website for my buisness",
    expected: ["/terms"],
  },
  {
    persona: "journalist",
    question:
      "I'm writing a piece for a trade magazine on caffeine in drinks. At what caffeine level does a drink need a warning label in the UK?",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "When does the bottle and can deposit scheme begin?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "How much recycled content avoids the plastic tax?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "EPR packaging fees",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "windsor framwork northern ireland green lane",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "EORI number",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "retail-buyer",
    question: "What pallet size do UK supermarket depots accept?",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "brand-owner",
    question: "How much protein does a snack need to be called high protein?",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "journalist",
    question: "Since when have junk-food products been kept off aisle ends in England?",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question: "When should we pitch our Christmas gift packs to supermarkets?",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "sponsored ads on supermarket websites, Nectar360, Clubcard data",
    expected: ["/insights/retail-media-advertising"],
  },
  {
    persona: "brand-owner",
    question: "how to sell on amazon as vender or seller",
    expected: ["/insights/digital-shelf-optimisation"],
  },
  {
    persona: "brand-owner",
    question: "How do Spar and Londis shops decide what to stock?",
    expected: ["/insights/convenience-growth"],
  },
  {
    persona: "brand-owner",
    question:
      "We are a luxury chocolate maker from Belgium, and we worry supermarket own brands like Tesco Finest will undercut us. Any advice on keeping a high price?",
    expected: ["/insights/premium-positioning"],
  },
  {
    persona: "journalist",
    question: "loyalty pricing trends 2025",
    expected: ["/insights/retail-trends", "/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "brand-owner",
    question: "promo calendar and cash-and-carry deal cycles",
    expected: [
      "/insights/trade-marketing",
      "/insights/convenience-growth",
      "/insights/seasonal-category-management",
    ],
  },
  {
    persona: "job-seeker",
    question: "How experienced are the strategists who would be my colleagues?",
    expected: ["/", "/about", "/services", "/services/brand-management", "/marketing"],
  },
  {
    persona: "retail-buyer",
    question: "Do you give shops guidance on age checks when selling nicotine products?",
    expected: ["/", "/services"],
  },
  {
    persona: "job-seeker",
    question: "What values does the company say it works by?",
    expected: ["/about"],
  },
  { persona: "job-seeker", question: "warehouse jobs Hayes", expected: [] },
  {
    persona: "job-seeker",
    question:
      "Hello, I just finished my marketing degree and I'd love to join your team. Do you run a graduate scheme or internships this year?",
    expected: [],
  },
  { persona: "job-seeker", question: "salery for brand strategist role", expected: [] },
  { persona: "journalist", question: "Who is the chief executive of Crownbridge?", expected: [] },
  { persona: "journalist", question: "annual turnover revenue", expected: [] },
  {
    persona: "journalist",
    question: "Is there a press office or media kit I can download?",
    expected: [],
  },
  { persona: "visitor", question: "chocolate chip cookie recipe", expected: [] },
  {
    persona: "visitor",
    question: "normal distribution standard deviation calculator",
    expected: [],
  },
  {
    persona: "visitor",
    question: "Which energy supplier is cheapest for my home electricity?",
    expected: [],
  },
  { persona: "visitor", question: "is there parkng at your hayes ofice", expected: [] },
  {
    persona: "visitor",
    question:
      "Hi, I bought an energy drink in my local shop and it was out of date. Can I get my money back from you?",
    expected: [],
  },
  {
    persona: "visitor",
    question: "Where can I buy nicotine pouches online for personal use?",
    expected: [],
  },
  {
    persona: "brand-owner",
    question: "How do I register my trade mark with the UK IPO?",
    expected: [],
  },
  {
    persona: "brand-owner",
    question: "Do you ship products to customers in Germany and France?",
    expected: [],
  },
  { persona: "retail-buyer", question: "wholesale price list", expected: [] },
];

export const FRESH_FACT_QUESTIONS: readonly FactQuestion[] = [
  {
    question:
      "Hello, I am export manager for a snack company in Poland. We never sell in England before. How many weeks until our products can be in the shops if we sign with you?",
    expected: ["/", "/services", "/partner"],
    facts: ["4-8 weeks"],
  },
  { question: "onboarding time", expected: ["/", "/services", "/partner"], facts: ["4-6 weeks"] },
  {
    question: "How long until my range is stocked right across the country?",
    expected: ["/", "/services", "/partner", "/distribution"],
    facts: ["3-6 months"],
  },
  {
    question: "lead time from order to drop at my store",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["24-48 hours"],
  },
  {
    question: "Can I get stock the following day if I run out urgently?",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["next-day option"],
  },
  {
    question: "how many shops can you reech in uk",
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
    question: "What share of the UK's corner shops does your network cover?",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
    facts: ["60%"],
  },
  {
    question: "How many wholesalers does Crownbridge work with?",
    expected: ["/", "/about", "/distribution", "/services"],
    facts: ["100+"],
  },
  { question: "number of client brands", expected: ["/", "/about", "/partner"], facts: ["100+"] },
  {
    question: "How long has this firm been operating in consumer goods?",
    expected: ["/", "/about"],
    facts: ["10+ years"],
  },
  {
    question: "After I send my details, how soon do your people assess whether we are a fit?",
    expected: ["/", "/services", "/partner", "/contact"],
    facts: ["48 hours"],
  },
  {
    question: "How fast do you answer emails sent through the website?",
    expected: ["/services"],
    facts: ["24 hours"],
  },
  {
    question: "is there minimun order quantity",
    expected: ["/services"],
    facts: ["no fixed minimum"],
  },
  {
    question: "Do I have to pay slotting fees to get on your shelves?",
    expected: ["/services"],
    facts: ["no listing fees"],
  },
  {
    question: "Is the first evaluation of my products free of charge?",
    expected: ["/services"],
    facts: ["free and without obligation"],
  },
  {
    question: "Can disposable vapes still be sold in British shops?",
    expected: ["/services"],
    facts: ["can no longer be sold"],
  },
  {
    question: "do you take brands from abroad, we are company from Itally",
    expected: ["/", "/services", "/partner"],
    facts: ["Yes"],
  },
  {
    question: "Can I just buy the brand management part without using your logistics?",
    expected: ["/services"],
    facts: ["Yes"],
  },
  {
    question: "Will I get one account manager for my brand?",
    expected: ["/", "/services", "/partner", "/about", "/services/brand-management"],
    facts: ["dedicated brand strategist"],
  },
  {
    question: "Where will my goods be kept before they go to retailers?",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["regional warehouse", "regional warehousing"],
  },
  {
    question:
      "Good morning, our cosmetics line is made in Korea and we want to sell to UK pharmacies. Is there some special person or registration required for beauty products there?",
    expected: ["/services", "/"],
    facts: ["UK Responsible Person"],
  },
  {
    question: "By how much did the Scandinavian drinks brand's awareness grow?",
    expected: ["/marketing"],
    facts: ["300%"],
  },
  {
    question: "dutch confectionary case study distribution growth",
    expected: ["/marketing"],
    facts: ["150%"],
  },
  {
    question: "How long does the concept phase of a creative campaign take?",
    expected: ["/marketing"],
    facts: ["3-4 weeks"],
  },
  {
    question: "Where is your office located?",
    expected: ["/contact", "/", "/privacy", "/terms", "/accessibility"],
    facts: ["Unit 7a, Pump Lane"],
  },
  { question: "opening hours", expected: ["/contact", "/"], facts: ["9:00 AM to 5:30 PM"] },
  {
    question: "Is anyone in the office at the weekend?",
    expected: ["/contact", "/"],
    facts: ["Closed"],
  },
  {
    question: "email address",
    expected: [
      "/contact",
      "/",
      "/privacy",
      "/terms",
      "/cookies",
      "/accessibility",
      "/legal-documents",
    ],
    facts: ["enquiries@crownbridge.co.uk"],
  },
  {
    question: "How long do you hold on to the details I typed into your contact form?",
    expected: ["/privacy"],
    facts: ["24 months"],
  },
  { question: "analytics data retention", expected: ["/privacy"], facts: ["13 months"] },
  {
    question:
      "Hi, I filled in your form last year and now I want you to delete everything you have about me. Who do I write to and how long will it take you?",
    expected: ["/privacy"],
    facts: ["one month"],
  },
  {
    question: "do you sell my personnal data to other companys",
    expected: ["/privacy"],
    facts: ["do not sell"],
  },
  {
    question: "Who can I complain to if you misuse my information?",
    expected: ["/privacy"],
    facts: ["Information Commissioner's Office"],
  },
  {
    question: "How do I withdraw my cookie consent later?",
    expected: ["/cookies", "/privacy"],
    facts: ["Cookie settings"],
  },
  { question: "proof of consent record", expected: ["/privacy", "/cookies"], facts: ["24 months"] },
  {
    question: "Which web accessibility standard does the site meet?",
    expected: ["/accessibility"],
    facts: ["WCAG 2.2"],
  },
  {
    question:
      "Hello, I am partially sighted and use a screen reader, and the PDFs on your site don't read properly for me. Can I get them some other way please?",
    expected: ["/accessibility", "/legal-documents"],
    facts: ["Word document"],
  },
  {
    question: "How soon will you reply if I report an accessibility issue?",
    expected: ["/accessibility"],
    facts: ["2 business days"],
  },
  {
    question: "Which country's law applies to using this website?",
    expected: ["/terms"],
    facts: ["England and Wales"],
  },
  {
    question:
      "I'm writing a piece for a trade magazine on caffeine in drinks. At what caffeine level does a drink need a warning label in the UK?",
    expected: ["/insights/functional-beverages"],
    facts: ["150 mg"],
  },
  {
    question: "When does the bottle and can deposit scheme begin?",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["October 2027"],
  },
  {
    question: "How much recycled content avoids the plastic tax?",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["30 per cent"],
  },
  {
    question: "What pallet size do UK supermarket depots accept?",
    expected: ["/insights/supply-chain-innovation"],
    facts: ["1200 by 1000"],
  },
  {
    question: "How much protein does a snack need to be called high protein?",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["20 per cent"],
  },
  {
    question: "Since when have junk-food products been kept off aisle ends in England?",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["October 2022"],
  },
  {
    question: "When should we pitch our Christmas gift packs to supermarkets?",
    expected: ["/insights/seasonal-category-management"],
    facts: ["first half of the year"],
  },
  {
    question: "How experienced are the strategists who would be my colleagues?",
    expected: ["/", "/about", "/services", "/services/brand-management", "/marketing"],
    facts: ["10+ years"],
  },
  {
    question: "Do you give shops guidance on age checks when selling nicotine products?",
    expected: ["/", "/services"],
    facts: ["age-of-sale guidance"],
  },
];
