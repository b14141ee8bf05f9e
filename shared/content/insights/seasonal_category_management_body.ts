import type { ArticleBlock } from "./types.ts";

/** Body of seasonal-category-management, kept apart from its summary in its own module so list pages never bundle it. */
export const SEASONAL_CATEGORY_MANAGEMENT_BODY: readonly ArticleBlock[] = [
  {
    type: "paragraph",
    text:
      "Seasonal events account for some of the busiest trading weeks in UK grocery, and for many categories, such as confectionery, drinks and gifting, they make or break the year. Seasonal space is valuable, temporary and planned well in advance. Brands that understand how retailers plan it can win displays and volume that would take months to build through everyday ranging. Brands that arrive late find the space already allocated.",
  },
  { type: "heading", text: "The UK seasonal calendar" },
  {
    type: "paragraph",
    text:
      "The British retail year has its own rhythm, and some dates differ from those in other markets. The main moments are:",
  },
  {
    type: "list",
    items: [
      "January: health, budgeting and Veganuary, as shoppers reset after Christmas.",
      "Valentine's Day in February, and Mother's Day in March or early April, weeks earlier than in many other countries.",
      "Easter, with its moving date, which is one of the biggest events for confectionery.",
      "Spring and summer bank holidays, barbecues, and major sporting tournaments when they fall.",
      "Back to school in late August and September.",
      "Halloween and Bonfire Night in the autumn.",
      "Christmas, the largest trading period of the year, with gifting, entertaining and party food.",
    ],
  },
  {
    type: "paragraph",
    text:
      "Ramadan and Eid, Diwali and Lunar New Year have also grown into mainstream retail events, with dedicated ranges in many supermarkets and particular importance in convenience stores serving diverse communities.",
  },
  { type: "heading", text: "Lead times: earlier than you think" },
  {
    type: "paragraph",
    text:
      "Retailers agree seasonal ranges many months ahead. For Christmas, the large grocers typically review and select ranges in the first half of the year, so by midsummer much of the festive plan is settled. Easter planning starts the previous year. Wholesalers and symbol groups work to shorter cycles and publish seasonal guides for retailers in the months before each event, which leaves more room for late opportunities in convenience.",
  },
  {
    type: "paragraph",
    text:
      "For brands manufacturing overseas, production and shipping time has to be added on top. A Christmas gift pack may need artwork approved in spring, production in late summer and stock in a UK warehouse by early autumn, ready for retailers to receive it in time to build displays.",
  },
  { type: "heading", text: "Sell-in, display and sell-through" },
  {
    type: "paragraph",
    text:
      "Seasonal space is different from everyday shelving. It usually means aisle ends, a dedicated seasonal aisle, free-standing display units or pallet displays near the entrance, and it exists for a few weeks only. That changes what a retailer needs from a supplier:",
  },
  {
    type: "list",
    items: [
      "display-ready packaging that a store can put out quickly;",
      "clear price points that suit the occasion, such as gifting or sharing;",
      "a plan to sell through before the event ends, because leftover seasonal stock is worth far less the day after;",
      "an agreed approach to remaining stock, whether markdown funding, returns or a lower initial order.",
    ],
  },
  {
    type: "paragraph",
    text:
      "The high fat, salt and sugar placement rules apply to seasonal space too, which affects where in-scope products can be displayed in larger stores in England. Plan displays with that in mind.",
  },
  { type: "heading", text: "Seasonal trading in convenience and wholesale" },
  {
    type: "paragraph",
    text:
      "Convenience stores trade seasonal events differently from supermarkets. Shoppers visit for last-minute needs: a box of chocolates on the way to a family visit, drinks for an unplanned gathering, a forgotten ingredient on Christmas Eve. Space is limited, so retailers favour a small number of proven lines, compact displays and price-marked packs that show a fair price. Wholesalers publish seasonal guides and run seasonal promotions in the weeks before each event, and a place in those guides can put a gift or sharing product in front of a wide network of store owners.",
  },
  {
    type: "paragraph",
    text:
      "Timing matters even more here. Independent retailers order closer to the event and in smaller quantities, so reliable stock at the wholesaler through the final weeks is worth more than a large early sell-in.",
  },
  { type: "heading", text: "Measure, review and learn" },
  {
    type: "paragraph",
    text:
      "The most valuable seasonal work happens after the event. A short review with each customer, covering sell-through, availability, markdowns and what competitors did, gives you the evidence for next year's pitch. Buyers remember suppliers who bring honest analysis, including of what did not work.",
  },
  {
    type: "callout",
    title: "Key takeaways",
    text:
      "Learn the UK calendar, including its different dates and growing cultural events. Pitch seasonal ranges to the multiples many months ahead, and use wholesaler cycles for later convenience opportunities. Make displays easy, price for the occasion, agree how leftover stock is handled and review every season with your customers.",
  },
  {
    type: "paragraph",
    text:
      "If you are planning seasonal ranges for the UK, or want to know whether there is still time for the coming season, we would be happy to talk through the options with you.",
  },
];
