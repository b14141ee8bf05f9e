import { LEAD_TIMES } from "../figures.ts";
import type { ArticleBlock } from "./types.ts";

/** Body of supply-chain-innovation, kept apart from its summary in its own module so list pages never bundle it. */
export const SUPPLY_CHAIN_INNOVATION_BODY: readonly ArticleBlock[] = [
  {
    type: "paragraph",
    text:
      "Ask a UK category buyer why a promising product was delisted and the answer is often not taste, price or marketing. It is availability. A line that is regularly out of stock frustrates shoppers, loses sales to competitors and makes the buyer's category look bad. For brands entering the UK, the supply chain is not a back-office detail; it is part of the product. The good news is that a growing brand no longer needs to build its own infrastructure to meet retailer standards.",
  },
  { type: "heading", text: "What UK retailers expect at the depot" },
  {
    type: "paragraph",
    text:
      "The large grocers supply their stores from regional distribution centres, and deliveries into those depots follow strict rules. Requirements differ by retailer, but the common ones are:",
  },
  {
    type: "list",
    items: [
      "Booked delivery slots, with penalties or refusal for late or unannounced arrivals.",
      "On time and in full performance, measured and reported back to the supplier.",
      "Minimum shelf life on receipt, so that stores have enough time to sell the product; short-dated stock may be rejected.",
      "Correct pallet type and height: UK depots generally work with the standard 1200 by 1000 millimetre pallet, and some do not accept the smaller Euro pallet.",
      "GS1 barcodes on units and cases, and a serial shipping container code label on each pallet.",
      "Shelf-ready packaging in many categories, so that cases go from the cage to the shelf with little handling.",
    ],
  },
  {
    type: "paragraph",
    text:
      "Wholesalers and symbol groups have their own depot standards, often slightly more flexible, but the same principles apply. A brand shipping from overseas should design its case and pallet configuration for the UK from the start, rather than adapting it later.",
  },
  {
    type: "paragraph",
    text:
      "Each large retailer publishes a supplier manual setting out these requirements in detail, along with charges for failures such as missed slots or incorrect labelling. Reading it carefully before the first delivery, rather than after the first rejection, is one of the simplest ways to protect a new listing.",
  },
  { type: "heading", text: "Data is part of the delivery" },
  {
    type: "paragraph",
    text:
      "Modern retail supply chains run on data. Large customers exchange orders, delivery notes and invoices by electronic data interchange, and expect advance shipping notices before goods arrive. Product data, including dimensions, weights, case quantities and ingredients, feeds planograms, warehouse systems and websites. Errors cause real problems: a wrong case dimension can mean a product that does not fit its shelf, and a wrong weight can disrupt transport planning.",
  },
  {
    type: "paragraph",
    text:
      "Getting this right is less about technology than discipline. One accurate master record for each product, kept up to date and shared through the channels each retailer uses, removes a large share of the friction new suppliers experience.",
  },
  { type: "heading", text: "Forecasting and stock positioning" },
  {
    type: "paragraph",
    text:
      "Brands manufacturing overseas face long lead times, which makes forecasting critical. The most useful improvements we see are practical ones:",
  },
  {
    type: "list",
    items: [
      "using retailer sales data, where available, rather than relying only on orders, which lag behind demand;",
      "forecasting promotions separately, because a promotion can multiply demand for a few weeks;",
      "holding safety stock in the UK, so that a delayed shipment does not become an empty shelf;",
      "managing shelf life actively, so that stock held for safety does not become stock that cannot be sold.",
    ],
  },
  {
    type: "paragraph",
    text:
      "Alcoholic drinks can be held in a bonded warehouse, deferring duty until the stock is released for sale, which eases the cost of holding buffer stock.",
  },
  { type: "heading", text: "Shared infrastructure for growing brands" },
  {
    type: "paragraph",
    text:
      "The most significant change for smaller and mid-sized brands is access to shared infrastructure. Multi-user warehouses let brands pay for the space and handling they use. Consolidation combines several brands' orders into full loads to a retailer's or wholesaler's depot, cutting cost per case and meeting booking requirements that a single small brand would struggle with. Pallet networks reach independent stores and smaller customers across the country.",
  },
  {
    type: "paragraph",
    text:
      `Together, these make a national route to market possible without a large upfront investment. With stock held in the UK, a well-run shared operation can deliver to customers in ${LEAD_TIMES.ukDelivery}, which is the kind of responsiveness that keeps shelves full when demand rises.`,
  },
  {
    type: "callout",
    title: "Key takeaways",
    text:
      "Treat availability as part of the product. Design cases and pallets for UK depots from the outset, keep one accurate data record per product, forecast promotions separately and hold safety stock in the UK. Use shared warehousing and consolidation to meet retailer standards without building your own network.",
  },
  {
    type: "paragraph",
    text:
      "If you are planning how to supply UK customers, or struggling with availability today, we would be glad to look at your supply chain with you and suggest where it could work harder.",
  },
];
