/**
 * FRESH split 03 of the search evaluation (ADR 0011): written on 2026-11-27 between 01:30 and 01:43
 * UTC, after the twelfth round's changes (fact-type declining, the FAQ that asks the same kind of
 * fact), by a writer (an AI assistant session) who saw only the rendered site over HTTP
 * (navigation, footer and sitemap links, every article, the legal pages), no source code, no
 * earlier question set and no site search. Every expected path answered 200 and every fact string
 * appears on each of its question's paths. Scored once as fresh; anything tuned on it from now on
 * makes it dev.
 */
import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

export const FRESH_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question: "After we sign up, how soon would our goods actually be sitting in British shops?",
    expected: ["/", "/services", "/partner"],
  },
  { persona: "brand-owner", question: "onboarding time", expected: ["/", "/services", "/partner"] },
  {
    persona: "brand-owner",
    question: "Do retailers or you make us pay slotting fees to get on the shelf?",
    expected: ["/services"],
  },
  { persona: "brand-owner", question: "minimum order quantity", expected: ["/services"] },
  {
    persona: "brand-owner",
    question:
      "Hello, we are small family company from Poland making pickles and jams, first time to export. Can you maybe help us bring our goods into UK and do the customs things? Thank you very much",
    expected: ["/", "/services", "/partner", "/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "how quikly do you reply to enquries",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "How long before your team tells me whether my brand is a fit for partnership?",
    expected: ["/", "/contact", "/partner", "/services"],
  },
  {
    persona: "brand-owner",
    question: "nicotine pouches distributor",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "Can I still sell throwaway vapes in Britain through you?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question:
      "Hi there, I run a Korean skincare label and we are thinking about the UK next year. Somebody told me we need some kind of legal representative person for cosmetics there, is that something you check?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question:
      "We make dog treats, which is not on your list of sectors. Would you still consider us?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "Will I get my own account manager?",
    expected: ["/", "/about", "/services", "/partner", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question:
      "We already have a UK distributor, can we hire you just to build the brand in stores?",
    expected: ["/services"],
  },
  { persona: "brand-owner", question: "chilled storage temperature", expected: ["/services"] },
  {
    persona: "brand-owner",
    question: "custom clearence and import duty handling",
    expected: ["/services", "/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "What qualities do you look for in a brand before agreeing to work together?",
    expected: ["/partner", "/services"],
  },
  {
    persona: "brand-owner",
    question: "What are the stages from first call to being sold all over the country?",
    expected: ["/", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "packaging design UK",
    expected: ["/marketing", "/services/brand-management", "/services"],
  },
  { persona: "brand-owner", question: "do you do influencer campaigns", expected: ["/marketing"] },
  {
    persona: "brand-owner",
    question: "Our brand is old and tired; can you help us relaunch it with a new look?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "how long dose the creative strategy phase take",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question:
      "Good morning! I'm the export manager for a Dutch sweets company and I'd love to see if you've ever helped a confectionery business like ours, and what happened.",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "Any results from a Nordic drinks company you worked with?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "sales reporting sell-through",
    expected: ["/", "/services", "/distribution", "/partner", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "What does the brand audit involve when I first sign up for brand management?",
    expected: ["/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "caffiene warning label energy drink limit",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "When will the bottle and can deposit scheme begin in the UK?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "How much recycled plastic do we need in our packs to avoid the plastic tax?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "extended producer responsibility threshold",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "What size of skid do British supermarket warehouses accept?",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "brand-owner",
    question: "What do I need to be allowed to write 'high protein' on my snack bar in Britain?",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question: "source of fibre claim gramms per 100g",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question:
      "We would like to get our gift boxes into UK supermarkets for Christmas, we are in Italy. Is it already too late if it is June now? When do the buyers decide?",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "Is Mother's Day on the same date in Britain as in the rest of Europe?",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "EORI importer of record",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "How do we ship our products to Belfast after Brexit?",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "How do franchise corner shops like Spar and Londis choose what to stock?",
    expected: ["/insights/convenience-growth"],
  },
  {
    persona: "brand-owner",
    question: "Which British supermarkets sell advertising space on their apps and websites?",
    expected: ["/insights/retail-media-advertising", "/insights/retail-trends"],
  },
  {
    persona: "brand-owner",
    question: "how to optimse product photos for amazon and ocado",
    expected: ["/insights/digital-shelf-optimisation"],
  },
  {
    persona: "brand-owner",
    question: "How can an upmarket brand compete with Tesco Finest and Taste the Difference?",
    expected: ["/insights/premium-positioning"],
  },
  {
    persona: "brand-owner",
    question: "Can we call our packaging eco-friendly on the label?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "When do the limits on buy-one-get-one deals for unhealthy food start in England?",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
  },
  {
    persona: "retail-buyer",
    question: "Why do small shops prefer packs with the price already printed on them?",
    expected: [
      "/insights/convenience-growth",
      "/insights/trade-marketing",
      "/insights/consumer-behaviour-shifts",
      "/insights/seasonal-category-management",
    ],
  },
  {
    persona: "retail-buyer",
    question: "next day delivery",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "retail-buyer",
    question: "How long does a delivery to my store take once I order?",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "retail-buyer",
    question: "percentage of convienience stores covered",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
  },
  {
    persona: "retail-buyer",
    question: "If there's a product recall, can you trace which batch went where?",
    expected: ["/distribution", "/services"],
  },
  {
    persona: "retail-buyer",
    question:
      "I own two off-licences in Leeds and I'm nervous about selling nicotine pouches to youngsters. Do you give shops any guidance on age checks?",
    expected: ["/", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "Do you supply independent grocers as well as chains?",
    expected: ["/", "/distribution"],
  },
  {
    persona: "retail-buyer",
    question: "retail partnership terms template",
    expected: ["/legal-documents"],
  },
  {
    persona: "retail-buyer",
    question: "How many stores and outlets does your network reach?",
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
    persona: "journalist",
    question: "How many brands does Crownbridge represent?",
    expected: ["/", "/about", "/partner"],
  },
  { persona: "journalist", question: "crownbridge years in business", expected: ["/", "/about"] },
  {
    persona: "journalist",
    question: "How many wholesalers is the company connected to?",
    expected: ["/", "/about", "/distribution", "/services"],
  },
  {
    persona: "journalist",
    question:
      "Hi, I'm writing a piece for a trade magazine about why imported products fail in Britain. Could you tell me how Crownbridge got started and what problem it set out to fix?",
    expected: ["/about"],
  },
  {
    persona: "journalist",
    question:
      "What is the company's view on how shoppers have changed since the cost of living crisis?",
    expected: [
      "/insights/consumer-behaviour-shifts",
      "/insights/retail-trends",
      "/insights/premium-positioning",
    ],
  },
  {
    persona: "job-seeker",
    question: "Where is your office, in case I want to drop off my CV?",
    expected: ["/contact", "/", "/terms", "/privacy", "/accessibility"],
  },
  {
    persona: "job-seeker",
    question: "office opening hours monday to firday",
    expected: ["/contact", "/"],
  },
  {
    persona: "data-subject",
    question: "How long do you hold on to the details I sent through the contact form?",
    expected: ["/privacy"],
  },
  { persona: "data-subject", question: "analytics data retention", expected: ["/privacy"] },
  {
    persona: "data-subject",
    question: "Do you pass my info on to advertisers for money?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question:
      "I sent an enquiry last year and I'm not happy about how my data was handled. Who can I complain to outside your company, and what's their phone number?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "If I ask for a copy of all my personal data, how quickly will you answer?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "do you use google analitics or facebook pixel",
    expected: ["/privacy", "/cookies"],
  },
  {
    persona: "data-subject",
    question: "How can I withdraw my cookie consent later?",
    expected: ["/cookies", "/privacy"],
  },
  { persona: "data-subject", question: "crownbridge.consent", expected: ["/cookies"] },
  {
    persona: "data-subject",
    question: "How long are the notification emails kept in the outbox on your server?",
    expected: ["/privacy"],
  },
  { persona: "visitor", question: "WCAG level", expected: ["/accessibility"] },
  {
    persona: "visitor",
    question:
      "My father is partially sighted and uses a screen reader; he couldn't read the PDF contract templates. Is there another format you can send him?",
    expected: ["/accessibility", "/legal-documents"],
  },
  {
    persona: "visitor",
    question: "If I report an accessibility issue, how soon will you get back to me?",
    expected: ["/accessibility"],
  },
  {
    persona: "visitor",
    question: "distribtion agreement templete download free",
    expected: ["/legal-documents"],
  },
  {
    persona: "visitor",
    question: "Which country's laws apply to using this website?",
    expected: ["/terms"],
  },
  {
    persona: "visitor",
    question: "Am I allowed to put a link to your site on my blog?",
    expected: ["/terms"],
  },
  {
    persona: "visitor",
    question: "Are the downloadable contracts a substitute for a solicitor?",
    expected: ["/legal-documents", "/terms"],
  },
  {
    persona: "job-seeker",
    question: "Are you hiring warehouse staff at the moment?",
    expected: [],
  },
  { persona: "job-seeker", question: "graduate internship programm crownbridge", expected: [] },
  { persona: "job-seeker", question: "brand strategist salary", expected: [] },
  {
    persona: "journalist",
    question: "Who is the founder and chief executive of Crownbridge?",
    expected: [],
  },
  { persona: "journalist", question: "crownbridge annual turnover", expected: [] },
  { persona: "visitor", question: "Can I buy a vape kit from you for my own use?", expected: [] },
  { persona: "visitor", question: "track my parcel delivery", expected: [] },
  {
    persona: "visitor",
    question:
      "Hello, I'm visiting London next week with my kids. What are the opening hours of Windsor Castle and is there parking nearby?",
    expected: [],
  },
  { persona: "visitor", question: "How do I sign up for a Tesco Clubcard?", expected: [] },
  {
    persona: "retail-buyer",
    question: "What does it cost per pallet to store goods in your warehouse?",
    expected: [],
  },
  { persona: "brand-owner", question: "warehouse in Scotland", expected: [] },
  {
    persona: "retail-buyer",
    question:
      "I'd like to open my own Londis shop in Birmingham, what's the franchise fee and how do I apply?",
    expected: [],
  },
  { persona: "visitor", question: "kombuca recipe to brew at home", expected: [] },
  {
    persona: "visitor",
    question: "What is the recommended daily dose of vitamin D for adults?",
    expected: [],
  },
  { persona: "visitor", question: "bridge loan mortgage broker", expected: [] },
  {
    persona: "data-subject",
    question: "What is Crownbridge's company registration number and VAT number?",
    expected: [],
  },
  {
    persona: "visitor",
    question: "What time does the Tesco in Hayes close on Sundays?",
    expected: [],
  },
  {
    persona: "job-seeker",
    question:
      "Hi, I'm a forklift driver with five years' experience looking for work near Hayes. Do you have any warehouse jobs or an application form I could fill in?",
    expected: [],
  },
  {
    persona: "brand-owner",
    question: "What is the exact UK import duty rate for olive oil coming from Spain?",
    expected: [],
  },
];

export const FRESH_FACT_QUESTIONS: readonly FactQuestion[] = [
  {
    question: "After we sign up, how soon would our goods actually be sitting in British shops?",
    expected: ["/", "/services", "/partner"],
    facts: ["4-8 weeks"],
  },
  { question: "onboarding time", expected: ["/", "/services", "/partner"], facts: ["4-6 weeks"] },
  {
    question: "Do retailers or you make us pay slotting fees to get on the shelf?",
    expected: ["/services"],
    facts: ["no listing fees"],
  },
  { question: "minimum order quantity", expected: ["/services"], facts: ["no fixed minimum"] },
  { question: "how quikly do you reply to enquries", expected: ["/services"], facts: ["24 hours"] },
  {
    question: "How long before your team tells me whether my brand is a fit for partnership?",
    expected: ["/", "/contact", "/partner", "/services"],
    facts: ["48 hours"],
  },
  {
    question: "Can I still sell throwaway vapes in Britain through you?",
    expected: ["/services"],
    facts: ["single-use vapes can no longer be sold in the UK"],
  },
  {
    question:
      "Hi there, I run a Korean skincare label and we are thinking about the UK next year. Somebody told me we need some kind of legal representative person for cosmetics there, is that something you check?",
    expected: ["/", "/services"],
    facts: ["UK Responsible Person"],
  },
  {
    question: "how long dose the creative strategy phase take",
    expected: ["/marketing"],
    facts: ["2-3 weeks"],
  },
  {
    question:
      "Good morning! I'm the export manager for a Dutch sweets company and I'd love to see if you've ever helped a confectionery business like ours, and what happened.",
    expected: ["/marketing"],
    facts: ["150%"],
  },
  {
    question: "Any results from a Nordic drinks company you worked with?",
    expected: ["/marketing"],
    facts: ["300%"],
  },
  {
    question: "caffiene warning label energy drink limit",
    expected: ["/insights/functional-beverages"],
    facts: ["150 mg"],
  },
  {
    question: "When will the bottle and can deposit scheme begin in the UK?",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["October 2027"],
  },
  {
    question: "How much recycled plastic do we need in our packs to avoid the plastic tax?",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["30 per cent"],
  },
  {
    question: "extended producer responsibility threshold",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["50 tonnes"],
  },
  {
    question: "What size of skid do British supermarket warehouses accept?",
    expected: ["/insights/supply-chain-innovation"],
    facts: ["1200 by 1000"],
  },
  {
    question: "What do I need to be allowed to write 'high protein' on my snack bar in Britain?",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["20 per cent"],
  },
  {
    question: "source of fibre claim gramms per 100g",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["3 grams per 100 grams"],
  },
  {
    question: "When do the limits on buy-one-get-one deals for unhealthy food start in England?",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
    facts: ["October 2025"],
  },
  {
    question: "next day delivery",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["next-day"],
  },
  {
    question: "How long does a delivery to my store take once I order?",
    expected: ["/", "/services", "/distribution", "/partner"],
    facts: ["24-48 hours"],
  },
  {
    question: "percentage of convienience stores covered",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
    facts: ["60%"],
  },
  {
    question: "How many stores and outlets does your network reach?",
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
    question: "How many brands does Crownbridge represent?",
    expected: ["/", "/about", "/partner"],
    facts: ["100+"],
  },
  { question: "crownbridge years in business", expected: ["/", "/about"], facts: ["10+ years"] },
  {
    question: "How many wholesalers is the company connected to?",
    expected: ["/", "/about", "/distribution", "/services"],
    facts: ["100+"],
  },
  {
    question: "Where is your office, in case I want to drop off my CV?",
    expected: ["/contact", "/", "/terms", "/privacy", "/accessibility"],
    facts: ["Unit 7a, Pump Lane"],
  },
  {
    question: "office opening hours monday to firday",
    expected: ["/contact", "/"],
    facts: ["9:00 AM to 5:30 PM"],
  },
  {
    question: "How long do you hold on to the details I sent through the contact form?",
    expected: ["/privacy"],
    facts: ["24 months"],
  },
  { question: "analytics data retention", expected: ["/privacy"], facts: ["13 months"] },
  {
    question: "Do you pass my info on to advertisers for money?",
    expected: ["/privacy"],
    facts: ["We do not sell or rent personal data"],
  },
  {
    question:
      "I sent an enquiry last year and I'm not happy about how my data was handled. Who can I complain to outside your company, and what's their phone number?",
    expected: ["/privacy"],
    facts: ["0303 123 1113"],
  },
  {
    question: "If I ask for a copy of all my personal data, how quickly will you answer?",
    expected: ["/privacy"],
    facts: ["one month"],
  },
  {
    question: "How long are the notification emails kept in the outbox on your server?",
    expected: ["/privacy"],
    facts: ["30 days"],
  },
  { question: "WCAG level", expected: ["/accessibility"], facts: ["WCAG 2.2 AA"] },
  {
    question: "If I report an accessibility issue, how soon will you get back to me?",
    expected: ["/accessibility"],
    facts: ["2 business days"],
  },
  {
    question: "distribtion agreement templete download free",
    expected: ["/legal-documents"],
    facts: ["56 KB"],
  },
  {
    question: "Which country's laws apply to using this website?",
    expected: ["/terms"],
    facts: ["England and Wales"],
  },
];
