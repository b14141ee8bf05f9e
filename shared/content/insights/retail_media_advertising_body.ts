import type { ArticleBlock } from "./types.ts";

/** Body of retail-media-advertising, kept apart from its summary in its own module so list pages never bundle it. */
export const RETAIL_MEDIA_ADVERTISING_BODY: readonly ArticleBlock[] = [
  {
    type: "paragraph",
    text:
      "Retail media has become one of the fastest-growing parts of UK advertising. Retailers have realised that their websites, apps, loyalty schemes and stores are valuable media, and that their shopper data lets advertisers reach people close to the moment of purchase and measure what happened next. For FMCG brands, retail media offers real opportunities, but also a new set of choices about where budgets come from and how to judge results.",
  },
  { type: "heading", text: "What retail media covers" },
  {
    type: "paragraph",
    text: "Retail media is not one format. The main types are:",
  },
  {
    type: "list",
    items: [
      "On-site: sponsored products in search results, banners and branded pages on a retailer's website and app.",
      "Off-site: advertising on social media, video and other websites, targeted using the retailer's shopper data.",
      "In-store: digital screens, audio announcements, shelf-edge media and sampling in stores.",
      "Loyalty: personalised offers and coupons delivered through the retailer's loyalty scheme.",
    ],
  },
  {
    type: "paragraph",
    text:
      "What unites them is the retailer's data: the ability to target by what people actually buy, and to connect a campaign with the sales that follow.",
  },
  { type: "heading", text: "The main UK networks" },
  {
    type: "paragraph",
    text: "Most large UK retailers now run a media business. Some of the most established are:",
  },
  {
    type: "list",
    items: [
      "Tesco, whose media and insight services are built with dunnhumby and draw on Clubcard data.",
      "Sainsbury's, through Nectar360, which uses data from the Nectar loyalty scheme across Sainsbury's, Argos and partner businesses.",
      "Boots Media Group, built on the Boots Advantage Card and strong in health and beauty.",
      "Ocado, which sells sponsored placements and display advertising on its online grocery platform.",
      "Amazon Ads, covering sponsored products, display and video across Amazon and beyond.",
    ],
  },
  {
    type: "paragraph",
    text:
      "Other grocers, convenience groups and wholesalers are developing their own offers, including screens in stores and advertising in the ordering platforms that independent retailers use.",
  },
  { type: "heading", text: "Where retail media fits in the plan" },
  {
    type: "paragraph",
    text:
      "Retail media works best close to the shelf. It is strong at converting shoppers who are already in a retailer's store or app, at supporting a launch or a promotion, and at recruiting shoppers from competing brands. It is less suited to building a brand from nothing, which still relies on broader marketing.",
  },
  {
    type: "paragraph",
    text:
      "Budgets are a common source of tension. Retail media is often negotiated alongside trade terms and promotions, and it can draw on the same funds. Treat it as part of the joint business plan, but be clear internally whether each campaign is a marketing investment or part of the trade deal, and judge it accordingly. Retail media also depends on the basics: a campaign that drives shoppers to a product that is out of stock, or to a page with poor images, wastes money.",
  },
  {
    type: "paragraph",
    text:
      "Creative needs its own thought. Retail media formats are often small and seen for a moment, on a phone screen or a display at the end of an aisle. Simple messages work best: the product, the reason to buy and, where relevant, the offer. Assets designed for television or social media rarely transfer well without adaptation, and each network has its own specifications and approval process, so allow time for both.",
  },
  { type: "heading", text: "Measuring what actually worked" },
  {
    type: "paragraph",
    text:
      "Retail media networks report a great deal of data, and the headline figure is often return on advertising spend: sales attributed to the campaign divided by its cost. That figure can flatter campaigns, because it counts sales from shoppers who would have bought anyway. The better question is what the campaign added. Questions worth asking a network include:",
  },
  {
    type: "list",
    items: [
      "Is incremental sales measured against a control group that did not see the campaign?",
      "How many buyers were new to the brand, and how many bought again afterwards?",
      "What effect did the campaign have on the rest of the range, and on sales in other retailers?",
      "Can results be compared with other networks on the same basis?",
    ],
  },
  {
    type: "paragraph",
    text:
      "Measurement methods differ between networks, which makes comparisons difficult. Running a small test first, with agreed measures, is a sensible way to learn before committing a larger budget.",
  },
  {
    type: "callout",
    title: "Key takeaways",
    text:
      "Use retail media where it is strongest: near the shelf, around launches and promotions. Plan it with trade spend but judge it on incremental results, not attributed sales alone. Make sure availability and product content are in order before spending, and test before scaling.",
  },
  {
    type: "paragraph",
    text:
      "If you are considering retail media for your UK brand and want help choosing networks, setting measures or linking campaigns with your trade plan, we would be happy to talk it through.",
  },
];
