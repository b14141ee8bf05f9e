import type { ArticleBlock } from "./types.ts";

/** Body of retail-trends, kept apart from its summary in its own module so list pages never bundle it. */
export const RETAIL_TRENDS_BODY: readonly ArticleBlock[] = [
  {
    type: "paragraph",
    text:
      "UK grocery retail enters 2025 in better shape than at the height of the cost-of-living squeeze, but with new pressures of its own. Food inflation has cooled, competition on price remains intense, and store costs are rising. For brand owners, these forces change what buyers ask for, how promotions are funded and which new lines get space. Here are the trends we expect to matter most this year, and what to do about each.",
  },
  { type: "heading", text: "Loyalty pricing is now the main event" },
  {
    type: "paragraph",
    text:
      "Member prices, such as Tesco's Clubcard Prices and Sainsbury's Nectar Prices, have become the main promotional mechanic in the largest grocers. Shoppers who scan their card or app see the lower price, and suppliers often help fund it. A review by the Competition and Markets Authority in 2024 found that loyalty prices generally offered genuine savings, so the model looks set to stay.",
  },
  {
    type: "paragraph",
    text:
      "For brands, loyalty pricing changes promotional planning. Slots are limited, the funding conversation is part of the joint business plan, and the retailer gains rich data on who responds. Ask what insight comes back with a loyalty promotion, and use it to plan the next one.",
  },
  { type: "heading", text: "Discounters keep raising the bar" },
  {
    type: "paragraph",
    text:
      "Aldi and Lidl continue to open stores and win shoppers, and the larger grocers benchmark many of their prices against them. Discounters carry far fewer lines, most of them own label, and buy in large volumes at tight costs. That makes them a demanding customer, but not a closed one. Both run regular specials and limited-time ranges that can give a brand national exposure for a few weeks, and both list selected brands where shoppers expect them.",
  },
  {
    type: "paragraph",
    text:
      "Before pitching, be sure the economics work at discounter volumes and prices, and think about what a discounter listing does to your price perception in other channels.",
  },
  { type: "heading", text: "Fewer, better lines" },
  {
    type: "paragraph",
    text:
      "Many retailers are reducing the number of lines in their categories to improve availability, simplify operations and make shelves easier to shop. A new product increasingly has to prove that it brings new shoppers or new spending to the category, rather than moving sales from an existing line. Expect buyers to ask for evidence of incrementality, not only of consumer interest.",
  },
  {
    type: "paragraph",
    text:
      "This favours brands with a clear point of difference and a tight range. It also rewards suppliers who help the buyer: a category view, shopper insight and a sensible suggestion of which line your product could replace.",
  },
  { type: "heading", text: "Higher store costs and tighter operations" },
  {
    type: "paragraph",
    text:
      "From April 2025, retailers face a further rise in the National Living Wage and higher employer National Insurance contributions. Labour is one of the largest costs in a store, so retailers are looking hard at anything that saves time. Shoplifting has also become a serious concern, pushing some categories behind counters or into security packaging. These pressures affect suppliers directly:",
  },
  {
    type: "list",
    items: [
      "shelf-ready packaging that can go straight onto the shelf is increasingly expected rather than welcomed;",
      "case sizes should match the rate of sale, so stores are not holding excess stock in the back room;",
      "accurate product dimensions and data help planograms work first time;",
      "higher-value lines may need packaging that deters theft without hiding the product.",
    ],
  },
  {
    type: "paragraph",
    text:
      "Store technology is changing too. Self-checkouts are now standard in most larger stores, and electronic shelf-edge labels are spreading, which makes price changes quicker and cheaper to carry out. Over time this may allow shorter, more targeted promotions. It is worth asking each customer how its store technology affects the way promotions are set up and executed.",
  },
  { type: "heading", text: "Retailers as media owners" },
  {
    type: "paragraph",
    text:
      "Retailers now sell advertising across their websites, apps, loyalty schemes and in-store screens, using their shopper data to target and measure campaigns. Retail media budgets are growing and often draw on the same funds as trade promotions. Brands should plan the two together and ask for clear measurement of incremental sales.",
  },
  {
    type: "callout",
    title: "Key takeaways",
    text:
      "Plan promotions around loyalty pricing and the data it provides. Treat discounters as a deliberate choice, not a volume fix. Come to range review with proof that your product grows the category. Make your packaging and case sizes easy for stores to handle, and plan retail media alongside trade spend.",
  },
  {
    type: "paragraph",
    text:
      "If you are building your UK plan for the year ahead, we would be happy to share what we are seeing across the retailers and wholesalers we work with, and to help you decide where to focus.",
  },
];
