/** Text of the Distribution Agreement Template (docs/requirements.md#legal-documents). */

import type { LegalTemplate } from "../template_types.ts";

/** A supplier-distributor framework agreement for the UK market. */
export const DISTRIBUTION_AGREEMENT: LegalTemplate = {
  fileName: "distribution-agreement-template.pdf",
  subject: "Template agreement appointing a distributor of FMCG products in the United Kingdom",
  keywords: ["distribution agreement", "FMCG", "United Kingdom", "template"],
  notes: [
    "Text in square brackets marks a detail to complete or an option to choose. Delete the options that do not apply, and this box, before the agreement is signed.",
    "The template assumes a buy-sell distributor that purchases stock and resells it in its own name. It is not suitable for an agency or a commission-based arrangement.",
    "It does not cover exclusive territories outside the United Kingdom, online marketplace rules or product-specific regulation, such as age-restricted goods. Add schedules for these where they apply.",
    "Exclusivity, territorial restrictions and resale pricing are subject to UK competition law. Take independent legal advice before you agree them.",
  ],
  sections: [
    {
      heading: "Parties",
      numbered: false,
      blocks: [
        { kind: "paragraph", text: "This agreement is dated [Date]." },
        {
          kind: "list",
          marker: "numeric",
          items: [
            '[Supplier Legal Name], a company incorporated in [Country] under number [Company Number], whose registered office is at [Registered Address] (the "Supplier"); and',
            '[Distributor Legal Name], a company incorporated in England and Wales under number [Company Number], whose registered office is at [Registered Address] (the "Distributor").',
          ],
        },
      ],
    },
    {
      heading: "Background",
      numbered: false,
      blocks: [
        {
          kind: "list",
          marker: "upper-alpha",
          items: [
            "The Supplier manufactures, or owns the rights to, the [Brand Name] products described in Schedule 1.",
            "The Supplier wishes to appoint the Distributor to distribute those products in the Territory, and the Distributor wishes to accept that appointment, on the terms of this agreement.",
          ],
        },
      ],
    },
    {
      heading: "Definitions and interpretation",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text: "In this agreement the following words have these meanings:",
          items: [
            '"Business Day" means a day other than a Saturday, Sunday or public holiday in England;',
            '"Channels" means the sales channels listed in Schedule 1, such as [convenience, grocery, wholesale, e-commerce];',
            '"Commencement Date" means [Date];',
            '"Products" means the products listed in Schedule 1, as updated from time to time by written agreement;',
            '"Targets" means the purchase targets set out in Schedule 2;',
            '"Territory" means [the United Kingdom of Great Britain and Northern Ireland]; and',
            '"Trade Marks" means the trade marks listed in Schedule 1.',
          ],
        },
        {
          kind: "clause",
          text:
            'Headings do not affect interpretation. The words "including" and "in particular" do not limit the words before them. A reference to legislation includes it as amended or re-enacted from time to time.',
        },
      ],
    },
    {
      heading: "Appointment",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "The Supplier appoints the Distributor as its [exclusive / non-exclusive] distributor of the Products in the Territory through the Channels, and the Distributor accepts the appointment.",
        },
        {
          kind: "clause",
          text:
            "[If exclusive:] During the term the Supplier shall not appoint any other distributor of the Products in the Territory through the Channels, [but may continue to supply the reserved accounts listed in Schedule 1 directly].",
        },
        {
          kind: "clause",
          text:
            "The Distributor buys and resells the Products in its own name and for its own account. It is not the Supplier's agent and has no authority to make any commitment on the Supplier's behalf.",
        },
        {
          kind: "clause",
          text:
            "Nothing in this agreement prevents the Distributor from responding to unsolicited orders from customers outside the Territory where a restriction on such sales would breach competition law.",
        },
      ],
    },
    {
      heading: "Term",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "This agreement starts on the Commencement Date and continues for an initial period of [24] months. It then continues until either party gives the other at least [three] months' written notice, which may not expire before the end of the initial period.",
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
            "The Distributor shall place orders in writing, including by e-mail or electronic data interchange, stating the Products, quantities, delivery address and requested delivery date.",
        },
        {
          kind: "clause",
          text:
            "The Supplier shall accept or reject each order within [two] Business Days. Each accepted order forms a separate contract on the terms of this agreement, and no other terms printed on an order or acknowledgement apply.",
        },
        {
          kind: "clause",
          text:
            "The Supplier shall deliver accepted orders to [Delivery Address] within [number] days of acceptance, on a [DAP (Incoterms 2020)] basis, with each pallet labelled with product codes, batch codes and best-before or use-by dates.",
        },
        {
          kind: "clause",
          text:
            "On delivery each Product shall have at least [number]% of its total shelf life remaining, unless the Distributor agrees otherwise in writing.",
        },
        {
          kind: "clause",
          text:
            "Risk in the Products passes to the Distributor on delivery. Title passes when the Supplier has received payment in full, but the Distributor may resell the Products in the ordinary course of business before then.",
        },
        {
          kind: "clause",
          text:
            "The Distributor shall notify the Supplier of any visible damage or shortfall within [five] Business Days of delivery. The Supplier shall then replace the affected Products or issue a credit, at the Distributor's choice.",
        },
      ],
    },
    {
      heading: "Prices and payment",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "The prices of the Products are set out in the price list in Schedule 2. Prices are in pounds sterling and exclude VAT, which the Distributor shall pay in addition at the applicable rate.",
        },
        {
          kind: "clause",
          text:
            "The Supplier may change its prices by giving at least [60] days' written notice. Orders accepted before a change takes effect are supplied at the earlier price.",
        },
        {
          kind: "clause",
          text:
            "The Distributor is free to set its own resale prices. The Supplier may recommend resale prices but shall not impose a fixed or minimum resale price.",
        },
        {
          kind: "clause",
          text:
            "The Supplier may invoice on or after delivery. The Distributor shall pay each undisputed invoice within [30] days of the invoice date, and shall notify any dispute in writing, with reasons, before payment is due.",
        },
        {
          kind: "clause",
          text:
            "If an undisputed sum is paid late, the Supplier may charge interest on it at [four] per cent a year above the Bank of England base rate from the due date until payment.",
        },
      ],
    },
    {
      heading: "The Distributor's obligations",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text: "The Distributor shall:",
          items: [
            "use reasonable endeavours to promote and sell the Products throughout the Territory and the Channels;",
            "hold stock sufficient to meet forecast demand for at least [number] weeks;",
            "store and handle the Products in accordance with the Supplier's reasonable written instructions, including any temperature requirements;",
            "keep batch records that identify which customers received which batches, so that any Product can be traced and recalled;",
            "not alter, obscure or remove any packaging, labelling or batch coding; and",
            "send the Supplier a report of sales and stock by [customer and Product] within [ten] Business Days of the end of each month.",
          ],
        },
      ],
    },
    {
      heading: "The Supplier's obligations",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text: "The Supplier warrants that on delivery the Products:",
          items: [
            "conform to their specification and are of satisfactory quality;",
            "are manufactured, packaged and labelled in accordance with all laws applicable to their sale in the Territory; and",
            "are safe when used as intended, and carry all warnings and instructions that the law requires.",
          ],
        },
        {
          kind: "clause",
          text:
            "The Supplier shall provide product specifications, barcodes, safety data sheets where applicable, and the marketing materials and support described in Schedule 2.",
        },
        {
          kind: "clause",
          text:
            "The Supplier shall tell the Distributor promptly of any change to a Product's formulation, packaging or specification, giving at least [eight] weeks' notice where the change affects customers' listings.",
        },
      ],
    },
    {
      heading: "Targets and business reviews",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "The parties shall meet [quarterly] to review sales, distribution gains, promotions, stock levels and forecasts against the Targets.",
        },
        {
          kind: "clause",
          text:
            "If the Distributor achieves less than [80]% of the Targets in two consecutive quarters, the parties shall agree a recovery plan. If the shortfall continues for a further quarter, the Supplier may [make the appointment non-exclusive / end this agreement] by giving [three] months' written notice.",
        },
      ],
    },
    {
      heading: "Trade marks",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "The Supplier grants the Distributor a non-exclusive, royalty-free licence to use the Trade Marks in the Territory during the term, solely to promote and sell the Products, in line with the Supplier's brand guidelines.",
        },
        {
          kind: "clause",
          text:
            "The Distributor shall not register or use any trade mark, business name or domain name that is the same as or similar to the Trade Marks. All goodwill arising from the use of the Trade Marks belongs to the Supplier.",
        },
        {
          kind: "clause",
          text:
            "The Distributor shall tell the Supplier promptly of any infringement of the Trade Marks, or any counterfeit Products, that it becomes aware of.",
        },
      ],
    },
    {
      heading: "Product safety, recalls and insurance",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "Each party shall notify the other within [24] hours of becoming aware of any complaint, incident or information suggesting that a Product may be unsafe or non-compliant.",
        },
        {
          kind: "clause",
          text:
            "The Supplier decides whether to withdraw or recall a Product, after consulting the Distributor where time allows. The Distributor shall co-operate fully, using its batch records to contact affected customers.",
        },
        {
          kind: "clause",
          text:
            "The Supplier shall bear the reasonable costs of a withdrawal or recall, unless it was caused by the Distributor's breach of this agreement, such as failure to store Products correctly.",
        },
        {
          kind: "clause",
          text:
            "The Supplier shall maintain product liability insurance of at least [amount] for each claim, covering sales in the Territory. The Distributor shall maintain public liability insurance and insurance of the Products in its possession. Each party shall provide evidence of cover on request.",
        },
      ],
    },
    {
      heading: "Liability",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "Nothing in this agreement limits or excludes liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, under Part 1 of the Consumer Protection Act 1987, or for any other liability that cannot be limited or excluded by law.",
        },
        {
          kind: "clause",
          text:
            "Subject to clause 11.1, neither party is liable to the other for any loss of profit, revenue or goodwill, or for any indirect or consequential loss, arising under or in connection with this agreement.",
        },
        {
          kind: "clause",
          text:
            "Subject to clauses 11.1 and 11.4, each party's total liability to the other in each contract year is limited to [the total price paid and payable for Products in that year / amount].",
        },
        {
          kind: "clause",
          text:
            "The Supplier shall indemnify the Distributor against claims by third parties that a Product is defective or infringes a third party's rights, except to the extent caused by the Distributor's breach of this agreement.",
        },
      ],
    },
    {
      heading: "Confidentiality and data protection",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "Each party shall keep confidential all commercial information it receives from the other in connection with this agreement, including prices, volumes and customer details, and use it only to perform this agreement. This duty does not apply to information that is public, or that the law or a regulator requires to be disclosed, and it continues for [two] years after this agreement ends.",
        },
        {
          kind: "clause",
          text:
            "Each party shall comply with UK data protection law in relation to any personal data, such as staff contact details, that it shares with the other, and acts as an independent controller of that data.",
        },
      ],
    },
    {
      heading: "Termination",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text: "Either party may end this agreement immediately by written notice if the other:",
          items: [
            "commits a material breach that is not remedied within [30] days of a written notice describing it;",
            "becomes insolvent, enters administration or liquidation, or makes an arrangement with its creditors; or",
            "is prevented from performing its obligations by an event outside its reasonable control for more than [60] days.",
          ],
        },
        {
          kind: "clause",
          text:
            "When this agreement ends, all unpaid invoices become due immediately. The Distributor may sell its remaining stock of the Products for [three] months, or the Supplier may buy back saleable stock at the price the Distributor paid for it, at the Supplier's option. The Distributor shall then stop using the Trade Marks and return the Supplier's marketing materials.",
        },
        {
          kind: "clause",
          text:
            "Ending this agreement does not affect rights that have already accrued, or any clause that is intended to continue, including clauses 10, 11 and 12.",
        },
      ],
    },
    {
      heading: "General",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "Each party shall comply with the Bribery Act 2010 and the Modern Slavery Act 2015, and shall tell the other promptly of any breach of either Act in connection with this agreement.",
        },
        {
          kind: "clause",
          text:
            "Neither party may assign or transfer its rights under this agreement without the other's written consent, which shall not be unreasonably withheld.",
        },
        {
          kind: "clause",
          text:
            "This agreement is the entire agreement between the parties about its subject matter. A variation is valid only if it is in writing and signed by both parties. Nothing in it creates a partnership or joint venture, and no one other than the parties may enforce any of its terms.",
        },
        {
          kind: "clause",
          text:
            "Notices shall be in writing and sent to the registered office or the e-mail address given in Schedule 2. This agreement and any dispute arising from it are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.",
        },
      ],
    },
    {
      heading: "Schedule 1: Products, Trade Marks and Channels",
      numbered: false,
      newPage: true,
      blocks: [
        {
          kind: "table",
          head: ["Product", "Barcode (EAN)", "Case size", "Shelf life"],
          widths: [3, 2, 1.4, 1.4],
          rows: [
            [
              "[Product name, flavour, pack size]",
              "[13-digit EAN]",
              "[12 x 500 ml]",
              "[12 months]",
            ],
            ["[Product name, flavour, pack size]", "[13-digit EAN]", "[24 x 250 ml]", "[9 months]"],
            ["[Product name, flavour, pack size]", "[13-digit EAN]", "[Case size]", "[Shelf life]"],
          ],
        },
        {
          kind: "fields",
          fields: ["Trade Marks (with registration numbers)", "Channels", "Reserved accounts"],
        },
      ],
    },
    {
      heading: "Schedule 2: Commercial terms",
      numbered: false,
      blocks: [
        {
          kind: "fields",
          fields: [
            "Price list reference and date",
            "Payment terms",
            "Year 1 Targets",
            "Year 2 Targets",
            "Marketing support",
            "Supplier notice e-mail",
            "Distributor notice e-mail",
          ],
        },
        {
          kind: "paragraph",
          text: "This agreement has been entered into on the date stated at the beginning of it.",
        },
        {
          kind: "signatures",
          parties: ["[Supplier Legal Name]", "[Distributor Legal Name]"],
        },
      ],
    },
  ],
};
