import type { ArticleBlock } from "./types.ts";

/** Body of sustainability-fmcg, kept apart from its summary in its own module so list pages never bundle it. */
export const SUSTAINABILITY_FMCG_BODY: readonly ArticleBlock[] = [
  {
    type: "paragraph",
    text:
      "For years, sustainability sat in the marketing plan. In the UK it now sits in the cost line as well. Three sets of packaging rules are changing what it costs to put a product on a British shelf, and retailers are asking suppliers for more environmental data at every range review. At the same time, the rules on environmental claims have sharpened. For a brand entering or growing in the UK, none of this is a reason to hesitate, but all of it belongs in the business plan from the start.",
  },
  { type: "heading", text: "Extended producer responsibility: packaging now has a price" },
  {
    type: "paragraph",
    text:
      "Under extended producer responsibility for packaging, businesses that place packaging on the UK market report how much they use, by material and packaging type. The larger ones also pay fees towards the cost of collecting and managing household packaging waste. Broadly, large producers are those with turnover above two million pounds that handle more than 50 tonnes of packaging a year; smaller producers above lower thresholds report but do not pay the disposal fees. The first fees relate to packaging placed on the market in 2025, and in later years they are expected to vary with how recyclable each material is.",
  },
  {
    type: "paragraph",
    text:
      "For an overseas brand, the key question is who counts as the producer. Often it is the importer, the first UK business to own the packed goods. If you sell through a UK distributor, agree in writing who reports and who pays, and make sure your packaging specifications hold the data needed: weight per component, material, and whether each item is primary, secondary or shipment packaging. Poor data leads to estimates, and estimates tend to cost more.",
  },
  { type: "heading", text: "Plastic packaging tax and the deposit return scheme" },
  {
    type: "paragraph",
    text:
      "Plastic packaging tax has applied since April 2022 to plastic packaging components made in or imported into the UK that contain less than 30 per cent recycled plastic. Packaging that arrives already filled is in scope too, so an overseas brand's bottles, pots or trays can create a liability for the UK importer. Businesses below an annual tonnage threshold do not pay, but they must keep records showing that they are below it. Raising recycled content above the threshold, with evidence from the packaging supplier, removes the charge entirely.",
  },
  {
    type: "paragraph",
    text:
      "A deposit return scheme for single-use drinks containers is planned to start in October 2027. Shoppers will pay a small deposit on plastic bottles and metal cans and reclaim it when they return the empty container. Drinks brands will need to register with the scheme, pay producer fees and carry the scheme marking on their packs. Packaging artwork has long lead times, and packs printed in 2026 may still be in stores when the scheme starts, so it is worth planning the change now.",
  },
  { type: "heading", text: "Green claims: say less, prove more" },
  {
    type: "paragraph",
    text:
      "The Competition and Markets Authority's Green Claims Code sets out what it expects of environmental claims: they must be truthful, clear and specific, consider the whole life of the product, and be backed by evidence. From April 2025 the regulator can fine businesses directly for breaches of consumer protection law, which turns a vague environmental claim into a real commercial risk. In practice, that means:",
  },
  {
    type: "list",
    items: [
      "avoid broad words such as 'eco-friendly', 'green' or 'sustainable' without a specific, provable meaning;",
      "say which part of the pack a claim covers, for example the bottle but not the cap;",
      "use recycling labels that reflect what UK household collections actually accept;",
      "do not describe a product as carbon neutral on the strength of offsetting alone;",
      "keep an evidence file for every claim, ready to share with a buyer or a regulator.",
    ],
  },
  { type: "heading", text: "What UK retailers now expect from suppliers" },
  {
    type: "paragraph",
    text:
      "The major grocers have published targets for packaging and net zero, and many of those targets include the emissions of the products they sell. That makes supplier data part of the retailer's own reporting. Requests vary by retailer, but buyers commonly ask for:",
  },
  {
    type: "list",
    items: [
      "full packaging specifications, including recycled content and recyclability;",
      "plans to remove hard-to-recycle formats such as black plastic and mixed-material laminates;",
      "a product or company carbon footprint, or a credible timetable to measure one;",
      "efficient transport: well-filled pallets, sensible case sizes and fewer part loads.",
    ],
  },
  {
    type: "paragraph",
    text:
      "None of these is usually a condition of a first listing for a small brand, but each one helps. A supplier who answers a packaging questionnaire quickly and accurately makes the buyer's job easier, and that counts when space is tight.",
  },
  {
    type: "callout",
    title: "Key takeaways",
    text:
      "Agree early who carries the producer obligations for your packaging in the UK. Collect component-level packaging data before you need it. Raise recycled plastic content where you can, plan artwork for the deposit return scheme, and make environmental claims only when you can prove them.",
  },
  {
    type: "paragraph",
    text:
      "If you would like to understand how these rules apply to your range, and how to present your packaging story to UK buyers, we would be glad to talk it through with you.",
  },
];
