/**
 * The VALIDATION split of the search evaluation: questions written independently of the dev and
 * test splits, by someone who read the site's content but not the search code or the other
 * question sets, to check whether a change tuned on dev generalises before it ships
 * (docs/decisions/0011-search-retrieval.md). `expected` lists every page that answers a question;
 * an empty list means the site has no answer and must say so.
 */
import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

/** Visitor questions (validation). */
export const VALIDATION_QUESTIONS: readonly VisitorQuestion[] = [
  // Brand owners, mostly from abroad.
  {
    persona: "brand-owner",
    question:
      "We are olive oil producer from Spain, not in your categories list, you still consider us?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "do u work with foreign companies that never sold anything in UK before",
    expected: ["/", "/services", "/about", "/partner"],
  },
  { persona: "brand-owner", question: "MOQ first order", expected: ["/services"] },
  {
    persona: "brand-owner",
    question: "Do we need to pay you money to get our products listed in shops?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "can you do the customs declarations and pay import duty on our behalf",
    expected: ["/services", "/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "korean skincare brand - do we need UK responsible person for cosmetic's?",
    expected: ["/services", "/"],
  },
  {
    persona: "brand-owner",
    question: "Will there be one person at your side who looks after our account?",
    expected: ["/", "/services", "/partner", "/about", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "what kind of sales figures and updates do you send to the brands you work with",
    expected: ["/", "/services", "/distribution", "/partner", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "nicotine pouches uk distribution possible?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question:
      "Our energy drink has 320mg caffeine per litre, what warning must go on the can in UK?",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question:
      "polish sweets brand, we want our bars next to the till in small shops, can you arrange",
    expected: ["/", "/marketing", "/insights/trade-marketing", "/insights/convenience-growth"],
  },
  {
    persona: "brand-owner",
    question: "what information must be on food labeling to sell in england",
    expected: [
      "/services",
      "/insights/post-brexit-distribution",
      "/insights/functional-beverages",
    ],
  },
  {
    persona: "brand-owner",
    question:
      "we already have a logistics partner in britain, can we hire you only for the brand side",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "EPR packaging fees - who pays, the overseas brand or the UK importer?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "what are the stages from first call to launch with crownbridge",
    expected: ["/partner", "/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "What do you require from a brand before you agree to work together?",
    expected: ["/partner", "/services"],
  },
  {
    persona: "brand-owner",
    question: "exporting namkeen snacks from India to UK, which papers are needed at the border",
    expected: ["/services", "/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "can you redesign our pack so it looks right on british shelves",
    expected: ["/marketing", "/services/brand-management", "/services"],
  },
  {
    persona: "brand-owner",
    question: "in store tasting for new drink",
    expected: ["/", "/services", "/marketing", "/partner", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "Can we write 'supports digestion' on our kombucha in the UK like we do in the EU?",
    expected: ["/insights/functional-beverages", "/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question: "our chocolate needs cool storage, can your warehouses handle that",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "how long from briefing you to an advertising campaign actually running",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "examples of brands you helped and what results they got",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "Is selling to Northern Ireland different from selling to England after Brexit?",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "supermarket member prices (clubcard) - does the supplier fund the discount?",
    expected: ["/insights/retail-trends"],
  },
  {
    persona: "brand-owner",
    question: "help to sell on amazon uk",
    expected: ["/insights/digital-shelf-optimisation", "/marketing"],
  },
  {
    persona: "brand-owner",
    question: "HFSS rules chocolate - where can't it be displayed and can we do 3 for 2 deals",
    expected: [
      "/insights/uk-health-food-trends",
      "/insights/trade-marketing",
      "/insights/seasonal-category-management",
    ],
  },
  {
    persona: "brand-owner",
    question: "Can you help us work out UK shelf prices and what margin retailers expect?",
    expected: ["/", "/services", "/partner", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "when should we pitch our christmas gift tins to the big supermarkets",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "German winery: how does excise duty work, can we keep stock in a bonded warehouse?",
    expected: ["/insights/post-brexit-distribution", "/insights/supply-chain-innovation"],
  },
  {
    persona: "brand-owner",
    question: "premium belgian pralines vs tesco finest own brand, how to compete",
    expected: ["/insights/premium-positioning"],
  },
  {
    persona: "brand-owner",
    question: "what percentage commission do you take from our sales",
    expected: [],
  },
  {
    persona: "brand-owner",
    question: "Can you register our trademark at the UK intellectual property office?",
    expected: [],
  },
  {
    persona: "brand-owner",
    question: "halal certification needed for meat snacks in UK?",
    expected: [],
  },
  {
    persona: "brand-owner",
    question: "typical contract length with you - 12 months or 3 years?",
    expected: [],
  },
  {
    persona: "brand-owner",
    question: "Do you purchase our stock outright or is it sale or return?",
    expected: [],
  },
  {
    persona: "brand-owner",
    question: "how much would a sampling campaign in 50 stores cost us",
    expected: [],
  },

  // Retail buyers: shop owners, wholesalers, supermarket buyers.
  {
    persona: "retail-buyer",
    question: "how do i open a trade account to order stock for my shop",
    expected: [],
  },
  {
    persona: "retail-buyer",
    question: "If my store runs out, can you get stock to me the next day?",
    expected: ["/distribution", "/services", "/partner", "/"],
  },
  {
    persona: "retail-buyer",
    question: "what product ranges do you supply",
    expected: ["/", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "why do corner shop customers prefer packs with the price printed on",
    expected: [
      "/insights/convenience-growth",
      "/insights/trade-marketing",
      "/insights/consumer-behaviour-shifts",
      "/insights/seasonal-category-management",
    ],
  },
  {
    persona: "retail-buyer",
    question: "help with age checks when selling vapes in my newsagents",
    expected: ["/services", "/"],
  },
  {
    persona: "retail-buyer",
    question: "point of sale displays for my store",
    expected: ["/", "/marketing", "/partner", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "Am I still allowed to sell disposable vapes?",
    expected: ["/services"],
  },
  {
    persona: "retail-buyer",
    question: "if a product gets recalled can you trace which batch was delivered to us",
    expected: ["/distribution", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "template terms for supplying a retail chain",
    expected: ["/legal-documents"],
  },
  {
    persona: "retail-buyer",
    question: "Which wholesalers are in your network? Booker, Bestway?",
    expected: [],
  },
  {
    persona: "retail-buyer",
    question: "how do symbol group stores decide what to stock compared to independents",
    expected: ["/insights/convenience-growth"],
  },
  {
    persona: "retail-buyer",
    question: "do you deliver to petrol station shops",
    expected: ["/distribution", "/"],
  },
  {
    persona: "retail-buyer",
    question: "what happens to easter eggs left over after easter, who takes the hit",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "retail-buyer",
    question: "trading standards checklist for age restricted products and pricing",
    expected: ["/legal-documents"],
  },
  {
    persona: "retail-buyer",
    question: "how long does a wholesaler promotion cycle usually run",
    expected: ["/insights/convenience-growth", "/insights/trade-marketing"],
  },
  {
    persona: "retail-buyer",
    question: "Do you give retailers 30 day payment terms?",
    expected: [],
  },
  {
    persona: "retail-buyer",
    question: "energy drinks wholesale price list",
    expected: [],
  },
  {
    persona: "retail-buyer",
    question: "why do supermarkets insist on shelf ready packaging now",
    expected: ["/insights/retail-trends", "/insights/supply-chain-innovation"],
  },
  {
    persona: "retail-buyer",
    question: "Why are grocers cutting the number of lines in each category?",
    expected: ["/insights/retail-trends"],
  },
  {
    persona: "retail-buyer",
    question: "depot delivery late arrival penalties, pallet labels, what do our DCs expect",
    expected: ["/insights/supply-chain-innovation"],
  },
  {
    persona: "retail-buyer",
    question: "what does the groceries code adjudicator do",
    expected: ["/insights/trade-marketing"],
  },

  // Journalists.
  {
    persona: "journalist",
    question: "Who is the managing director of Crownbridge?",
    expected: [],
  },
  {
    persona: "journalist",
    question: "what year was crownbridge set up",
    expected: [],
  },
  {
    persona: "journalist",
    question: "how many people work at crownbridge distribution",
    expected: [],
  },
  {
    persona: "journalist",
    question: "which UK grocers sell advertising based on their loyalty card data",
    expected: ["/insights/retail-media-advertising", "/insights/retail-trends"],
  },
  {
    persona: "journalist",
    question: "impact of the april 2025 employer NI rise on shops",
    expected: ["/insights/retail-trends"],
  },
  {
    persona: "journalist",
    question: "Windsor Framework green lane explained",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "journalist",
    question: "have shoppers gone back to branded goods since the cost of living crisis eased",
    expected: ["/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "journalist",
    question: "is ultra processed food legally defined in the UK",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "journalist",
    question: "weight loss jabs effect on what people buy in supermarkets",
    expected: ["/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "journalist",
    question: "How are Aldi and Lidl changing things for branded suppliers?",
    expected: ["/insights/retail-trends", "/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "journalist",
    question: "can the CMA fine companies directly for greenwashing",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "journalist",
    question: "alcohol free beer and low alcohol growth uk",
    expected: ["/insights/uk-health-food-trends", "/insights/consumer-behaviour-shifts"],
  },

  // Job seekers.
  { persona: "job-seeker", question: "crownbridge vacancies", expected: [] },
  {
    persona: "job-seeker",
    question: "Do you offer summer internships in marketing?",
    expected: [],
  },
  {
    persona: "job-seeker",
    question: "will you sponsor a skilled worker visa",
    expected: [],
  },
  {
    persona: "job-seeker",
    question: "salary for an account manager at crownbridge",
    expected: [],
  },
  {
    persona: "job-seeker",
    question: "what principles does the company believe in, what's the culture like",
    expected: ["/about"],
  },
  {
    persona: "job-seeker",
    question: "what does crownbridge actually do, in a nutshell",
    expected: ["/", "/services", "/about"],
  },
  {
    persona: "job-seeker",
    question: "I'm a graphic designer - what kind of creative and design work does the firm do?",
    expected: ["/marketing", "/services/brand-management", "/services", "/"],
  },
  {
    persona: "job-seeker",
    question: "do they supply big supermarkets or only small independent shops",
    expected: ["/distribution", "/"],
  },

  // Data subjects: personal data, cookies, complaints.
  {
    persona: "data-subject",
    question: "please delete everything I sent through your contact form",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "how to stop this site tracking my visits",
    expected: ["/cookies", "/privacy"],
  },
  {
    persona: "data-subject",
    question: "How can I report you to the ICO?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "which cookies does this website put on my computer",
    expected: ["/cookies"],
  },
  {
    persona: "data-subject",
    question: "do you use google analytics",
    expected: ["/privacy", "/cookies"],
  },
  {
    persona: "data-subject",
    question: "Is my IP address recorded when I visit?",
    expected: ["/privacy", "/cookies"],
  },
  {
    persona: "data-subject",
    question: "does my personal data get transfered outside the UK",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "subject access request - how do I get a copy of what you hold on me",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "on what legal grounds do you keep my enquiry details",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "what happens if I clear cookies in my browser",
    expected: ["/cookies"],
  },
  {
    persona: "data-subject",
    question: "what is the crownbridge.consent entry in local storage",
    expected: ["/cookies"],
  },
  {
    persona: "data-subject",
    question: "I typed the wrong phone number in my enquiry, can you correct it",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "Which other companies get to see my personal details?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "unsubscribe me from your newsletter",
    expected: [],
  },
  {
    persona: "data-subject",
    question: "have you had a data breach recently, was my info leaked",
    expected: [],
  },

  // Other visitors.
  {
    persona: "visitor",
    question: "crownbridge telephone number",
    expected: [],
  },
  {
    persona: "visitor",
    question: "Is there visitor parking at your Hayes office?",
    expected: [],
  },
  {
    persona: "visitor",
    question: "are you open on saturdays",
    expected: ["/contact", "/"],
  },
  {
    persona: "visitor",
    question: "something on your website doesn't work with my screen reader, who do I tell",
    expected: ["/accessibility"],
  },
  {
    persona: "visitor",
    question: "can I get your information in large print",
    expected: ["/accessibility"],
  },
  {
    persona: "visitor",
    question: "Can I republish one of your market articles on my blog?",
    expected: ["/terms"],
  },
  {
    persona: "visitor",
    question: "the pdf templates are not readable by my screen reader",
    expected: ["/accessibility", "/legal-documents"],
  },
  {
    persona: "visitor",
    question: "download distributor agreement template",
    expected: ["/legal-documents"],
  },
  {
    persona: "visitor",
    question: "are your downloadable contracts proper legal advice I can rely on",
    expected: ["/legal-documents", "/terms"],
  },
  {
    persona: "visitor",
    question: "am i allowed to put a link to your site on my website",
    expected: ["/terms"],
  },
  { persona: "visitor", question: "weather in london tomorrow", expected: [] },
  {
    persona: "visitor",
    question: "where can I buy a crate of red bull cheap",
    expected: [],
  },
  {
    persona: "visitor",
    question: "how many calories in a bag of salted crisps",
    expected: [],
  },
  { persona: "visitor", question: "track my parcel", expected: [] },
  { persona: "visitor", question: "fmcg meaning", expected: ["/", "/services"] },
  {
    persona: "visitor",
    question: "is mothers day in the UK on a different date than in other countries",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "visitor",
    question: "If I send you a proposal through the site, is that a binding contract?",
    expected: ["/terms"],
  },
  {
    persona: "visitor",
    question: "what am I not allowed to do when using this website",
    expected: ["/terms"],
  },
  {
    persona: "visitor",
    question: "where can i read your articles about the uk market",
    expected: ["/insights", "/"],
  },
  {
    persona: "visitor",
    question: "can I use the whole site with just a keyboard",
    expected: ["/accessibility"],
  },
];

/** Fact questions (validation): the answer's first sentence must state one of `facts`. */
export const VALIDATION_FACTS: readonly FactQuestion[] = [
  {
    question: "How many weeks does it take to get set up with you as a new partner?",
    expected: ["/", "/partner", "/services"],
    facts: ["4-6 weeks", "4–6 weeks"],
  },
  {
    question: "once we are set up, when do our products usually reach the first shops",
    expected: ["/", "/partner", "/services"],
    facts: ["4-8 weeks", "4–8 weeks"],
  },
  {
    question: "how long until our range is stocked across the whole country",
    expected: ["/", "/partner", "/services", "/distribution"],
    facts: ["3-6 months", "3–6 months"],
  },
  {
    question: "standard delivery time to retailers in the UK",
    expected: ["/", "/distribution", "/partner", "/services"],
    facts: ["24-48 hours", "24–48 hours"],
  },
  {
    question: "How many shops and other retail outlets can your network reach?",
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
    question: "what share of britain's convenience stores do you cover",
    expected: ["/", "/distribution", "/partner", "/insights/convenience-growth"],
    facts: ["60%"],
  },
  {
    question: "how many wholesalers do you work with",
    expected: ["/", "/about", "/distribution", "/services"],
    facts: ["100+"],
  },
  {
    question: "How many brands have partnered with Crownbridge so far?",
    expected: ["/", "/about", "/partner"],
    facts: ["100+"],
  },
  {
    question: "how long has the team been working in UK consumer goods",
    expected: ["/", "/about"],
    facts: ["10+"],
  },
  {
    question: "how fast will someone answer my enquiry",
    expected: ["/services"],
    facts: ["24 hours"],
  },
  {
    question: "How quickly do your specialists judge whether our brand could be a partner?",
    expected: ["/", "/contact", "/partner", "/services"],
    facts: ["48 hours"],
  },
  {
    question: "what email address can I write to",
    expected: [
      "/contact",
      "/",
      "/privacy",
      "/terms",
      "/accessibility",
      "/cookies",
      "/legal-documents",
    ],
    facts: ["enquiries@crownbridge.co.uk"],
  },
  {
    question: "crownbridge postal address",
    expected: ["/contact", "/", "/privacy", "/terms", "/accessibility"],
    facts: ["Unit 7a, Pump Lane"],
  },
  {
    question: "What time does your office shut on weekdays?",
    expected: ["/contact", "/"],
    facts: ["5:30 PM"],
  },
  {
    question: "how long do you hang on to messages sent through the contact form",
    expected: ["/privacy"],
    facts: ["24 months"],
  },
  {
    question: "how long is the outbox copy of the notification email kept",
    expected: ["/privacy"],
    facts: ["30 days"],
  },
  {
    question: "For how long is website usage data stored if I accept analytics?",
    expected: ["/privacy"],
    facts: ["13 months"],
  },
  {
    question: "how long do you keep the record of my cookie choice on your server",
    expected: ["/privacy", "/cookies"],
    facts: ["24 months"],
  },
  {
    question: "how long do you have to answer a request about my personal data",
    expected: ["/privacy"],
    facts: ["one month"],
  },
  {
    question: "If I report an accessibility issue, how soon will you get back to me?",
    expected: ["/accessibility"],
    facts: ["2 business days"],
  },
  {
    question: "which version of the WCAG guidelines does the site aim for",
    expected: ["/accessibility"],
    facts: ["2.2"],
  },
  {
    question: "how far can I enlarge the text before the layout breaks",
    expected: ["/accessibility"],
    facts: ["400%"],
  },
  {
    question: "ICO helpline number",
    expected: ["/privacy"],
    facts: ["0303 123 1113"],
  },
  {
    question: "Which law governs the website's terms of use?",
    expected: ["/terms"],
    facts: ["England and Wales"],
  },
  {
    question: "how long is the research and strategy stage of your creative process",
    expected: ["/marketing"],
    facts: ["2-3 weeks", "2–3 weeks"],
  },
  {
    question: "how many weeks does it take to produce the finished campaign assets",
    expected: ["/marketing"],
    facts: ["4-6 weeks", "4–6 weeks"],
  },
  {
    question: "By how much did awareness rise for the Scandinavian drinks brand you worked with?",
    expected: ["/marketing"],
    facts: ["300%"],
  },
  {
    question: "dutch sweets maker case study - how much did their distribution grow",
    expected: ["/marketing"],
    facts: ["150%"],
  },
  {
    question: "how much recycled plastic avoids the plastic packaging tax",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["30 per cent"],
  },
  {
    question: "When is the deposit scheme for drinks bottles and cans meant to start?",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["October 2027"],
  },
  {
    question: "how many tonnes of packaging a year makes you a large producer under EPR",
    expected: ["/insights/sustainability-fmcg"],
    facts: ["50 tonnes"],
  },
  {
    question: "caffeine level per litre above which a drink needs a high caffeine warning",
    expected: ["/insights/functional-beverages"],
    facts: ["150 mg"],
  },
  {
    question: "How much fibre should an adult eat each day?",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["30 grams"],
  },
  {
    question: "what share of energy must come from protein to call a product high protein",
    expected: ["/insights/uk-health-food-trends"],
    facts: ["20 per cent"],
  },
  {
    question: "when do the limits on multibuy deals for HFSS foods start in england",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
    facts: ["October 2025"],
  },
  {
    question: "What pallet dimensions do UK supermarket depots work with?",
    expected: ["/insights/supply-chain-innovation"],
    facts: ["1200 by 1000 millimetre"],
  },
  {
    question: "how experienced are the senior strategists behind the brand team",
    expected: ["/", "/about", "/services", "/services/brand-management", "/marketing"],
    facts: ["10+ years"],
  },
  {
    question: "what wording must retail food moved to northern ireland carry on the label",
    expected: ["/insights/post-brexit-distribution"],
    facts: ["Not for EU"],
  },
  {
    question: "When was the privacy notice last revised?",
    expected: ["/privacy"],
    facts: ["August 2025"],
  },
];
