/**
 * The TEST split of the search evaluation: questions written as visitors would ask them (brand
 * owners abroad, UK retail buyers, journalists, job seekers, people asking about their data), in
 * their own words, before retrieval was changed. `expected` lists every page that answers a
 * question; an empty list means the site has no answer and must say so. The questions were split
 * between dev and test by a hash of their text.
 *
 * Never tune against this split: its failures are not to be read while changing retrieval or
 * answers. Its figures are the ones reported.
 */
import type { FactQuestion, VisitorQuestion } from "./eval_types.ts";

/** Visitor questions (test). */
export const TEST_QUESTIONS: readonly VisitorQuestion[] = [
  {
    persona: "brand-owner",
    question: "Who would be the importer of record for our goods?",
    expected: ["/insights/post-brexit-distribution", "/services"],
  },
  {
    persona: "brand-owner",
    question: "How much does it cost to work with you?",
    expected: ["/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "Is there a minimum quantity we have to send?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "Do you charge slotting fees to get on the shelf?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "Will someone be our single point of contact?",
    expected: ["/services", "/partner", "/about", "/"],
  },
  {
    persona: "brand-owner",
    question: "We sell energy drinks in Germany. Is caffeine regulated differently in the UK?",
    expected: ["/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "Would you take on a pet food brand?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "Can you store products that need to be kept cold?",
    expected: ["/services"],
  },
  {
    persona: "brand-owner",
    question: "How do we keep track of how our products are selling once they launch?",
    expected: ["/services", "/distribution", "/partner", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "What kind of sales reports will I receive?",
    expected: ["/services", "/distribution", "/partner", "/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "Can you help us get into Tesco and Sainsbury's?",
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "What are the steps to become one of your partner brands?",
    expected: ["/partner", "/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "Is our brand too small for you to take on?",
    expected: ["/partner", "/services"],
  },
  {
    persona: "brand-owner",
    question: "Can you run tastings in stores for our new drink?",
    expected: ["/marketing", "/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "Can you sell our products in Northern Ireland as well?",
    expected: ["/insights/post-brexit-distribution"],
  },
  {
    persona: "brand-owner",
    question: "What does the brand audit involve?",
    expected: ["/services/brand-management"],
  },
  {
    persona: "brand-owner",
    question: "Can I download a sample distribution contract?",
    expected: ["/legal-documents"],
  },
  {
    persona: "brand-owner",
    question: "What rules apply to claims like 'high protein' in Britain?",
    expected: ["/insights/uk-health-food-trends", "/insights/functional-beverages"],
  },
  {
    persona: "brand-owner",
    question: "Should we launch in supermarkets or in convenience stores first?",
    expected: [
      "/insights/convenience-growth",
      "/insights/functional-beverages",
      "/insights/premium-positioning",
    ],
  },
  {
    persona: "brand-owner",
    question: "When should we pitch our Christmas range to UK retailers?",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "brand-owner",
    question: "Do you have warehouses in the UK?",
    expected: ["/distribution", "/services", "/"],
  },
  {
    persona: "brand-owner",
    question: "Can you deliver next day?",
    expected: ["/distribution", "/services", "/partner"],
  },
  {
    persona: "brand-owner",
    question: "Do you work with household cleaning brands?",
    expected: ["/", "/services"],
  },
  {
    persona: "brand-owner",
    question: "What makes a good partner brand for you?",
    expected: ["/partner", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "What product categories could you bring to my shop?",
    expected: ["/", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "Can you provide display stands for our stores?",
    expected: ["/", "/marketing", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "Is your stock batch and date tracked in case of a recall?",
    expected: ["/distribution", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "How do you make sure we don't receive out-of-date stock?",
    expected: ["/distribution", "/services"],
  },
  {
    persona: "retail-buyer",
    question: "How do member prices like Clubcard Prices affect suppliers?",
    expected: ["/insights/retail-trends", "/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "retail-buyer",
    question: "How are Aldi and Lidl changing UK grocery?",
    expected: ["/insights/retail-trends", "/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "retail-buyer",
    question: "Can sugary snacks still go on aisle ends?",
    expected: ["/insights/uk-health-food-trends", "/insights/trade-marketing"],
  },
  {
    persona: "retail-buyer",
    question: "How do wholesaler promotional cycles work?",
    expected: ["/insights/trade-marketing", "/insights/convenience-growth"],
  },
  {
    persona: "retail-buyer",
    question: "How should seasonal stock left over after Easter be handled?",
    expected: ["/insights/seasonal-category-management"],
  },
  {
    persona: "journalist",
    question: "How big is Crownbridge?",
    expected: ["/about", "/", "/partner"],
  },
  {
    persona: "journalist",
    question: "How long has Crownbridge been around?",
    expected: ["/about", "/"],
  },
  {
    persona: "journalist",
    question: "What are the biggest trends in UK retail this year?",
    expected: ["/insights/retail-trends", "/insights/consumer-behaviour-shifts"],
  },
  {
    persona: "journalist",
    question: "Is ultra-processed food legally defined in the UK?",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "journalist",
    question: "What is extended producer responsibility?",
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    persona: "journalist",
    question: "Is plant-based food still booming?",
    expected: ["/insights/uk-health-food-trends"],
  },
  {
    persona: "journalist",
    question: "Is shoplifting a problem for retailers?",
    expected: ["/insights/retail-trends"],
  },
  {
    persona: "data-subject",
    question: "What personal data do you keep about me?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "Do you use Google Analytics?",
    expected: ["/privacy", "/cookies"],
  },
  {
    persona: "data-subject",
    question: "How can I switch off tracking cookies?",
    expected: ["/cookies", "/privacy"],
  },
  {
    persona: "data-subject",
    question: "What cookies does the website set?",
    expected: ["/cookies"],
  },
  {
    persona: "data-subject",
    question: "Who can I complain to about how my data is used?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "Can I get a copy of the information you hold on me?",
    expected: ["/privacy"],
  },
  {
    persona: "data-subject",
    question: "Do you record my IP address?",
    expected: ["/privacy", "/cookies"],
  },
  {
    persona: "data-subject",
    question: "What are the terms for using this website?",
    expected: ["/terms"],
  },
  {
    persona: "data-subject",
    question: "Who shares my data with third parties?",
    expected: ["/privacy"],
  },
  { persona: "visitor", question: "What services do you offer?", expected: ["/services", "/"] },
  {
    persona: "visitor",
    question: "What's the difference between your brand management and marketing services?",
    expected: ["/services/brand-management", "/marketing", "/services"],
  },
  { persona: "visitor", question: "How do I contact your team?", expected: ["/contact", "/"] },
  { persona: "visitor", question: "Is anyone there at weekends?", expected: ["/contact"] },
  {
    persona: "visitor",
    question: "When will I hear back after I send the form?",
    expected: ["/services", "/contact", "/"],
  },
  {
    persona: "visitor",
    question: "How can we be more visible on Ocado's website?",
    expected: ["/insights/digital-shelf-optimisation"],
  },
  { persona: "job-seeker", question: "What are the company's values?", expected: ["/about"] },
  { persona: "job-seeker", question: "How many employees does Crownbridge have?", expected: [] },
  { persona: "journalist", question: "Do you have a press office I can call?", expected: [] },
  { persona: "journalist", question: "What was your turnover last year?", expected: [] },
  {
    persona: "journalist",
    question: "Can I interview someone from your team for a podcast?",
    expected: [],
  },
  {
    persona: "visitor",
    question: "Can I buy a single box of snacks from you for my home?",
    expected: [],
  },
  { persona: "visitor", question: "Do you sponsor any football teams?", expected: [] },
  { persona: "visitor", question: "What is Crownbridge's share price?", expected: [] },
  { persona: "visitor", question: "Can you recommend a good accountant?", expected: [] },
  { persona: "visitor", question: "How do I renew my passport?", expected: [] },
];

/** Questions with a fact the first sentence of the answer must state (test). */
export const TEST_FACTS: readonly FactQuestion[] = [
  {
    question: "If we sign up, how many weeks until we're set up?",
    facts: ["4-6 weeks"],
    expected: ["/", "/services", "/partner"],
  },
  {
    question: "How long until we have nationwide distribution?",
    facts: ["3-6 months"],
    expected: ["/", "/services", "/distribution", "/partner"],
  },
  {
    question: "How many shops can you get us into?",
    facts: ["30,000+"],
    expected: ["/distribution", "/", "/services", "/about", "/partner"],
  },
  {
    question: "How long does delivery to a retailer take?",
    facts: ["24-48 hours"],
    expected: ["/distribution", "/services", "/partner"],
  },
  {
    question: "How many years of experience do you have?",
    facts: ["10+"],
    expected: ["/about", "/", "/services", "/marketing"],
  },
  {
    question: "How soon do you reply to an enquiry?",
    facts: ["24 hours"],
    expected: ["/services", "/contact"],
  },
  {
    question: "How long do you keep messages sent through the contact form?",
    facts: ["24 months"],
    expected: ["/privacy"],
  },
  {
    question: "Which accessibility standard does the site follow?",
    facts: ["WCAG 2.2"],
    expected: ["/accessibility"],
  },
  {
    question: "Do you charge for assessing our products?",
    facts: ["free"],
    expected: ["/services"],
  },
  {
    question: "How long does creative production take?",
    facts: ["4-6 weeks"],
    expected: ["/marketing"],
  },
  {
    question: "How much recycled plastic do you need to avoid the plastic packaging tax?",
    facts: ["30 per cent"],
    expected: ["/insights/sustainability-fmcg"],
  },
  {
    question: "How long are cookie consent records kept?",
    facts: ["24 months"],
    expected: ["/privacy", "/cookies"],
  },
  {
    question: "What is the ICO's helpline number?",
    facts: ["0303 123 1113"],
    expected: ["/privacy"],
  },
  {
    question: "When could regulators start fining companies for misleading green claims?",
    facts: ["April 2025"],
    expected: ["/insights/sustainability-fmcg"],
  },
];
