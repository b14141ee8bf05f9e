import type { ArticleBlock } from "./types.ts";

/** Body of trade-marketing, kept apart from its summary in its own module so list pages never bundle it. */
export const TRADE_MARKETING_BODY: readonly ArticleBlock[] = [
  {
    type: "paragraph",
    text:
      "Many brands treat a UK listing as the finish line. In reality the clock starts on the day the product reaches the shelf. Retailers measure rate of sale from the first week, and by the next range review they will know whether the line has earned its space. Trade marketing, the activity aimed at retailers, wholesalers and the point of purchase rather than at consumers in general, is what turns a listing into sustained sales.",
  },
  { type: "heading", text: "Building a promotional calendar" },
  {
    type: "paragraph",
    text:
      "Large grocers plan promotions months in advance, and slots in each category are limited. A brand needs a calendar agreed with the retailer's category team, usually as part of a wider joint business plan. The main mechanics are temporary price reductions, loyalty-card prices and, for products outside the high fat, salt and sugar rules, multibuys. Restrictions on volume-price promotions for in-scope products in England are scheduled for October 2025, so brands in those categories should plan their mechanics with that in mind.",
  },
  { type: "paragraph", text: "A sound calendar usually:" },
  {
    type: "list",
    items: [
      "ties activity to the moments when the category sells most, such as seasonal events or summer for drinks;",
      "balances depth of discount against frequency, so shoppers do not learn to buy only on deal;",
      "avoids clashing with a competitor's deep promotion in the same weeks;",
      "is backed by forward stock, because a promotion that runs out of stock damages the relationship with the buyer.",
    ],
  },
  {
    type: "paragraph",
    text:
      "The Groceries Supply Code of Practice, enforced by the Groceries Code Adjudicator, governs how the largest grocers deal with their direct suppliers, including how promotions are agreed and funded. Suppliers should know its main provisions; it exists to make the relationship fair and predictable for both sides.",
  },
  { type: "heading", text: "Wholesale and convenience: work the cycles" },
  {
    type: "paragraph",
    text:
      "Convenience and independent retail run on a different rhythm. Wholesalers and symbol groups publish promotional guides in cycles of a few weeks, and retailers use them to decide what to order and what to promote in store. A place in a cycle, with a strong retailer margin and a clear shopper price, can move a product into hundreds of stores quickly. Price-marked packs are often part of the offer, because they show shoppers a fair price and give retailers confidence in their margin.",
  },
  {
    type: "paragraph",
    text:
      "Retailer-facing communication matters here more than in the multiples. Trade press for independent retailers, wholesaler shows and depot events all help store owners learn about a product before the sales call.",
  },
  { type: "heading", text: "Point of sale and field teams" },
  {
    type: "paragraph",
    text:
      "In store, the goal is to make the product easy to find and easy to choose. Options range from shelf strips and chiller stickers to free-standing display units and secondary sites near the till. The large grocers tightly control what brands may place, and the high fat, salt and sugar rules restrict in-scope products from prominent locations such as aisle ends, store entrances and checkouts in larger stores. Convenience stores are more flexible, but space is scarce, so material has to be compact and useful.",
  },
  {
    type: "paragraph",
    text:
      "Field sales and merchandising teams close the gap between the plan and the shelf. They check that products are ranged and priced correctly, fix gaps, place point of sale, take orders and report back on what they find. In the first months after a launch, this feedback is often the earliest warning that something is wrong.",
  },
  { type: "heading", text: "Measuring what pays back" },
  {
    type: "paragraph",
    text:
      "Trade spend is often one of the largest costs in a brand's UK plan, yet it is frequently measured by headline volume alone. A more useful review looks at:",
  },
  {
    type: "list",
    items: [
      "uplift against a realistic baseline, not against a weak week;",
      "the dip after the promotion, as shoppers use up stock they bought on deal;",
      "cannibalisation of your own other lines;",
      "new shoppers recruited, where loyalty or panel data allows;",
      "the margin left after funding, for both you and the retailer.",
    ],
  },
  {
    type: "paragraph",
    text:
      "Reviewing each promotion against these measures, and sharing the results with the buyer, builds credibility and makes the next negotiation easier.",
  },
  {
    type: "callout",
    title: "Key takeaways",
    text:
      "Agree a promotional calendar early and back it with stock. Work wholesaler cycles and price-marked packs to build convenience distribution. Use point of sale and field teams to make the plan happen on the shelf, and judge every promotion on incremental profit, not volume alone.",
  },
  {
    type: "paragraph",
    text:
      "If you would like help building a trade plan for your UK launch, or reviewing one that is not delivering, we would be pleased to hear from you.",
  },
];
