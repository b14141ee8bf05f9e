/** Text of the Trading Standards Compliance template (docs/requirements.md#legal-documents). */

import type { LegalTemplate } from "../template_types.ts";

/** A compliance checklist and record for FMCG lines sold in the UK. */
export const TRADING_STANDARDS_COMPLIANCE: LegalTemplate = {
  fileName: "trading-standards-compliance.pdf",
  subject: "Template checklist and record for Trading Standards compliance of FMCG products",
  keywords: ["Trading Standards", "labelling", "pricing", "age-restricted products", "template"],
  notes: [
    "Work through the checklist for each product line before launch, and again when the label, formulation, price promotion or channel changes. Text in square brackets marks a detail to complete.",
    "Ticking a box means you hold evidence for it. Keep that evidence with this record so that you can produce it quickly if a Trading Standards officer asks.",
    "The checklist covers common UK requirements for food and non-food FMCG. It does not cover every sector rule, and requirements in Northern Ireland can differ from those in Great Britain.",
    "Many businesses benefit from a Primary Authority partnership with a local authority, which gives assured advice that other authorities must respect.",
  ],
  sections: [
    {
      heading: "Business and product details",
      numbered: true,
      blocks: [
        {
          kind: "fields",
          fields: [
            "Business name and address",
            "Product line and variants",
            "Channels (retail, wholesale, online)",
            "Home or Primary Authority",
            "Compliance owner",
            "Date of this review",
          ],
        },
      ],
    },
    {
      heading: "Labelling: food and drink",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text: "For prepacked food and drink, check that the label shows, in English and legibly:",
        },
        {
          kind: "checklist",
          items: [
            "The name of the food, and any legal or customary name that applies",
            "The ingredients list in descending order of weight, with each of the 14 regulated allergens emphasised",
            "Quantitative ingredient declarations (QUID) where an ingredient is named, emphasised or pictured on the pack",
            "The net quantity, in metric units",
            "A best before or use by date, with any storage conditions and instructions for use",
            "The name and a UK address of the responsible food business operator",
            "The country of origin or place of provenance where required",
            "The nutrition declaration, unless an exemption applies",
            "Any mandatory warnings, such as high caffeine content or sweeteners",
          ],
        },
      ],
    },
    {
      heading: "Labelling: non-food products",
      numbered: true,
      blocks: [
        {
          kind: "checklist",
          items: [
            "The name and address of the manufacturer and, where different, the UK importer",
            "A batch code or other identification that allows the product to be traced",
            "Warnings and instructions in English, including any age or usage restrictions",
            "Hazard pictograms and statements where the product contains hazardous substances",
            "Conformity markings where the product's regulations require them",
            "Claims on the pack, such as 'natural' or 'recyclable', can be substantiated with evidence",
          ],
        },
      ],
    },
    {
      heading: "Pricing and promotions",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "Unfair commercial practices, including misleading prices and promotions, are prohibited by the Digital Markets, Competition and Consumers Act 2024. The Chartered Trading Standards Institute's pricing practices guidance explains how to present price comparisons fairly. Before agreeing a promotion with a retailer, check that:",
        },
        {
          kind: "checklist",
          items: [
            "A 'was' or reference price was genuinely charged for a meaningful period before the promotion",
            "Multi-buy and 'save' claims reflect a real saving against the usual price",
            "Recommended retail prices are genuine and are not presented as the retailer's own earlier price",
            "Promotions run for the dates stated and stock is sufficient to meet expected demand",
            "Retailers have the net quantity information they need to show unit prices under the Price Marking Order 2004",
            "Products high in fat, sugar or salt are checked against the placement and promotion restrictions that apply in England and, where relevant, elsewhere in the UK",
          ],
        },
      ],
    },
    {
      heading: "Age-restricted products",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "Identify every product in the range that carries a legal minimum age of sale, and support retailers in preventing underage sales.",
        },
        {
          kind: "table",
          head: ["Product", "Minimum age", "In our range?"],
          widths: [3.4, 1.2, 1.4],
          rows: [
            ["Tobacco and nicotine inhaling products, including vapes", "18", "[Yes / No]"],
            ["Alcohol", "18", "[Yes / No]"],
            ["Lighter refills containing butane", "18", "[Yes / No]"],
            ["Aerosol spray paint", "16", "[Yes / No]"],
            ["[Other restricted product]", "[Age]", "[Yes / No]"],
          ],
        },
        {
          kind: "checklist",
          items: [
            "Packs and point-of-sale material show the minimum age where required or recommended",
            "Retail partners are told which products are age-restricted and are asked to apply a Challenge 25 policy",
            "Field and sampling staff are trained never to sample or give away age-restricted products to anyone who may be underage",
            "Marketing does not appeal particularly to people under the minimum age",
          ],
        },
      ],
    },
    {
      heading: "Weights and measures",
      numbered: true,
      blocks: [
        {
          kind: "checklist",
          items: [
            "Packed quantities meet the three packers' rules of the average quantity system under the Weights and Measures (Packaged Goods) Regulations 2006, or the product is packed to a minimum quantity",
            "Quantity checks are recorded for each production run, with the equipment used and the results",
            "Weighing and measuring equipment is suitable for the purpose and calibrated at regular intervals",
            "Packages show the nominal quantity and the packer's or importer's name and address, or a mark that identifies them",
          ],
        },
      ],
    },
    {
      heading: "Product safety and traceability",
      numbered: true,
      blocks: [
        {
          kind: "checklist",
          items: [
            "A product liability documentation pack is complete and up to date for the product",
            "Batches can be traced one step back and one step forward within [four] hours",
            "A withdrawal and recall procedure is in place and has been tested within the last 12 months",
          ],
        },
      ],
    },
    {
      heading: "Responding to a Trading Standards enquiry or visit",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text: "If an officer contacts you or visits your premises:",
          items: [
            "ask to see the officer's identification and note their name, authority and contact details;",
            "be courteous and co-operative, and tell the compliance owner named in section 1 straight away;",
            "provide the documents requested, keep a copy or list of everything you hand over, and ask for a receipt for any samples or goods taken;",
            "agree a realistic deadline for any information you cannot provide at once, and keep to it;",
            "if you are invited to an interview under caution, take legal advice before it takes place; and",
            "record the enquiry, the actions agreed and their completion in the log below.",
          ],
        },
        {
          kind: "table",
          head: [
            "Date",
            "Officer and authority",
            "Subject",
            "Actions agreed",
            "Owner and deadline",
          ],
          widths: [1, 1.8, 1.7, 2.2, 1.5],
          rows: [
            ["[Date]", "[Name, authority]", "[Subject]", "[Actions]", "[Owner, date]"],
            ["[Date]", "[Name, authority]", "[Subject]", "[Actions]", "[Owner, date]"],
            ["[Date]", "[Name, authority]", "[Subject]", "[Actions]", "[Owner, date]"],
          ],
        },
      ],
    },
    {
      heading: "Review and sign-off",
      numbered: true,
      blocks: [
        {
          kind: "fields",
          fields: ["Reviewed by", "Approved by", "Date approved", "Next review date"],
        },
      ],
    },
  ],
};
