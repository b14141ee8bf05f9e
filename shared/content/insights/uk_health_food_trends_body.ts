import type { ArticleBlock } from "./types.ts";

/** Body of uk-health-food-trends, kept apart from its summary in its own module so list pages never bundle it. */
export const UK_HEALTH_FOOD_TRENDS_BODY: readonly ArticleBlock[] = [
  {
    type: "paragraph",
    text:
      "Health has been one of the steadiest themes in UK grocery for more than a decade, but what shoppers mean by it keeps changing. Retail buyers are now listing products for different reasons than they were five years ago, and the rules on what a product can say about itself are strict. For international brands with a strong health story, the UK can be a rewarding market, provided the story is told in a way that British shoppers and regulators accept.",
  },
  { type: "heading", text: "From 'free from' to 'more of'" },
  {
    type: "paragraph",
    text:
      "The first wave of health products was defined by what they left out: sugar, fat, gluten, dairy. Those ranges remain important, but growth has moved towards products defined by what they add. Industry data and retailer commentary point to three needs in particular:",
  },
  {
    type: "list",
    items: [
      "Protein: once a sports nutrition niche, now found in yoghurts, cereals, snacks, bread and ready meals.",
      "Fibre: national diet surveys have long shown that most adults eat well below the recommended 30 grams a day, and brands are starting to talk about it openly.",
      "Gut health: fermented foods, live cultures and prebiotic fibres, spreading from the chiller into ambient snacks and drinks.",
    ],
  },
  {
    type: "paragraph",
    text:
      "Products that combine a genuine nutritional benefit with taste and a sensible price are the ones that earn repeat purchase. Buyers have seen many protein-enhanced products that shoppers tried once.",
  },
  { type: "heading", text: "The processing debate" },
  {
    type: "paragraph",
    text:
      "Public discussion of ultra-processed food has made many shoppers read ingredient lists more closely. There is no legal definition of ultra-processed food in the UK, and brands should be careful about claims built on the term. What shoppers respond to is simpler: short ingredient lists, ingredients they recognise and a clear explanation of why each one is there. Reformulating to remove unfamiliar additives, where it can be done without harming quality or shelf life, is increasingly worthwhile.",
  },
  { type: "heading", text: "Reformulation and the HFSS rules" },
  {
    type: "paragraph",
    text:
      "In England, products classed as high in fat, salt or sugar under the government's nutrient profiling model have been barred since October 2022 from prominent locations in larger stores: aisle ends, store entrances, checkouts and their online equivalents. Restrictions on volume-price promotions such as multibuys are scheduled for October 2025. Scotland and Wales are developing their own rules.",
  },
  {
    type: "paragraph",
    text:
      "The commercial consequence is significant. A product that passes the nutrient profiling model can be displayed and promoted freely; a similar product that fails cannot. For brands in snacks, cereals, confectionery, bakery and soft drinks, reformulating to pass the model can open up space that competitors cannot use. Check your products' scores before approaching UK buyers, because they will.",
  },
  { type: "heading", text: "Plant-based, after the boom" },
  {
    type: "paragraph",
    text:
      "Meat alternatives grew rapidly, then cooled, and many retailers have trimmed their ranges. Plant-based dairy alternatives, particularly oat drinks, have proved more durable, and interest has shifted towards whole-food plant ingredients such as pulses, beans and grains. Low and no alcohol drinks continue to grow as moderation becomes a normal part of drinking. For a plant-based brand, the strongest position is usually taste and nutrition first, with the plant-based credential as a supporting reason to buy.",
  },
  { type: "heading", text: "Claims that hold up" },
  {
    type: "paragraph",
    text:
      "Nutrition and health claims in Great Britain must match an authorised claim and meet its conditions. Some examples that international brands often get wrong:",
  },
  {
    type: "list",
    items: [
      "'High protein' requires at least 20 per cent of the product's energy to come from protein.",
      "'Source of fibre' requires at least 3 grams per 100 grams, or 1.5 grams per 100 kilocalories; 'high fibre' requires double.",
      "Health claims about a function of the body must use authorised wording, and general wellbeing claims need a specific authorised claim beside them.",
      "Claims authorised in the EU since 2021 are not automatically authorised in Great Britain.",
    ],
  },
  {
    type: "paragraph",
    text:
      "Front-of-pack nutrition labelling with traffic-light colours is voluntary in the UK, but most major retailers use it on their own label and many buyers expect to see it on branded products too. A health claim sits awkwardly beside a row of red lights, so it is worth checking how your product scores before you design the pack.",
  },
  {
    type: "callout",
    title: "Key takeaways",
    text:
      "Lead with what your product adds, whether protein, fibre or live cultures, and make sure it tastes good enough to buy again. Keep ingredient lists short and explainable. Know your nutrient profiling score before meeting buyers, and check every claim against the GB register.",
  },
  {
    type: "paragraph",
    text:
      "If you have a health-led product and want to understand how it would be received in UK retail, we would be glad to review your range and labels with you and suggest where it could fit.",
  },
];
