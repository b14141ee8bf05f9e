/**
 * FRESH split 05 of the search evaluation (ADR 0011): written on 2026-11-27 between 04:55 and 04:58
 * UTC, after the fourteenth round's changes (a person asked by office and the registration number
 * named by its register as fact types of their own, "when" answers led by a dated sentence), by a
 * writer (an AI assistant session) who saw only the rendered site over HTTP (navigation, footer
 * and sitemap links, the articles, the legal pages), no source code, no earlier question set and
 * no site search. Every expected path answered 200; every fact string appears on each of its
 * question's paths but one (the reply-time question lists "24 hours" from /services and, for the
 * 48-hour reply, / and /contact). Scored once as fresh; anything tuned on it from now on makes it
 * dev.
 */
import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

export const FRESH_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question:
      "After we sign with you, how long until our products are actually sitting on a shop shelf in Britain?",
    expected: ["/", "/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "onbording time new brand",
    expected: ["/", "/services", "/partner"],
  },
  { persona: "brand-owner", question: "minimum order quantity", expected: ["/services"] },
  {
    persona: "brand-owner",
    question: "Do you charge slotting fees to get my product into stores?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question:
      "Hello, sorry for my english. We are small kombucha company from Poland and we want sell our drinks in England but we never export before. You can help foreign brand like us or only British companies?",
    expected: ["/", "/about", "/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "can you sort out customs clearance and import duties for our shipments into the UK",
    expected: ["/services", "/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "Will I get my own account manager?",
    expected: ["/", "/about", "/services", "/partner", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "How many shops and outlets can your network get my product into?",
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
    question: "convenience store coverage",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
  },
  {
    persona: "brand-owner",
    question: "how long to get nationwide distributon across uk",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "If I send an enquiry today, when will somebody get back to me?",
    expected: ["/services", "/", "/contact"],
  },
  {
    persona: "brand-owner",
    question:
      "Hi there, I'm the founder of a Spanish olive snack brand and I'm about to write to you for the first time. What information should I put in my first message so you can assess us quickly?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question:
      "We already have someone doing our logistics in the UK. Is it possible to hire you just for branding work?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "stratgic thinking phase how many weeks",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "Do you run TikTok and Instagram influencer campaigns?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question:
      "Good morning! We make natural face creams in South Korea and a friend said the UK has special rules after Brexit for cosmetics. Could you tell me what we need before selling there?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "houshold cleaning product labeling rules uk",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "Have you helped a cosmetics brand from abroad before, and what happened?",
    expected: ["/marketing"],
  },
  { persona: "brand-owner", question: "Dutch confectionery case study", expected: ["/marketing"] },
  {
    persona: "brand-owner",
    question: "caffeine content that triggers a warning label on energy drinks in Britain",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "deposit return scheme start",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "what size of wooden skid do British supermarket warehouses accept",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "brand-owner",
    question: "What do I need to be able to say my bar is high in protein on the label in the UK?",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question: "eori numbr importing to britian",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "when do I need to pitch my xmas gift packs to the big supermarkets",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question:
      "how can a high-end brand compete with supermarkets' own luxury ranges like Tesco Finest",
    expected: ["/insights/premium-positioning"],
  },
  {
    persona: "brand-owner",
    question: "free distribution agreement template",
    expected: ["/legal-documents"],
  },
  {
    persona: "retail-buyer",
    question: "If I order stock from you, how fast does it get to my store?",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "retail-buyer",
    question: "age of sale guidence for vapes in my shop",
    expected: ["/", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "am I still allowed to sell disposable vapes",
    expected: ["/services"],
  },
  {
    persona: "retail-buyer",
    question: "can you supply counter display units and shelf wobblers for my shop",
    expected: ["/", "/marketing"],
  },
  {
    persona: "retail-buyer",
    question:
      "I own two independent corner shops in Leeds and my customers keep asking about the prices printed on packs. Why do suppliers bother with price-marked packs, is it worth stocking them?",
    expected: [
      "/insights/convenience-growth",
      "/insights/trade-marketing",
      "/insights/consumer-behaviour-shifts",
      "/insights/seasonal-category-management",
    ],
  },
  {
    persona: "retail-buyer",
    question: "HFSS placement rules start date",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "journalist",
    question: "How many brands does Crownbridge represent?",
    expected: ["/", "/about", "/partner"],
  },
  {
    persona: "journalist",
    question: "how long has the company been going",
    expected: ["/", "/about"],
  },
  {
    persona: "journalist",
    question: "why did the founders set up the business",
    expected: ["/about"],
  },
  {
    persona: "journalist",
    question: "what impact are Ozempic type jabs having on what people buy in supermarkets",
    expected: ["/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "journalist",
    question: "Is there an official legal definition of ultra-processed food in Britain?",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "journalist",
    question: "did the competition watchdog find that supermarket member prices are real savings",
    expected: ["/insights/retail-trends"],
  },
  {
    persona: "journalist",
    question: "Nectar360 retail media",
    expected: ["/insights/retail-media-advertising"],
  },
  {
    persona: "journalist",
    question:
      "I'm writing a piece for a trade magazine about the Windsor Framework and I'd love a distributor's view. Do you have anything explaining how goods get from Great Britain to Northern Ireland?",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "job-seeker",
    question: "what does a brand strategist do at your company",
    expected: ["/", "/about", "/services", "/partner", "/services/brand-management"],
  },
  {
    persona: "job-seeker",
    question: "office address Hayes",
    expected: ["/contact", "/", "/privacy", "/terms", "/accessibility"],
  },
  {
    persona: "job-seeker",
    question: "what time does your office open and close",
    expected: ["/contact", "/"],
  },
  {
    persona: "data-subject",
    question: "How long will you hold on to the details I typed into your contact form?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "do you pass my information on to other companies for money",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "does this website use Google Analytics or Facebook pixel",
    expected: ["/privacy", "/cookies"],
  },
  { persona: "data-subject", question: "analytics retention period", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question: "what number do I ring to complain to the data protection regulator",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "how long do you have to reply to my subject access request",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "how to chnage my cookie prefrences",
    expected: ["/cookies", "/privacy"],
  },
  {
    persona: "data-subject",
    question: "when do you get rid of the email copies of my enquiry",
    expected: ["/privacy"],
  },
  { persona: "visitor", question: "WCAG level", expected: ["/accessibility"] },
  {
    persona: "visitor",
    question:
      "Hi, I use a screen reader and the PDF templates don't read properly for me. Is there another version I could get instead?",
    expected: ["/accessibility", "/legal-documents"],
  },
  {
    persona: "visitor",
    question: "how soon will you respond if I report an accessibility problem",
    expected: ["/accessibility"],
  },
  {
    persona: "visitor",
    question: "which country's law applies to using this website",
    expected: ["/terms"],
  },
  {
    persona: "visitor",
    question: "crownbrige email adress",
    expected: [
      "/contact",
      "/",
      "/privacy",
      "/terms",
      "/cookies",
      "/legal-documents",
      "/accessibility",
    ],
  },
  { persona: "job-seeker", question: "warehouse jobs vacancies", expected: [] },
  {
    persona: "job-seeker",
    question:
      "Hello, I'm finishing my marketing degree this summer and I'd love to join your team. Do you run a graduate scheme and when do applications close?",
    expected: [],
  },
  {
    persona: "job-seeker",
    question: "how much does a brand strategist earn at crownbridge",
    expected: [],
  },
  {
    persona: "journalist",
    question: "what was Crownbridge's annual turnover last year",
    expected: [],
  },
  { persona: "journalist", question: "Crownbridge CEO name", expected: [] },
  {
    persona: "journalist",
    question: "has crownbridge set its own net zero target date",
    expected: [],
  },
  { persona: "visitor", question: "track my parcle delivery", expected: [] },
  { persona: "visitor", question: "crown and bridge dental treatment cost", expected: [] },
  { persona: "visitor", question: "chocolate chip cookies recipe", expected: [] },
  {
    persona: "visitor",
    question: "which energy supplier is cheapest for my home electricity",
    expected: [],
  },
  {
    persona: "visitor",
    question:
      "My son has started vaping and I'm really worried about him. What are the best ways to help a teenager quit?",
    expected: [],
  },
  {
    persona: "brand-owner",
    question: "what percentage commission do you take on our sales",
    expected: [],
  },
  {
    persona: "brand-owner",
    question: "how many lorries and vans are in your delivery fleet",
    expected: [],
  },
  { persona: "brand-owner", question: "phone number call sales team", expected: [] },
  {
    persona: "retail-buyer",
    question: "where can I download your wholesale price list",
    expected: [],
  },
  {
    persona: "retail-buyer",
    question: "is there a cash and carry depot of yours in Manchester I can collect from",
    expected: [],
  },
];

export const FRESH_FACT_QUESTIONS: readonly FactQuestion[] = [
  {
    question:
      "After we sign with you, how long until our products are actually sitting on a shop shelf in Britain?",
    expected: ["/", "/services", "/partner"],
    facts: ["4-8 weeks"],
  },
  {
    question: "onbording time new brand",
    expected: ["/", "/services", "/partner"],
    facts: ["4-6 weeks"],
  },
  { question: "minimum order quantity", expected: ["/services"], facts: ["no fixed minimum"] },
  {
    question: "Do you charge slotting fees to get my product into stores?",
    expected: ["/services"],
    facts: ["no listing fees"],
  },
  {
    question: "How many shops and outlets can your network get my product into?",
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
    question: "convenience store coverage",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
    facts: ["60%"],
  },
  {
    question: "how long to get nationwide distributon across uk",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["3-6 months"],
  },
  {
    question: "If I send an enquiry today, when will somebody get back to me?",
    expected: ["/services", "/", "/contact"],
    facts: ["24 hours"],
  },
  {
    question: "stratgic thinking phase how many weeks",
    expected: ["/marketing"],
    facts: ["2-3 weeks"],
  },
  {
    question:
      "Good morning! We make natural face creams in South Korea and a friend said the UK has special rules after Brexit for cosmetics. Could you tell me what we need before selling there?",
    expected: ["/", "/services"],
    facts: ["UK Responsible Person"],
  },
  {
    question: "houshold cleaning product labeling rules uk",
    expected: ["/", "/services"],
    facts: ["GB CLP"],
  },
  {
    question: "Have you helped a cosmetics brand from abroad before, and what happened?",
    expected: ["/marketing"],
    facts: ["85%"],
  },
  { question: "Dutch confectionery case study", expected: ["/marketing"], facts: ["150%"] },
  {
    question: "caffeine content that triggers a warning label on energy drinks in Britain",
    expected: ["/insights/functional-beverages"],
    facts: ["150 mg of caffeine per litre"],
  },
  {
    question: "deposit return scheme start",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["October 2027"],
  },
  {
    question: "what size of wooden skid do British supermarket warehouses accept",
    expected: ["/insights/supply-chain-innovation"],
    facts: ["1200 by 1000 millimetre"],
  },
  {
    question: "What do I need to be able to say my bar is high in protein on the label in the UK?",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["20 per cent"],
  },
  {
    question: "If I order stock from you, how fast does it get to my store?",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["24-48 hours"],
  },
  {
    question: "am I still allowed to sell disposable vapes",
    expected: ["/services"],
    facts: ["single-use vapes can no longer be sold in the UK"],
  },
  {
    question: "HFSS placement rules start date",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["October 2022"],
  },
  {
    question: "How many brands does Crownbridge represent?",
    expected: ["/", "/about", "/partner"],
    facts: ["100+"],
  },
  { question: "how long has the company been going", expected: ["/", "/about"], facts: ["10+"] },
  {
    question: "Is there an official legal definition of ultra-processed food in Britain?",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["no legal definition"],
  },
  {
    question: "did the competition watchdog find that supermarket member prices are real savings",
    expected: ["/insights/retail-trends"],
    facts: ["genuine savings"],
  },
  {
    question: "office address Hayes",
    expected: ["/contact", "/", "/privacy", "/terms", "/accessibility"],
    facts: ["UB3 3NB"],
  },
  {
    question: "what time does your office open and close",
    expected: ["/contact", "/"],
    facts: ["9:00 AM to 5:30 PM"],
  },
  {
    question: "How long will you hold on to the details I typed into your contact form?",
    expected: ["/privacy"],
    facts: ["24 months"],
  },
  {
    question: "do you pass my information on to other companies for money",
    expected: ["/privacy"],
    facts: ["We do not sell or rent personal data"],
  },
  { question: "analytics retention period", expected: ["/privacy"], facts: ["13 months"] },
  {
    question: "what number do I ring to complain to the data protection regulator",
    expected: ["/privacy"],
    facts: ["0303 123 1113"],
  },
  {
    question: "how long do you have to reply to my subject access request",
    expected: ["/privacy"],
    facts: ["one month"],
  },
  {
    question: "when do you get rid of the email copies of my enquiry",
    expected: ["/privacy"],
    facts: ["30 days"],
  },
  { question: "WCAG level", expected: ["/accessibility"], facts: ["WCAG 2.2 AA"] },
  {
    question:
      "Hi, I use a screen reader and the PDF templates don't read properly for me. Is there another version I could get instead?",
    expected: ["/accessibility", "/legal-documents"],
    facts: ["Word document"],
  },
  {
    question: "how soon will you respond if I report an accessibility problem",
    expected: ["/accessibility"],
    facts: ["2 business days"],
  },
  {
    question: "which country's law applies to using this website",
    expected: ["/terms"],
    facts: ["England and Wales"],
  },
  {
    question: "crownbrige email adress",
    expected: [
      "/contact",
      "/",
      "/privacy",
      "/terms",
      "/cookies",
      "/legal-documents",
      "/accessibility",
    ],
    facts: ["enquiries@crownbridge.co.uk"],
  },
];
