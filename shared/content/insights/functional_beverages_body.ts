import type { ArticleBlock } from "./types.ts";

/** Body of functional-beverages, kept apart from its summary in its own module so list pages never bundle it. */
export const FUNCTIONAL_BEVERAGES_BODY: readonly ArticleBlock[] = [
  {
    type: "paragraph",
    text:
      "Not long ago, a functional drink in a British shop meant an energy can or a sports bottle. Today the chiller in a typical convenience store may hold kombucha, protein shakes, prebiotic sodas, botanical blends, vitamin waters and caffeinated teas, many of them from brands that did not exist a few years ago. Buyers in the multiples and the larger symbol groups have made room for the segment because it trades at a premium and brings younger shoppers to the soft drinks fixture.",
  },
  {
    type: "paragraph",
    text:
      "For an international brand, that growth is an opportunity with conditions attached. The UK has its own rules on claims, sugar and caffeine, the fixture is crowded, and buyers have seen plenty of launches fade after the first listing. This is how we advise brands to approach it.",
  },
  { type: "heading", text: "Know which need your drink serves" },
  {
    type: "paragraph",
    text:
      "Functional drinks are not one market. Industry data suggests that shoppers group them by the job they do rather than by the ingredient list, and the clearest positioning names that job plainly. The main needs we see on UK shelves are these:",
  },
  {
    type: "list",
    items: [
      "Energy and focus: the largest and most contested need, led by established brands and increasingly by lower-sugar, plant-caffeine propositions.",
      "Hydration and recovery: electrolyte and sports drinks, now bought for everyday use as much as for the gym.",
      "Gut health: kombucha, kefir drinks and prebiotic sodas, where fibre content and live cultures carry the message.",
      "Relaxation and sleep: botanical and mineral-based drinks, a smaller but distinctive space.",
      "Protein: ready-to-drink shakes that compete with snacks as much as with soft drinks.",
    ],
  },
  {
    type: "paragraph",
    text:
      "Buyers plan space by these needs. A drink that claims three of them usually ends up belonging to none, and struggles to find a home on the planogram.",
  },
  { type: "heading", text: "Get the regulatory basics right before the first meeting" },
  {
    type: "paragraph",
    text:
      "Most listing delays we see have little to do with taste or price. They come from labels and claims designed for another market.",
  },
  { type: "subheading", text: "Health and nutrition claims" },
  {
    type: "paragraph",
    text:
      "Great Britain keeps its own register of authorised nutrition and health claims. It began as a copy of the EU list but is now maintained separately, so a claim that is accepted in Germany or France is not automatically accepted here. The wording must match an authorised claim and its conditions of use, and general wellbeing statements need a specific authorised claim beside them. Novel ingredients, including many botanical extracts and cannabinoids, may need Food Standards Agency authorisation before they can be sold at all.",
  },
  { type: "subheading", text: "Sugar and caffeine" },
  {
    type: "paragraph",
    text:
      "The Soft Drinks Industry Levy applies to drinks with added sugar above set thresholds, which is one reason most new functional ranges launch below them. Drinks with more than 150 mg of caffeine per litre must carry a high-caffeine warning. The government has signalled a legal ban on selling high-caffeine energy drinks to under-16s in England, and many retailers already refuse those sales voluntarily. Drinks that fall within the high fat, salt and sugar rules also face limits on where larger stores may display them.",
  },
  { type: "subheading", text: "Labelling" },
  {
    type: "paragraph",
    text:
      "Packs sold in Great Britain need a UK address for the responsible food business, mandatory information in English and a nutrition declaration in the expected format. A sticker over an imported label can work for a trial, but it is rarely accepted for a national listing.",
  },
  { type: "heading", text: "Choose the channel that fits the price point" },
  {
    type: "paragraph",
    text:
      "Functional drinks usually cost more per millilitre than mainstream soft drinks, and that shapes where they sell best. Convenience stores and forecourts suit single-serve, chilled formats bought for immediate use. Symbol groups and delivered wholesalers give reach, but chiller space is small and a slow line loses its facing quickly.",
  },
  {
    type: "paragraph",
    text:
      "The multiples offer volume and credibility, and with a listing come expectations: a promotional plan, marketing support and dependable availability into their depots. Online grocery and Amazon suit multipacks and repeat purchase, particularly for protein and hydration products. Gyms, cafés and workplace foodservice can build trial at modest cost before a retail push.",
  },
  {
    type: "paragraph",
    text:
      "Many brands we work with start in convenience and independent retail, prove a rate of sale, and then take that evidence to a multiple's category buyer. It is slower than a headline launch, but the listings tend to last.",
  },
  { type: "heading", text: "What buyers ask for at range review" },
  {
    type: "paragraph",
    text:
      "Category buyers review soft drinks on a fixed cycle, and they want a new line to grow the category rather than simply take sales from a neighbour. Come prepared with:",
  },
  {
    type: "list",
    items: [
      "a clear statement of the shopper need and who buys the product;",
      "rate-of-sale evidence from UK stores or a comparable market;",
      "a price position that makes sense against the brands either side of you;",
      "a first-year plan for sampling, marketing and promotions, with named activity and dates;",
      "supply assurance: shelf life on delivery, case sizes that suit UK depots, and realistic lead times.",
    ],
  },
  {
    type: "paragraph",
    text:
      "Buyers also look for staying power. A brand that can show a second and third product in development, and a plan to support the first one through its early months, is a far easier decision than a single hero line with no follow-up.",
  },
  {
    type: "callout",
    title: "Key takeaways",
    text:
      "Position the drink around one clear shopper need. Check claims, caffeine and sugar against the rules that apply in Great Britain before you print packs. Start in the channel that fits your price and format, prove the rate of sale, then take that evidence to range review.",
  },
  {
    type: "paragraph",
    text:
      "If you are weighing up a UK launch for a functional drink, we are happy to talk through your range, your labels and the route to shelf that suits them. A short conversation early on can save a costly relabel later.",
  },
];
