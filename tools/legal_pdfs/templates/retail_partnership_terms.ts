/** Text of the Retail Partnership Terms template (docs/requirements.md#legal-documents). */

import type { LegalTemplate } from "../template_types.ts";

/** Supply terms between a brand or its distributor and a UK retailer. */
export const RETAIL_PARTNERSHIP_TERMS: LegalTemplate = {
  fileName: "retail-partnership-terms.pdf",
  subject: "Template terms for supplying FMCG products to a UK retailer or retail group",
  keywords: ["retail partnership", "supply terms", "FMCG", "United Kingdom", "template"],
  notes: [
    "Text in square brackets marks a detail to complete or an option to choose. Delete the options that do not apply, and this box, before the terms are agreed.",
    "The terms suit a supplier, either a brand owner or its UK distributor, supplying a convenience or independent retail group. Large grocers usually insist on their own supplier terms.",
    "If the retailer is designated under the Groceries Supply Code of Practice (GSCOP), the Code applies to the relationship and prevails over these terms. Clause 2.3 reflects this.",
    "The terms do not cover consignment stock, own-label manufacture or online marketplace sales. Promotions are agreed case by case using the form in Schedule 2.",
  ],
  sections: [
    {
      heading: "Parties",
      numbered: false,
      blocks: [
        { kind: "paragraph", text: "These terms are dated [Date] and are made between:" },
        {
          kind: "list",
          marker: "numeric",
          items: [
            '[Supplier Legal Name], company number [Company Number], of [Registered Address] (the "Supplier"); and',
            '[Retailer Legal Name], company number [Company Number], of [Registered Address] (the "Retailer").',
          ],
        },
      ],
    },
    {
      heading: "Definitions",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text: "In these terms:",
          items: [
            '"Agreed Range" means the products listed in Schedule 1, as changed under clause 3;',
            '"Delivery Window" means the delivery days and times agreed for each delivery point in Schedule 1;',
            '"Planogram" means the agreed layout showing where and how the Agreed Range is displayed;',
            '"Promotion" means any temporary price reduction, multi-buy, feature or display agreed under clause 6; and',
            '"Stores" means the Retailer\'s stores listed in Schedule 1, together with any stores added by agreement.',
          ],
        },
      ],
    },
    {
      heading: "Scope",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "These terms apply to every supply of the Agreed Range by the Supplier to the Retailer. They replace any terms printed on the Retailer's purchase orders or the Supplier's delivery notes.",
        },
        {
          kind: "clause",
          text:
            "Each order placed under clause 5 forms a separate contract on these terms. Neither party is obliged to place or accept any particular volume of orders, except as stated in Schedule 2.",
        },
        {
          kind: "clause",
          text:
            "If the Retailer is a designated retailer under the Groceries (Supply Chain Practices) Market Investigation Order 2009, these terms are read subject to the Groceries Supply Code of Practice, which prevails in the event of conflict.",
        },
      ],
    },
    {
      heading: "Listings and range",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "The Retailer shall list the Agreed Range in [all Stores / the Stores named in Schedule 1] from [Listing Date] for a minimum period of [six] months.",
        },
        {
          kind: "clause",
          text:
            "Either party may propose changes to the Agreed Range, such as new lines or pack formats. Changes take effect only when both parties agree them in writing, with at least [eight] weeks' notice for new lines so that stock and Planograms can be prepared.",
        },
        {
          kind: "clause",
          text:
            "The Retailer shall give at least [eight] weeks' written notice, with its reasons, before delisting any product in the Agreed Range, and shall discuss with the Supplier how remaining stock is to be sold through.",
        },
        {
          kind: "clause",
          text:
            "No listing fee, slotting fee or other payment is due as a condition of listing, except as set out in Schedule 2.",
        },
      ],
    },
    {
      heading: "Display and in-store activity",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "The Retailer shall display the Agreed Range in accordance with the agreed Planogram, keep shelves filled, and rotate stock so that the earliest dates are sold first.",
        },
        {
          kind: "clause",
          text:
            "The Supplier may provide point-of-sale material and displays at its own cost. Their use in each Store is subject to the Retailer's approval and store standards.",
        },
        {
          kind: "clause",
          text:
            "The Supplier's field representatives may visit Stores by appointment to check availability and merchandising and to run agreed sampling or activation events. They shall follow each Store's health and safety and security rules.",
        },
      ],
    },
    {
      heading: "Orders and delivery",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "The Retailer shall place orders through [electronic data interchange / the Supplier's ordering portal / e-mail to Order E-mail Address], for whole cases and with a minimum order value of [amount].",
        },
        {
          kind: "clause",
          text:
            "The Supplier shall deliver within the Delivery Window to the delivery point named in the order. Where a booking system applies, the Supplier shall book a slot in advance and arrive on time.",
        },
        {
          kind: "clause",
          text:
            "The Retailer, or its carrier, shall sign for the number of cases delivered. Shortages, damage and incorrect products shall be noted on the delivery note or reported within [48] hours, after which the delivery is treated as accepted, except for hidden defects.",
        },
        {
          kind: "clause",
          text:
            "On delivery each product shall have at least [number] days of shelf life remaining, or any longer period stated for that product in Schedule 1.",
        },
        {
          kind: "clause",
          text:
            "Risk passes to the Retailer on delivery, and title passes when the Supplier has been paid in full.",
        },
      ],
    },
    {
      heading: "Prices and promotions",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "Cost prices are set out in Schedule 2 and exclude VAT. The Supplier may change cost prices by giving at least [30] days' written notice, with a reasonable explanation of the reasons for the change.",
        },
        {
          kind: "clause",
          text:
            "The Retailer alone sets its retail selling prices. Any recommended retail price given by the Supplier is a recommendation only.",
        },
        {
          kind: "clause",
          text:
            "Each Promotion shall be agreed in writing before it starts, using the form in Schedule 2, stating the mechanic, dates, Stores, forecast volume and any funding from the Supplier. No funding may be claimed, deducted or varied retrospectively.",
        },
        {
          kind: "clause",
          text:
            "The Retailer is responsible for displaying prices, unit prices and promotional claims in its Stores accurately and in line with the law. The Supplier shall provide the information needed to do so, such as net quantities.",
        },
      ],
    },
    {
      heading: "Invoicing and payment",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "The Supplier shall invoice after delivery. The Retailer shall pay each undisputed invoice within [30] days of the invoice date, by bank transfer to the account stated on the invoice.",
        },
        {
          kind: "clause",
          text:
            "The Retailer may deduct or set off an amount only where the Supplier has agreed it in writing, such as an approved credit note or agreed Promotion funding. Disputed amounts shall be notified in writing, with supporting evidence, within [30] days of the invoice date; the undisputed balance remains payable.",
        },
      ],
    },
    {
      heading: "Returns, withdrawals and recalls",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "Saleable stock is not returnable unless the parties agree otherwise in writing, for example on a delisting or a change of packaging.",
        },
        {
          kind: "clause",
          text:
            "The Supplier shall credit products that were damaged, defective or short-dated on delivery and reported under clause 5.3, and products that it withdraws from sale.",
        },
        {
          kind: "clause",
          text:
            "If the Supplier withdraws or recalls a product, the Retailer shall remove it from sale in all Stores within [24] hours of notice, quarantine it, display any recall notice supplied, and co-operate with collection. The Supplier shall reimburse the Retailer's reasonable direct costs, unless the recall was caused by the Retailer.",
        },
      ],
    },
    {
      heading: "Compliance",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "The Supplier warrants that each product, when delivered, is safe, of satisfactory quality, and labelled, packaged and described in accordance with UK law.",
        },
        {
          kind: "clause",
          text:
            "The Retailer shall store and sell the products in accordance with the Supplier's storage instructions and the law, including any age restriction. Where a product is age-restricted, the Retailer shall operate a [Challenge 25] policy, train its staff and keep a refusals record.",
        },
        {
          kind: "clause",
          text:
            "Each party shall comply with the Bribery Act 2010 and the Modern Slavery Act 2015 and shall not offer or accept any inducement in connection with listings or Promotions.",
        },
      ],
    },
    {
      heading: "Sales data and confidentiality",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "The Retailer shall share [weekly] sales and stock data for the Agreed Range by Store, where its systems hold that data, so that both parties can plan availability and Promotions.",
        },
        {
          kind: "clause",
          text:
            "Each party shall keep confidential the other's cost prices, funding, sales data and plans, and use them only for the purposes of these terms. This duty continues for [two] years after these terms end.",
        },
      ],
    },
    {
      heading: "Liability and insurance",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "Nothing in these terms limits or excludes liability for death or personal injury caused by negligence, for fraud, under Part 1 of the Consumer Protection Act 1987, or for anything else that cannot be limited by law.",
        },
        {
          kind: "clause",
          text:
            "Subject to clause 11.1, neither party is liable for loss of profit, revenue or goodwill, or for indirect or consequential loss, and each party's total liability in each year of these terms is limited to [the total value of products supplied in that year / amount].",
        },
        {
          kind: "clause",
          text:
            "The Supplier shall hold product liability insurance of at least [amount] for each claim, and the Retailer shall hold public liability insurance of at least [amount], each with a reputable insurer.",
        },
      ],
    },
    {
      heading: "Term, review and termination",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "These terms run for [12] months from the date above and then renew for further periods of [12] months, unless either party gives at least [three] months' written notice before the end of a period.",
        },
        {
          kind: "clause",
          text:
            "The parties shall meet at least [twice] a year to review sales, availability, Promotions and the Agreed Range.",
        },
        {
          kind: "clause",
          text:
            "Either party may end these terms immediately by written notice if the other commits a material breach that it does not remedy within [30] days of being asked to, or becomes insolvent.",
        },
      ],
    },
    {
      heading: "Disputes and governing law",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "The parties shall try to resolve any dispute first between their account managers and, if it is not resolved within [ten] business days, between senior managers. If it remains unresolved, either party may propose mediation before starting court proceedings.",
        },
        {
          kind: "clause",
          text:
            "These terms are the entire agreement between the parties about their subject matter, may be varied only in writing signed by both parties, and are governed by the law of England and Wales. The courts of England and Wales have exclusive jurisdiction.",
        },
      ],
    },
    {
      heading: "Schedule 1: Agreed Range and Stores",
      numbered: false,
      newPage: true,
      blocks: [
        {
          kind: "table",
          head: ["Product", "Barcode (EAN)", "Case size", "Minimum life on delivery"],
          widths: [3, 2, 1.3, 1.7],
          rows: [
            ["[Product name and pack size]", "[13-digit EAN]", "[Case size]", "[number] days"],
            ["[Product name and pack size]", "[13-digit EAN]", "[Case size]", "[number] days"],
            ["[Product name and pack size]", "[13-digit EAN]", "[Case size]", "[number] days"],
          ],
        },
        {
          kind: "fields",
          fields: ["Stores (or attach a list)", "Delivery points", "Delivery Window"],
        },
      ],
    },
    {
      heading: "Schedule 2: Commercial terms and Promotion form",
      numbered: false,
      blocks: [
        {
          kind: "fields",
          fields: [
            "Cost price list reference",
            "Minimum order value",
            "Payment terms",
            "Agreed payments (if any)",
            "Promotion mechanic and dates",
            "Stores and forecast volume",
            "Supplier funding per unit",
          ],
        },
        {
          kind: "paragraph",
          text:
            "Signed by the authorised representatives of the parties on the date stated at the beginning of these terms.",
        },
        {
          kind: "signatures",
          parties: ["[Supplier Legal Name]", "[Retailer Legal Name]"],
        },
      ],
    },
  ],
};
