import type { ArticleBlock } from "./types.ts";

/** Body of premium-positioning, kept apart from its summary in its own module so list pages never bundle it. */
export const PREMIUM_POSITIONING_BODY: readonly ArticleBlock[] = [
  {
    type: "paragraph",
    text:
      "The past few years have taught British shoppers to watch every penny, yet premium products have not disappeared from their baskets. Many households trade down on everyday staples while treating themselves to something better in the categories they care about: coffee, chocolate, cheese, a bottle of wine for the weekend. Industry data suggests that this pattern of selective trading up has persisted even as budgets stayed tight. For a brand with a premium proposition, the opportunity is real. Holding a premium price in the UK, though, takes more than a good product and an elegant pack.",
  },
  { type: "heading", text: "Premium is a reason, not a price" },
  {
    type: "paragraph",
    text:
      "A higher price only works when the shopper can see why it is higher. The most durable premium positions rest on a reason that is simple to grasp at the shelf:",
  },
  {
    type: "list",
    items: [
      "Provenance: a named place, producer or tradition that others cannot copy.",
      "Ingredients: a better or rarer ingredient, or more of the ingredient that matters.",
      "Craft: a method that visibly takes more time or skill.",
      "Occasion: a product designed for sharing, gifting or a special moment.",
    ],
  },
  {
    type: "paragraph",
    text:
      "Choose one or two and make them unmistakable on pack. A premium brand that tries to be artisanal, functional, sustainable and indulgent at once usually ends up saying nothing clearly.",
  },
  {
    type: "paragraph",
    text:
      "Design carries much of this work. Materials, weight, colour and typography signal quality before a shopper reads a word, and British shoppers are quick to spot a premium look that the product inside does not live up to. The pack also has to work online, where it appears as a small image on a phone screen: a distinctive shape and a clear name travel better than fine detail.",
  },
  { type: "heading", text: "The premium own-label challenge" },
  {
    type: "paragraph",
    text:
      "UK supermarkets have some of the strongest premium own-label ranges anywhere, such as Tesco Finest, Sainsbury's Taste the Difference and the premium tiers of Aldi and Lidl. These products are often excellent, sit at accessible prices and occupy prominent space. Marks and Spencer built its food business largely on its own label.",
  },
  {
    type: "paragraph",
    text:
      "A branded premium product has to offer what own label cannot: a distinctive story, a real point of difference, or innovation that a retailer's range cycle would take longer to match. If your product could be replaced by a premium own-label version without shoppers noticing, a buyer will notice first.",
  },
  { type: "heading", text: "Choose channels that carry the story" },
  {
    type: "paragraph",
    text:
      "Where a product is first seen shapes what people think it is worth. Premium brands often do best by starting in channels that reinforce the proposition: Waitrose, Ocado, department store food halls, delicatessens, farm shops and independent grocers, and selected premium convenience stores. These channels give a product space to be discovered and a price context that supports it.",
  },
  {
    type: "paragraph",
    text:
      "Broader distribution can follow once the brand is established. The order matters. A brand that appears first on deep promotion in a discounter may find it hard to persuade a premium retailer to list it later at full price.",
  },
  { type: "heading", text: "Price architecture and promotional discipline" },
  {
    type: "paragraph",
    text:
      "Price architecture is the ladder of prices across your range and against the brands around you. It should be deliberate: a clear entry price that recruits new shoppers, a core product at the heart of the range, and perhaps a special edition above it. Pack size is a powerful lever, because a smaller pack can hold an accessible price point without cutting the price per kilogram.",
  },
  {
    type: "paragraph",
    text:
      "Promotions need particular care. Frequent deep discounts teach shoppers that the real price is the promoted one, and a premium position erodes quickly once that happens. Premium brands tend to protect their value better with:",
  },
  {
    type: "list",
    items: [
      "modest, infrequent price promotions, timed around key occasions;",
      "added-value activity such as gift packs, limited editions or in-store tasting;",
      "loyalty-card prices that reward regular buyers without a public price cut;",
      "support for the shelf, not only the price: display, sampling and strong content online.",
    ],
  },
  {
    type: "callout",
    title: "Key takeaways",
    text:
      "Give shoppers one or two clear reasons to pay more and make them visible on pack. Offer something premium own label cannot. Launch in channels that support your price, broaden later, and guard your price with disciplined promotions and value-adding activity.",
  },
  {
    type: "paragraph",
    text:
      "If you are bringing a premium brand to the UK and want to plan its channels, pricing and launch sequence, we would welcome a conversation about where it could fit best.",
  },
];
