import { CONVENIENCE_COVERAGE, RETAIL_TOUCHPOINTS } from "../figures.ts";
import type { ArticleBlock } from "./types.ts";

/** Body of convenience-growth, kept apart from its summary in its own module so list pages never bundle it. */
export const CONVENIENCE_GROWTH_BODY: readonly ArticleBlock[] = [
  {
    type: "paragraph",
    text:
      "The way Britain shops for groceries has shifted towards smaller, more frequent trips. Hybrid working keeps more people near home during the week, and many households now pair one planned shop, often online or at a large store, with several quick visits to a local shop. Convenience stores have benefited steadily from that pattern. Industry research, including the Association of Convenience Stores' annual reporting, describes a channel that has become central to its communities, extending its ranges into fresh food, food to go and services.",
  },
  {
    type: "paragraph",
    text:
      "For brands, convenience is attractive because it reaches shoppers at the moment of need, often at a full price. It is also the channel international brands understand least, because it works very differently from the large supermarkets.",
  },
  { type: "heading", text: "How the convenience channel is structured" },
  {
    type: "paragraph",
    text:
      "There is no single convenience buyer. The channel is made up of several kinds of business, each with its own route to the shelf:",
  },
  {
    type: "list",
    items: [
      "Multiple-owned convenience: the Co-op, Tesco Express, Sainsbury's Local, One Stop and similar, supplied from their own depots and ranged centrally.",
      "Symbol groups: independent retailers trading under a shared fascia such as Spar, Londis, Budgens, Premier, Nisa, Costcutter or Best-one, buying mostly from the group's wholesaler and guided by its core range and planograms.",
      "Unaffiliated independents: stores that choose their own range and buy from cash and carry depots or delivered wholesale.",
      "Forecourts: a growing share of the channel, strong in food to go, drinks and impulse lines.",
    ],
  },
  {
    type: "paragraph",
    text:
      "In practice, a listing with a wholesaler gets a product into the depot, inclusion in a symbol group's core range or planogram gets it onto the shelf, and the individual retailer still decides whether it stays there.",
  },
  { type: "heading", text: "What convenience retailers look for" },
  {
    type: "paragraph",
    text:
      "A convenience store may give a new line a single facing. Every product has to earn that space, and retailers judge it on a few practical points:",
  },
  {
    type: "list",
    items: [
      "Rate of sale: a line that does not sell within weeks makes way for one that does.",
      "Profit on return: independent retailers think in terms of their margin on the selling price, and compare it across the fixture.",
      "Price-marked packs: many retailers and shoppers like them, because the printed price reassures shoppers that the local shop is not overcharging.",
      "Immediate consumption: chilled, single-serve, sharing and meal-for-tonight formats suit the way people use the channel.",
      "Dependable supply: an out-of-stock at the wholesaler is often the moment a retailer drops a line for good.",
    ],
  },
  { type: "heading", text: "Routes to market: wholesale comes first" },
  {
    type: "paragraph",
    text:
      "Most independent and symbol stores are supplied by a small number of national wholesalers, regional wholesalers and the buying groups that negotiate on their behalf. A wholesale listing is the foundation. On top of it, wholesalers run promotional cycles, usually lasting a few weeks, with printed and digital guides that retailers use to plan their orders. Featuring in those cycles with a strong retailer margin and a clear shopper price is one of the most effective ways to build distribution quickly.",
  },
  {
    type: "paragraph",
    text:
      "Cash and carry still matters for retailers who collect their own stock, while delivered wholesale has grown as retailers look to save time. A brand that is available through both reaches the widest range of stores. Trade press aimed at independent retailers, and the wholesalers' own events, are useful places to build awareness among store owners before and after a launch.",
  },
  { type: "heading", text: "Making a listing stick" },
  {
    type: "paragraph",
    text:
      "Getting into convenience is the first step; staying there takes work in store. Field sales teams who visit stores, check that the product is on shelf in the right place, place point-of-sale material and take orders can make the difference in the first months. Data helps too: sales data from symbol groups and from independent store panels shows where a product is selling and where it is not, so effort can go to the stores and regions that respond.",
  },
  {
    type: "paragraph",
    text:
      "Finally, keep the range tight. Convenience rewards a small number of strong lines more than a full portfolio. Most successful brands start with one or two best sellers in the channel and add variants only once those are established.",
  },
  {
    type: "callout",
    title: "Key takeaways",
    text:
      "Treat convenience as several channels, each with its own buyer. Secure wholesale listings first, then use promotional cycles, price-marked packs and a strong retailer margin to build distribution. Support the launch in store, watch rate of sale closely, and keep the range focused.",
  },
  {
    type: "paragraph",
    text:
      `Our network covers ${CONVENIENCE_COVERAGE.value} of UK convenience stores and reaches ${RETAIL_TOUCHPOINTS.value} retail touchpoints. If you are considering convenience for your brand, we would welcome a conversation about where your products fit and how to get them there.`,
  },
];
