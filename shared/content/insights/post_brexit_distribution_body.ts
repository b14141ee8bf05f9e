import type { ArticleBlock } from "./types.ts";

/** Body of post-brexit-distribution, kept apart from its summary in its own module so list pages never bundle it. */
export const POST_BREXIT_DISTRIBUTION_BODY: readonly ArticleBlock[] = [
  {
    type: "paragraph",
    text:
      "Several years after the end of the Brexit transition period, the rules for moving goods into Great Britain have largely settled. They still catch out brands shipping to the UK for the first time, and a delayed consignment at the border can cost a launch slot that took months to win. Almost every problem we see is avoidable with preparation. This guide sets out what a brand, particularly one based in the EU, needs in place before the first pallet leaves the factory.",
  },
  { type: "heading", text: "Customs: decide who does what" },
  {
    type: "paragraph",
    text:
      "Every import into Great Britain needs an importer of record with a GB EORI number, and a customs declaration, usually lodged by a customs agent. The first decision is commercial: who is the importer? A non-UK brand can act as importer, but it then carries the paperwork, duty and import VAT. Many UK retailers and distributors prefer to receive goods duty-paid, so the choice of Incoterms matters. Delivered duty paid puts every cost and obligation on the seller; terms such as delivered at place leave import clearance to the buyer. Agree this before pricing, not after.",
  },
  { type: "paragraph", text: "The other essentials are:" },
  {
    type: "list",
    items: [
      "Commodity codes: correct tariff classification under the UK Global Tariff decides the duty rate and which controls apply.",
      "Rules of origin: goods move tariff-free under the UK-EU Trade and Cooperation Agreement only if they meet its origin rules and the importer holds a valid statement on origin. A product made in the EU from ingredients sourced elsewhere may not qualify.",
      "Import VAT: postponed VAT accounting lets a VAT-registered importer account for import VAT on its VAT return instead of paying it at the border, which eases cash flow.",
      "Duty deferment: a deferment account lets the importer pay duties monthly rather than consignment by consignment.",
    ],
  },
  { type: "heading", text: "Border checks for food and drink" },
  {
    type: "paragraph",
    text:
      "Under the government's border target operating model, checks on imports from the EU have been introduced in stages through 2024. Goods are grouped by risk. Medium-risk animal products and some plant products now need export health certificates or phytosanitary certificates, pre-notification through the import notification system, and may be selected for documentary, identity or physical checks at a border control post. Low-risk goods face lighter requirements.",
  },
  {
    type: "paragraph",
    text:
      "Most shelf-stable goods without animal ingredients are low risk, but composite products that contain dairy, egg or meat may not be, so check each product rather than the range as a whole. Alcoholic drinks add excise duty, and many importers hold them in a bonded warehouse so that duty is paid only when stock is released for sale. Build extra time into the first shipments while the paperwork beds in.",
  },
  { type: "heading", text: "Labels and product compliance" },
  {
    type: "paragraph",
    text:
      "Prepacked food sold in Great Britain must show the name and a UK address of the food business responsible for it; an EU address alone is no longer enough. If your distributor or importer takes on that role, their details go on the pack. Mandatory information must be in English and follow the rules retained in UK law, which still resemble the EU's but are now changing separately.",
  },
  {
    type: "paragraph",
    text:
      "For many non-food products, such as electrical goods or toys, the government has extended its recognition of CE marking alongside the UK's own UKCA mark, but the position differs by product type and is worth checking before printing packaging. Claims, organic logos and specific ingredient approvals also follow GB rules, which can diverge from those in the EU.",
  },
  { type: "heading", text: "Northern Ireland and the Windsor Framework" },
  {
    type: "paragraph",
    text:
      "Northern Ireland follows a different model. Under the Windsor Framework it remains aligned with EU rules on goods, while sitting inside the UK's internal market. Goods moving from Great Britain to Northern Ireland for sale there can travel through the green lane, with simplified paperwork, if the business moving them is registered under the UK internal market scheme. Retail food moved under the Northern Ireland Retail Movement Scheme must carry 'Not for EU' labelling, which has been phased in by product group. Goods at risk of moving on into the EU take the red lane, with full customs formalities.",
  },
  {
    type: "paragraph",
    text:
      "For an EU brand, this creates a choice: serve Northern Ireland directly from the EU, or from stock held in Great Britain. Each route has cost and paperwork implications, and the right answer depends on volumes and the customers you serve there.",
  },
  {
    type: "callout",
    title: "Key takeaways",
    text:
      "Decide who is the importer and agree Incoterms before you set prices. Confirm commodity codes and origin for every product, check whether any line needs health certificates, put a UK address on pack, and plan Northern Ireland as a separate route. Allow extra time for the first consignments.",
  },
  {
    type: "paragraph",
    text:
      "We handle import, warehousing and distribution for brands entering the UK, and we are glad to review your first shipment plan with you. Get in touch if you would like to talk it through.",
  },
];
