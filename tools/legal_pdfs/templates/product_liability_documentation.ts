/** Text of the Product Liability Documentation template (docs/requirements.md#legal-documents). */

import type { LegalTemplate } from "../template_types.ts";

/** A documentation pack evidencing the safety of a product placed on the UK market. */
export const PRODUCT_LIABILITY_DOCUMENTATION: LegalTemplate = {
  fileName: "product-liability-documentation.pdf",
  subject: "Template documentation pack for product safety and product liability in the UK",
  keywords: ["product liability", "product safety", "recall", "technical file", "template"],
  notes: [
    "Complete one pack for each product or product family before it is first supplied in the UK, and keep it up to date. Text in square brackets marks a detail to complete.",
    "The pack helps you show that a product is safe and that you can trace and recall it. It does not replace the specific approvals, notifications or testing that some categories require.",
    "Under the Consumer Protection Act 1987, the producer, a business that puts its own name or brand on a product, and the importer into the UK can each be strictly liable for damage caused by a defective product.",
    "Keep the completed pack for at least ten years after the last batch is supplied, which matches the longest period within which a product liability claim can be brought.",
  ],
  sections: [
    {
      heading: "Product and responsible businesses",
      numbered: true,
      blocks: [
        {
          kind: "fields",
          fields: [
            "Product name and variants",
            "Brand",
            "Barcodes (EAN)",
            "Manufacturer and site address",
            "UK importer (if any)",
            "UK distributor",
            "Date first supplied in the UK",
            "Pack owner and version",
          ],
        },
      ],
    },
    {
      heading: "Legal framework",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "All consumer products supplied in Great Britain must be safe under the General Product Safety Regulations 2005, unless more specific safety legislation covers the same risk. In Northern Ireland the EU General Product Safety Regulation applies. Producers must give consumers the information needed to assess risks, and must be able to trace products and take action, including recall, when a risk is found.",
        },
        {
          kind: "clause",
          text:
            "Identify every regime that applies to the product. The table lists common examples for FMCG categories; it is not exhaustive.",
        },
        {
          kind: "table",
          head: ["Category", "Examples of UK legislation", "Applies?"],
          widths: [1.6, 3.6, 0.9],
          rows: [
            [
              "All consumer products",
              "General Product Safety Regulations 2005; Consumer Protection Act 1987",
              "Yes",
            ],
            [
              "Food and drink",
              "Food Safety Act 1990; Food Information Regulations 2014; assimilated Regulation 178/2002",
              "[Yes / No]",
            ],
            [
              "Cosmetics and toiletries",
              "UK Cosmetics Regulation, including a safety assessment and notification through the Submit Cosmetic Product Notification service",
              "[Yes / No]",
            ],
            [
              "Nicotine-containing products",
              "Tobacco and Related Products Regulations 2016 for e-cigarettes and refills; general product safety law for other nicotine products",
              "[Yes / No]",
            ],
            [
              "Household chemicals",
              "GB CLP Regulation on classification, labelling and packaging; safety data sheets under UK REACH",
              "[Yes / No]",
            ],
            ["[Other category]", "[Legislation]", "[Yes / No]"],
          ],
        },
      ],
    },
    {
      heading: "Product risk assessment",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "Assess the risks of the product throughout its life, including foreseeable misuse and use by vulnerable people such as children. The Office for Product Safety and Standards' PRISM methodology is a recognised approach. Record each hazard below.",
        },
        {
          kind: "table",
          head: ["Hazard", "Who could be harmed", "Likelihood", "Severity", "Controls in place"],
          widths: [2, 1.7, 1, 1, 2.6],
          rows: [
            [
              "[Allergen cross-contact]",
              "[Consumers with allergies]",
              "[Low]",
              "[Serious]",
              "[Supplier allergen controls; precautionary label]",
            ],
            [
              "[Glass or hard plastic fragments]",
              "[All consumers]",
              "[Very low]",
              "[Serious]",
              "[Supplier inspection; foreign-body detection]",
            ],
            ["[Hazard]", "[People]", "[Rating]", "[Rating]", "[Controls]"],
          ],
        },
        {
          kind: "fields",
          fields: ["Overall risk conclusion", "Assessed by and date"],
        },
      ],
    },
    {
      heading: "Technical file",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "Keep the following documents, or a reference to where each is held, and review them whenever the product, its formulation, its supplier or the law changes:",
        },
        {
          kind: "checklist",
          items: [
            "Product specification, including formulation or ingredients and packaging materials",
            "Approved label and packaging artwork for each version supplied, with the date it was approved",
            "Test reports and certificates, with the laboratory, the standard tested against and the date",
            "Declarations of conformity, notifications or registrations required for the category",
            "Manufacturing site audit or certification reports, such as BRCGS or an equivalent scheme",
            "Safety data sheets for any hazardous substances",
            "Instructions, warnings and age or usage restrictions shown to consumers",
            "Complaint and incident log, with the outcome of each investigation",
          ],
        },
      ],
    },
    {
      heading: "Traceability",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "Each business in the chain must be able to identify where it obtained each batch and to whom it supplied it, one step back and one step forward.",
        },
        {
          kind: "fields",
          fields: [
            "Batch code format and where printed",
            "Date mark (best before or use by)",
            "Records held by manufacturer",
            "Records held by distributor",
            "Time to trace one batch (last test)",
          ],
        },
      ],
    },
    {
      heading: "Insurance",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "Confirm that product liability insurance covers the product, its sale in the UK and the business that carries liability, and record the details below. Consider product recall cover as well.",
        },
        {
          kind: "fields",
          fields: [
            "Insurer and policy number",
            "Limit of indemnity per claim",
            "Territories and products covered",
            "Recall cover (yes or no, and limit)",
            "Renewal date",
          ],
        },
      ],
    },
    {
      heading: "Complaints and incidents",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text: "When a complaint or incident suggests a product may be unsafe:",
          items: [
            "record it on the day received, with the batch code, the place and date of purchase and the consumer's account;",
            "keep the product and packaging if they can be obtained, and do not discard other stock from the same batch;",
            "assess the risk within [24] hours, using the risk assessment in section 3 and advice from the manufacturer;",
            "if you know, or ought to know, that a product you have supplied is unsafe, notify the relevant enforcement authority without delay, usually your local Trading Standards service, or the Food Standards Agency and your local authority for food; and",
            "record the decision, the reasons for it and every action taken.",
          ],
        },
      ],
    },
    {
      heading: "Withdrawal and recall procedure",
      numbered: true,
      blocks: [
        {
          kind: "clause",
          text:
            "A withdrawal removes a product from the supply chain before it reaches consumers. A recall also asks consumers to return or dispose of products they have bought. The recall team decides which is needed, in consultation with the enforcement authority.",
        },
        {
          kind: "table",
          head: ["Role", "Name", "Phone", "Deputy"],
          widths: [2, 2, 1.6, 2],
          rows: [
            ["Recall co-ordinator", "[Name]", "[Phone]", "[Deputy name]"],
            ["Quality and technical", "[Name]", "[Phone]", "[Deputy name]"],
            ["Customer communications", "[Name]", "[Phone]", "[Deputy name]"],
            ["Distributor contact", "[Name]", "[Phone]", "[Deputy name]"],
          ],
        },
        {
          kind: "clause",
          text: "The recall co-ordinator shall:",
          items: [
            "identify the affected batches and every customer supplied, using the traceability records;",
            "tell customers in writing to stop selling and quarantine the stock, and confirm they have done so;",
            "agree the wording of any consumer notice with the enforcement authority and arrange for it to be displayed and published;",
            "arrange collection or verified destruction of affected stock and reconcile quantities; and",
            "review the root cause and update this pack once the recall is closed.",
          ],
        },
        {
          kind: "clause",
          text:
            "Test this procedure at least once a year with a mock recall of one batch, and record how long it took to trace [95]% of the batch.",
        },
      ],
    },
    {
      heading: "Review and sign-off",
      numbered: true,
      blocks: [
        {
          kind: "fields",
          fields: ["Prepared by", "Approved by", "Date approved", "Next review date"],
        },
      ],
    },
  ],
};
