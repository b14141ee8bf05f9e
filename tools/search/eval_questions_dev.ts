/**
 * The DEV split of the search evaluation: questions written as visitors would ask them (brand
 * owners abroad, UK retail buyers, journalists, job seekers, people asking about their data), in
 * their own words, before retrieval was changed. `expected` lists every page that answers a
 * question; an empty list means the site has no answer and must say so. The questions were split
 * between dev and test by a hash of their text.
 *
 * Tune against this split only.
 */
import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

/** Visitor questions (dev). */
export const DEV_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question:
      "We make organic fruit juice in Portugal and want to sell it in British supermarkets. Where do we start?",
    expected: ["/partner", "/services", "/", "/contact"],
  },
  {
    persona: "brand-owner",
    question: "Our snacks are big in Poland, can you get them into UK shops?",
    expected: ["/partner", "/services", "/", "/distribution"],
  },
  {
    persona: "brand-owner",
    question: "Do I need to set up a UK company to sell my products there?",
    expected: ["/insights/post-brexit-distribution", "/partner", "/services"],
  },
  {
    persona: "brand-owner",
    question: "What paperwork do I need to ship food from Spain to England after Brexit?",
    expected: ["/insights/post-brexit-distribution", "/services"],
  },
  {
    persona: "brand-owner",
    question: "Do our labels need to be changed for the British market?",
    expected: [
      "/services",
      "/insights/post-brexit-distribution",
      "/services/brand-management",
      "/insights/functional-beverages",
    ],
  },
  {
    persona: "brand-owner",
    question: "Can you adapt our packaging for UK shelves?",
    expected: ["/marketing", "/services/brand-management", "/services"],
  },
  {
    persona: "brand-owner",
    question: "How fast can my brand be on shelves?",
    expected: ["/", "/services", "/partner", "/distribution"],
  },
  {
    persona: "brand-owner",
    question: "We are a Korean skincare company, do you handle beauty products?",
    expected: ["/", "/services", "/marketing"],
  },
  {
    persona: "brand-owner",
    question: "We want to sell on Amazon UK and Ocado too, can you help with online?",
    expected: ["/insights/digital-shelf-optimisation", "/", "/marketing"],
  },
  {
    persona: "brand-owner",
    question: "What happens in the first meeting with your team?",
    expected: ["/partner", "/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "What do you look for in a brand before agreeing to work with it?",
    expected: ["/partner", "/services"],
  },
  {
    persona: "brand-owner",
    question: "Do you also do advertising or only logistics?",
    expected: ["/marketing", "/services", "/"],
  },
  {
    persona: "brand-owner",
    question: "Could you design a new logo for our UK launch?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "How long does a marketing campaign take to prepare?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "Have you helped other foreign brands succeed? Any examples?",
    expected: ["/marketing", "/about"],
  },
  {
    persona: "brand-owner",
    question: "We are Dutch chocolate makers. What results have you had with sweets?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "Do our products have to meet UK rules before we start with you?",
    expected: ["/services", "/partner", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "How are vapes and nicotine pouches handled?",
    expected: ["/services", "/"],
  },
  {
    persona: "brand-owner",
    question: "Do you handle customs clearance and import duty?",
    expected: ["/services", "/insights/post-brexit-distribution", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "We already have a UK distributor. Can we just use you for branding?",
    expected: ["/services", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "How do you prepare a brand for a meeting with a supermarket buyer?",
    expected: ["/services/brand-management", "/insights/functional-beverages", "/services"],
  },
  {
    persona: "brand-owner",
    question: "Do we sign a contract, and what goes in it?",
    expected: ["/partner", "/legal-documents", "/services"],
  },
  {
    persona: "brand-owner",
    question: "Are there template agreements I can look at before talking to a distributor?",
    expected: ["/legal-documents"],
  },
  {
    persona: "brand-owner",
    question: "Our packaging uses a lot of plastic. Will that cost us in the UK?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "What is the deposit return scheme and does it affect drinks brands?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "Is there a ban on promoting junk food in UK shops?",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
  },
  {
    persona: "brand-owner",
    question: "How can a premium brand avoid being undercut by supermarket own label?",
    expected: ["/insights/premium-positioning"],
  },
  {
    persona: "brand-owner",
    question: "How does selling through wholesalers work in the UK?",
    expected: ["/insights/convenience-growth", "/distribution", "/insights/trade-marketing"],
  },
  {
    persona: "brand-owner",
    question: "Which parts of the UK can you reach?",
    expected: ["/distribution", "/", "/services", "/about", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "Can you get our products into village shops in the countryside?",
    expected: ["/distribution", "/insights/convenience-growth"],
  },
  {
    persona: "brand-owner",
    question: "How do you work out the right price for our products in the UK?",
    expected: [
      "/services",
      "/partner",
      "/services/brand-management",
      "/insights/premium-positioning",
      "/",
    ],
  },
  {
    persona: "brand-owner",
    question: "What's your approach to brand identity work?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "Tell me about your product range",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "Can you refresh an old brand that has stopped selling?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "Do you use influencers or social media for campaigns?",
    expected: ["/marketing"],
  },
  {
    persona: "retail-buyer",
    question: "As a shop owner, how quickly do deliveries arrive after I order?",
    expected: ["/distribution", "/services", "/partner"],
  },
  {
    persona: "retail-buyer",
    question: "Do you supply independent grocers or only big chains?",
    expected: ["/distribution", "/", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "How do retail media networks like Tesco's work?",
    expected: ["/insights/retail-media-advertising"],
  },
  {
    persona: "retail-buyer",
    question: "What is retail media and how is it measured?",
    expected: ["/insights/retail-media-advertising"],
  },
  {
    persona: "retail-buyer",
    question: "What do convenience retailers look for in a new product?",
    expected: ["/insights/convenience-growth"],
  },
  {
    persona: "retail-buyer",
    question: "What rules do suppliers follow when delivering to a supermarket depot?",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "retail-buyer",
    question: "Do suppliers need EDI to work with the big grocers?",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "retail-buyer",
    question: "How should a new line prove itself at a range review?",
    expected: ["/insights/functional-beverages", "/insights/retail-trends"],
  },
  {
    persona: "retail-buyer",
    question: "What's the best way to tell if a promotion paid off?",
    expected: ["/insights/trade-marketing", "/insights/retail-media-advertising"],
  },
  {
    persona: "retail-buyer",
    question: "Do you keep shelves stocked so we don't run out?",
    expected: ["/distribution", "/"],
  },
  {
    persona: "retail-buyer",
    question: "How do online grocery search rankings work?",
    expected: ["/insights/digital-shelf-optimisation"],
  },
  { persona: "journalist", question: "What's the story behind the company?", expected: ["/about"] },
  {
    persona: "journalist",
    question: "What principles does the company work by?",
    expected: ["/about"],
  },
  {
    persona: "journalist",
    question: "Where is UK retail heading?",
    expected: ["/insights/retail-trends", "/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "journalist",
    question: "How are British shoppers changing their habits?",
    expected: ["/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "journalist",
    question: "Are functional drinks still growing in Britain?",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "journalist",
    question: "Why are convenience stores doing so well?",
    expected: ["/insights/convenience-growth"],
  },
  {
    persona: "journalist",
    question: "What has Brexit done to food imports?",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "journalist",
    question: "What is the Windsor Framework?",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "journalist",
    question: "Can companies be fined for greenwashing?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "journalist",
    question: "How important is online grocery shopping now?",
    expected: ["/insights/digital-shelf-optimisation", "/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "journalist",
    question: "Are weight-loss drugs changing what people buy?",
    expected: ["/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "journalist",
    question: "Where are your offices?",
    expected: ["/contact", "/terms", "/privacy"],
  },
  {
    persona: "journalist",
    question: "What is your head office address?",
    expected: ["/contact", "/privacy", "/terms"],
  },
  { persona: "data-subject", question: "How do I get my data deleted?", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question: "How long do you store my enquiry?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "Do you sell my details to other companies?",
    expected: ["/privacy"],
  },
  { persona: "data-subject", question: "Is my data sent outside the UK?", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question: "Is the website usable with a screen reader?",
    expected: ["/accessibility"],
  },
  {
    persona: "data-subject",
    question: "Who do I tell about an accessibility problem on the site?",
    expected: ["/accessibility"],
  },
  {
    persona: "data-subject",
    question: "Can I get your information in large print?",
    expected: ["/accessibility"],
  },
  {
    persona: "data-subject",
    question: "Which country's law applies to the website terms?",
    expected: ["/terms"],
  },
  {
    persona: "data-subject",
    question: "Can I reuse the images from your site?",
    expected: ["/terms"],
  },
  {
    persona: "data-subject",
    question: "Is the information on your site legal advice?",
    expected: ["/terms", "/legal-documents"],
  },
  {
    persona: "visitor",
    question: "Can you handle our whole route to market?",
    expected: ["/services", "/partner", "/"],
  },
  { persona: "visitor", question: "What's your email address?", expected: ["/contact"] },
  {
    persona: "visitor",
    question: "Do product reviews affect online sales?",
    expected: ["/insights/digital-shelf-optimisation"],
  },
  {
    persona: "visitor",
    question: "Where is the biggest opportunity for healthy drinks?",
    expected: ["/insights/functional-beverages", "/insights/uk-health-food-trends"],
  },
  { persona: "job-seeker", question: "What hours does your office keep?", expected: ["/contact"] },
  { persona: "job-seeker", question: "Are you hiring?", expected: [] },
  { persona: "job-seeker", question: "Do you have any graduate jobs?", expected: [] },
  { persona: "job-seeker", question: "How do I apply for a warehouse job?", expected: [] },
  { persona: "job-seeker", question: "Do you offer internships in marketing?", expected: [] },
  { persona: "job-seeker", question: "What is the salary for a brand strategist?", expected: [] },
  { persona: "job-seeker", question: "Do you allow remote working?", expected: [] },
  { persona: "job-seeker", question: "Can I send you my CV?", expected: [] },
  { persona: "journalist", question: "Who is the chief executive of Crownbridge?", expected: [] },
  { persona: "visitor", question: "What is the weather like in Hayes today?", expected: [] },
  { persona: "visitor", question: "What's your VAT number?", expected: [] },
  { persona: "visitor", question: "How do I brew kombucha at home?", expected: [] },
  {
    persona: "visitor",
    question: "Which airline has the cheapest flights to London?",
    expected: [],
  },
  { persona: "visitor", question: "Who will win the next general election?", expected: [] },
  { persona: "visitor", question: "What's a good recipe for banana bread?", expected: [] },
  {
    persona: "retail-buyer",
    question: "What is your returns policy for damaged stock?",
    expected: [],
  },
  {
    persona: "data-subject",
    question: "My parcel from an online shop is missing, can you track it?",
    expected: [],
  },
];

/** Questions with a fact the first sentence of the answer must state (dev). */
export const DEV_FACTS: readonly FactQuestion[] = [
  {
    question: "How long does onboarding usually take?",
    facts: ["4-6 weeks"],
    expected: ["/", "/services", "/partner"],
  },
  {
    question: "How long does it take to launch a brand in the UK?",
    facts: ["4-6 weeks", "4-8 weeks"],
    expected: ["/", "/services", "/partner"],
  },
  {
    question: "When would our products first appear in shops?",
    facts: ["4-8 weeks"],
    expected: ["/", "/services", "/partner"],
  },
  {
    question: "What share of UK convenience stores do you reach?",
    facts: ["60%"],
    expected: ["/distribution", "/partner"],
  },
  {
    question: "How many wholesalers do you work with?",
    facts: ["100+"],
    expected: ["/distribution", "/", "/about", "/services", "/partner"],
  },
  {
    question: "How many brands do you work with?",
    facts: ["100+"],
    expected: ["/about", "/", "/partner"],
  },
  {
    question: "How long does it take you to evaluate a partnership?",
    facts: ["48 hours"],
    expected: ["/", "/contact", "/partner", "/services"],
  },
  { question: "What time does your office close?", facts: ["5:30"], expected: ["/contact"] },
  {
    question: "What's your postcode?",
    facts: ["UB3 3NB"],
    expected: ["/contact", "/privacy", "/terms"],
  },
  {
    question: "What email address should I write to?",
    facts: ["enquiries@crownbridge.co.uk"],
    expected: ["/contact", "/privacy", "/terms", "/accessibility", "/legal-documents", "/cookies"],
  },
  { question: "How long are analytics events kept?", facts: ["13 months"], expected: ["/privacy"] },
  {
    question: "How long do notification e-mail copies stay in the outbox?",
    facts: ["30 days"],
    expected: ["/privacy"],
  },
  {
    question: "How quickly do you respond to a request for my data?",
    facts: ["one month"],
    expected: ["/privacy"],
  },
  { question: "Is there a minimum order?", facts: ["no fixed minimum"], expected: ["/services"] },
  {
    question: "How long is the strategic thinking stage of a campaign?",
    facts: ["2-3 weeks"],
    expected: ["/marketing"],
  },
  {
    question: "How much did brand awareness grow for the Scandinavian drinks brand?",
    facts: ["300%"],
    expected: ["/marketing"],
  },
  {
    question: "What purchase intent did the skincare brand reach?",
    facts: ["85%"],
    expected: ["/marketing"],
  },
  {
    question: "Since when has the HFSS placement ban applied?",
    facts: ["October 2022"],
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    question: "How much protein does a 'high protein' claim need?",
    facts: ["20 per cent"],
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    question: "Can single-use vapes still be sold in the UK?",
    facts: ["no longer"],
    expected: ["/services"],
  },
  {
    question: "Which law governs the website terms?",
    facts: ["England and Wales"],
    expected: ["/terms"],
  },
  {
    question: "When was the accessibility statement written?",
    facts: ["August 2025"],
    expected: ["/accessibility"],
  },
  {
    question: "Do you work with brands from outside the UK?",
    facts: ["Yes"],
    expected: ["/", "/services"],
  },
  { question: "Are you open on Saturdays?", facts: ["Closed"], expected: ["/contact"] },
  {
    question: "How much of a product's energy must come from protein to call it high protein?",
    facts: ["20 per cent"],
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    question: "How fast can you get stock to a shop?",
    facts: ["24-48 hours"],
    expected: ["/distribution", "/services", "/partner"],
  },
];
