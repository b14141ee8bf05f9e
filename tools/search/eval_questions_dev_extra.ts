/**
 * More DEV questions, written later than `eval_questions_dev.ts` to make the dev split more like
 * real visitors: in their own words, not the pages', and written (with their acceptable pages and
 * facts) before the search was run on any of them. They belong to the dev split: tune against
 * them, never against the test split.
 */
import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

/** Visitor questions (dev, second batch). */
export const DEV_EXTRA_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question:
      "We're a small kombucha brewery from Germany. Could you get our drinks into corner shops?",
    expected: [
      "/",
      "/services",
      "/distribution",
      "/partner",
      "/insights/functional-beverages",
      "/insights/convenience-growth",
    ],
  },
  {
    persona: "brand-owner",
    question: "What kind of sales reports would we get from you?",
    expected: ["/services", "/distribution", "/", "/partner", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "Can you store goods that have to be kept cold?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "Do we need to change the ingredient list on our jars for Britain?",
    expected: ["/services", "/insights/post-brexit-distribution", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "Are the rules different for sending goods to Northern Ireland?",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "We make shampoo in Italy. What does the UK require before we can sell it?",
    expected: ["/services", "/", "/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "Can you introduce our range to buyers at the big supermarkets?",
    expected: ["/", "/services", "/partner", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "Our sparkling water says it boosts immunity. Are we allowed to say that in the UK?",
    expected: ["/insights/functional-beverages", "/insights/uk-health-food-trends"],
  },
  {
    persona: "brand-owner",
    question: "What new taxes on packaging should we know about?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "brand-owner",
    question: "How early do we need to plan our Christmas range?",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "Is it worth selling through cash and carry depots?",
    expected: ["/insights/convenience-growth", "/insights/trade-marketing", "/distribution"],
  },
  {
    persona: "brand-owner",
    question: "Can you run tasting sessions for our crisps in shops?",
    expected: ["/marketing", "/", "/services", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "Do you work with influencers on social media?",
    expected: ["/marketing"],
  },
  {
    persona: "brand-owner",
    question: "Can you put our brand on billboards?",
    expected: ["/marketing"],
  },
  {
    persona: "retail-buyer",
    question: "Which parts of the country do you deliver to?",
    expected: ["/distribution", "/services", "/"],
  },
  {
    persona: "retail-buyer",
    question: "Do you help shops check customers' age when selling vapes?",
    expected: ["/services", "/"],
  },
  {
    persona: "retail-buyer",
    question: "What display stands can you give my store?",
    expected: ["/", "/marketing", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "How do supermarket loyalty card prices work?",
    expected: ["/insights/retail-trends", "/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "retail-buyer",
    question: "Why are shoppers switching to supermarket own brands?",
    expected: [
      "/insights/consumer-behaviour-shifts",
      "/insights/premium-positioning",
      "/insights/retail-trends",
    ],
  },
  {
    persona: "journalist",
    question: "Why is the convenience sector in Britain growing?",
    expected: ["/insights/convenience-growth"],
  },
  {
    persona: "journalist",
    question: "What's your view on the junk food advertising restrictions?",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "journalist",
    question: "Which supermarkets sell advertising on their own websites?",
    expected: ["/insights/retail-media-advertising", "/insights/retail-trends"],
  },
  {
    persona: "journalist",
    question: "Is the plant-based boom over?",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "journalist",
    question: "What's going on with bottle deposit schemes in the UK?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "data-subject",
    question: "How do I get a copy of the information you hold about me?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "Can I ask you to delete the enquiry I sent?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "Does your website track me with Google Analytics?",
    expected: ["/privacy", "/cookies"],
  },
  {
    persona: "data-subject",
    question: "How do I change my cookie preferences?",
    expected: ["/cookies", "/privacy"],
  },
  {
    persona: "data-subject",
    question: "Is what I type into your form sent securely?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "Do you collect information about children?",
    expected: ["/privacy"],
  },
  {
    persona: "visitor",
    question: "Can I make the text bigger on your site?",
    expected: ["/accessibility"],
  },
  // The site has no answer to these.
  { persona: "journalist", question: "What was Crownbridge's revenue last year?", expected: [] },
  { persona: "journalist", question: "Who is the managing director?", expected: [] },
  { persona: "visitor", question: "Is there parking at your office?", expected: [] },
  {
    persona: "job-seeker",
    question: "Do you have any vacancies for delivery drivers?",
    expected: [],
  },
  { persona: "visitor", question: "Can you recommend a good accountant in London?", expected: [] },
  {
    persona: "visitor",
    question: "What's the weather going to be like in Hayes tomorrow?",
    expected: [],
  },
  { persona: "journalist", question: "Do you sponsor any sports teams?", expected: [] },
  { persona: "retail-buyer", question: "How much does a pallet of crisps cost?", expected: [] },
  { persona: "retail-buyer", question: "Can I pay my invoice by credit card?", expected: [] },
  { persona: "job-seeker", question: "Do employees get a staff discount?", expected: [] },
  { persona: "visitor", question: "When is the best time of year to visit London?", expected: [] },
  { persona: "job-seeker", question: "How do I train to become a forklift driver?", expected: [] },
];

/** Fact questions (dev, second batch). */
export const DEV_EXTRA_FACTS: readonly FactQuestion[] = [
  {
    question: "Who will be our main contact once we sign up?",
    facts: ["brand strategist"],
    expected: ["/services", "/partner", "/", "/services/brand-management"],
  },
  {
    question: "Do you charge anything to look at our products?",
    facts: ["free"],
    expected: ["/services"],
  },
  {
    question: "If a shop runs out, can you deliver the next day?",
    facts: ["next-day"],
    expected: ["/distribution", "/services"],
  },
  {
    question: "How many shops can your network reach?",
    facts: ["30,000+"],
    expected: ["/", "/distribution", "/services", "/about", "/partner"],
  },
  {
    question: "How long has the company been around?",
    facts: ["10+ years"],
    expected: ["/about", "/"],
  },
  {
    question: "I'd like to drop off my CV. Where is your office?",
    facts: ["Unit 7a", "Hayes"],
    expected: ["/contact", "/privacy", "/terms"],
  },
  {
    question: "How long do you keep my analytics data?",
    facts: ["13 months"],
    expected: ["/privacy", "/cookies"],
  },
  {
    question: "Who can I complain to if you misuse my data?",
    facts: ["Information Commissioner"],
    expected: ["/privacy"],
  },
  {
    question: "How long until we're stocked across the whole country?",
    facts: ["3-6 months"],
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    question: "How long do you hold on to enquiries people send?",
    facts: ["24 months"],
    expected: ["/privacy"],
  },
  {
    question: "How many weeks does it take to produce the finished ad materials?",
    facts: ["4-6 weeks"],
    expected: ["/marketing"],
  },
  {
    question: "What's the phone number of the data protection regulator?",
    facts: ["0303 123 1113"],
    expected: ["/privacy"],
  },
  {
    question: "How soon will someone get back to me if I email you?",
    facts: ["24 hours"],
    expected: ["/services", "/contact"],
  },
  {
    question: "Do I have to pay to use your website?",
    facts: ["free"],
    expected: ["/terms"],
  },
];
