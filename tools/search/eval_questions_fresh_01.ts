/**
 * FRESH split 01 of the search evaluation (ADR 0011): written on 2026-11-26 at 15:24 UTC, after the
 * ninth round's change, by a writer (an AI assistant session) who saw only the rendered site: the
 * public pages over HTTP (navigation, footer and sitemap links, all 13 articles, the legal pages),
 * no source code, no earlier question set and no site search. Every expected path answered 200 and
 * every fact string appears on one of its question's paths. Scored once as fresh; anything tuned on
 * it from now on makes it dev.
 */
import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

export const FRESH_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question:
      "After we sign with you, how long before shoppers can actually find our product in UK stores?",
    expected: ["/", "/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "onboarding duration",
    expected: ["/", "/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question:
      "Hello, we are small family chocolate factory from Poland and never sold in England before. Is it possible that you help a foreign brand like us to start in the UK market? Thank you very much",
    expected: ["/", "/services", "/partner"],
  },
  { persona: "brand-owner", question: "do you charge listng fees", expected: ["/services"] },
  { persona: "brand-owner", question: "what is your MOQ", expected: ["/services"] },
  {
    persona: "brand-owner",
    question: "uk delivry time",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "How long until we are stocked across the whole country?",
    expected: ["/", "/services", "/partner", "/distribution"],
  },
  {
    persona: "brand-owner",
    question: "will we get our own account manager",
    expected: ["/", "/services", "/partner", "/about", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "can you handle custom clearence and import duty for us",
    expected: ["/services", "/partner", "/", "/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "cosmetics responsible person uk",
    expected: ["/services", "/"],
  },
  {
    persona: "brand-owner",
    question:
      "Hi there, our company produces disposable vapes and nicotine pouches in China and we'd love to sell them in British corner shops. Is that something you can do for us?",
    expected: ["/services", "/"],
  },
  { persona: "brand-owner", question: "marketing success stories", expected: ["/marketing"] },
  {
    persona: "brand-owner",
    question: "Is it free to have you look at our products and tell us if they suit the UK?",
    expected: ["/services", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question:
      "Good morning, I sent a message through your form yesterday about our protein bars and I'm wondering how long it normally takes for someone to get back to me?",
    expected: ["/services", "/", "/contact", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "caffeine warning label threshold",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "deposit return sheme start date",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "uk pallet size depot",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "brand-owner",
    question: "minimum protein content to say rich in protein on the pack",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question:
      "we are German company, which number we need to import goods to Great Britain through customs?",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question:
      "We're a Belgian biscuit maker planning a Christmas gift tin for UK supermarkets. When do the buyers actually decide their festive ranges? I don't want to be too late.",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "How can I get my product to show up higher when people search on Ocado or Amazon?",
    expected: ["/insights/digital-shelf-optimisation"],
  },
  {
    persona: "brand-owner",
    question: "premium own label competition",
    expected: ["/insights/premium-positioning"],
  },
  {
    persona: "brand-owner",
    question: "do you do influencer and tiktok campaigns",
    expected: ["/marketing"],
  },
  {
    persona: "retail-buyer",
    question: "Can you supply display stands and shelf material for our stores?",
    expected: ["/", "/marketing", "/partner", "/services", "/services/brand-management"],
  },
  {
    persona: "retail-buyer",
    question: "convenience store coverage",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
  },
  {
    persona: "retail-buyer",
    question: "next day delivrey option for retailers",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "retail-buyer",
    question: "retail partnership terms template",
    expected: ["/legal-documents"],
  },
  {
    persona: "retail-buyer",
    question:
      "I run three forecourt shops in Kent and I'm always looking for new energy drinks for the chiller. Do you actually carry energy products?",
    expected: ["/", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "how do independent shops on a franchise fascia like Spar or Londis get their stock",
    expected: ["/insights/convenience-growth"],
  },
  {
    persona: "journalist",
    question: "crownbrige number of brand partners",
    expected: ["/", "/about", "/partner"],
  },
  {
    persona: "journalist",
    question: "How long has Crownbridge been working in the FMCG business?",
    expected: ["/", "/about"],
  },
  {
    persona: "journalist",
    question: "Why was Crownbridge set up in the first place?",
    expected: ["/about"],
  },
  {
    persona: "journalist",
    question: "retail touchpoints",
    expected: [
      "/",
      "/about",
      "/distribution",
      "/partner",
      "/services",
      "/insights/convenience-growth",
    ],
  },
  { persona: "journalist", question: "company mission and values", expected: ["/about"] },
  {
    persona: "journalist",
    question:
      "I'm writing a piece for a trade magazine about the National Living Wage rise and supermarkets cutting product ranges. Does Crownbridge have any commentary on retail trends for 2025?",
    expected: ["/insights/retail-trends"],
  },
  {
    persona: "journalist",
    question: "retail media networks UK",
    expected: ["/insights/retail-media-advertising"],
  },
  {
    persona: "journalist",
    question: "groceries code adjudicater",
    expected: ["/insights/trade-marketing"],
  },
  {
    persona: "journalist",
    question:
      "Are British shoppers still buying cheaper supermarket own brands since the cost of living crisis?",
    expected: ["/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "journalist",
    question: "HFSS checkout ban date",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "journalist",
    question: "When do the multibuy restrictions on junk food start in England?",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
  },
  {
    persona: "job-seeker",
    question: "Where is the Crownbridge office located?",
    expected: ["/contact", "/", "/terms", "/privacy", "/accessibility"],
  },
  { persona: "job-seeker", question: "office hours", expected: ["/contact", "/"] },
  {
    persona: "job-seeker",
    question:
      "hi, I have an interview next week with Crownbridge and honestly I'm not totally sure what the company does, could someone explain it simply?",
    expected: ["/services", "/", "/about"],
  },
  {
    persona: "data-subject",
    question: "How long will you hold on to the details I typed into your contact form?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question:
      "Hello, I contacted you last year about working together and now I would like all my personal information removed from your systems please. How do I do that?",
    expected: ["/privacy"],
  },
  { persona: "data-subject", question: "sell personal data", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question: "do you use google analytics or a facebook pixel",
    expected: ["/privacy", "/cookies"],
  },
  {
    persona: "data-subject",
    question: "how long do you keep analitycs data",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "complain to informaton commisioner",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "I clicked accept on the cookie banner by mistake, how do I undo it?",
    expected: ["/cookies", "/privacy"],
  },
  { persona: "data-subject", question: "cookies list", expected: ["/cookies"] },
  {
    persona: "data-subject",
    question: "GDPR subject access request response time",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "do u store my ip adress",
    expected: ["/privacy", "/cookies"],
  },
  { persona: "visitor", question: "accesibility standard", expected: ["/accessibility"] },
  {
    persona: "visitor",
    question:
      "My dad is partially blind and uses a screen reader. He tried to open your contract templates but it didn't read them properly. Is there another version you can give him?",
    expected: ["/accessibility", "/legal-documents"],
  },
  {
    persona: "visitor",
    question: "Which country's law applies to using this website?",
    expected: ["/terms"],
  },
  {
    persona: "visitor",
    question: "free contract for appointing a distributor",
    expected: ["/legal-documents"],
  },
  {
    persona: "visitor",
    question: "How quickly do you reply if I report an accessibility problem?",
    expected: ["/accessibility"],
  },
  {
    persona: "visitor",
    question: "Can I rely on your articles and templates as legal advice?",
    expected: ["/terms", "/legal-documents"],
  },
  {
    persona: "job-seeker",
    question:
      "Hi! I just finished my logistics degree and I'd love to work in one of your warehouses. Do you have any job openings at the moment?",
    expected: [],
  },
  { persona: "job-seeker", question: "graduate scheme salary", expected: [] },
  { persona: "job-seeker", question: "internship oportunities crownbridge", expected: [] },
  {
    persona: "job-seeker",
    question: "What is the starting pay for a brand strategist at your company?",
    expected: [],
  },
  { persona: "journalist", question: "crownbridge stock price", expected: [] },
  {
    persona: "journalist",
    question: "Who is the chief executive of Crownbridge Distribution?",
    expected: [],
  },
  {
    persona: "journalist",
    question: "What was Crownbridge's annual turnover last year?",
    expected: [],
  },
  { persona: "visitor", question: "chocolate chip cookie recipe", expected: [] },
  { persona: "visitor", question: "track my parcel delivery", expected: [] },
  {
    persona: "visitor",
    question:
      "I'm trying to quit smoking. Are nicotine patches or pouches better for cutting down, what would you recommend?",
    expected: [],
  },
  { persona: "visitor", question: "Is there parking near your Hayes office?", expected: [] },
  { persona: "visitor", question: "buy used wooden palets cheap", expected: [] },
  { persona: "visitor", question: "crownbridge trustpilot reviews", expected: [] },
  {
    persona: "brand-owner",
    question: "What commission percentage do you take on our sales?",
    expected: [],
  },
  {
    persona: "data-subject",
    question: "What is the name of your data protection officer?",
    expected: [],
  },
  { persona: "data-subject", question: "do you record phone calls when i ring you", expected: [] },
  {
    persona: "retail-buyer",
    question: "Do you offer retailers 60-day credit terms on invoices?",
    expected: [],
  },
];

export const FRESH_FACT_QUESTIONS: readonly FactQuestion[] = [
  {
    question:
      "After we sign with you, how long before shoppers can actually find our product in UK stores?",
    expected: ["/", "/services", "/partner"],
    facts: ["4-8 weeks"],
  },
  {
    question: "onboarding duration",
    expected: ["/", "/services", "/partner"],
    facts: ["4-6 weeks"],
  },
  { question: "do you charge listng fees", expected: ["/services"], facts: ["no listing fees"] },
  { question: "what is your MOQ", expected: ["/services"], facts: ["no fixed minimum"] },
  {
    question: "uk delivry time",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["24-48 hours"],
  },
  {
    question: "How long until we are stocked across the whole country?",
    expected: ["/", "/services", "/partner", "/distribution"],
    facts: ["3-6 months"],
  },
  {
    question: "will we get our own account manager",
    expected: ["/", "/services", "/partner", "/about", "/services/brand-management"],
    facts: ["dedicated brand strategist"],
  },
  {
    question: "cosmetics responsible person uk",
    expected: ["/services", "/"],
    facts: ["UK Responsible Person"],
  },
  {
    question:
      "Hi there, our company produces disposable vapes and nicotine pouches in China and we'd love to sell them in British corner shops. Is that something you can do for us?",
    expected: ["/services", "/"],
    facts: ["single-use vapes can no longer be sold in the UK"],
  },
  {
    question: "marketing success stories",
    expected: ["/marketing"],
    facts: ["300%", "150%", "85%"],
  },
  {
    question: "Is it free to have you look at our products and tell us if they suit the UK?",
    expected: ["/services", "/services/brand-management"],
    facts: ["free and without obligation"],
  },
  {
    question:
      "Good morning, I sent a message through your form yesterday about our protein bars and I'm wondering how long it normally takes for someone to get back to me?",
    expected: ["/services", "/", "/contact", "/partner"],
    facts: ["24 hours"],
  },
  {
    question: "caffeine warning label threshold",
    expected: ["/insights/functional-beverages"],
    facts: ["150 mg"],
  },
  {
    question: "deposit return sheme start date",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["October 2027"],
  },
  {
    question: "uk pallet size depot",
    expected: ["/insights/supply-chain-innovation"],
    facts: ["1200 by 1000"],
  },
  {
    question: "minimum protein content to say rich in protein on the pack",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["20 per cent"],
  },
  {
    question:
      "we are German company, which number we need to import goods to Great Britain through customs?",
    expected: ["/insights/post-brexit-distribution"],
    facts: ["GB EORI number"],
  },
  {
    question:
      "We're a Belgian biscuit maker planning a Christmas gift tin for UK supermarkets. When do the buyers actually decide their festive ranges? I don't want to be too late.",
    expected: ["/insights/seasonal-category-management"],
    facts: ["first half of the year"],
  },
  {
    question: "convenience store coverage",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
    facts: ["60%"],
  },
  {
    question: "next day delivrey option for retailers",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["next-day option"],
  },
  {
    question: "retail partnership terms template",
    expected: ["/legal-documents"],
    facts: ["PDF, 49 KB"],
  },
  {
    question: "crownbrige number of brand partners",
    expected: ["/", "/about", "/partner"],
    facts: ["100+"],
  },
  {
    question: "How long has Crownbridge been working in the FMCG business?",
    expected: ["/", "/about"],
    facts: ["10+ years"],
  },
  {
    question: "retail touchpoints",
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
    question: "HFSS checkout ban date",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["October 2022"],
  },
  {
    question: "When do the multibuy restrictions on junk food start in England?",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
    facts: ["October 2025"],
  },
  {
    question: "Where is the Crownbridge office located?",
    expected: ["/contact", "/", "/terms", "/privacy", "/accessibility"],
    facts: ["UB3 3NB"],
  },
  { question: "office hours", expected: ["/contact", "/"], facts: ["9:00 AM to 5:30 PM"] },
  {
    question: "How long will you hold on to the details I typed into your contact form?",
    expected: ["/privacy"],
    facts: ["24 months"],
  },
  { question: "sell personal data", expected: ["/privacy"], facts: ["do not sell"] },
  { question: "how long do you keep analitycs data", expected: ["/privacy"], facts: ["13 months"] },
  {
    question: "complain to informaton commisioner",
    expected: ["/privacy"],
    facts: ["0303 123 1113"],
  },
  {
    question: "I clicked accept on the cookie banner by mistake, how do I undo it?",
    expected: ["/cookies", "/privacy"],
    facts: ["Cookie settings"],
  },
  { question: "cookies list", expected: ["/cookies"], facts: ["crownbridge.consent"] },
  {
    question: "GDPR subject access request response time",
    expected: ["/privacy"],
    facts: ["one month"],
  },
  { question: "accesibility standard", expected: ["/accessibility"], facts: ["WCAG 2.2 AA"] },
  {
    question:
      "My dad is partially blind and uses a screen reader. He tried to open your contract templates but it didn't read them properly. Is there another version you can give him?",
    expected: ["/accessibility", "/legal-documents"],
    facts: ["Word document"],
  },
  {
    question: "Which country's law applies to using this website?",
    expected: ["/terms"],
    facts: ["England and Wales"],
  },
  {
    question: "free contract for appointing a distributor",
    expected: ["/legal-documents"],
    facts: ["PDF, 56 KB"],
  },
  {
    question: "How quickly do you reply if I report an accessibility problem?",
    expected: ["/accessibility"],
    facts: ["2 business days"],
  },
];
